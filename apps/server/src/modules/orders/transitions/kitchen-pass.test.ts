import type { Order } from "@comanda/domain";
import { madeLines } from "@comanda/domain/stations";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { placeOrder, type SellingBusiness, sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";

// Decision 087: the kitchen display runs the pass — lines done one by one, the card bumped, 'Recuperar'.
describe.each(engines)("the kitchen's pass on %s", (engine) => {
  const server = useTestServer(engine);
  let shop: SellingBusiness;
  beforeAll(async () => {
    shop = await sellingBusiness(server());
  });

  const done = (who: { call: SellingBusiness["call"] }, id: string, key: string, isDone = true) =>
    who.call("POST", `/orders/${id}/kitchen/lines`, { key, done: isDone });
  const recall = (id: string, stationId: string | null) =>
    shop.call("POST", `/orders/${id}/kitchen/recall`, { stationId });
  const keysOf = async (id: string, owner: SellingBusiness = shop) =>
    madeLines((await owner.get(id)).json().data as Order).map((line) => line.key);

  it("without stations: a tap marks a line done (and receives the order), the last line makes it ready", async () => {
    const fries = await shop.product("Papas pass");
    const burger = await shop.product("Hamburguesa pass");
    const order = await placeOrder(shop, {
      products: [
        { product_id: fries, quantity: 2 },
        { product_id: burger, quantity: 1 },
      ],
    });
    const [friesKey, burgerKey] = (await keysOf(order.id)) as [string, string];
    const cook = await shop.staff("KITCHEN");
    const first = await done(cook, order.id, friesKey);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: "preparing",
      linesDone: [{ key: friesKey, quantity: 2 }],
    });
    // Tapped again: not done after all.
    const undone = await done(cook, order.id, friesKey, false);
    expect(undone.json().data.linesDone).toEqual([]);
    await done(cook, order.id, friesKey);
    const last = await done(cook, order.id, burgerKey);
    expect(last.json().data.status).toBe("ready");
    // Every device sees it: the board carries what was done.
    const onBoard = (await shop.board()).json().data.orders.find((o: Order) => o.id === order.id) as Order;
    expect(onBoard.status).toBe("ready");
    const late = await done(cook, order.id, friesKey, false);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("Este pedido ya está «Listo para entregar».");
  });

  it("refuses a line that is not on the card, and a malformed body, in Spanish", async () => {
    const order = await placeOrder(shop, {
      products: [{ product_id: await shop.product("Tarta"), quantity: 1 }],
    });
    const stranger = await done(shop, order.id, "product:nada||");
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().error.message).toMatch(/Esa línea ya no está en el pedido/);
    for (const body of [{}, { key: "x" }, { key: "", done: true }, { key: 3, done: "sí" }]) {
      const bad = await shop.call("POST", `/orders/${order.id}/kitchen/lines`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const foreign = await sellingBusiness(server());
    expect((await done(foreign, order.id, (await keysOf(order.id))[0] as string)).statusCode).toBe(404);
  });

  it("an edit that raises a done line's quantity makes it undone; the line done before the edit stays done", async () => {
    const soup = await shop.product("Sopa pass");
    const bread = await shop.product("Pan pass");
    const order = await placeOrder(shop, {
      products: [
        { product_id: soup, quantity: 1 },
        { product_id: bread, quantity: 1 },
      ],
    });
    const [soupKey, breadKey] = (await keysOf(order.id)) as [string, string];
    await done(shop, order.id, soupKey);
    await done(shop, order.id, breadKey, true).then((answer) =>
      expect(answer.json().data.status).toBe("ready"),
    );
    expect((await recall(order.id, null)).json().data.status).toBe("preparing");
    const current = (await shop.get(order.id)).json().data as Order;
    const edited = await shop.edit(order.id, {
      turn: current.turn,
      payment_method_id: current.paymentMethodId,
      observation: null,
      products: [
        { product_id: soup, quantity: 2 },
        { product_id: bread, quantity: 1 },
      ],
      promotions: [],
      version: current.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await shop.get(order.id)).json().data as Order;
    const { isLineDone } = await import("@comanda/domain/kitchen");
    const [soupLine, breadLine] = madeLines(after);
    expect(isLineDone(after, soupLine as { key: string; quantity: number })).toBe(false);
    expect(isLineDone(after, breadLine as { key: string; quantity: number })).toBe(true);
  });

  it("with stations: the last line of a station bumps its card; 'Recuperar' brings it back, and the order too", async () => {
    // A business of its own: its stations would take the other tests' lines.
    const shop = await sellingBusiness(server());
    const recall = (id: string, stationId: string | null) =>
      shop.call("POST", `/orders/${id}/kitchen/recall`, { stationId });
    const station = async (name: string) =>
      (await shop.call("POST", "/stations", { name })).json().data.id as string;
    const kitchen = await station("Cocina pass");
    const bar = await station("Barra pass");
    const coke = await shop.product("Coca pass");
    const steak = await shop.product("Bife pass");
    await shop.call("PUT", "/station-routing", {
      products: [
        { id: coke, stationId: bar },
        { id: steak, stationId: kitchen },
      ],
    });
    const order = await placeOrder(shop, {
      products: [
        { product_id: coke, quantity: 1 },
        { product_id: steak, quantity: 1 },
      ],
    });
    const [cokeKey, steakKey] = (await keysOf(order.id, shop)) as [string, string];
    const barDone = await done(shop, order.id, cokeKey);
    expect(barDone.json().data).toMatchObject({ status: "preparing", stationsDone: [bar] });
    expect(barDone.json().data.stationsDoneAt[bar]).toBeGreaterThan(0);
    // 'Recuperar' at the bar: its 'Listo' undone, the line stays done.
    const back = await recall(order.id, bar);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: "preparing", stationsDone: [] });
    expect(back.json().data.linesDone).toEqual([{ key: cokeKey, quantity: 1 }]);
    await shop.call("POST", `/orders/${order.id}/stations/${bar}/ready`);
    const ready = await done(shop, order.id, steakKey);
    expect(ready.json().data.status).toBe("ready");
    // The kitchen recalls its card of a ready order: the order is being made again, the bar's 'Listo' stands.
    const again = await recall(order.id, kitchen);
    expect(again.json().data).toMatchObject({ status: "preparing", stationsDone: [bar] });
    await shop.call("POST", `/orders/${order.id}/stations/${kitchen}/ready`);
    await shop.act(order.id, "complete");
    const gone = await recall(order.id, kitchen);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error.message).toBe("Este pedido ya salió de la cocina: no se puede recuperar.");
    const unknown = await recall(order.id, "0190a0b0-0000-7000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
  });
});
