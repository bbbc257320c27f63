import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createThroughApi } from "../support/catalog-pages.ts";
import { seedCounter } from "../support/fast-order.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { boardPage, newOrderDialog } from "../support/service-pages.ts";

const shots = process.env.E2E_SHOTS ?? "/tmp/shots";

test.describe("take-away and delivery", () => {
  test.beforeEach(async ({ page }) => {
    await signUpThroughUi(page, newOwner());
    await seedCounter(page);
    await createThroughApi(page, "/customers", {
      name: "Marta Gómez",
      phone: "11 4567-8901",
      address: "Av. Corrientes 1234, 3° B",
      notes: "Timbre roto: llamar",
    });
  });

  test("a delivery order found by the customer's phone, out 'En camino' and paid at the door", async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    const board = boardPage(page);
    const order = newOrderDialog(page);
    await board.open();
    await order.open();

    await order.dialog
      .getByRole("group", { name: "Tipo de pedido" })
      .getByRole("button", { name: "Delivery" })
      .click();
    await order.dialog.getByRole("textbox", { name: "Teléfono del cliente" }).fill("11 4567");
    const found = order.dialog.getByRole("list", { name: "Clientes encontrados" });
    await found.getByRole("button", { name: /^Marta Gómez/ }).click();
    const chosen = order.dialog.getByRole("group", { name: "Cliente del pedido" });
    await expect(chosen).toContainText("Av. Corrientes 1234, 3° B");
    await order.dialog.getByRole("textbox", { name: "Costo de envío" }).fill("800");
    await order.addProduct("Milanesa al pan", 2);
    await page.screenshot({ path: `${shots}/delivery-order-1280.png` });
    await order.create().click();
    await expect(order.dialog).toBeHidden();

    // The board's card says who it is for and where it goes; the total carries the fee.
    const card = board.card("1");
    await expect(card).toContainText("Delivery");
    await expect(card).toContainText("Marta Gómez");
    await expect(card).toContainText("Av. Corrientes 1234, 3° B");
    const stored = await (await page.request.get("/api/v1/board")).json();
    const sent = stored.data.orders.find((each: { turn: string }) => each.turn === "1");
    expect(sent).toMatchObject({
      type: "delivery",
      deliveryFee: 800,
      total: 7600 * 2 + 800,
      customer: { name: "Marta Gómez", phone: "1145678901" },
    });

    await board.press("1", "Recibir");
    await board.press("1", "Entregar pedido");
    await expect(card.getByRole("button", { name: "Completar", exact: true })).toHaveCount(0);
    await board.press("1", "En camino");
    await expect(card).toContainText("En camino");
    await board.press("1", "Completar");
    const charge = page.getByRole("dialog", { name: "Cobrar pedido 1" });
    await expect(charge.getByRole("status", { name: "Total a cobrar" })).toHaveText(/16\.000,00/);
    await charge.getByRole("button", { name: "Completar" }).click();
    await expect(charge).toBeHidden();
    await expect
      .poll(async () => {
        const after = await (await page.request.get(`/api/v1/orders/${sent.id}`)).json();
        return after.data.status;
      })
      .toBe("completed");

    // The customer's record counts the order and what it paid.
    await page.goto("/customers");
    const row = page.getByRole("row", { name: /Marta Gómez/ });
    await expect(row).toContainText("1");
    await expect(row).toContainText("16.000");
  });
});
