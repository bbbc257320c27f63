import type { Page, StockMovement } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { addUser, type Cookies, inject, useTestServer } from "../../../test/server-kit.ts";
import { openShiftRow } from "../../../test/service-rows-kit.ts";
import { insertOrder } from "../../../test/shifts-kit.ts";
import { recordMovements } from "./movements.ts";

describe.each(engines)("stock history on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  const movements = async (cookies: Cookies, path: string, query = "") => {
    const response = await inject(server(), {
      method: "GET",
      url: `/api/v1/${path}/movements${query}`,
      cookies,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Page<StockMovement>;
  };
  /** Oldest first, as the changes were made. */
  const changes = async (cookies: Cookies, path: string) =>
    (await movements(cookies, path)).items
      .map(({ delta, quantityAfter, reason, userName }) => ({ delta, quantityAfter, reason, userName }))
      .reverse();

  it("records a product's stock at creation and every edit of it as an adjustment of the difference", async () => {
    const a = await kit.business();
    const category = await a.category("Bebidas");
    const body = { name: "Coca-Cola", category_id: category.id, price: 1500 };
    const product = await a.product({ ...body, quantity: 5 });
    const path = `products/${product.id}`;
    expect((await a.edit(product.id, { ...body, quantity: 8 })).statusCode).toBe(200);
    // Saving without touching the stock records nothing.
    expect((await a.edit(product.id, { ...body, name: "Coca-Cola 500", quantity: 8 })).statusCode).toBe(200);
    expect((await a.edit(product.id, { ...body, quantity: null })).statusCode).toBe(200);
    expect((await a.edit(product.id, { ...body, quantity: 2 })).statusCode).toBe(200);
    const user = "Ana Pérez";
    expect(await changes(a.cookies, path)).toEqual([
      { delta: 5, quantityAfter: 5, reason: "initial", userName: user },
      { delta: 3, quantityAfter: 8, reason: "adjustment", userName: user },
      { delta: -8, quantityAfter: null, reason: "adjustment", userName: user },
      { delta: 2, quantityAfter: 2, reason: "adjustment", userName: user },
    ]);

    const untracked = await a.product({ ...body, name: "Milanesa" });
    expect((await movements(a.cookies, `products/${untracked.id}`)).total).toBe(0);

    // A refused edit writes no movement either.
    expect(
      (await a.edit(product.id, { ...body, quantity: 9, category_id: crypto.randomUUID() })).statusCode,
    ).toBe(404);
    expect((await movements(a.cookies, path)).total).toBe(4);
  });

  it("records an ingredient's stock in decimals of its unit, with the user who saved", async () => {
    const a = await kit.business();
    const cashier = await addUser(server(), a.businessId, "CASHIER", "Caja Uno");
    const call = (cookies: Cookies, method: "POST" | "PATCH", url: string, payload: object) =>
      inject(server(), { method, url: `/api/v1${url}`, cookies, payload });
    const body = { name: "Harina", unit: "kg", quantity: "2,5", min_quantity: 1 };
    const created = await call(a.cookies, "POST", "/ingredients", body);
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(
      (await call(cashier.cookies, "PATCH", `/ingredients/${id}`, { ...body, quantity: 1.25 })).statusCode,
    ).toBe(200);
    expect(
      (await call(a.cookies, "PATCH", `/ingredients/${id}`, { ...body, quantity: 1.25 })).statusCode,
    ).toBe(200);
    expect(await changes(a.cookies, `ingredients/${id}`)).toEqual([
      { delta: 2.5, quantityAfter: 2.5, reason: "initial", userName: "Ana Pérez" },
      { delta: -1.25, quantityAfter: 1.25, reason: "adjustment", userName: "Caja Uno" },
    ]);
    const stored = await server()
      .ctx.database.db.selectFrom("stock_movement")
      .select("delta")
      .where("item_id", "=", id)
      .orderBy("created_at")
      .execute();
    expect(stored.map((row) => Number(row.delta))).toEqual([2500, -1250]);

    // A duplicate name is refused and leaves no movement behind.
    expect((await call(a.cookies, "POST", "/ingredients", body)).statusCode).toBe(409);
    const all = await server()
      .ctx.database.db.selectFrom("stock_movement")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("business_id", "=", a.businessId)
      .executeTakeFirstOrThrow();
    expect(Number(all.n)).toBe(2);
  });

  it("pages newest first with the order's turn, backfilled movements included", async () => {
    const a = await kit.business();
    const category = await a.category("Bebidas");
    const product = await a.product({ name: "Agua", category_id: category.id, quantity: 10 });
    const db = server().ctx.database.db;
    const shiftId = await openShiftRow(db, a.businessId, "user");
    const orderId = await insertOrder(db, {
      businessId: a.businessId,
      shiftId,
      turn: "17",
      status: "pending",
    });
    const at = Date.now() + 1000;
    await db
      .insertInto("stock_movement")
      .values({
        id: `initial-${crypto.randomUUID()}`,
        business_id: a.businessId,
        item_kind: "product",
        item_id: product.id,
        delta: 0,
        quantity_after: 10,
        reason: "initial",
        created_at: at,
      })
      .execute();
    await recordMovements(
      db,
      a.businessId,
      [
        {
          itemKind: "product",
          itemId: product.id,
          delta: -3,
          quantityAfter: 7,
          reason: "sale",
          orderId,
          user: { id: "user", name: "Beto" },
        },
      ],
      at + 1,
    );
    const seen: StockMovement[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<StockMovement> = await movements(
        a.cookies,
        `products/${product.id}`,
        `?limit=1${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.total).toBe(3);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((row) => [row.reason, row.orderTurn, row.userName])).toEqual([
      ["sale", "17", "Beto"],
      ["initial", null, null],
      ["initial", null, "Ana Pérez"],
    ]);
    expect(seen[0]).toMatchObject({ orderId, delta: -3, quantityAfter: 7 });
  });

  it("shows an item only to its business and the staff", async () => {
    const a = await kit.business();
    const b = await kit.business();
    const category = await a.category("Bebidas");
    const product = await a.product({ name: "Soda", category_id: category.id, quantity: 1 });
    const get = (cookies: Cookies, path: string, query = "") =>
      inject(server(), { method: "GET", url: `/api/v1/${path}/movements${query}`, cookies });
    const notFound = await get(b.cookies, `products/${product.id}`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.message).toBe("No encontramos ese producto.");
    expect((await get(b.cookies, `ingredients/${product.id}`)).json().error.message).toBe(
      "No encontramos ese ingrediente.",
    );
    const kitchen = await addUser(server(), a.businessId, "KITCHEN");
    expect((await get(kitchen.cookies, `products/${product.id}`)).statusCode).toBe(403);
    expect((await get(a.cookies, "products/nada")).statusCode).toBe(400);
    expect((await get(a.cookies, `products/${product.id}`, "?cursor=x")).statusCode).toBe(400);
  });
});
