import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { placeOrder, sellingBusiness } from "../../../test/orders-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { checkInvariants } from "../../db/invariants.ts";

const moved = (now: string) =>
  `El stock cambió mientras editabas: ${now}. Revisá la cantidad y guardá de nuevo.`;

/**
 * Decision 019: the product dialog sends the stock it loaded, so units sold while it was open are not
 * written back by a save that did not touch the stock.
 */
describe.each(engines)("a product's edit against the stock it loaded on %s", (engine) => {
  const server = useTestServer(engine);

  const db = () => server().ctx.database.db;

  /** A business selling 'Coca-Cola' (stock 10), and what its dialog would send on Guardar. */
  const setUp = async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 10 });
    const edit = (body: Record<string, unknown>) =>
      shop.call("PATCH", `/products/${coke}`, {
        name: "Coca-Cola",
        category_id: shop.categoryId,
        price: 1500,
        ...body,
      });
    const sell = (quantity: number) => placeOrder(shop, { products: [{ product_id: coke, quantity }] });
    return { shop, coke, edit, sell };
  };

  const stored = (id: string) =>
    db()
      .selectFrom("product")
      .select(["name", "quantity", "updated_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  const movementsOf = async (id: string) =>
    (
      await db()
        .selectFrom("stock_movement")
        .select(["reason", "delta", "quantity_after"])
        .where("item_id", "=", id)
        .orderBy("id")
        .execute()
    ).map((row) => ({
      reason: row.reason,
      delta: Number(row.delta),
      after: row.quantity_after === null ? null : Number(row.quantity_after),
    }));

  const noBreaks = async () => expect((await checkInvariants(db())).breaks).toEqual([]);

  const sold = [
    { reason: "initial", delta: 10, after: 10 },
    { reason: "sale", delta: -1, after: 9 },
    { reason: "sale", delta: -2, after: 7 },
  ];

  it("saves a name fixed while two orders sold 3, keeping the 7 left and recording no adjustment", async () => {
    const { shop, coke, edit, sell } = await setUp();
    await sell(1);
    await sell(2);

    const response = await edit({ name: "Coca-Cola 500 ml", quantity: 10, stock_seen: 10 });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: "Coca-Cola 500 ml", quantity: 7, price: 1500 });
    expect(await shop.quantityOf("product", coke)).toBe(7);
    expect(await movementsOf(coke)).toEqual(sold);
    await noBreaks();
  });

  it("refuses a changed quantity against a stock that moved, under the field, writing nothing", async () => {
    const { coke, edit, sell } = await setUp();
    await sell(1);
    await sell(2);
    const before = await stored(coke);

    const response = await edit({ name: "Coca-Cola 500 ml", quantity: 12, stock_seen: 10 });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "aborted",
      message: moved("ahora es 7"),
      fields: { quantity: moved("ahora es 7") },
    });
    expect(await stored(coke)).toEqual(before);
    expect(await movementsOf(coke)).toEqual(sold);

    // Saved again against the stock it now shows, the person's figure stands as an adjustment.
    const again = await edit({ name: "Coca-Cola 500 ml", quantity: 12, stock_seen: 7 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ name: "Coca-Cola 500 ml", quantity: 12 });
    expect(await movementsOf(coke)).toEqual([...sold, { reason: "adjustment", delta: 5, after: 12 }]);
    await noBreaks();
  });

  it("writes the typed stock as an adjustment when nothing moved since the dialog loaded it", async () => {
    const { coke, edit } = await setUp();
    const response = await edit({ quantity: 4, stock_seen: 10 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.quantity).toBe(4);
    expect(await movementsOf(coke)).toEqual([
      { reason: "initial", delta: 10, after: 10 },
      { reason: "adjustment", delta: -6, after: 4 },
    ]);
    await noBreaks();
  });

  it("says so when the product stopped being tracked, and keeps it untracked when the stock was not touched", async () => {
    const { shop, coke, edit } = await setUp();
    // Another device turned it into 'Sin control' from the 10 it had.
    expect((await edit({ quantity: null, stock_seen: 10 })).statusCode).toBe(200);

    const refused = await edit({ name: "Coca", quantity: 8, stock_seen: 10 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ quantity: moved("ahora no tiene control de stock") });
    expect((await stored(coke)).name).toBe("Coca-Cola");

    const kept = await edit({ name: "Coca", quantity: 10, stock_seen: 10 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ name: "Coca", quantity: null });
    expect(await shop.quantityOf("product", coke)).toBeNull();

    // And the other way: untracked when loaded, tracked since; an untouched blank keeps the new stock.
    expect((await edit({ quantity: 3, stock_seen: null })).statusCode).toBe(200);
    const blank = await edit({ name: "Coca light", quantity: null, stock_seen: null });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().data).toMatchObject({ name: "Coca light", quantity: 3 });
    expect(await movementsOf(coke)).toEqual([
      { reason: "initial", delta: 10, after: 10 },
      { reason: "adjustment", delta: -10, after: null },
      { reason: "adjustment", delta: 3, after: 3 },
    ]);
    await noBreaks();
  });

  it("takes the quantity as given without stock_seen, as before: the sold units come back as an adjustment", async () => {
    const { shop, coke, edit, sell } = await setUp();
    await sell(3);
    const response = await edit({ name: "Coca-Cola 500 ml", quantity: 10 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await shop.quantityOf("product", coke)).toBe(10);
    expect(await movementsOf(coke)).toEqual([
      { reason: "initial", delta: 10, after: 10 },
      { reason: "sale", delta: -3, after: 7 },
      { reason: "adjustment", delta: 3, after: 10 },
    ]);
    await noBreaks();
  });

  it("refuses a stock_seen that is not a stock, writing nothing", async () => {
    const { coke, edit } = await setUp();
    const before = await stored(coke);
    for (const stock_seen of [-1, 1.5, "10", 1e12]) {
      const response = await edit({ name: "Otra", quantity: 10, stock_seen });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toEqual(["stock_seen"]);
    }
    expect(await stored(coke)).toEqual(before);
  });

  it("keeps every sale when the name is saved while orders are being placed", async () => {
    const { shop, coke, edit } = await setUp();
    const orders = Array.from({ length: 6 }, (_, index) =>
      shop.create(shop.body({ turn: String(index + 1), products: [{ product_id: coke, quantity: 1 }] })),
    );
    const [saved, ...placed] = await Promise.all([
      edit({ name: "Coca-Cola 500 ml", quantity: 10, stock_seen: 10 }),
      ...orders,
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(placed.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    expect(await stored(coke)).toMatchObject({ name: "Coca-Cola 500 ml", quantity: 4 });
    await noBreaks();
  });
});
