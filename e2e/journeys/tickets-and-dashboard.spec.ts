import { mkdirSync } from "node:fs";
import { shiftName } from "@comanda/domain";
import { expect, type Page, test } from "@playwright/test";
import { violationsOn } from "../support/axe.ts";
import { apiPost, completeOrder, createOrder } from "../support/order-api.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { readPdf } from "../support/pdf-text.ts";

// Screenshots for the person reviewing the screens (not compared by the test).
const shots = process.env.E2E_SHOTS ?? "/tmp/shots";

/** A category, products and a cash payment method, through the API; answers their ids by name. */
const setUpCatalog = async (page: Page, products: Record<string, number>) => {
  const category = await apiPost(page, "/categories", { name: "Cocina" });
  const ids: Record<string, string> = {};
  for (const [name, price] of Object.entries(products)) {
    ids[name] = (await apiPost(page, "/products", { name, category_id: category.id, price })).id;
  }
  const cash = await apiPost(page, "/payment-methods", { name: "Efectivo", is_cash: true });
  return { products: ids, cash: cash.id };
};

/**
 * The ticket page calls window.print() once it has everything; in a test the dialog would block, so each
 * call is only counted: the journey waits for it, which is also when the page has sized itself to print.
 */
const countPrintCalls = (page: Page) =>
  page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });

const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

/**
 * The PDF Chromium prints for the page. `preferCSSPageSize` lets the ticket's own @page decide the paper,
 * so the 80 mm checked below is the app's, not the one asked for here.
 */
const printToPdf = async (page: Page) => {
  const pages = await readPdf(
    await page.pdf({ width: "80mm", preferCSSPageSize: true, printBackground: true }),
  );
  // One piece of roll per ticket: the page is as tall as the ticket, cut right below it.
  expect(pages).toHaveLength(1);
  const [only] = pages;
  if (!only) throw new Error("The PDF has no page.");
  expect(only.widthMm).toBeCloseTo(80, 0);
  // Lines wrap on 72 mm of paper: compare words, not line breaks.
  return only.text.replace(/\s+/g, " ");
};

test("the kitchen ticket and the customer receipt print on 80 mm paper with what each must say", async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  const catalog = await setUpCatalog(page, { "Milanesa napolitana": 4500 });
  await apiPost(page, "/shifts", { cash_float: 0 });
  const order = await createOrder(page, {
    turn: "7",
    paymentMethodId: catalog.cash,
    observation: "Sin sal, bien cocida",
    lines: [{ productId: catalog.products["Milanesa napolitana"] ?? "", quantity: 2 }],
  });
  await countPrintCalls(page);

  await page.goto(`/print/orders/${order.id}/kitchen`);
  const kitchen = page.getByRole("article", { name: "Comanda" });
  await expect(kitchen.getByRole("heading", { name: "Pedido N° 7" })).toBeVisible();
  await expect(kitchen.getByRole("list", { name: "Productos" })).toHaveText("2 × Milanesa napolitana");
  await expect.poll(() => printCalls(page)).toBe(1);
  await expect(page).toHaveTitle("Comanda 7");
  await page.screenshot({ path: `${shots}/ticket-kitchen.png` });
  const comanda = await printToPdf(page);
  expect(comanda).toContain("Comanda");
  expect(comanda).toContain("Pedido N° 7");
  expect(comanda).toContain("2 × Milanesa napolitana");
  expect(comanda).toContain("Observación: Sin sal, bien cocida");
  expect(comanda).toContain(`Tomó: ${owner.name}`);
  // The kitchen works from what to make: no prices on its ticket.
  expect(comanda).not.toContain("$");
  expect(comanda).not.toContain("4.500");
  // The toolbar is for the screen only.
  expect(comanda).not.toContain("Imprimir");

  await page.goto(`/print/orders/${order.id}/receipt`);
  const receipt = page.getByRole("article", { name: "Comprobante" });
  await expect(receipt.getByRole("heading", { name: owner.businessName })).toBeVisible();
  await expect(receipt).toContainText("Comprobante no válido como factura");
  await expect.poll(() => printCalls(page)).toBe(1);
  await page.screenshot({ path: `${shots}/ticket-receipt.png` });
  const comprobante = await printToPdf(page);
  expect(comprobante).toContain(owner.businessName);
  expect(comprobante).toContain(owner.businessAddress);
  expect(comprobante).toContain("Pedido N° 7");
  expect(comprobante).toContain("Milanesa napolitana");
  expect(comprobante).toContain("2 × $ 4.500,00");
  expect(comprobante).toMatch(/Total \$ 9\.000,00/);
  expect(comprobante).toMatch(/Medio de pago Efectivo/);
  expect(comprobante).toContain("Comprobante no válido como factura");
});

