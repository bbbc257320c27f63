import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { createThroughApi } from "../support/catalog-pages.ts";
import { newOwner } from "../support/owner.ts";
import { loginPage, signUpThroughUi } from "../support/pages.ts";

type Waiter = { name: string; email: string; password: string; pin: string };

/** A waiter ('Mozo', decision 083) made by the owner, with the PIN it chose on its own profile (API). */
const hireWaiter = async (owner: Page, browser: Browser, name: string, pin: string): Promise<Waiter> => {
  const waiter = {
    name,
    email: `mozo-${randomUUID().slice(0, 8)}@example.com`,
    password: "mozo-del-salon-2026",
  };
  const created = await owner.request.post("/api/v1/staff", { data: { ...waiter, role: "WAITER" } });
  expect(created.status(), await created.text()).toBe(201);
  const own = await browser.newContext();
  const signedIn = await own.request.post("/api/v1/session", {
    data: { email: waiter.email, password: waiter.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  expect((await own.request.put("/api/v1/profile/pin", { data: { pin } })).status()).toBe(200);
  await own.close();
  return { ...waiter, pin };
};

/** The drawer's entries once it shows (the layout is a chunk of its own: a read before it comes finds none). */
const expectDrawer = (page: Page, entries: string[]) =>
  expect(page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link")).toHaveText(
    entries,
  );

/** 'Cambiar de usuario' from the account menu: tap the name, type the PIN. */
const switchTo = async (page: Page, from: string, to: Waiter, wrongFirst = false) => {
  await page.getByRole("button", { name: `Cuenta de ${from}` }).tap();
  await page.getByRole("menuitem", { name: "Cambiar de usuario" }).tap();
  const dialog = page.getByRole("dialog", { name: "Cambiar de usuario" });
  await dialog.getByRole("button", { name: to.name }).tap();
  if (wrongFirst) {
    await dialog.getByLabel("PIN").fill("0000");
    await dialog.getByRole("button", { name: "Entrar" }).tap();
    await expect(dialog.getByText("PIN incorrecto.")).toBeVisible();
  }
  await dialog.getByLabel("PIN").fill(to.pin);
  await dialog.getByRole("button", { name: "Entrar" }).tap();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/salon$/);
  await expect(page.getByRole("button", { name: `Cuenta de ${to.name}` })).toBeVisible();
};

test("two waiters share a 1024×768 touch tablet, switching by PIN, each seeing only a waiter's screens", async ({
  page,
  browser,
}) => {
  await signUpThroughUi(page, newOwner());
  const category = await createThroughApi(page, "/categories", { name: "Platos" });
  await createThroughApi(page, "/products", { name: "Milanesa", category_id: category, price: 9500 });
  await createThroughApi(page, "/payment-methods", { name: "Efectivo" });
  expect((await page.request.post("/api/v1/shifts")).status()).toBe(201);
  const room = await createThroughApi(page, "/rooms", { name: "Salón" });
  const plan = await page.request.put(`/api/v1/rooms/${room}/plan`, {
    data: { version: 0, tables: [{ name: "Mesa 1", seats: 4, shape: "square", x: 200, y: 200 }] },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  const ana = await hireWaiter(page, browser, "Ana Mozo", "2468");
  const beto = await hireWaiter(page, browser, "Beto Mozo", "1357");

  // Ana signs in on the tablet and lands on the dining room, with a waiter's drawer.
  const device = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const tablet = await device.newPage();
  await loginPage(tablet).open();
  await loginPage(tablet).signIn(ana.email, ana.password);
  await expect(tablet).toHaveURL(/\/salon$/);
  await expectDrawer(tablet, ["Pedidos", "Salón"]);

  // She opens Mesa 1 and sends a round.
  const plano = tablet.getByRole("group", { name: "Plano de Salón" });
  await plano.getByRole("button", { name: /^Mesa 1, libre/ }).tap();
  const open = tablet.getByRole("dialog", { name: "Abrir Mesa 1" });
  await open.getByLabel("Personas").fill("2");
  await open.getByRole("button", { name: "Abrir mesa" }).tap();
  const panel = tablet.getByRole("dialog", { name: "Mesa 1" });
  await panel.getByRole("button", { name: "Agregar ronda" }).tap();
  const round = tablet.getByRole("dialog", { name: "Nueva ronda para Mesa 1" });
  await round.getByRole("button", { name: "Agregar uno de Milanesa" }).tap();
  await round.getByRole("button", { name: "Enviar a cocina" }).tap();
  await expect(round).toBeHidden();
  await expect(panel.getByText("1 × Milanesa")).toBeVisible();
  await tablet.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // Beto takes the tablet: a wrong PIN first, then his.
  await switchTo(tablet, ana.name, beto, true);
  await expectDrawer(tablet, ["Pedidos", "Salón"]);
  // The back office is not a waiter's: the catalog sends him back to the dining room.
  await tablet.goto("/stock");
  await expect(tablet).toHaveURL(/\/salon$/);
  // His board lists only his own orders: none yet, though Ana's table is on the plan.
  await tablet.goto("/orders");
  await expect(tablet.getByText("No hay ordenes cargadas.")).toBeVisible();
  await tablet.goto("/salon");
  await expect(plano.getByRole("button", { name: /^Mesa 1, ocupada/ })).toBeVisible();

  // Ana takes it back and finds her table's tab on her board.
  await switchTo(tablet, beto.name, ana);
  await tablet.goto("/orders");
  await expect(tablet.getByRole("article")).toHaveCount(1);
  await device.close();
});
