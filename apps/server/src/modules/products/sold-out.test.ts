import { type ChangeEvent, type Role, roles, uuidv7 } from "@comanda/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { editBody, placedOrder } from "../../../test/edit-kit.ts";
import { modifierCalls } from "../../../test/modifiers-kit.ts";
import { openTableTab, sellingBusiness } from "../../../test/orders-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

type Shop = Awaited<ReturnType<typeof sellingBusiness>>;
const soldOutMessage = "Se agotó Provoleta por hoy: sacá esa línea del pedido.";

/** Decision 086: a product 'Agotado' for the Buenos Aires day, marked from the kitchen or the counter. */
describe.each(engines)("products 'Agotado' for the day on %s", (engine) => {
  const server = useTestServer(engine);
  afterEach(() => {
    vi.useRealTimers();
  });

  const mark = (by: Pick<Shop, "call">, id: string, soldOut: boolean) =>
    by.call("PATCH", `/products/${id}/availability`, { soldOut });
  const items = async (shop: Shop, url: string) => (await shop.call("GET", url)).json().data.items;

  it("is marked by the kitchen, shown everywhere at once, and refused to new orders in Spanish", async () => {
    const shop = await sellingBusiness(server());
    const provoleta = await shop.product("Provoleta", { quantity: null });
    const soda = await shop.product("Soda");
    const group = await modifierCalls(shop).group({ name: "Salsas", options: [{ name: "Chimichurri" }] });
    const heard: ChangeEvent[] = [];
    const stop = server().ctx.bus.subscribe(shop.businessId, (message) => heard.push(message as ChangeEvent));

    const kitchen = await shop.staff("KITCHEN");
    const marked = await mark(kitchen, provoleta, true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({ id: provoleta, name: "Provoleta", soldOut: true });
    await expect
      .poll(() => heard.some((event) => event.entity === "products" && event.id === provoleta))
      .toBe(true);
    stop();

    // The product, the order screen's catalog, the menu and the kitchen's list all say it.
    expect((await shop.call("GET", `/products/${provoleta}`)).json().data.soldOut).toBe(true);
    const options = await items(shop, "/product-options");
    expect(options.map((each: { name: string; soldOut: boolean }) => [each.name, each.soldOut])).toEqual([
      ["Provoleta", true],
      ["Soda", false],
    ]);
    const menu = (await shop.call("GET", "/menu")).json().data;
    expect(menu.sections[0].products).toEqual([
      expect.objectContaining({ name: "Provoleta", soldOut: true }),
      expect.not.objectContaining({ soldOut: true }),
    ]);
    const board = await kitchen.call("GET", "/availability");
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().data).toEqual({
      products: [
        { id: provoleta, name: "Provoleta", categoryName: "Bebidas", soldOut: true },
        { id: soda, name: "Soda", categoryName: "Bebidas", soldOut: false },
      ],
      options: [
        {
          id: group.options[0]?.id,
          name: "Chimichurri",
          groupId: group.id,
          groupName: "Salsas",
          soldOut: false,
        },
      ],
    });
    // The kitchen's list carries no money.
    expect(board.body).not.toMatch(/price/i);

    const refused = await shop.create(
      shop.body({
        products: [
          { product_id: soda, quantity: 1 },
          { product_id: provoleta, quantity: 1 },
        ],
      }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      message: soldOutMessage,
      fields: { "products.1.product_id": soldOutMessage },
    });
    // A combo that brings it is refused too, naming the combo.
    const combo = await shop.combo("Picada", 5000, [{ product_id: provoleta, quantity_needed: 1 }]);
    const inCombo = await shop.create(shop.body({ promotions: [{ promotion_id: combo, quantity: 1 }] }));
    expect(inCombo.statusCode).toBe(409);
    expect(inCombo.json().error.message).toBe(
      "Se agotó Provoleta por hoy: sacá la promoción Picada del pedido.",
    );

    // Unmarked: sold again.
    expect((await mark(kitchen, provoleta, false)).json().data.soldOut).toBe(false);
    const sold = await shop.create(shop.body({ products: [{ product_id: provoleta, quantity: 1 }] }));
    expect(sold.statusCode, sold.body).toBe(201);
  });

  it("lets an edit keep what the order had, refuses one adding more, and a round adding it", async () => {
    const shop = await sellingBusiness(server());
    const provoleta = await shop.product("Provoleta", { quantity: null });
    const soda = await shop.product("Soda");
    const order = await placedOrder(shop, { products: [{ product_id: provoleta, quantity: 2 }] });
    expect((await mark(shop, provoleta, true)).statusCode).toBe(200);

    // Keeping the two (or fewer) goes through; a third is refused.
    const kept = await shop.edit(
      order.id,
      editBody(order, {
        products: [
          { product_id: provoleta, quantity: 2 },
          { product_id: soda, quantity: 1 },
        ],
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const more = await shop.edit(
      order.id,
      editBody(kept.json().data, { products: [{ product_id: provoleta, quantity: 3 }] }),
    );
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(soldOutMessage);

    // A table's round adding it.
    const tab = await openTableTab(shop.call);
    const round = await shop.call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      products: [{ product_id: provoleta, quantity: 1 }],
    });
    expect(round.statusCode).toBe(409);
    expect(round.json().error.message).toBe(soldOutMessage);
  });

  it("is available again the next Buenos Aires day, by itself", async () => {
    const shop = await sellingBusiness(server());
    const provoleta = await shop.product("Provoleta", { quantity: null });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    expect((await mark(shop, provoleta, true)).json().data.soldOut).toBe(true);
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    expect((await shop.call("GET", `/products/${provoleta}`)).json().data.soldOut).toBe(false);
    const sold = await shop.create(shop.body({ products: [{ product_id: provoleta, quantity: 1 }] }));
    expect(sold.statusCode, sold.body).toBe(201);
  });

  it("refuses other roles, unknown products and malformed bodies", async () => {
    const shop = await sellingBusiness(server());
    const provoleta = await shop.product("Provoleta");
    const other = await sellingBusiness(server());
    // Another business's product is not found; a made-up id neither.
    const foreign = await mark(other, provoleta, true);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe("No encontramos ese producto.");
    const malformed = await mark(shop, provoleta, "sí" as never);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ soldOut: "Indicá si el producto está agotado." });
    // Decision 083: a waiter takes orders; saying what the kitchen has left is not theirs.
    if ((roles as readonly string[]).includes("WAITER")) {
      const waiter = await shop.staff("WAITER" as Role);
      expect((await mark(waiter, provoleta, true)).statusCode).toBe(403);
      expect((await waiter.call("GET", "/availability")).statusCode).toBe(403);
    }
    expect((await shop.call("GET", `/products/${provoleta}`)).json().data.soldOut).toBe(false);
  });
});
