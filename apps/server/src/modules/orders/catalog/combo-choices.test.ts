import { uuidv7 } from "@comanda/domain";
import { afterAll, describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { steakGroups } from "../../../../test/modifiers-kit.ts";
import { openTableTab, type SellingBusiness, sellingBusiness } from "../../../../test/orders-kit.ts";
import { type FakePrinter, startFakePrinter, ticketLines } from "../../../../test/printer-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { movementSums } from "../../../../test/service-rows-kit.ts";

/**
 * 'Combo Parrilla' at $ 20.000: two 'Bife de chorizo' that ask their point and extras (an egg takes 1 piece,
 * 'Sin cebolla' spares the recipe's 50 g of onion) and fries that ask nothing.
 */
const parrilla = async (shop: SellingBusiness) => {
  const egg = await shop.ingredient("Huevo", "piece", 100_000);
  const onion = await shop.ingredient("Cebolla", "kg", 10_000);
  const steak = await shop.product("Bife de chorizo", { price: 1_200_000, quantity: null });
  await shop.recipe(steak, onion, 50, 1);
  const fries = await shop.product("Papas", { quantity: null });
  const groups = await steakGroups(shop, { egg, onion });
  await groups.attach(steak, [groups.punto.id, groups.extras.id]);
  const combo = await shop.combo("Combo Parrilla", 20_000, [
    { product_id: steak, quantity_needed: 2 },
    { product_id: fries, quantity_needed: 1 },
  ]);
  return { ...groups, steak, fries, combo, egg, onion };
};

type Item = { productId: string; options?: { name: string; price: number }[] };

describe.each(engines)("a combo's products' own choices (decision 080) on %s", (engine) => {
  const server = useTestServer(engine);
  const printers: FakePrinter[] = [];
  afterAll(async () => {
    for (const printer of printers) await printer.stop();
  });

  it("prices them from the catalog, keeps them under their product, prints them and takes their stock", async () => {
    const shop = await sellingBusiness(server());
    const { steak, fries, combo, option, egg, onion } = await parrilla(shop);
    const kitchen = await startFakePrinter();
    printers.push(kitchen);
    const station = await shop.call("POST", "/stations", {
      name: "Parrilla",
      printer_host: kitchen.host,
      printer_port: kitchen.port,
      paper_width: 80,
    });
    expect(station.statusCode, station.body).toBe(201);

    const body = shop.body({
      promotions: [
        {
          promotion_id: combo,
          quantity: 2,
          items: [{ product_id: steak, options: [option("Jugoso"), option("Huevo frito")], price: 1 }],
          unit_price: 1,
        } as never,
      ],
    });
    const created = await shop.create(body);
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data;
    // Each combo: $ 20.000 and two steaks with an egg ($ 1.500 each); a client's price is not read.
    expect(order.lines[0]).toMatchObject({ kind: "promotion", unitPrice: 23_000, subtotal: 46_000 });
    expect(order.total).toBe(46_000);
    expect(
      order.lines[0].items.map((item: Item) => [item.productId, item.options?.map((each) => each.name)]),
    ).toEqual([
      [steak, ["Jugoso", "Huevo frito"]],
      [fries, undefined],
    ]);
    expect(order.lines[0].items[0].options[1]).toMatchObject({ group: "Extras", price: 1500 });
    expect((await shop.get(order.id)).json().data.lines).toEqual(order.lines);
    // Four steaks with an egg each; the onion of the recipe still goes.
    expect(await shop.quantityOf("ingredient", egg)).toBe(96_000);
    expect(await shop.quantityOf("ingredient", onion)).toBe(10_000 - 200);

    // The comanda prints the choices under the combo's steaks.
    const ticket = ticketLines((await kitchen.waitForTickets(1))[0] as Buffer);
    const at = ticket.indexOf("4 x Bife de chorizo (Combo Parrilla)");
    expect(at).toBeGreaterThan(0);
    expect(ticket.slice(at + 1, at + 3)).toEqual(["    > Jugoso", "    > Huevo frito"]);
    expect(ticket).toContain("2 x Papas (Combo Parrilla)");
    // The receipt says what the combo's price includes.
    const receipt = await shop.call("POST", `/orders/${order.id}/receipt/print`, {
      stationId: station.json().data.id,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const printed = ticketLines((await kitchen.waitForTickets(2))[1] as Buffer).join("\n");
    expect(printed).toContain("Bife de chorizo: Jugoso");

    // Edited to 'A punto' without the egg and without onion: a change to write, and its stock moves back.
    const edited = await shop.edit(order.id, {
      turn: order.turn,
      payment_method_id: shop.cash,
      version: order.version,
      products: [],
      promotions: [
        {
          promotion_id: combo,
          quantity: 2,
          items: [{ product_id: steak, options: [option("A punto"), option("Sin cebolla")] }],
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.total).toBe(40_000);
    expect(edited.json().data.changes.length).toBeGreaterThan(0);
    expect(await shop.quantityOf("ingredient", egg)).toBe(100_000);
    expect(await shop.quantityOf("ingredient", onion)).toBe(10_000);
    expect((await shop.act(order.id, "cancel")).statusCode).toBe(200);
    const sums = await movementSums(server().ctx.database.db, shop.businessId);
    expect(sums.get(egg)).toBe(100_000);
    expect(sums.get(onion)).toBe(10_000);
  });

  it("refuses a required choice left out (400) and an option 'Agotado' (409), and sells a combo without choices as set up", async () => {
    const shop = await sellingBusiness(server());
    const { steak, fries, combo, option, extras, soldOut } = await parrilla(shop);
    const create = (items: unknown) =>
      shop.create(shop.body({ promotions: [{ promotion_id: combo, quantity: 1, items } as never] }));
    const missing = await create([{ product_id: fries, options: [] }]);
    expect(missing.statusCode).toBe(400);
    const message = "Elegí Punto de cocción para Bife de chorizo del Combo Parrilla.";
    expect(missing.json().error).toMatchObject({ message, fields: { "promotions.0.items": message } });
    await soldOut(extras.id, option("Huevo frito"), true);
    const egged = await create([{ product_id: steak, options: [option("Jugoso"), option("Huevo frito")] }]);
    expect(egged.statusCode).toBe(409);
    expect(egged.json().error.message).toBe("Huevo frito está agotado hoy.");
    // A screen or a queued order from before says no choices: the combo goes as it is set up.
    const plain = await shop.create(shop.body({ promotions: [{ promotion_id: combo, quantity: 1 }] }));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data.total).toBe(20_000);
  });

  it("counts a combo's products' options in the shift's options sold", async () => {
    const shop = await sellingBusiness(server());
    const { steak, combo, option } = await parrilla(shop);
    const created = await shop.create(
      shop.body({
        promotions: [
          { promotion_id: combo, quantity: 1, items: [{ product_id: steak, options: [option("Jugoso")] }] },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    for (const step of ["receive", "deliver", "complete"])
      expect((await shop.call("POST", `/orders/${created.json().data.id}/${step}`)).statusCode).toBe(200);
    const detail = (await shop.call("GET", `/shifts/${shop.shiftId}`)).json().data;
    // Two steaks in the combo, both 'Jugoso'.
    expect(detail.optionsSold).toEqual([expect.objectContaining({ name: "Jugoso", quantity: 2 })]);
  });

  it("keeps a tab's combo with its choices through the next round, and makes a line for other ones", async () => {
    const shop = await sellingBusiness(server());
    const { steak, fries, combo, option } = await parrilla(shop);
    const tab = await openTableTab(shop.call);
    const first = await shop.call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      promotions: [
        { promotion_id: combo, quantity: 1, items: [{ product_id: steak, options: [option("Jugoso")] }] },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await shop.call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      products: [{ product_id: fries, quantity: 1 }],
    });
    expect(second.statusCode, second.body).toBe(200);
    // The same combo with other choices is a line of its own; with the same ones, more of the tab's line.
    const other = await shop.call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      promotions: [
        { promotion_id: combo, quantity: 1, items: [{ product_id: steak, options: [option("A punto")] }] },
      ],
    });
    expect(other.statusCode, other.body).toBe(200);
    const same = await shop.call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      promotions: [
        { promotion_id: combo, quantity: 1, items: [{ product_id: steak, options: [option("Jugoso")] }] },
      ],
    });
    expect(same.statusCode, same.body).toBe(200);
    const combos = same.json().data.lines.filter((line: { kind: string }) => line.kind === "promotion");
    expect(
      combos.map((line: { quantity: number; items: Item[] }) => [
        line.items[0]?.options?.map((each) => each.name),
        line.quantity,
      ]),
    ).toEqual([
      [["Jugoso"], 2],
      [["A punto"], 1],
    ]);
    const comboLine = second.json().data.lines.find((line: { kind: string }) => line.kind === "promotion");
    expect(comboLine.items[0].options.map((each: { name: string }) => each.name)).toEqual(["Jugoso"]);
    const friesLine = second.json().data.lines.find((line: { kind: string }) => line.kind === "product");
    // The combo is still priced with its choices ('Jugoso' adds nothing).
    expect(second.json().data.total).toBe(20_000 + friesLine.subtotal);
  });
});
