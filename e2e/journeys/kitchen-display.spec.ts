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
  // Decision 090: only the cards on screen are laid out and painted.
  await expect(first).toHaveCSS("content-visibility", "auto");
  await tablet.page.screenshot({ path: `${shots}/kitchen-display-768.png` });

  // A tap on the ticket receives it; each line is tapped done, and the kitchen's last one bumps its card (decision 087).
  await first.getByRole("heading").click();
  await expect(first).toContainText("En preparación");
  const milanesaLine = first.getByRole("checkbox", { name: /Milanesa con papas/ });
  await milanesaLine.click();
  await expect(first).toHaveCount(0);
  // 'Recuperar' brings it back, its line still done; 'Listo' bumps it again.
  await tablet.page.getByRole("button", { name: /Recuperar/ }).click();
  const recall = tablet.page.getByRole("dialog", { name: "Recuperar pedidos" });
  await recall.getByRole("button", { name: "Recuperar pedido 1" }).click();
  await expect(milanesaLine).toHaveAttribute("aria-checked", "true");
  await first.getByRole("button", { name: "Listo", exact: true }).click();
  await expect(first).toHaveCount(0);
  // The bar's tablet finishes its part: the order is ready, and the pass shows it to hand over.
  await tablet.page.getByRole("combobox", { name: "Estación" }).click();
  await tablet.page.getByRole("option", { name: "Barra" }).click();
  await first.getByRole("checkbox", { name: /Coca-Cola/ }).click();
  await expect(first).toHaveCount(0);
  await tablet.page.getByRole("button", { name: "Pase", exact: true }).click();
  const pass = tablet.page.getByRole("region", { name: "Pase" });
  await expect(pass.getByRole("article", { name: "Pedido 1", exact: true })).toContainText("Para entregar");
  await expect(
    pass.getByRole("article", { name: "Pedido 2", exact: true }).getByLabel("Cocina: 0 de 1"),
  ).toBeVisible();
  await tablet.page.screenshot({ path: `${shots}/kitchen-pass-768.png` });
  await tablet.context.close();
});

/** Every element of every kitchen card that is cut (its text wider than its box) or that sticks out of its card. */
const overflowing = (page: import("@playwright/test").Page) =>
  page
    .getByRole("region", { name: "Pedidos para preparar" })
    .getByRole("article")
    .evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll<HTMLElement>("*")].flatMap((element) => {
          const own = element.getBoundingClientRect();
          if (own.width === 0) return [];
          const clipped =
            element.scrollWidth > element.clientWidth + 1 &&
            getComputedStyle(element).overflowX !== "visible";
          const outside = own.right > box.right + 0.5 || own.left < box.left - 0.5;
          return clipped || outside
            ? [`${card.getAttribute("aria-label")}: «${(element.textContent ?? "").slice(0, 40)}»`]
            : [];
        });
      }),
    );

