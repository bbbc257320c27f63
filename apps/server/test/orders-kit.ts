import { type EnabledStatus, type OrderAction, type OrderInput, type Role, uuidv7 } from "@comanda/domain";
import { expect } from "vitest";
import { recordMovements } from "../src/modules/stock/movements.ts";
import { insertProduct } from "./product-rows-kit.ts";
import { addUser, type Cookies, inject, signUp, type TestServer } from "./server-kit.ts";
import { openShiftRow } from "./service-rows-kit.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** The order routes as one signed-in user. */
export const orderCalls = (server: TestServer, cookies: Cookies) => {
  const call = (method: Method, url: string, payload?: unknown) =>
    inject(server, {
      method,
      url: `/api/v1${url}`,
      cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    cookies,
    call,
    create: (body: unknown) => call("POST", "/orders", body),
    get: (id: string) => call("GET", `/orders/${id}`),
    edit: (id: string, body: unknown) => call("PATCH", `/orders/${id}`, body),
    act: (id: string, action: OrderAction) => call("POST", `/orders/${id}/${action}`),
    board: () => call("GET", "/board"),
    promotionOptions: (query = "") => call("GET", `/promotion-options${query}`),
  };
};

export type ProductSpec = { price?: number; quantity?: number | null; status?: EnabledStatus };

/**
 * A business ready to sell: its owner, a category, a payment method 'Efectivo' and an open shift. Stock
 * written here gets its 'initial' movement, as the catalog modules write it, so stock = Σ movements holds.
 */
export const sellingBusiness = async (server: TestServer) => {
  const db = server.ctx.database.db;
  const owner = await signUp(server);
  const businessId = owner.session.business.id;
  const userId = owner.session.user.id;
  const api = orderCalls(server, owner.cookies);
  const created = async (url: string, body: unknown): Promise<string> => {
    const response = await api.call("POST", url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  };
  const categoryId = await created("/categories", { name: "Bebidas" });
  const cash = await created("/payment-methods", { name: "Efectivo" });
  const shiftId = await openShiftRow(db, businessId, userId);

  const initial = (itemKind: "product" | "ingredient", itemId: string, quantity: number) =>
    recordMovements(db, businessId, [
      { itemKind, itemId, delta: quantity, quantityAfter: quantity, reason: "initial", user: null },
    ]);

  /** A product; `price` in centavos, `quantity` null for an untracked one. */
  const product = async (name: string, spec: ProductSpec = {}) => {
    const quantity = spec.quantity === undefined ? 10 : spec.quantity;
    const id = await insertProduct(db, businessId, {
      name,
      categoryId,
      price: spec.price ?? 150_000,
      quantity,
      status: spec.status,
    });
    if (quantity) await initial("product", id, quantity);
    return id;
  };

  /** An ingredient with `thousandths` of its unit in stock. */
  const ingredient = async (name: string, unit: "kg" | "lt" | "piece", thousandths: number) => {
    const now = Date.now();
    const id = uuidv7(now);
    await db
      .insertInto("ingredient")
      .values({
        id,
        business_id: businessId,
        name,
        name_key: name.toLowerCase(),
        code: null,
        unit,
        quantity: thousandths,
        min_quantity: 0,
        cost: null,
        status: "enabled",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await initial("ingredient", id, thousandths);
    return id;
  };

  /** A recipe row: `thousandths` of the ingredient's unit per unit of the product (250 g of kg → 250). */
  const recipe = (productId: string, ingredientId: string, thousandths: number, position = 0) =>
    db
      .insertInto("product_ingredient")
      .values({
        product_id: productId,
        ingredient_id: ingredientId,
        business_id: businessId,
        position,
        unit: "g",
        quantity_needed: thousandths,
      })
      .execute();

  /** A combo through the promotions API; `value` in pesos. */
  const combo = (
    name: string,
    value: number,
    items: { product_id: string; quantity_needed: number }[],
    dates: { start_date?: number; end_date?: number } = {},
  ) => created("/promotions", { name, value, applies_to: items, ...dates });

  const paymentMethod = (name: string) => created("/payment-methods", { name });
  /** A customer (decision 048), with an address unless told otherwise. */
  const customer = (name: string, fields: { phone?: string; address?: string | null; notes?: string } = {}) =>
    created("/customers", { name, address: "Av. Corrientes 1234", ...fields });

  // Two open orders of a shift may not share a turn (decision 024): each body takes the next, from 1.
  let turns = 0;
  const nextTurn = () => {
    turns += 1;
    return String(turns);
  };
  /** A valid order body: a fresh id, the next turn (1, 2…), paid cash, the given lines. */
  const body = (lines: Partial<Record<keyof OrderInput, unknown>> = {}): OrderInput & { id: string } => ({
    id: uuidv7(),
    turn: nextTurn(),
    payment_method_id: cash,
    ...(lines as Partial<OrderInput>),
  });

  const staff = async (role: Role) =>
    role === "ADMIN" ? api : orderCalls(server, (await addUser(server, businessId, role)).cookies);

  const quantityOf = async (table: "product" | "ingredient", id: string) => {
    const row = await db.selectFrom(table).select("quantity").where("id", "=", id).executeTakeFirstOrThrow();
    return row.quantity === null ? null : Number(row.quantity);
  };

  const shiftRow = () =>
    db.selectFrom("shift").selectAll().where("id", "=", shiftId).executeTakeFirstOrThrow();

  return {
    ...api,
    owner,
    businessId,
    userId,
    categoryId,
    cash,
    shiftId,
    product,
    ingredient,
    recipe,
    combo,
    paymentMethod,
    customer,
    body,
    staff,
    quantityOf,
    shiftRow,
  };
};

export type SellingBusiness = Awaited<ReturnType<typeof sellingBusiness>>;

/** Creates an order and returns it, failing the test when it is refused. */
export const placeOrder = async (business: SellingBusiness, lines: Partial<OrderInput>) => {
  const response = await business.create(business.body(lines));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; total: number; status: string };
};

type Call = ReturnType<typeof orderCalls>["call"];

/** A room 'Salón' with one table ('Mesa 1' unless named), and a tab opened on it for two, as POST /tables/:id/tab answers it. */
export const openTableTab = async (call: Call, tableName = "Mesa 1") => {
  const room = (await call("POST", "/rooms", { name: "Salón" })).json().data;
  const planned = await call("PUT", `/rooms/${room.id}/plan`, {
    version: room.version,
    tables: [{ name: tableName, seats: 4, shape: "square", x: 150, y: 200 }],
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const table = planned.json().data.tables[0].id as string;
  const opened = await call("POST", `/tables/${table}/tab`, { id: uuidv7(), guests: 2 });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json().data as { id: string; version: number };
};
