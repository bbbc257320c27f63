import { expect, test } from "@playwright/test";
import { expectAmountsOnOneLine, expectWithinWidth } from "../support/amounts.ts";
import { createThroughApi } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { readPdf } from "../support/pdf-text.ts";
import { boardPage, orderId } from "../support/service-pages.ts";

test("the cashier opens with a float, moves cash, counts a shortfall and prints the Z report", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, newOwner());
  const category = await createThroughApi(page, "/categories", { name: "Cocina" });
  const product = await createThroughApi(page, "/products", {
    name: "Empanada de carne",
    category_id: category,
    price: 900,
  });
  const cash = await createThroughApi(page, "/payment-methods", { name: "Efectivo", is_cash: true });
  // Amounts as wide as a real day's card sales, which the 80 mm roll split in the middle.
  const lomo = await createThroughApi(page, "/products", {
    name: "Lomo completo para compartir",
    category_id: category,
    price: 34200,
  });
  const card = await createThroughApi(page, "/payment-methods", { name: "Tarjeta de crédito" });

  // Decision 020: the shift opens with the cash in the register.
  const board = boardPage(page);
  await board.open();
  await board.openShift("1.000");

  // A supplier paid from the register during the shift.
  await board.button("Movimientos de caja").click();
  const movements = page.getByRole("dialog", { name: "Movimientos de caja" });
  await movements.getByRole("button", { name: "Retiro" }).click();
  await movements.getByLabel("Monto").fill("200");
  await movements.getByLabel("Motivo").fill("Pago al verdulero");
  await movements.getByRole("button", { name: "Registrar" }).click();
  await expect(movements.getByRole("list", { name: "Movimientos del turno" })).toContainText(
    "Pago al verdulero",
  );
  await movements.getByRole("button", { name: "Cerrar" }).click();
  await expect(movements).toBeHidden();

  // One order of $ 1.800 paid in cash and one of $ 68.400 by card, taken to completed through the API: the
  // journey is about the close.
  for (const [method, products] of [
    [cash, [{ product_id: product, quantity: 2 }]],
    [card, [{ product_id: lomo, quantity: 2 }]],
  ] as const) {
    const order = await page.request.post("/api/v1/orders", {
      data: { id: orderId(), turn: method === cash ? "1" : "2", payment_method_id: method, products },
    });
    expect(order.status(), await order.text()).toBe(201);
    const { id } = ((await order.json()) as { data: { id: string } }).data;
    for (const action of ["receive", "deliver", "complete"]) {
      const answer = await page.request.post(`/api/v1/orders/${id}/${action}`);
      expect(answer.ok(), await answer.text()).toBe(true);
    }
  }
  await expect(board.total("Ordenes completadas")).toHaveText("2");

  // Expected cash: 1.800 sold + 1.000 float − 200 paid out = 2.600; the drawer holds 2.500.
  await board.button("Cerrar turno").click();
  const count = page.getByRole("dialog", { name: "Cerrar turno" });
  const efectivo = count.getByRole("group", { name: "Efectivo" });
  await expect(efectivo).toContainText("Esperado: $ 2.600,00");
  await efectivo.getByLabel("Contado").fill("2.500");
  await expect(efectivo).toContainText("Faltante $ 100,00");
  await page.keyboard.press("Escape");
  await expect(count).toBeHidden();
  const closed = await board.countAndClose(
    { Efectivo: "2.500", "Tarjeta de crédito": "68.400" },
    "Faltó cambio",
  );
  await expect(closed.getByRole("table", { name: "Arqueo" })).toContainText("Faltante $ 100,00");
  await expect(page.getByText("No se ha iniciado un turno.")).toBeVisible();

  // Decision 020: the Z report of the closed shift.
  await closed.getByRole("link", { name: "Ver informe Z" }).click();
  await expect(page).toHaveURL(/\/sell-list\/[^/]+\/report$/);
  await expect(page.getByRole("heading", { level: 1, name: "Informe Z" })).toBeVisible();
  // Decision 066: on the 80 mm roll the cash count is stacked, each column's header beside its figure.
  const arqueo = page.getByRole("list", { name: "Arqueo de caja" });
  await expect(arqueo.getByRole("listitem").filter({ hasText: "Efectivo" })).toContainText(
    /Efectivo\s*Esperado\s*\$\s2\.600,00\s*Contado\s*\$\s2\.500,00\s*Diferencia\s*Faltante \$\s100,00/,
  );
  await expect(page.getByText("Faltó cambio")).toBeVisible();
  await expect(page.getByRole("table", { name: "Movimientos de caja" })).toContainText("Pago al verdulero");
  await expect(page.getByRole("table", { name: "Más vendidos" })).toContainText("Empanada de carne");

  // On the 80 mm preview no amount breaks across lines and the cash count fits the paper.
  const paper = page.locator("[data-print='sheet']");
  await expect(arqueo).toContainText("68.400,00");
  expect(await expectAmountsOnOneLine(paper)).toBeGreaterThan(10);
  for (const table of await paper.getByRole("table").all()) await expectWithinWidth(table, paper);
  await expectWithinWidth(arqueo, paper);

  // Printed on an 80 mm roll: only the report reaches the paper, not the app's bars nor the buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  const printed = await page.locator("main").innerText();
  for (const text of ["Informe Z", "Fondo de caja", "$ 1.000,00", "Faltante $ 100,00", "Pago al verdulero"])
    expect(printed.replaceAll("\u00a0", " ")).toContain(text);
  await page.emulateMedia({ media: "screen" });

  // 'Imprimir' prints the report alone, from its own page, in an invisible frame.
  // The print dialog is the browser's: stubbed in this page and its frames.
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await page.getByRole("button", { name: "Imprimir" }).click();
  const frameSrc = await page.locator("iframe[data-print-frame='z-report']").getAttribute("src");
  expect(frameSrc).toMatch(/^\/print\/shifts\/[^/]+\/report\?format=80mm&auto=1$/);

  // That page, printed to PDF: an 80 mm roll with the report's words on it.
  await page.goto(frameSrc ?? "");
  await expect(page.getByRole("heading", { name: "Informe Z" })).toBeVisible();
  // The roll's own page, laid out for print: amounts whole, tables within the 72 mm of print.
  await page.emulateMedia({ media: "print" });
  const roll72 = page.locator("main > div").last();
  expect(await expectAmountsOnOneLine(roll72)).toBeGreaterThan(10);
  for (const table of await roll72.getByRole("table").all()) await expectWithinWidth(table, roll72);
  await page.emulateMedia({ media: "screen" });
  const roll = await readPdf(
    await page.pdf({ width: "80mm", preferCSSPageSize: true, printBackground: true }),
  );
  expect(Math.round(roll[0]?.widthMm ?? 0)).toBe(80);
  const rollText = roll
    .map((sheet) => sheet.text)
    .join(" ")
    // A narrow roll wraps lines anywhere: compare words, not line breaks.
    .replace(/[\s\u00a0]+/g, " ");
  for (const text of [
    "Informe Z",
    "Fondo de caja",
    "1.000,00",
    "Faltante",
    "Pago al verdulero",
    "Empanada de carne",
    "68.400,00",
  ])
    expect(rollText).toContain(text);

  // The same report on A4.
  await page.goto((frameSrc ?? "").replace("format=80mm", "format=a4"));
  await expect(page.getByRole("heading", { name: "Informe Z" })).toBeVisible();
  const a4 = await readPdf(await page.pdf({ preferCSSPageSize: true }));
  expect([a4[0]?.widthMm, a4[0]?.heightMm].map((mm) => Math.round(mm ?? 0))).toEqual([210, 297]);
  expect(a4.map((sheet) => sheet.text).join("\n")).toContain("Informe Z");
});
