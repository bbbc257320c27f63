import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createThroughApi } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { boardPage, createStaffThroughApi, orderId, signInOnNewDevice } from "../support/service-pages.ts";

const shots = process.env.E2E_SHOTS ?? "/tmp/shots";

test("a station's display on a 768×1024 tablet shows six tickets and more, no prices, and works with a tap", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  await signUpThroughUi(page, newOwner());
  // The owner's stations: the kitchen (first, takes what has no station) and the bar, which makes drinks.
  await page.goto("/stations");
  await page.getByLabel("Nombre de la estación").fill("Cocina");
  await page.getByRole("button", { name: "Agregar estación" }).click();
  await expect(page.getByRole("table", { name: "Estaciones" })).toContainText("Cocina");
  await page.getByLabel("Nombre de la estación").fill("Barra");
  await page.getByRole("button", { name: "Agregar estación" }).click();
  await expect(page.getByRole("table", { name: "Estaciones" })).toContainText("Barra");
  const food = await createThroughApi(page, "/categories", { name: "Platos" });
  const drinks = await createThroughApi(page, "/categories", { name: "Bebidas" });
  await page.reload();
  await page.getByRole("combobox", { name: "Bebidas" }).click();
  await page.getByRole("option", { name: "Barra" }).click();
  await expect(page.getByText("Bebidas se prepara en Barra.")).toBeVisible();
  await page.screenshot({ path: `${shots}/stations.png`, fullPage: true });

  const milanesa = await createThroughApi(page, "/products", {
    name: "Milanesa con papas",
    category_id: food,
    price: 9500,
  });
  const coke = await createThroughApi(page, "/products", {
    name: "Coca-Cola",
    category_id: drinks,
    price: 2500,
  });
  const cash = await createThroughApi(page, "/payment-methods", { name: "Efectivo" });
  expect((await page.request.post("/api/v1/shifts")).status()).toBe(201);
  for (let turn = 1; turn <= 8; turn++) {
    const created = await page.request.post("/api/v1/orders", {
      data: {
        id: orderId(),
        turn: String(turn),
        payment_method_id: cash,
        products: [
          { product_id: milanesa, quantity: 1 + (turn % 3) },
          { product_id: coke, quantity: 1 },
        ],
        ...(turn === 1 ? { observation: "Sin sal" } : {}),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  const cook = await createStaffThroughApi(page, "Carlos Sartén", "KITCHEN");
  const tablet = await signInOnNewDevice(browser, cook);
  await tablet.page.setViewportSize({ width: 768, height: 1024 });
  const kitchen = boardPage(tablet.page);
  const display = tablet.page.getByRole("region", { name: "Pedidos para preparar" });
  await expect(display.getByRole("article")).toHaveCount(8);
  await tablet.page.getByRole("combobox", { name: "Estación" }).click();
  await tablet.page.getByRole("option", { name: "Cocina" }).click();
  // The kitchen's lines only, the oldest first, and nothing about money.
  const first = kitchen.card("1");
  await expect(first).toContainText("Milanesa con papas");
  await expect(first).not.toContainText("Coca-Cola");
  await expect(first).toContainText("Sin sal");
  await expect(display.getByRole("article").first()).toHaveAccessibleName("Pedido 1");
  await expect(tablet.page.locator("body")).not.toContainText("$");
  await expect(tablet.page.getByText("Monto total")).toHaveCount(0);
  // Six whole tickets at least, without scrolling.
  const inView = await display.getByRole("article").evaluateAll(
    (cards) =>
      cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
      }).length,
  );
  expect(inView).toBeGreaterThanOrEqual(6);
  await tablet.page.screenshot({ path: `${shots}/kitchen-display-768.png` });

  // A tap receives the ticket; the kitchen's 'Listo' leaves it waiting for the bar.
  await first.getByText("Milanesa con papas").click();
  await expect(first).toContainText("En preparación");
  await first.getByRole("button", { name: "Listo", exact: true }).click();
  await expect(first).toContainText("Listo en Cocina");
  await expect(first).toContainText("En preparación");
  // The bar's tablet finishes its part: the order is ready for the counter.
  await tablet.page.getByRole("combobox", { name: "Estación" }).click();
  await tablet.page.getByRole("option", { name: "Barra" }).click();
  await first.getByRole("button", { name: "Listo", exact: true }).click();
  await expect(first).toContainText("Listo para entregar");
  await tablet.context.close();
});
