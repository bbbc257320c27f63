import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { placeOrder, sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { closeShiftRow } from "../../../../test/service-rows-kit.ts";
import { FINISHED_ON_BOARD } from "./board.ts";

const day = 24 * 60 * 60 * 1000;

describe.each(engines)("the board and the order dialog's combos on %s", (engine) => {
  const server = useTestServer(engine);

  it("shows the open shift's working orders and the last finished ones, newest first, to every role", async () => {
    const shop = await sellingBusiness(server());
    const empanada = await shop.product("Empanada", { quantity: null });
    const one = { products: [{ product_id: empanada, quantity: 1 }] };
    const finished: string[] = [];
    for (let index = 0; index < FINISHED_ON_BOARD + 2; index++)
      finished.push((await placeOrder(shop, one)).id);
    // The oldest is finished last: the board keeps the most recently finished, so it stays and the
    // next two oldest drop off.
    for (const id of [...finished.slice(1), finished[0] as string]) await shop.act(id, "cancel");
    const working = [await placeOrder(shop, one), await placeOrder(shop, one)].map((order) => order.id);
    await shop.act(working[0] as string, "receive");
    const kitchen = await shop.staff("KITCHEN");
    const response = await kitchen.board();
    expect(response.statusCode).toBe(200);
    const board = response.json().data;
    expect(board.shift).toMatchObject({
      id: shop.shiftId,
      status: "active",
      endDate: null,
      nextTurn: String(FINISHED_ON_BOARD + 5),
    });
    expect(board.categories).toEqual([{ id: shop.categoryId, name: "Bebidas" }]);
    const expected = [...working.reverse(), ...finished.slice(3).reverse(), finished[0]];
    expect(board.orders.map((order: { id: string }) => order.id)).toEqual(expected);
    expect(board.orders[1]).toMatchObject({
      status: "preparing",
      lines: [{ name: "Empanada", quantity: 1 }],
    });
  });

  it("shows no orders without an open shift, and never another business's", async () => {
    const shop = await sellingBusiness(server());
    const other = await sellingBusiness(server());
    const empanada = await shop.product("Empanada", { quantity: null });
    await placeOrder(shop, { products: [{ product_id: empanada, quantity: 1 }] });
    const otherBoard = (await other.board()).json().data;
    expect(otherBoard.orders).toEqual([]);
    expect(otherBoard.shift.id).toBe(other.shiftId);
    await closeShiftRow(server().ctx.database.db, shop.shiftId, shop.userId);
    expect((await shop.board()).json().data).toEqual({
      shift: null,
      orders: [],
      categories: [{ id: shop.categoryId, name: "Bebidas" }],
      stations: [],
      routing: { categories: {}, products: {} },
    });
  });

  it("offers active combos inside their dates with every product enabled, with how many the stock allows", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 7 });
    const fries = await shop.product("Papas", { quantity: 100 });
    const flan = await shop.product("Flan", { quantity: null });
    const off = await shop.product("Fernet", { quantity: 10 });
    const now = Date.now();
    const combo = await shop.combo("Combo cola", 2500.5, [
      { product_id: coke, quantity_needed: 2 },
      { product_id: fries, quantity_needed: 1 },
    ]);
    const free = await shop.combo("Combo flan", 1000, [{ product_id: flan, quantity_needed: 3 }]);
    await shop.combo("Vencido", 1000, [{ product_id: coke, quantity_needed: 1 }], {
      start_date: now - 2 * day,
      end_date: now - day,
    });
    await shop.combo("Futuro", 1000, [{ product_id: coke, quantity_needed: 1 }], { start_date: now + day });
    const inactive = await shop.combo("Apagado", 1000, [{ product_id: coke, quantity_needed: 1 }]);
    await shop.call("PATCH", `/promotions/${inactive}/status`, { isActive: false });
    await shop.combo("Con fernet", 1000, [{ product_id: off, quantity_needed: 1 }]);
    await shop.call("PATCH", `/products/${off}/status`, { status: "disabled" });

    const response = await shop.promotionOptions();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items).toEqual([
      {
        id: combo,
        name: "Combo cola",
        value: 2500.5,
        items: [
          { productId: coke, name: "Coca-Cola", quantityNeeded: 2, quantity: 7 },
          { productId: fries, name: "Papas", quantityNeeded: 1, quantity: 100 },
        ],
        // floor(7 / 2) cokes bound it
        maxQuantity: 3,
      },
      {
        id: free,
        name: "Combo flan",
        value: 1000,
        items: [{ productId: flan, name: "Flan", quantityNeeded: 3, quantity: null }],
        maxQuantity: null,
      },
    ]);
    const searched = (await shop.promotionOptions("?q=FLAN&limit=5")).json().data.items;
    expect(searched.map((item: { id: string }) => item.id)).toEqual([free]);
    expect((await shop.promotionOptions("?limit=1")).json().data.items).toHaveLength(1);
    expect((await (await shop.staff("KITCHEN")).promotionOptions()).statusCode).toBe(403);
    const other = await sellingBusiness(server());
    expect((await other.promotionOptions()).json().data.items).toEqual([]);
  });
});
