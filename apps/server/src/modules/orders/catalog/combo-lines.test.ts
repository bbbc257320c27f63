import { type Order, uuidv7 } from "@comanda/domain";
import { linesToMake } from "@comanda/domain/kitchen";
import { madeLines } from "@comanda/domain/stations";
import { afterAll, describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { steakGroups } from "../../../../test/modifiers-kit.ts";
import { openTableTab, type SellingBusiness, sellingBusiness } from "../../../../test/orders-kit.ts";
import { type FakePrinter, startFakePrinter, ticketLines } from "../../../../test/printer-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { movementSums } from "../../../../test/service-rows-kit.ts";

/**
 * 'Combo Parrilla' at $ 20.000: a 'Bife de chorizo' that asks its point and extras (an egg takes 1 piece; the
 * recipe takes 50 g of onion) and fries that ask nothing; both products counted, 10 of each.
 */
const parrilla = async (shop: SellingBusiness) => {
  const egg = await shop.ingredient("Huevo", "piece", 100_000);
  const onion = await shop.ingredient("Cebolla", "kg", 10_000);
  const steak = await shop.product("Bife de chorizo", { price: 1_200_000, quantity: 10 });
  await shop.recipe(steak, onion, 50, 1);
  const fries = await shop.product("Papas", { quantity: 10 });
  const groups = await steakGroups(shop, { egg, onion });
  await groups.attach(steak, [groups.punto.id, groups.extras.id]);
  const combo = await shop.combo("Combo Parrilla", 20_000, [
    { product_id: steak, quantity_needed: 1 },
    { product_id: fries, quantity_needed: 1 },
  ]);
  const line = (quantity: number, ...options: string[]) => ({
    promotion_id: combo,
    quantity,
    items: [{ product_id: steak, options: options.map(groups.option) }],
  });
  return { steak, fries, combo, egg, onion, line };
};

type Line = { kind: string; quantity: number; unitPrice: number; items: { options?: { name: string }[] }[] };
const pointsOf = (order: Order) =>
  (order.lines as Line[]).map((line) => [
    line.items[0]?.options?.map((option) => option.name),
    line.quantity,
  ]);

// Decision 080: a combo line is its combo and its products' choices, as a product line is its product, options
// and note: the same combo with other choices is another line.
describe.each(engines)("the same combo on two lines with other choices on %s", (engine) => {
  const server = useTestServer(engine);
  const printers: FakePrinter[] = [];
  afterAll(async () => {
    for (const printer of printers) await printer.stop();
  });

  it("sells, stores, prints and edits them as two lines, and moves stock for both", async () => {
    const shop = await sellingBusiness(server());
    const { steak, fries, egg, onion, line } = await parrilla(shop);
    const grill = await startFakePrinter();
    printers.push(grill);
    const station = await shop.call("POST", "/stations", {
      name: "Parrilla",
      printer_host: grill.host,
      printer_port: grill.port,
      paper_width: 80,
    });
    expect(station.statusCode, station.body).toBe(201);

    const created = await shop.create(
      shop.body({ promotions: [line(1, "Jugoso", "Huevo frito"), line(2, "A punto")] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as Order;
    // Each priced with its own choices: the egg adds $ 1.500 to the first only.
    expect(order.lines.filter((each) => each.kind === "promotion")).toMatchObject([
      { quantity: 1, unitPrice: 21_500, subtotal: 21_500 },
      { quantity: 2, unitPrice: 20_000, subtotal: 40_000 },
    ]);
    expect(order.total).toBe(61_500);
    expect(pointsOf(order)).toEqual([
      [["Jugoso", "Huevo frito"], 1],
      [["A punto"], 2],
    ]);
    expect((await shop.get(order.id)).json().data.lines).toEqual(order.lines);
    // Three steaks and three fries; one egg; the recipe's onion for the three steaks.
    expect(await shop.quantityOf("product", steak)).toBe(7);
    expect(await shop.quantityOf("product", fries)).toBe(7);
    expect(await shop.quantityOf("ingredient", egg)).toBe(99_000);
    expect(await shop.quantityOf("ingredient", onion)).toBe(10_000 - 150);

    // The comanda: two things to make, each steak with its own point under it.
    const ticket = ticketLines((await grill.waitForTickets(1))[0] as Buffer);
    const first = ticket.indexOf("1 x Bife de chorizo (Combo Parrilla)");
    const second = ticket.indexOf("2 x Bife de chorizo (Combo Parrilla)");
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(ticket.slice(first + 1, first + 3)).toEqual(["    > Jugoso", "    > Huevo frito"]);
    expect(ticket[second + 1]).toBe("    > A punto");

    // One more 'A punto': the edit changes that line only, and its comanda adds only that steak.
    const edited = await shop.edit(order.id, {
      turn: order.turn,
      payment_method_id: shop.cash,
      version: order.version,
      products: [],
      promotions: [line(1, "Huevo frito", "Jugoso"), line(3, "A punto")],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(pointsOf(edited.json().data)).toEqual([
      [["Jugoso", "Huevo frito"], 1],
      [["A punto"], 3],
    ]);
    expect(edited.json().data.changes).toEqual([
      expect.objectContaining({ kind: "quantity", name: "Combo Parrilla (A punto)", before: 2, after: 3 }),
    ]);
    const change = ticketLines((await grill.waitForTickets(2))[1] as Buffer);
    const added = change.indexOf("+ 1 x Bife de chorizo (Combo Parrilla)");
    expect(added).toBeGreaterThan(0);
    expect(change[added + 1]).toBe("    > A punto");
    expect(change).toContain("+ 1 x Papas (Combo Parrilla)");
    expect(change.join("\n")).not.toContain("Jugoso");
    expect(await shop.quantityOf("product", steak)).toBe(6);

    expect((await shop.act(order.id, "cancel")).statusCode).toBe(200);
    expect(await shop.quantityOf("product", steak)).toBe(10);
    const sums = await movementSums(server().ctx.database.db, shop.businessId);
    expect(sums.get(egg)).toBe(100_000);
    expect(sums.get(onion)).toBe(10_000);
  });

  it("refuses the same combo with the same choices on two lines, in Spanish", async () => {
    const shop = await sellingBusiness(server());
    const { line } = await parrilla(shop);
    const twice = await shop.create(
      shop.body({ promotions: [line(1, "Jugoso", "Huevo frito"), line(2, "Huevo frito", "Jugoso")] }),
    );
    expect(twice.statusCode).toBe(400);
    const message = "Dos líneas iguales (misma promoción y mismas opciones): sumá la cantidad.";
    expect(twice.json().error.fields).toEqual({ promotions: message });
  });

  it("marks the kitchen's line done on one line and leaves the other to make", async () => {
    const shop = await sellingBusiness(server());
    const { steak, line } = await parrilla(shop);
    const created = await shop.create(shop.body({ promotions: [line(1, "Jugoso"), line(1, "A punto")] }));
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as Order;
    const steaks = madeLines(order).filter((made) => made.itemId === steak);
    expect(steaks.map((made) => made.options)).toEqual([["Jugoso"], ["A punto"]]);
    const [jugoso, aPunto] = steaks.map((made) => made.key);
    expect(jugoso).not.toBe(aPunto);
    const cook = await shop.staff("KITCHEN");
    const done = await cook.call("POST", `/orders/${order.id}/kitchen/lines`, { key: jugoso, done: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: "preparing",
      linesDone: [{ key: jugoso, quantity: 1 }],
    });
    const other = await cook.call("POST", `/orders/${order.id}/kitchen/lines`, { key: aPunto, done: true });
    expect(other.json().data.linesDone).toHaveLength(2);
  });

  it("sends a table's round of the combo with other choices to the kitchen as a line of its own", async () => {
    const shop = await sellingBusiness(server());
    const { line } = await parrilla(shop);
    const tab = await openTableTab(shop.call);
    const round = (...promotions: unknown[]) =>
      shop.call("POST", `/tabs/${tab.id}/rounds`, { id: uuidv7(), promotions });
    expect((await round(line(1, "Jugoso"))).statusCode).toBe(200);
    for (const step of ["receive", "deliver", "serve"] as const)
      expect((await shop.act(tab.id, step)).statusCode).toBe(200);
    const second = await round(line(1, "A punto"), line(1, "Jugoso"));
    expect(second.statusCode, second.body).toBe(200);
    const order = second.json().data as Order;
    expect(pointsOf(order)).toEqual([
      [["Jugoso"], 2],
      [["A punto"], 1],
    ]);
    // What the kitchen makes now: one of each, the served 'Jugoso' left out by its own line's key.
    expect(order.status).toBe("pending");
    expect(pointsOf(linesToMake(order))).toEqual([
      [["Jugoso"], 1],
      [["A punto"], 1],
    ]);
  });
});
