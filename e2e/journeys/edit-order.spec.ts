import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createThroughApi } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { boardPage, createStaffThroughApi, orderId, signInOnNewDevice } from "../support/service-pages.ts";

// Screenshots for the person reviewing the screens (not compared by the test).
const shots = process.env.E2E_SHOTS ?? "/tmp/shots";

test("a cashier edits an order from the board and the kitchen sees what changed, live", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  await signUpThroughUi(page, newOwner());
  const category = await createThroughApi(page, "/categories", { name: "Cocina" });
  const milanesa = await createThroughApi(page, "/products", {
    name: "Milanesa napolitana",
    category_id: category,
    price: 4500,
    quantity: 5,
  });
  await createThroughApi(page, "/products", { name: "Flan casero", category_id: category, price: 1800 });
  const cash = await createThroughApi(page, "/payment-methods", { name: "Efectivo" });
  const cook = await createStaffThroughApi(page, "Carlos Sartén", "KITCHEN");
  const cashierUser = await createStaffThroughApi(page, "Lucía Caja", "CASHIER");
  const shift = await page.request.post("/api/v1/shifts");
  expect(shift.status(), await shift.text()).toBe(201);
  const created = await page.request.post("/api/v1/orders", {
    data: {
      id: orderId(),
      turn: "1",
      payment_method_id: cash,
      products: [{ product_id: milanesa, quantity: 2 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The kitchen's phone watches the board; it may not edit.
  const kitchenDevice = await signInOnNewDevice(browser, cook);
  await kitchenDevice.page.setViewportSize({ width: 390, height: 844 });
  const kitchen = boardPage(kitchenDevice.page);
  const ticket = kitchen.card("1");
  await expect(ticket).toContainText("2 × Milanesa napolitana");
  await expect(ticket.getByRole("button", { name: "Editar" })).toHaveCount(0);
  await expect(ticket).not.toContainText("Modificado");

  const cashierDevice = await signInOnNewDevice(browser, cashierUser);
  const cashierPage = cashierDevice.page;
  const cashier = boardPage(cashierPage);
  await cashier.open();
  await cashier.card("1").getByRole("button", { name: "Editar", exact: true }).click();
  const dialog = cashierPage.getByRole("dialog", { name: "Modificar pedido 1" });
  const grid = dialog.getByRole("group", { name: "Productos" });
  await expect(grid).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: "Milanesa napolitana", exact: true })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Número de orden" })).toHaveValue("1");

  // One more milanesa (2 → 3), and a flan added.
  await dialog.getByRole("button", { name: "Agregar uno de Milanesa napolitana" }).click();
  await grid.getByRole("button", { name: /^Flan casero,/ }).click();
  await expect(dialog).toContainText("$ 15.300,00");
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(cashierPage.getByText("Pedido modificado.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cashier.card("1")).toContainText("3 × Milanesa napolitana");

  // The kitchen's card follows without a reload: the new lines, 'Modificado' and what changed.
  await expect(ticket).toContainText("3 × Milanesa napolitana");
  await expect(ticket).toContainText("1 × Flan casero");
  const changes = ticket.getByRole("region", { name: "Cambios del pedido" });
  await expect(changes).toContainText(/Modificado \d\d:\d\d/);
  await expect(changes.getByRole("list", { name: "Qué cambió" }).getByRole("listitem")).toHaveText([
    "Milanesa napolitana: 2 → 3",
    "Agregado: 1 × Flan casero",
  ]);
  await expect(ticket.getByRole("button", { name: "Imprimir cambios" })).toBeVisible();
  await ticket.screenshot({ path: `${shots}/edited-order-card-390.png` });
  await cashierPage.setViewportSize({ width: 390, height: 844 });
  await cashier.card("1").screenshot({ path: `${shots}/edited-order-card-cashier-390.png` });

  // The ticket of only the changes, as the kitchen reprints it.
  const orderUrl = await ticket.evaluate(() => location.origin);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const ticketPage = await kitchenDevice.context.newPage();
  await ticketPage.addInitScript(() => {
    window.print = () => undefined;
  });
  await ticketPage.goto(`${orderUrl}/print/orders/${id}/changes`);
  const changesTicket = ticketPage.getByRole("article", { name: "Cambios del pedido" });
  await expect(changesTicket).toContainText("MODIFICADO");
  await expect(changesTicket.getByRole("list", { name: "Cambios" }).getByRole("listitem")).toHaveText([
    "Milanesa napolitana: 2 → 3",
    "Agregado: 1 × Flan casero",
  ]);
  await ticketPage.screenshot({ path: `${shots}/changes-ticket.png` });

  await kitchenDevice.context.close();
  await cashierDevice.context.close();
});