test("a table's rounds on the kitchen display at 1920×1080 and 1024×768: which table, only what is new, nothing cut, 'ANULADO'", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  await signUpThroughUi(page, newOwner());
  const api = async (path: string, body: Record<string, unknown> = {}) => {
    const response = await page.request.post(`/api/v1${path}`, { data: body });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: Record<string, unknown> & { id: string } }).data;
  };
  await createThroughApi(page, "/stations", { name: "Cocina" });
  const bar = await createThroughApi(page, "/stations", { name: "Barra" });
  const food = await createThroughApi(page, "/categories", { name: "Entradas" });
  const drinks = await createThroughApi(page, "/categories", { name: "Bebidas" });
  const routed = await page.request.put("/api/v1/station-routing", {
    data: { categories: [{ id: drinks, stationId: bar }] },
  });
  expect(routed.status()).toBe(200);
  const provoleta = await createThroughApi(page, "/products", {
    name: "Provoleta con chimichurri y tomates asados a la parrilla",
    category_id: food,
    price: 8500,
    course_id: "entrada",
  });
  const coke = await createThroughApi(page, "/products", {
    name: "Coca-Cola",
    category_id: drinks,
    price: 2500,
  });
  const cash = await createThroughApi(page, "/payment-methods", { name: "Efectivo" });
  expect((await page.request.post("/api/v1/shifts")).status()).toBe(201);
  const room = await api("/rooms", { name: "Salón" });
  const planned = await page.request.put(`/api/v1/rooms/${room.id}/plan`, {
    data: { version: room.version, tables: [{ name: "Mesa 4", seats: 4, shape: "square", x: 150, y: 200 }] },
  });
  const table = ((await planned.json()) as { data: { tables: { id: string }[] } }).data.tables[0]?.id;
  const tab = await api(`/tables/${table}/tab`, { id: orderId(), guests: 2 });
  await api(`/tabs/${tab.id}/rounds`, {
    id: orderId(),
    products: [
      { product_id: provoleta, quantity: 2 },
      { product_id: coke, quantity: 2 },
    ],
  });
  for (const step of ["receive", "deliver", "serve"]) await api(`/orders/${tab.id}/${step}`);
  // The second round: one more provoleta; the two on the table are not the kitchen's any more.
  await api(`/tabs/${tab.id}/rounds`, { id: orderId(), products: [{ product_id: provoleta, quantity: 1 }] });
  // A counter order changed while the kitchen has it, and one cancelled.
  const changed = await api("/orders", {
    id: orderId(),
    turn: "70",
    payment_method_id: cash,
    products: [{ product_id: coke, quantity: 1 }],
  });
  const edit = await page.request.patch(`/api/v1/orders/${changed.id}`, {
    data: {
      turn: "70",
      payment_method_id: cash,
      observation: "Mesa del fondo, sin apuro",
      products: [
        { product_id: coke, quantity: 3 },
        { product_id: provoleta, quantity: 1 },
      ],
      promotions: [],
      version: changed.version,
    },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  const dropped = await api("/orders", {
    id: orderId(),
    turn: "71",
    payment_method_id: cash,
    products: [{ product_id: provoleta, quantity: 1 }],
  });
  await api(`/orders/${dropped.id}/cancel`);

  const cook = await createStaffThroughApi(page, "Carlos Sartén", "KITCHEN");
  const tablet = await signInOnNewDevice(browser, cook);
  await tablet.page.setViewportSize({ width: 1920, height: 1080 });
  const kitchen = boardPage(tablet.page);
  const round = kitchen.card(String(tab.turn));
  await expect(round).toContainText("Mesa 4 · Salón");
  await expect(round).toContainText("1 × Provoleta");
  await expect(round).not.toContainText("2 × Provoleta");
  // Decision 082: its lines under their course; decision 087: timed from the round.
  await expect(round.getByRole("listitem").filter({ hasText: /^Entrada$/ })).toBeVisible();
  await expect(round.getByLabel(/^Esperando hace \d+ min/)).toBeVisible();
  await expect(round).not.toContainText("Modificado");
  await expect(round.getByRole("button", { name: /Cancelar/ })).toHaveCount(0);
  await expect(kitchen.card("70")).toContainText("Modificado");
  await expect(kitchen.card("71")).toContainText("ANULADO");
  await tablet.page.getByRole("combobox", { name: "Estación" }).click();
  await tablet.page.getByRole("option", { name: "Barra" }).click();
  // The bar's 'Cambios' are the bar's: the coke, not the kitchen's provoleta.
  const changes = kitchen.card("70").getByRole("list", { name: "Qué cambió" });
  await expect(changes).toContainText("Coca-Cola");
  await expect(changes).not.toContainText("Provoleta");
  await expect(kitchen.card(String(tab.turn))).toHaveCount(0);
  await tablet.page.getByRole("combobox", { name: "Estación" }).click();
  await tablet.page.getByRole("option", { name: "Todas" }).click();
  await expect(kitchen.card("71")).toBeVisible();
  expect(await overflowing(tablet.page)).toEqual([]);
  await tablet.page.screenshot({ path: `${shots}/kitchen-display-1920.png` });
  await tablet.page.setViewportSize({ width: 1024, height: 768 });
  await expect(kitchen.card("70")).toBeVisible();
  expect(await overflowing(tablet.page)).toEqual([]);
  await tablet.page.screenshot({ path: `${shots}/kitchen-display-1024.png` });
  // At 1920×1080 the cook finishes the round line by line: its last line bumps the card (decision 087).
  await tablet.page.setViewportSize({ width: 1920, height: 1080 });
  const provoletaLine = kitchen.card(String(tab.turn)).getByRole("checkbox", { name: /Provoleta/ });
  await provoletaLine.click();
  await expect(kitchen.card(String(tab.turn))).toHaveCount(0);
  await tablet.context.close();
});
