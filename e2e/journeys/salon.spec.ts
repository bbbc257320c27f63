import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { createThroughApi } from "../support/catalog-pages.ts";
import { apiPost } from "../support/order-api.ts";
import { newOwner } from "../support/owner.ts";
import { signUpThroughUi } from "../support/pages.ts";
import { createStaffThroughApi, signInOnNewDevice } from "../support/service-pages.ts";

const shots = process.env.E2E_SHOTS ?? "/tmp/shots";

// A waiter's tablet held upright, with a touch screen.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

/** The business the journey needs, through the API: a product and a drink, two methods, a shift, a room. */
const seedBusiness = async (page: Page) => {
  const category = await createThroughApi(page, "/categories", { name: "Platos" });
  await createThroughApi(page, "/products", { name: "Milanesa", category_id: category, price: 9500 });
  await createThroughApi(page, "/products", { name: "Coca-Cola", category_id: category, price: 2500 });
  await createThroughApi(page, "/payment-methods", { name: "Efectivo" });
  await createThroughApi(page, "/payment-methods", { name: "Tarjeta" });
  expect((await page.request.post("/api/v1/shifts")).status()).toBe(201);
  const room = await createThroughApi(page, "/rooms", { name: "Salón" });
  const plan = await page.request.put(`/api/v1/rooms/${room}/plan`, {
    data: {
      version: 0,
      tables: [
        { name: "Mesa 1", seats: 4, shape: "square", x: 200, y: 200 },
        { name: "Mesa 2", seats: 2, shape: "round", x: 500, y: 200 },
        { name: "Mesa 3", seats: 6, shape: "rectangle", x: 400, y: 500 },
      ],
    },
  });
  expect(plan.status(), await plan.text()).toBe(200);
};

const planOf = (page: Page) => page.getByRole("group", { name: "Plano de Salón" });
const tableOn = (page: Page, pattern: RegExp) => planOf(page).getByRole("button", { name: pattern });

test("a waiter's table from opening to payment on a tablet, live on a second device", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  await signUpThroughUi(page, newOwner());
  await seedBusiness(page);
  const cashier = await createStaffThroughApi(page, "Lucía Caja", "CASHIER");

  // The counter's desktop watches the same plan.
  const counter = await signInOnNewDevice(browser, cashier);
  await counter.page.setViewportSize({ width: 1280, height: 800 });
  await counter.page.goto("/salon");
  await expect(tableOn(counter.page, /^Mesa 1, libre/)).toBeVisible();

  // The waiter opens Mesa 1 for three.
  await page.goto("/salon");
  await expect(page.getByRole("heading", { level: 1, name: "Salón" })).toBeVisible();
  await tableOn(page, /^Mesa 1, libre, 4 lugares$/).tap();
  const open = page.getByRole("dialog", { name: "Abrir Mesa 1" });
  await open.getByLabel("Personas").fill("3");
  await open.getByRole("button", { name: "Abrir mesa" }).tap();
  const panel = page.getByRole("dialog", { name: "Mesa 1" });
  await expect(panel.getByText("Todavía no pidieron nada.", { exact: false })).toBeVisible();

  // A round: two milanesas and a Coca-Cola, to the kitchen.
  await panel.getByRole("button", { name: "Agregar ronda" }).tap();
  const round = page.getByRole("dialog", { name: "Nueva ronda para Mesa 1" });
  await round.getByRole("button", { name: "Agregar uno de Milanesa" }).tap();
  await round.getByRole("button", { name: "Agregar uno de Milanesa" }).tap();
  await round.getByRole("button", { name: "Agregar uno de Coca-Cola" }).tap();
  await expect(round.getByRole("status", { name: "Resumen de la ronda" })).toHaveText(
    /3 unidades · \$\s21\.500,00/,
  );
  await page.screenshot({ path: `${shots}/salon-round-tablet.png` });
  await round.getByRole("button", { name: "Enviar a cocina" }).tap();
  await expect(round).toBeHidden();
  await expect(panel.getByText("2 × Milanesa")).toBeVisible();
  await expect(panel.getByText("Pendiente", { exact: true })).toBeVisible();

  // The counter sees it occupied, with its amount, without reloading.
  await expect(tableOn(counter.page, /^Mesa 1, ocupada, 3 personas, \$\s21\.500,00/)).toBeVisible();

  // The kitchen makes it (through the API, as its display would) and the waiter takes it to the table.
  const salon = await page.request.get("/api/v1/salon");
  const tabId = (
    (await salon.json()) as {
      data: { rooms: { tables: { name: string; tab: { orderId: string } | null }[] }[] };
    }
  ).data.rooms[0]?.tables.find((table) => table.name === "Mesa 1")?.tab?.orderId;
  expect(tabId).toBeTruthy();
  await apiPost(page, `/orders/${tabId}/receive`);
  await apiPost(page, `/orders/${tabId}/deliver`);
  await panel.getByRole("button", { name: "Llevado a la mesa" }).tap();
  await expect(panel.getByText("En la mesa", { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/salon-panel-tablet.png` });

  // The table asks for the bill; the counter sees it.
  await panel.getByRole("button", { name: "Pedir cuenta" }).tap();
  const bill = page.getByRole("dialog", { name: "Pedir la cuenta" });
  await bill.getByLabel("No imprimir").check();
  await bill.getByRole("button", { name: "Pedir cuenta" }).tap();
  await expect(bill).toBeHidden();
  await expect(tableOn(counter.page, /^Mesa 1, pidió la cuenta, 3 personas, \$\s21\.500,00/)).toBeVisible();
  await counter.page.screenshot({ path: `${shots}/salon-desktop.png`, fullPage: true });

  // Paid in two parts by what each ate: the Coca-Cola by card, the milanesas in cash.
  await panel.getByRole("button", { name: "Cobrar" }).tap();
  const pay = page.getByRole("dialog", { name: "Cobrar Mesa 1" });
  await pay.getByRole("button", { name: "Por consumo" }).tap();
  await pay.getByRole("button", { name: "Quitar uno de Coca-Cola en la parte 1" }).tap();
  await pay.getByRole("button", { name: "Agregar uno de Coca-Cola en la parte 2" }).tap();
  await expect(pay.getByLabel("Monto de la parte 1")).toHaveText(/\$\s19\.000,00/);
  await expect(pay.getByLabel("Monto de la parte 2")).toHaveText(/\$\s2\.500,00/);
  await pay.getByRole("combobox", { name: "Medio de pago de la parte 2" }).tap();
  await page.getByRole("option", { name: "Tarjeta" }).tap();
  await page.screenshot({ path: `${shots}/salon-pay-tablet.png` });
  await pay.getByRole("button", { name: /^Cobrar \$\s21\.500,00$/ }).tap();
  await expect(pay).toBeHidden();
  await expect(panel).toBeHidden();

  // Free again on both devices; the tab was paid in two parts.
  await expect(tableOn(page, /^Mesa 1, libre/)).toBeVisible();
  await expect(tableOn(counter.page, /^Mesa 1, libre/)).toBeVisible();
  await page.screenshot({ path: `${shots}/salon-tablet.png`, fullPage: true });
  const paid = (await (await page.request.get(`/api/v1/orders/${tabId}`)).json()) as {
    data: { status: string; payments: { name: string; amount: number }[] };
  };
  expect(paid.data.status).toBe("completed");
  expect(paid.data.payments.map(({ name, amount }) => ({ name, amount }))).toEqual([
    { name: "Efectivo", amount: 19000 },
    { name: "Tarjeta", amount: 2500 },
  ]);
  await counter.context.close();
});
