import { type EnabledStatus, nameKey, uuidv7 } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "../src/db/database.ts";
import { type Cookies, inject, signUp, type TestServer } from "./server-kit.ts";

export type ProductRow = {
  name: string;
  categoryId: string;
  /** centavos */
  price?: number;
  /** centavos */
  unitPrice?: number;
  quantity?: number | null;
  status?: EnabledStatus;
  code?: string | null;
};

let clock = 0;

/**
 * A product written straight to the database, as the products module would (it is built separately):
 * promotion and menu tests then do not depend on its routes. Bumps the category's counter like it does.
 */
export const insertProduct = async (db: Db, businessId: string, row: ProductRow): Promise<string> => {
  // Strictly increasing times, so rows inserted in one millisecond still have distinct ids in order.
  clock = Math.max(clock + 1, Date.now());
  const id = uuidv7(clock);
  const code = row.code ?? null;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("product")
      .values({
        id,
        business_id: businessId,
        name: row.name,
        name_key: nameKey(row.name),
        code,
        code_key: code === null ? null : code.toLowerCase(),
        category_id: row.categoryId,
        price: row.price ?? 0,
        unit_price: row.unitPrice ?? 0,
        quantity: row.quantity === undefined ? null : row.quantity,
        status: row.status ?? "enabled",
        created_at: clock,
        updated_at: clock,
      })
      .execute();
    await trx
      .updateTable("category")
      .set({ product_count: sql<number>`product_count + 1` })
      .where("business_id", "=", businessId)
      .where("id", "=", row.categoryId)
      .execute();
  });
  return id;
};

/** A product removed with its counter, as the products module's delete would. */
export const deleteProduct = async (db: Db, businessId: string, id: string): Promise<void> => {
  const row = await db
    .deleteFrom("product")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .returning("category_id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("category")
    .set({ product_count: sql<number>`product_count - 1` })
    .where("id", "=", row.category_id)
    .execute();
};

/** A category made through the API, as a user would; returns its id. */
export const addCategory = async (server: TestServer, cookies: Cookies, name: string): Promise<string> => {
  const response = await inject(server, {
    method: "POST",
    url: "/api/v1/categories",
    payload: { name },
    cookies,
  });
  if (response.statusCode !== 201)
    throw new Error(`category failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
};

const promotionsPath = "/api/v1/promotions";

/** A fresh business with a category, a product maker and the promotions API bound to its owner. */
export const comboBusiness = async (server: TestServer) => {
  const owner = await signUp(server);
  const businessId = owner.session.business.id;
  const cookies: Cookies = owner.cookies;
  const categoryId = await addCategory(server, cookies, "Comidas");
  const product = (name: string, extra: Record<string, unknown> = {}) =>
    insertProduct(server.ctx.database.db, businessId, {
      name,
      categoryId,
      price: 150_050,
      quantity: 7,
      ...extra,
    });
  const send = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    inject(server, {
      method,
      url,
      cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    businessId,
    cookies,
    categoryId,
    product,
    list: (query = "") => send("GET", `${promotionsPath}${query}`),
    get: (id: string) => send("GET", `${promotionsPath}/${id}`),
    create: (body: unknown) => send("POST", promotionsPath, body),
    edit: (id: string, body: unknown) => send("PATCH", `${promotionsPath}/${id}`, body),
    setActive: (id: string, body: unknown) => send("PATCH", `${promotionsPath}/${id}/status`, body),
    remove: (id: string) => send("DELETE", `${promotionsPath}/${id}`),
  };
};

/** What a business has stored of its combos, items in their order. */
export const comboRows = async (db: Db, businessId: string) => {
  const promotions = await db
    .selectFrom("promotion")
    .selectAll()
    .where("business_id", "=", businessId)
    .execute();
  const items = await db
    .selectFrom("promotion_item")
    .selectAll()
    .where("business_id", "=", businessId)
    .orderBy("promotion_id")
    .orderBy("position")
    .execute();
  return { promotions, items };
};
