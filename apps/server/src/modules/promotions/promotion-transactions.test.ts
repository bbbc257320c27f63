import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { addCategory, deleteProduct, insertProduct } from "../../../test/product-rows-kit.ts";
import { inject, signUp, useTestServer } from "../../../test/server-kit.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A combo save racing a product's deletion: one transaction, so it lands whole or not at all. */
describe.each(engines)("promotion saves against a concurrent product deletion on %s", (engine) => {
  const server = useTestServer(engine);

  const db = () => server().ctx.database.db;

  const setUp = async () => {
    const owner = await signUp(server());
    const businessId = owner.session.business.id;
    const categoryId = await addCategory(server(), owner.cookies, "Comidas");
    const pizza = await insertProduct(db(), businessId, { name: "Pizza", categoryId, price: 1000 });
    const soda = await insertProduct(db(), businessId, { name: "Gaseosa", categoryId, price: 500 });
    const send = (method: "POST" | "PATCH", url: string, payload: object) =>
      inject(server(), { method, url, payload, cookies: owner.cookies });
    return { businessId, pizza, soda, send };
  };

  /**
   * Deletes the product in a transaction held open until the save is under way: on PostgreSQL until the
   * save waits on the product's row lock, on SQLite (one connection) for a moment, the save queued behind.
   */
  const whileDeleting = async (
    businessId: string,
    productId: string,
    save: () => Promise<LightMyRequestResponse>,
  ) => {
    let saving: Promise<LightMyRequestResponse> | undefined;
    await db()
      .transaction()
      .execute(async (trx) => {
        await deleteProduct(trx, businessId, productId);
        saving = save();
        if (engine === "sqlite") return pause(50);
        await vi.waitFor(
          async () => {
            const { rows } = await sql<{ n: number }>`
              select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`.execute(db());
            expect(rows[0]?.n).toBeGreaterThan(0);
          },
          { timeout: 5000, interval: 10 },
        );
      });
    return saving as Promise<LightMyRequestResponse>;
  };

  const stored = async (businessId: string) => ({
    promotions: await db()
      .selectFrom("promotion")
      .select(["id", "name", "value"])
      .where("business_id", "=", businessId)
      .execute(),
    items: await db()
      .selectFrom("promotion_item")
      .select(["product_id", "quantity_needed"])
      .where("business_id", "=", businessId)
      .orderBy("position")
      .execute(),
  });

  it("refuses a new combo whose product is deleted meanwhile, leaving no promotion row", async () => {
    const { businessId, pizza, soda, send } = await setUp();
    const response = await whileDeleting(businessId, soda, () =>
      send("POST", "/api/v1/promotions", {
        name: "Combo",
        value: 10,
        applies_to: [
          { product_id: pizza, quantity_needed: 1 },
          { product_id: soda, quantity_needed: 1 },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({
      "applies_to.1.product_id": "No encontramos ese producto.",
    });
    expect(await stored(businessId)).toEqual({ promotions: [], items: [] });
  });

  it("refuses an edit adding a product deleted meanwhile, keeping the old combo and items", async () => {
    const { businessId, pizza, soda, send } = await setUp();
    const created = await send("POST", "/api/v1/promotions", {
      name: "Combo",
      value: 10,
      applies_to: [{ product_id: pizza, quantity_needed: 2 }],
    });
    const { id } = created.json().data;
    const before = await stored(businessId);
    const response = await whileDeleting(businessId, soda, () =>
      send("PATCH", `/api/v1/promotions/${id}`, {
        name: "Combo nuevo",
        value: 20,
        applies_to: [
          { product_id: soda, quantity_needed: 1 },
          { product_id: pizza, quantity_needed: 1 },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({
      "applies_to.0.product_id": "No encontramos ese producto.",
    });
    expect(await stored(businessId)).toEqual(before);
    expect(before.items).toEqual([{ product_id: pizza, quantity_needed: 2 }]);
  });

  it("keeps a product used by a combo from being deleted once the combo is saved", async () => {
    const { businessId, pizza, send } = await setUp();
    const created = await send("POST", "/api/v1/promotions", {
      name: "Combo",
      value: 10,
      applies_to: [{ product_id: pizza, quantity_needed: 1 }],
    });
    expect(created.statusCode).toBe(201);
    await expect(deleteProduct(db(), businessId, pizza)).rejects.toThrow();
    expect((await stored(businessId)).items).toEqual([{ product_id: pizza, quantity_needed: 1 }]);
  });
});
