import { expect } from "vitest";
import { type Cookies, inject, signUp, type TestServer } from "./server-kit.ts";

/** Test helpers for the products API: a fresh business per call, with its requests bound to it. */
export type ProductBody = Record<string, unknown>;

export const productsKit = (server: TestServer) => {
  const call = (
    cookies: Cookies,
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
  ) =>
    inject(server, {
      method,
      url: `/api/v1${url}`,
      cookies,
      ...(payload ? { payload: payload as object } : {}),
    });

  const client = (cookies: Cookies) => {
    const created = async (url: string, body: ProductBody) => {
      const response = await call(cookies, "POST", url, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    };
    return {
      cookies,
      list: (query = "") => call(cookies, "GET", `/products${query}`),
      get: (id: string) => call(cookies, "GET", `/products/${id}`),
      create: (body: unknown) => call(cookies, "POST", "/products", body),
      edit: (id: string, body: unknown) => call(cookies, "PATCH", `/products/${id}`, body),
      setStatus: (id: string, body: unknown) => call(cookies, "PATCH", `/products/${id}/status`, body),
      remove: (id: string) => call(cookies, "DELETE", `/products/${id}`),
      options: (kind: "category" | "ingredient" | "product", query = "") =>
        call(cookies, "GET", `/${kind}-options${query}`),
      category: (name: string): Promise<{ id: string; name: string }> => created("/categories", { name }),
      ingredient: (
        name: string,
        unit: "kg" | "lt" | "piece",
        cost?: number,
      ): Promise<{ id: string; name: string; unit: string }> =>
        created("/ingredients", {
          name,
          unit,
          quantity: 10,
          min_quantity: 1,
          ...(cost === undefined ? {} : { cost }),
        }),
      product: (body: ProductBody) => created("/products", body),
      getCategory: (id: string) => call(cookies, "GET", `/categories/${id}`),
      removeCategory: (id: string) => call(cookies, "DELETE", `/categories/${id}`),
      removeIngredient: (id: string) => call(cookies, "DELETE", `/ingredients/${id}`),
      disable: (path: "categories" | "ingredients", id: string) =>
        call(cookies, "PATCH", `/${path}/${id}/status`, { status: "disabled" }),
    };
  };

  const business = async () => {
    const owner = await signUp(server);
    return { ...client(owner.cookies), businessId: owner.session.business.id };
  };

  const db = () => server.ctx.database.db;
  const countOf = async (table: "product" | "product_ingredient" | "category") => {
    const row = await db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  /** Everything a failed write must leave as it was. */
  const snapshot = async () => ({
    products: await countOf("product"),
    recipeRows: await countOf("product_ingredient"),
    counters: await db().selectFrom("category").select(["id", "product_count"]).orderBy("id").execute(),
  });
  const productCount = async (categoryId: string) =>
    Number(
      (
        await db()
          .selectFrom("category")
          .select("product_count")
          .where("id", "=", categoryId)
          .executeTakeFirstOrThrow()
      ).product_count,
    );

  /**
   * The promotions module is written elsewhere: a combo is put straight into the tables, as its service
   * would store it.
   */
  const promotion = async (businessId: string, name: string, productIds: string[]) => {
    const id = crypto.randomUUID();
    const now = Date.now();
    await db()
      .insertInto("promotion")
      .values({
        id,
        business_id: businessId,
        name,
        name_key: name.toLowerCase(),
        type: "combo",
        is_active: 1,
        value: 1000,
        start_date: now,
        end_date: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db()
      .insertInto("promotion_item")
      .values(
        productIds.map((productId, position) => ({
          promotion_id: id,
          product_id: productId,
          business_id: businessId,
          position,
          quantity_needed: 1,
        })),
      )
      .execute();
    return id;
  };

  return { business, client, snapshot, productCount, promotion, countOf };
};

export type ProductsClient = Awaited<ReturnType<ReturnType<typeof productsKit>["business"]>>;
