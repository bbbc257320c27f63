import type { ModifierGroup } from "@comanda/domain/modifier-group";
import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { steakGroups } from "../../../../test/modifiers-kit.ts";
import { orderCalls, sellingBusiness } from "../../../../test/orders-kit.ts";
import { useSecondServer, useTestServer } from "../../../../test/server-kit.ts";
import { createMemoryBus } from "../../../realtime/change-bus.ts";
import { createGroupsCache } from "./groups-cache.ts";

type Shop = Awaited<ReturnType<typeof sellingBusiness>>;

/** 'Bife de chorizo' asking 'Punto de cocción' and 'Extras', and 'Milanesa' asking only 'Punto de cocción'. */
const parrilla = async (shop: Shop) => {
  const egg = await shop.ingredient("Huevo", "piece", 100_000);
  const onion = await shop.ingredient("Cebolla", "kg", 10_000);
  const steak = await shop.product("Bife de chorizo", { price: 1_200_000, quantity: null });
  const milanesa = await shop.product("Milanesa", { price: 900_000, quantity: 50 });
  const groups = await steakGroups(shop, { egg, onion });
  await groups.attach(steak, [groups.punto.id, groups.extras.id]);
  await groups.attach(milanesa, [groups.punto.id]);
  return { ...groups, steak, milanesa };
};

/** 'Papas fritas' of the 'Extras' group at `price` pesos, through the group's edit as the owner's dialog sends it. */
const priceFries = async (shop: Shop, extras: ModifierGroup, price: number) => {
  const edited = await shop.call("PATCH", `/modifier-groups/${extras.id}`, {
    name: extras.name,
    min_choices: 0,
    max_choices: 2,
    options: extras.options.map((each) => ({
      id: each.id,
      name: each.name,
      price: each.name === "Papas fritas" ? price : each.price,
      ingredient_effect: "none",
    })),
  });
  expect(edited.statusCode, edited.body).toBe(200);
};

const unitPrices = async (shop: Shop, lines: object[], create = shop.create) => {
  const response = await create(shop.body({ products: lines }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.lines.map((line: { unitPrice: number }) => line.unitPrice);
};

/**
 * Decision 088: new orders read their products' groups from memory, and every change to a group, to its
 * options or to what a product asks is priced or refused by the next order, on every instance.
 */
describe.each(engines)("the groups orders read, kept in memory, on %s", (engine) => {
  const server = useTestServer(engine);

  it("an order of products already sold reads no group; a product edited since is read again", async () => {
    const shop = await sellingBusiness(server());
    const { steak, milanesa, option, attach, punto, extras } = await parrilla(shop);
    const lines = [
      { product_id: steak, quantity: 1, options: [option("Jugoso"), option("Papas fritas")] },
      { product_id: milanesa, quantity: 1, options: [option("A punto")] },
    ];
    expect(await unitPrices(shop, lines)).toEqual([14_000, 9_000]);
    // An operator's SQL publishes nothing: the next orders show that they read no group (decision 060's
    // backstop, 30 s, covers such writes).
    await server()
      .ctx.database.db.updateTable("modifier_option")
      .set({ price_delta: 300_000 })
      .where("id", "=", option("Papas fritas"))
      .execute();
    expect(await unitPrices(shop, lines)).toEqual([14_000, 9_000]);
    // The milanesa no longer asks 'Punto de cocción': its option is refused, and the steak is still kept.
    await attach(milanesa, []);
    const refused = await shop.create(shop.body({ products: lines }));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe("Una de las opciones elegidas ya no corresponde a Milanesa.");
    expect(await unitPrices(shop, [lines[0] as object, { product_id: milanesa, quantity: 1 }])).toEqual([
      14_000, 9_000,
    ]);
    // The steak edited: its groups are read again, with the price the SQL wrote.
    await attach(steak, [punto.id, extras.id]);
    await attach(milanesa, [punto.id]);
    expect(await unitPrices(shop, lines)).toEqual([15_000, 9_000]);
  });

  it("a group's new price, an option 'Agotado' and a deleted group count in the next order", async () => {
    const shop = await sellingBusiness(server());
    const { steak, option, extras, soldOut } = await parrilla(shop);
    const line = { product_id: steak, quantity: 1, options: [option("A punto"), option("Papas fritas")] };
    expect(await unitPrices(shop, [line])).toEqual([14_000]);
    await priceFries(shop, extras, 2500);
    expect(await unitPrices(shop, [line])).toEqual([14_500]);
    expect((await soldOut(extras.id, option("Papas fritas"), true)).statusCode).toBe(200);
    const refused = await shop.create(shop.body({ products: [line] }));
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await soldOut(extras.id, option("Papas fritas"), false)).statusCode).toBe(200);
    expect(await unitPrices(shop, [line])).toEqual([14_500]);
    expect((await shop.call("DELETE", `/modifier-groups/${extras.id}`)).statusCode).toBe(200);
    const gone = await shop.create(shop.body({ products: [line] }));
    expect(gone.statusCode, gone.body).toBe(409);
    expect(gone.json().error.message).toBe(
      "Una de las opciones elegidas ya no corresponde a Bife de chorizo.",
    );
    expect(await unitPrices(shop, [{ ...line, options: [option("A punto")] }])).toEqual([12_000]);
  });

  it("keeps nothing read while a group changed, nor when the barrier cannot vouch", async () => {
    const shop = await sellingBusiness(server());
    const { steak, milanesa } = await parrilla(shop);
    const bus = createMemoryBus();
    const cache = createGroupsCache(bus);
    const db = server().ctx.database.db;
    const products = [
      { id: steak, updatedAt: 1 },
      { id: milanesa, updatedAt: 1 },
    ];
    const trusted = cache.reader(async () => true);
    const racing = cache.reader(async () => {
      // The change is heard after the barrier and before the read's answer: what it read may be stale.
      await bus.publish(shop.businessId, { entity: "modifier-groups", id: steak, op: "update" });
      return true;
    });
    expect((await racing(db, shop.businessId, products, "20261129")).get(steak)).toHaveLength(2);
    expect(cache.size).toBe(0);
    await cache.reader(async () => false)(db, shop.businessId, products, "20261129");
    expect(cache.size).toBe(0);
    await trusted(db, shop.businessId, products, "20261129");
    expect(cache.size).toBe(2);
    await bus.publish(shop.businessId, { entity: "products", id: steak, op: "update" });
    expect(cache.size).toBe(2);
    await bus.publish(shop.businessId, { entity: "modifier-groups", id: steak, op: "delete" });
    expect(cache.size).toBe(0);
    cache.close();
    await bus.close();
  });
});

describe.runIf(engines.includes("postgres"))("the groups orders read, across two instances", () => {
  const server = useTestServer("postgres");
  const second = useSecondServer(server);

  it("a price changed on one instance prices the next order on the other", async () => {
    const shop = await sellingBusiness(server());
    const { steak, option, extras } = await parrilla(shop);
    const onSecond = orderCalls(second(), shop.owner.cookies).create;
    const line = { product_id: steak, quantity: 1, options: [option("A punto"), option("Papas fritas")] };
    for (const price of [2100, 2200, 2300, 2400, 2500]) {
      expect(await unitPrices(shop, [line], onSecond)).toEqual([12_000 + price - 100]);
      await priceFries(shop, extras, price);
    }
    expect(await unitPrices(shop, [line], onSecond)).toEqual([14_500]);
  });
});