test("a new business sees the first steps to its first sale instead of empty charts", async ({ page }) => {
  mkdirSync(shots, { recursive: true });
  await signUpThroughUi(page, newOwner());
  await expect(page.getByRole("heading", { name: "Inicio", level: 1 })).toBeVisible();
  const steps = page.getByRole("list", { name: "Primeros pasos" });
  await expect(steps.getByRole("link")).toHaveText([
    /Creá una categoría/,
    /Cargá un producto/,
    /Agregá un medio de pago/,
    /Iniciá un turno/,
  ]);
  await expect(steps.getByRole("img", { name: "Pendiente" })).toHaveCount(4);
  await expect(page.getByText("Todavía no hay ventas.", { exact: false })).toBeVisible();
  // No figures nor charts of sales that do not exist yet.
  await expect(page.getByRole("figure")).toHaveCount(0);
  await expect(page.getByRole("definition")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Turno" })).toContainText("No hay un turno abierto.");

  // A step done shows as done; the list leads to where each is done.
  await apiPost(page, "/categories", { name: "Bebidas" });
  await page.reload();
  const category = steps.getByRole("link", { name: /Creá una categoría/ });
  await expect(category.getByRole("img", { name: "Hecho" })).toBeVisible();
  await expect(steps.getByRole("img", { name: "Pendiente" })).toHaveCount(3);
  await page.screenshot({ path: `${shots}/home-new.png`, fullPage: true });
  await steps.getByRole("link", { name: /Cargá un producto/ }).click();
  await expect(page).toHaveURL(/\/stock$/);
});

test("a business with sales today sees them on the home screen, live, with its best seller and low stock", async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  const owner = newOwner();
  await signUpThroughUi(page, owner);
  const { products, cash } = await setUpCatalog(page, { "Milanesa napolitana": 4500, "Flan casero": 1800 });
  const milanesa = products["Milanesa napolitana"] ?? "";
  const flan = products["Flan casero"] ?? "";
  await apiPost(page, "/ingredients", { name: "Harina 0000", unit: "kg", quantity: 1, min_quantity: 5 });
  await apiPost(page, "/ingredients", { name: "Aceite", unit: "lt", quantity: 10, min_quantity: 2 });
  const shift = await apiPost<{ id: string; code: string; startDate: number }>(page, "/shifts", {
    cash_float: 0,
  });
  const first = await createOrder(page, {
    turn: "1",
    paymentMethodId: cash,
    lines: [
      { productId: milanesa, quantity: 2 },
      { productId: flan, quantity: 1 },
    ],
  });
  const second = await createOrder(page, {
    turn: "2",
    paymentMethodId: cash,
    lines: [{ productId: milanesa, quantity: 1 }],
  });
  const third = await createOrder(page, {
    turn: "3",
    paymentMethodId: cash,
    lines: [{ productId: flan, quantity: 1 }],
  });
  await completeOrder(page, first.id);
  await completeOrder(page, second.id);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Inicio", level: 1 })).toBeVisible();
  const figure = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
  await expect(figure("Ventas de hoy")).toHaveText("$ 15.300,00");
  await expect(figure("Órdenes completadas")).toHaveText("2");
  await expect(figure("Ticket promedio")).toHaveText("$ 7.650,00");
  await expect(page.getByRole("list", { name: "Primeros pasos" })).toHaveCount(0);

  const shiftSection = page.getByRole("region", { name: "Turno" });
  await expect(shiftSection).toContainText(`${shiftName(shift.startDate)}, abierto por ${owner.name}.`);
  const byStatus = shiftSection.getByRole("list", { name: "Pedidos por estado" });
  await expect(byStatus).toContainText("Pendiente: 1");
  await expect(byStatus).toContainText("Completado: 2");

  const bestSellers = page.getByRole("table", { name: "Más vendidos" });
  await expect(bestSellers.getByRole("row").nth(1)).toHaveText(/Milanesa napolitana\s*3/);
  await expect(bestSellers.getByRole("row").nth(2)).toHaveText(/Flan casero\s*1/);
  const byMethod = page.getByRole("table", { name: "Ventas de hoy por medio de pago" });
  await expect(byMethod.getByRole("row").filter({ hasText: "Efectivo" })).toContainText("$ 15.300,00");
  await expect(page.getByRole("figure", { name: "Ventas de hoy por hora" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Ventas de los últimos 30 días" })).toBeVisible();

  const ingredients = page.getByRole("list", { name: "Ingredientes" });
  await expect(ingredients.getByRole("link")).toHaveCount(1);
  const flour = ingredients.getByRole("link", { name: /Harina 0000/ });
  await expect(flour).toContainText("Queda 1 kg (mínimo 5 kg)");

  // Live: the third order completes on another till and the figures follow without a reload.
  await completeOrder(page, third.id);
  await expect(figure("Ventas de hoy")).toHaveText("$ 17.100,00");
  await expect(figure("Órdenes completadas")).toHaveText("3");
  await expect(figure("Ticket promedio")).toHaveText("$ 5.700,00");
  await expect(byStatus).toContainText("Pendiente: 0");
  await expect(bestSellers.getByRole("row").nth(2)).toHaveText(/Flan casero\s*2/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/home-seeded.png`, fullPage: true });
  // Nothing on the home screen, not even what only a screen reader reads, pushes it sideways.
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), "the page scrolls sideways")
    .toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  // The seeded home (figures, charts, tables) passes the same WCAG checks as journeys/accessibility.spec.ts.
  expect.soft(await violationsOn(page)).toEqual([]);

  await flour.click();
  await expect(page).toHaveURL(/\/ingredients$/);
  await expect(page.getByRole("heading", { name: "Ingredientes", level: 1 })).toBeVisible();
});
