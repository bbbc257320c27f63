import { randomBytes, randomUUID } from "node:crypto";
import { type Browser, expect, type Page } from "@playwright/test";
import { loginPage } from "./pages.ts";

export type StaffUser = { name: string; email: string; password: string };

/** A staff user of the signed-in owner's business, made through the staff API (docs/product.md#staff). */
export const createStaffThroughApi = async (
  page: Page,
  name: string,
  role: "CASHIER" | "KITCHEN" | "WAITER",
): Promise<StaffUser> => {
  const user = {
    name,
    email: `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    password: "servicio-de-mesa-2026",
  };
  const response = await page.request.post("/api/v1/staff", { data: { ...user, role } });
  expect(response.status(), await response.text()).toBe(201);
  return user;
};

/** An order id as the dialog makes one before sending (docs/product.md#rules: UUIDv7, milliseconds first). */
export const orderId = () => {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const send = async (page: Page, path: string, data?: Record<string, unknown>) => {
  const response = await page.request.post(`/api/v1${path}`, data ? { data } : {});
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data;
};

/**
 * Through the API with the page's session: a shift opened and one order in it (a product, a payment
 * method), for screens that need a ticket on the board. Answers the shift and the order ids.
 */
export const openShiftWithOrder = async (page: Page) => {
  const category = await send(page, "/categories", { name: "Cocina" });
  const product = await send(page, "/products", {
    name: "Empanada de carne",
    category_id: category.id,
    price: 900,
  });
  const method = await send(page, "/payment-methods", { name: "Efectivo" });
  const shift = await send(page, "/shifts");
  const order = await send(page, "/orders", {
    id: orderId(),
    turn: "1",
    payment_method_id: method.id,
    observation: "Bien cocidas",
    products: [{ product_id: product.id, quantity: 3 }],
  });
  return { shiftId: shift.id, orderId: order.id };
};

type CountSheetLine = { paymentMethodId: string; expected: number | null };

/** Closes a shift through the API, counting each method of its count sheet as expected (0 when blind). */
export const closeThroughApi = async (page: Page, shiftId: string) => {
  const response = await page.request.get(`/api/v1/shifts/${shiftId}/count`);
  expect(response.ok(), await response.text()).toBe(true);
  const { lines } = ((await response.json()) as { data: { lines: CountSheetLine[] } }).data;
  const counts = lines.map((line) => ({
    payment_method_id: line.paymentMethodId,
    counted: line.expected ?? 0,
  }));
  await send(page, `/shifts/${shiftId}/close`, { counts });
};

/** Takes an order through the kitchen to completed and closes its shift, through the API. */
export const completeAndClose = async (page: Page, ids: { shiftId: string; orderId: string }) => {
  for (const action of ["receive", "deliver", "complete"])
    await send(page, `/orders/${ids.orderId}/${action}`);
  await closeThroughApi(page, ids.shiftId);
};

/** Another device: a browser context of its own (its own cookies), signed in as `user`. */
export const signInOnNewDevice = async (
  browser: Browser,
  user: StaffUser,
  device: Parameters<Browser["newContext"]>[0] = {},
) => {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const login = loginPage(page);
  await login.open();
  await login.signIn(user.email, user.password);
  // Signed in once the app leaves /login: a journey that navigated before would cancel the sign-in's request
  // and land back on /login (the flake of order-money and dining-room on a loaded machine).
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
};

/** The orders board (docs/product.md#orders-board) as one device sees it. */
export const boardPage = (page: Page) => {
  const card = (turn: string) => page.getByRole("article", { name: `Pedido ${turn}`, exact: true });
  return {
    open: async () => {
      await page.goto("/orders");
      await expect(page.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();
    },
    card,
    /** Presses one of a card's buttons ('Recibir', 'Entregar pedido', 'Completar'). */
    press: (turn: string, action: string) =>
      card(turn).getByRole("button", { name: action, exact: true }).click(),
    button: (name: string) => page.getByRole("button", { name, exact: true }),
    /** The shift's live totals: 'Ordenes completadas' and 'Monto total'. */
    total: (label: "Ordenes completadas" | "Monto total") => page.locator(`dt:text-is("${label}") + dd`),
    /** 'Iniciar turno', with the cash float typed as a cashier would ("5.000"; blank is 0). */
    openShift: async (cashFloat = "") => {
      await page.getByRole("button", { name: "Iniciar turno", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Iniciar turno" });
      await dialog.getByLabel("Fondo de caja").fill(cashFloat);
      await dialog.getByRole("button", { name: "Iniciar turno" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("No hay ordenes cargadas.")).toBeVisible();
    },
    /**
     * 'Cerrar turno' is the count (arqueo): types each method's counted amount ({"Efectivo": "9.000"}),
     * the note, then the question of docs/product.md#closing-a-shift and 'Aceptar'. Leaves the dialog on its result ('Ver informe Z').
     */
    countAndClose: async (counted: Record<string, string>, note = "") => {
      await page.getByRole("button", { name: "Cerrar turno", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Cerrar turno" });
      for (const [method, amount] of Object.entries(counted))
        await dialog.getByRole("group", { name: method }).getByLabel("Contado").fill(amount);
      if (note) await dialog.getByLabel("Nota").fill(note);
      await dialog.getByRole("button", { name: "Continuar" }).click();
      await expect(dialog).toContainText("Esta seguro de querer terminar el turno?");
      await dialog.getByRole("button", { name: "Aceptar" }).click();
      await expect(dialog.getByRole("link", { name: "Ver informe Z" })).toBeVisible();
      return dialog;
    },
  };
};

/** The 'Nuevo pedido' screen (docs/product.md#new-order, decision 028): a grid of products, one tap adds one. */
export const newOrderDialog = (page: Page) => {
  const dialog = page.getByRole("dialog", { name: "Nuevo pedido" });
  const grid = dialog.getByRole("group", { name: "Productos" });
  return {
    dialog,
    grid,
    open: async () => {
      await page.getByRole("button", { name: "Hacer pedido", exact: true }).click();
      // The screen downloads on opening: ready once its grid has replaced the spinner.
      await expect(grid).toBeVisible();
    },
    /** A product's or combo's button, named by its name and price. */
    item: (name: string) => grid.getByRole("button", { name: new RegExp(`^${name},`) }),
    /** Taps a product (or combo) `times` times. */
    addProduct: async (name: string, times = 1) => {
      const button = grid.getByRole("button", { name: new RegExp(`^${name},`) });
      for (let n = 0; n < times; n++) await button.click();
    },
    search: () => dialog.getByRole("searchbox", { name: "Buscar producto" }),
    line: (name: string) => dialog.getByRole("listitem", { name, exact: true }),
    turn: () => dialog.getByRole("textbox", { name: "Número de orden" }),
    paymentMethod: (name: string) =>
      dialog.getByRole("group", { name: "Medio de pago" }).getByRole("button", { name, exact: true }).click(),
    create: () => dialog.getByRole("button", { name: "Crear", exact: true }),
  };
};

/** The sales history (docs/product.md#sales-history) and a shift's detail. */
export const sellListPage = (page: Page) => ({
  table: () => page.getByRole("table", { name: "Listado de ventas" }),
  /** Opens a closed shift from its row (the start date is the row's link). */
  openFirstShift: async () => {
    const row = page.getByRole("table", { name: "Listado de ventas" }).getByRole("row").nth(1);
    await row.getByRole("link").click();
    await expect(page.getByRole("heading", { name: /^Turno / })).toBeVisible();
  },
  shiftOrders: () => page.getByRole("table", { name: "Pedidos del turno" }),
});
