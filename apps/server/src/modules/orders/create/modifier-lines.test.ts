import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { steakGroups } from "../../../../test/modifiers-kit.ts";
import { sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { movementSums } from "../../../../test/service-rows-kit.ts";

/** A parrilla: 'Bife de chorizo' at $ 12.000 with 400 g of meat and 50 g of onion, asking both groups. */
const parrilla = async (shop: Awaited<ReturnType<typeof sellingBusiness>>) => {
  const egg = await shop.ingredient("Huevo", "piece", 100_000);
  const onion = await shop.ingredient("Cebolla", "kg", 10_000);
  const meat = await shop.ingredient("Carne", "kg", 100_000);
  const steak = await shop.product("Bife de chorizo", { price: 1_200_000, quantity: null });
  await shop.recipe(steak, meat, 400);
  await shop.recipe(steak, onion, 50, 1);
  const groups = await steakGroups(shop, { egg, onion });
  await groups.attach(steak, [groups.punto.id, groups.extras.id]);
  return { ...groups, steak, egg, onion, meat };
};

describe.each(engines)("order lines with options and notes on %s", (engine) => {
  const server = useTestServer(engine);

  it("sells one product on two lines with other choices, priced from the catalog, with each line's note", async () => {
    const shop = await sellingBusiness(server());
    const { steak, option } = await parrilla(shop);
    const body = shop.body({
      products: [
        { product_id: steak, quantity: 1, options: [option("Jugoso")], note: "para compartir" },
        {
          product_id: steak,
          quantity: 1,
          options: [option("A punto"), option("Papas fritas"), option("Huevo frito")],
          // What a client says an option costs is not read.
          price: 1,
          unit_price: 1,
        } as never,
      ],
    });
    const response = await shop.create(body);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data;
    expect(
      order.lines.map((line: { unitPrice: number; note: string | null }) => [line.unitPrice, line.note]),
    ).toEqual([
      [12_000, "para compartir"],
      [15_500, null],
    ]);
    expect(order.lines[1].options).toEqual([
      { id: option("A punto"), group: "Punto de cocción", name: "A punto", price: 0 },
      { id: option("Huevo frito"), group: "Extras", name: "Huevo frito", price: 1500 },
      { id: option("Papas fritas"), group: "Extras", name: "Papas fritas", price: 2000 },
    ]);
    expect(order.total).toBe(27_500);
    // Read back as written.
    expect((await shop.get(order.id)).json().data.lines).toEqual(order.lines);
  });

  it("answers a retry with its options as stored, and refuses the id with other options, note, course or combo choices", async () => {
    const shop = await sellingBusiness(server());
    const { steak, option } = await parrilla(shop);
    const fries = await shop.product("Papas", { quantity: null });
    const combo = await shop.combo("Combo Parrilla", 15_000, [
      { product_id: steak, quantity_needed: 1 },
      { product_id: fries, quantity_needed: 1 },
    ]);
    const chosen = (name: string) => [{ product_id: steak, options: [option(name)] }];
    const body = shop.body({
      products: [
        {
          product_id: steak,
          quantity: 1,
          options: [option("Jugoso"), option("Papas fritas")],
          note: "sin sal",
        },
      ],
      promotions: [{ promotion_id: combo, quantity: 1, items: chosen("A punto") }],
    });
    const first = await shop.create(body);
    expect(first.statusCode, first.body).toBe(201);
    // The same options in another order are the same request.
    const [line] = body.products as { options: string[] }[];
    const retry = await shop.create({
      ...body,
      products: [{ ...line, options: [...(line?.options ?? [])].reverse() }] as never,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    const others = [
      { products: [{ ...line, options: [option("A punto"), option("Papas fritas")] }] },
      { products: [{ ...line, note: "con sal" }] },
      { products: [{ ...line, course: "postre" }] },
      { promotions: [{ promotion_id: combo, quantity: 1, items: chosen("Bien cocido") }] },
    ];
    for (const change of others) {
      const refused = await shop.create({ ...body, ...change } as never);
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json().error.message).toBe("Ese pedido ya se registró con otros datos.");
    }
  });

  it("refuses a line without a required choice (400) and an option 'Agotado' today (409), in Spanish", async () => {
    const shop = await sellingBusiness(server());
    const { steak, option, extras, soldOut } = await parrilla(shop);
    const missing = await shop.create(shop.body({ products: [{ product_id: steak, quantity: 1 }] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: "Elegí Punto de cocción para Bife de chorizo.",
      fields: { "products.0.options": "Elegí Punto de cocción para Bife de chorizo." },
    });
    const two = await shop.create(
      shop.body({
        products: [{ product_id: steak, quantity: 1, options: [option("Jugoso"), option("A punto")] }],
      }),
    );
    expect(two.json().error.message).toBe("Elegí una sola opción de Punto de cocción para Bife de chorizo.");

    await soldOut(extras.id, option("Huevo frito"), true);
    const egged = await shop.create(
      shop.body({
        products: [{ product_id: steak, quantity: 1, options: [option("Jugoso"), option("Huevo frito")] }],
      }),
    );
    expect(egged.statusCode).toBe(409);
    expect(egged.json().error.message).toBe("Huevo frito está agotado hoy.");
    // Available again: sold.
    await soldOut(extras.id, option("Huevo frito"), false);
    const sold = await shop.create(
      shop.body({
        products: [{ product_id: steak, quantity: 1, options: [option("Jugoso"), option("Huevo frito")] }],
      }),
    );
    expect(sold.statusCode, sold.body).toBe(201);
  });

  it("takes an extra's ingredient and spares what 'Sin cebolla' removes, also through an edit and a cancel", async () => {
    const shop = await sellingBusiness(server());
    const { steak, option, egg, onion, meat } = await parrilla(shop);
    const body = shop.body({
      products: [
        {
          product_id: steak,
          quantity: 2,
          options: [option("Jugoso"), option("Huevo frito"), option("Sin cebolla")],
        },
        { product_id: steak, quantity: 1, options: [option("A punto")] },
      ],
    });
    const created = await shop.create(body);
    expect(created.statusCode, created.body).toBe(201);
    // 2 eggs; onion only for the one without 'Sin cebolla'; meat for all three.
    expect(await shop.quantityOf("ingredient", egg)).toBe(98_000);
    expect(await shop.quantityOf("ingredient", onion)).toBe(10_000 - 50);
    expect(await shop.quantityOf("ingredient", meat)).toBe(100_000 - 1200);

    // Edited: the first line loses its egg and gets onion back; the second gains one unit.
    const edited = await shop.edit(created.json().data.id, {
      turn: body.turn,
      payment_method_id: shop.cash,
      version: 0,
      products: [
        { product_id: steak, quantity: 2, options: [option("Jugoso")] },
        { product_id: steak, quantity: 2, options: [option("A punto")] },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await shop.quantityOf("ingredient", egg)).toBe(100_000);
    expect(await shop.quantityOf("ingredient", onion)).toBe(10_000 - 200);
    expect(await shop.quantityOf("ingredient", meat)).toBe(100_000 - 1600);

    const cancelled = await shop.act(created.json().data.id, "cancel");
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const id of [egg, onion])
      expect(await shop.quantityOf("ingredient", id)).toBe(id === egg ? 100_000 : 10_000);
    const sums = await movementSums(server().ctx.database.db, shop.businessId);
    expect(sums.get(egg)).toBe(100_000);
    expect(sums.get(onion)).toBe(10_000);
  });

  it("keeps stock equal to its movements whatever the choices (property)", async () => {
    const shop = await sellingBusiness(server());
    const { steak, option, egg, onion, meat } = await parrilla(shop);
    const points = ["Jugoso", "A punto", "Bien cocido"].map(option);
    const extraIds = ["Huevo frito", "Papas fritas", "Sin cebolla"].map(option);
    const line = fc.record({
      point: fc.constantFrom(...points),
      extras: fc.subarray(extraIds, { maxLength: 2 }),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 3 }), async (lines) => {
        const products = lines.map((each, index) => ({
          product_id: steak,
          quantity: each.quantity,
          options: [each.point, ...each.extras],
          // Equal choices would be one line: the note keeps them apart.
          note: `línea ${index}`,
        }));
        const response = await shop.create(shop.body({ products }));
        expect(response.statusCode, response.body).toBe(201);
        const sums = await movementSums(server().ctx.database.db, shop.businessId);
        for (const id of [egg, onion, meat])
          expect(await shop.quantityOf("ingredient", id)).toBe(sums.get(id));
      }),
      { numRuns: 8 },
    );
  });

  it("counts the options sold in the shift's detail and writes them, with each line's note, in its CSV", async () => {
    const shop = await sellingBusiness(server());
    const { steak, option } = await parrilla(shop);
    const sell = async (turn: string, lines: unknown[], end: "complete" | "cancel") => {
      const created = await shop.create(shop.body({ turn, products: lines }));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as string;
      const steps = end === "complete" ? ["receive", "deliver", "complete"] : ["cancel"];
      for (const step of steps)
        expect((await shop.call("POST", `/orders/${id}/${step}`)).statusCode).toBe(200);
    };
    await sell(
      "1",
      [
        { product_id: steak, quantity: 2, options: [option("Jugoso"), option("Huevo frito")] },
        {
          product_id: steak,
          quantity: 1,
          options: [option("A punto"), option("Huevo frito")],
          note: "sin sal",
        },
      ],
      "complete",
    );
    // Cancelled: sold nothing.
    await sell(
      "2",
      [{ product_id: steak, quantity: 5, options: [option("Jugoso"), option("Huevo frito")] }],
      "cancel",
    );
    const detail = await shop.call("GET", `/shifts/${shop.shiftId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(
      detail
        .json()
        .data.optionsSold.map((sold: { group: string; name: string; quantity: number }) => [
          sold.group,
          sold.name,
          sold.quantity,
        ]),
    ).toEqual([
      ["Extras", "Huevo frito", 3],
      ["Punto de cocción", "Jugoso", 2],
      ["Punto de cocción", "A punto", 1],
    ]);
    const csv = await shop.call("GET", `/shifts/${shop.shiftId}/orders/export`);
    expect(csv.statusCode).toBe(200);
    const first = csv.body.split("\r\n").find((line) => line.startsWith("1;"));
    expect(first?.split(";")[3]).toBe(
      "2 × Bife de chorizo (Jugoso, Huevo frito), 1 × Bife de chorizo (A punto, Huevo frito) · sin sal",
    );
  });

  it("keeps a table's rounds of one product with other choices on their own lines", async () => {
    const shop = await sellingBusiness(server());
    const { steak, option } = await parrilla(shop);
    const room = (await shop.call("POST", "/rooms", { name: "Salón" })).json().data;
    const planned = await shop.call("PUT", `/rooms/${room.id}/plan`, {
      version: room.version,
      tables: [{ name: "Mesa 4", seats: 4, shape: "square", x: 150, y: 200 }],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const table = planned.json().data.tables[0].id;
    const tab = await shop.call("POST", `/tables/${table}/tab`, { id: shop.body().id, guests: 2 });
    expect(tab.statusCode, tab.body).toBe(201);
    const round = (options: string[], note: string | null = null) =>
      shop.call("POST", `/tabs/${tab.json().data.id}/rounds`, {
        id: shop.body().id,
        products: [{ product_id: steak, quantity: 1, options, note }],
      });
    expect((await round([option("Jugoso")])).statusCode).toBe(200);
    expect((await round([option("Bien cocido")], "sin sal")).statusCode).toBe(200);
    const last = await round([option("Jugoso")]);
    expect(last.statusCode, last.body).toBe(200);
    const lines = last.json().data.lines as {
      quantity: number;
      note: string | null;
      options: { name: string }[];
    }[];
    expect(lines.map((each) => [each.quantity, each.options.map((o) => o.name).join(), each.note])).toEqual([
      [2, "Jugoso", null],
      [1, "Bien cocido", "sin sal"],
    ]);
  });
});
