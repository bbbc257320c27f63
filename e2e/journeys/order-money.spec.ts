import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { seedCounter } from "../support/fast-order.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import {
  boardPage,
  createStaffThroughApi,
  newOrderDialog,
  signInOnNewDevice,
} from "../support/service-pages.ts";

// Screenshots for the person reviewing the screen (not compared by the test).
const shots = process.env.E2E_SHOTS ?? "/tmp/shots";
const nbsp = /\u00a0/g;

test("a cashier gives 10 % for cash, takes a tip, splits cash and Mercado Pago, completes and closes", async ({
  page,
  browser,
}) => {
  mkdirSync(shots, { recursive: true });
  await signUpThroughUi(page, newOwner());
  await seedCounter(page);
  const cashier = await signInOnNewDevice(browser, await createStaffThroughApi(page, "Caro Caja", "CASHIER"));
  const till = cashier.page;
  const board = boardPage(till);
  const order = newOrderDialog(till);
  await board.open();
  await order.open();

  // 2 × Lomito completo = $ 17.800; 10 % off for cash = $ 1.780; tip $ 1.000 → $ 17.020.
  await order.addProduct("Lomito completo", 2);
  await order.paymentMethod("Efectivo");
  await order.dialog.getByRole("button", { name: "Descuento / propina" }).click();
  await expect(order.dialog.getByText("Hasta 10 % del subtotal")).toBeVisible();
  const discount = order.dialog.getByRole("group", { name: "Descuento 1" });
  await expect(discount.getByRole("textbox", { name: "Motivo" })).toHaveValue("Pago en efectivo");
  await discount.getByRole("textbox", { name: "Porcentaje" }).fill("10");
  await order.dialog.getByRole("textbox", { name: "Propina" }).fill("1000");
  const breakdown = order.dialog.getByLabel("Detalle del total");
  await expect(breakdown).toContainText("Descuento 10 % (Pago en efectivo)");
  await expect(order.dialog.getByRole("status", { name: "Total del pedido" })).toHaveText(/17\.020,00/);

  // Split: $ 10.000 in cash (paid with $ 20.000: $ 10.000 back), the rest by Mercado Pago.
  await order.dialog.getByRole("button", { name: "Dividir pago" }).click();
  const cash = order.dialog.getByRole("group", { name: "Pago 1" });
  await cash.getByRole("textbox", { name: "Monto" }).fill("12000");
  await order.dialog
    .getByRole("group", { name: "Pago 2" })
    .getByRole("textbox", { name: "Monto" })
    .fill("8000");
  await expect(order.dialog.getByRole("status", { name: "Diferencia de los pagos" })).toHaveText(
    /Sobran \$\s2\.980,00/,
  );
  await expect(order.create()).toBeDisabled();
  await order.dialog.getByRole("group", { name: "Pago 2" }).getByRole("textbox", { name: "Monto" }).fill("");
  await cash.getByRole("textbox", { name: "Monto" }).fill("10000");
  await cash.getByRole("textbox", { name: "Paga con" }).fill("20000");
  await expect(cash.getByRole("status", { name: "Vuelto" })).toHaveText(/Vuelto \$\s10\.000,00/);
  await till.screenshot({ path: `${shots}/order-money-1280.png` });
  await till.setViewportSize({ width: 390, height: 844 });
  await order.dialog.getByRole("region", { name: "Cobro" }).scrollIntoViewIfNeeded();
  await till.screenshot({ path: `${shots}/order-money-390.png` });
  await till.setViewportSize({ width: 1280, height: 800 });
  await order.create().click();
  await expect(order.dialog).toBeHidden();

  // The card shows the discount, the tip and each part.
  const card = board.card("1");
  const money = card.getByLabel("Cobro");
  await expect(money).toContainText("Descuento 10 %: Pago en efectivo");
  await expect(money).toContainText("Propina");
  await expect(money).toContainText("Mercado Pago");
  expect((await money.innerText()).replace(nbsp, " ")).toContain("Vuelto $ 10.000,00");

  // Completing is charging: the dialog shows the total and the payment; one tap completes it as it is.
  await board.press("1", "Recibir");
  await board.press("1", "Entregar pedido");
  await board.press("1", "Completar");
  const charge = till.getByRole("dialog", { name: "Cobrar pedido 1" });
  await expect(charge.getByRole("status", { name: "Total a cobrar" })).toHaveText(/17\.020,00/);
  await charge.getByRole("button", { name: "Completar" }).click();
  await expect(charge).toBeHidden();

  // The Z report: the money as its own lines, and each method's part.
  const closed = await board.countAndClose({ Efectivo: "10.000", "Mercado Pago": "7.020" });
  await closed.getByRole("link", { name: "Ver informe Z" }).click();
  await expect(till.getByRole("heading", { level: 1, name: "Informe Z" })).toBeVisible();
  const sales = (await till.getByRole("region", { name: "Ventas" }).innerText()).replace(nbsp, " ");
  for (const line of ["Subtotal", "$ 17.800,00", "Descuentos", "−$ 1.780,00", "Propinas", "+$ 1.000,00"])
    expect(sales).toContain(line);
  const methods = till.getByRole("table", { name: "Por medio de pago" });
  await expect(methods.getByRole("row").filter({ hasText: "Efectivo" })).toContainText(/1\s*\$\s10\.000,00/);
  await expect(methods.getByRole("row").filter({ hasText: "Mercado Pago" })).toContainText(
    /1\s*\$\s7\.020,00/,
  );
  await cashier.context.close();
});
