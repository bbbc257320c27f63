import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { placeOrder, sellingBusiness } from "../../../test/orders-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { checkInvariants } from "../../db/invariants.ts";

const moved = (now: string) =>
  `El stock cambió mientras editabas: ${now}. Revisá la cantidad y guardá de nuevo.`;

/**
 * Decision 019: the ingredient dialog sends the stock it loaded, so what recipes took while it was open
 * is not written back by a save that did not touch the stock.
 */
describe.each(engines)("an ingredient's edit against the stock it loaded on %s", (engine) => {
  const server = useTestServer(engine);

  const db = () => server().ctx.database.db;

  /** 'Harina' in kg whose pizza takes 250 g a unit, and what its dialog would send on Editar. */
  const setUp = async (thousandths = 2000) => {
    const shop = await sellingBusiness(server());
    const flour = await shop.ingredient("Harina", "kg", thousandths);
    const pizza = await shop.product("Pizza", { quantity: null });
    await shop.recipe(pizza, flour, 250);
    const edit = (body: Record<string, unknown>) =>
      shop.call("PATCH", `/ingredients/${flour}`, { name: "Harina", unit: "kg", min_quantity: 0, ...body });
    const sell = (quantity: number) => placeOrder(shop, { products: [{ product_id: pizza, quantity }] });
    return { shop, flour, edit, sell };
  };

  const stored = (id: string) =>
    db()
      .selectFrom("ingredient")
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
    ).map((row) => ({ reason: row.reason, delta: Number(row.delta), after: Number(row.quantity_after) }));

  const noBreaks = async () => expect((await checkInvariants(db())).breaks).toEqual([]);

  const sold = [
    { reason: "initial", delta: 2000, after: 2000 },
    { reason: "sale", delta: -250, after: 1750 },
    { reason: "sale", delta: -500, after: 1250 },
  ];

  it("saves a name fixed while pizzas used 750 g, keeping the 1,25 kg left and recording no adjustment", async () => {
    const { shop, flour, edit, sell } = await setUp();
    await sell(1);
    await sell(2);

    const response = await edit({ name: "Harina 000", quantity: "2", stock_seen: 2 });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: "Harina 000", quantity: 1.25 });
    expect(await shop.quantityOf("ingredient", flour)).toBe(1250);
    expect(await movementsOf(flour)).toEqual(sold);
    await noBreaks();
  });

  it("refuses a changed quantity against a stock that moved, under the field, writing nothing", async () => {
    const { flour, edit, sell } = await setUp();
    await sell(1);
    await sell(2);
    const before = await stored(flour);

    const response = await edit({ name: "Harina 000", quantity: "3,5", stock_seen: "2" });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "aborted",
      message: moved("ahora es 1,25 kg"),
      fields: { quantity: moved("ahora es 1,25 kg") },
    });
    expect(await stored(flour)).toEqual(before);
    expect(await movementsOf(flour)).toEqual(sold);

    const again = await edit({ name: "Harina 000", quantity: "3,5", stock_seen: 1.25 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ name: "Harina 000", quantity: 3.5 });
    expect(await movementsOf(flour)).toEqual([...sold, { reason: "adjustment", delta: 2250, after: 3500 }]);
    await noBreaks();
  });

  it("reads a stock below zero as the dialog loaded it, and names it in the refusal", async () => {
    const { flour, edit, sell } = await setUp(500);
    await sell(3);
    expect((await stored(flour)).quantity).toBe(-250);

    const kept = await edit({ name: "Harina 0000", quantity: 0.5, stock_seen: 0.5 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ name: "Harina 0000", quantity: -0.25 });

    const refused = await edit({ quantity: 4, stock_seen: 0.5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ quantity: moved("ahora es -0,25 kg") });

    const restocked = await edit({ quantity: 4, stock_seen: "-0,25" });
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(restocked.json().data.quantity).toBe(4);
    expect((await movementsOf(flour)).at(-1)).toEqual({ reason: "adjustment", delta: 4250, after: 4000 });
    await noBreaks();
  });

  it("names the stock in the ingredient's unit", async () => {
    const shop = await sellingBusiness(server());
    const eggs = await shop.ingredient("Huevo", "piece", 12_000);
    const omelette = await shop.call("POST", "/products", {
      name: "Tortilla",
      category_id: shop.categoryId,
      ingredients: [{ ingredient_id: eggs, quantity_needed: 1, unit: "piece" }],
    });
    expect(omelette.statusCode, omelette.body).toBe(201);
    await placeOrder(shop, { products: [{ product_id: omelette.json().data.id, quantity: 9 }] });

    const response = await shop.call("PATCH", `/ingredients/${eggs}`, {
      name: "Huevo",
      unit: "piece",
      quantity: 6,
      min_quantity: 0,
      stock_seen: 12,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(moved("ahora es 3 unidades"));
    expect(await shop.quantityOf("ingredient", eggs)).toBe(3000);
  });

  it("takes the quantity as given without stock_seen, as before: the used flour comes back as an adjustment", async () => {
    const { shop, flour, edit, sell } = await setUp();
    await sell(3);
    const response = await edit({ name: "Harina 000", quantity: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await shop.quantityOf("ingredient", flour)).toBe(2000);
    expect(await movementsOf(flour)).toEqual([
      { reason: "initial", delta: 2000, after: 2000 },
      { reason: "sale", delta: -750, after: 1250 },
      { reason: "adjustment", delta: 750, after: 2000 },
    ]);
    await noBreaks();
  });

  it("refuses a stock_seen that is not a quantity, writing nothing", async () => {
    const { flour, edit } = await setUp();
    const before = await stored(flour);
    for (const stock_seen of ["mucho", 1.2345, true, "9".repeat(50)]) {
      const response = await edit({ name: "Otra", quantity: 2, stock_seen });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toEqual(["stock_seen"]);
    }
    expect(await stored(flour)).toEqual(before);
  });

  it("answers not found for another business's ingredient, stock_seen or not", async () => {
    const { flour } = await setUp();
    const other = await sellingBusiness(server());
    const response = await other.call("PATCH", `/ingredients/${flour}`, {
      name: "Harina",
      unit: "kg",
      quantity: 1,
      min_quantity: 0,
      stock_seen: 5,
    });
    expect(response.statusCode).toBe(404);
    expect((await stored(flour)).quantity).toBe(2000);
  });
});
