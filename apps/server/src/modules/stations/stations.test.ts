import type { Order } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { placeOrder, type SellingBusiness, sellingBusiness } from "../../../test/orders-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("stations on %s", (engine) => {
  const server = useTestServer(engine);
  let shop: SellingBusiness;
  beforeAll(async () => {
    shop = await sellingBusiness(server());
  });

  const createStation = async (body: Record<string, unknown>) => {
    const response = await shop.call("POST", "/stations", body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; name: string };
  };

  it("creates a station with a printer, defaulting the port to 9100 and the paper to 80 mm", async () => {
    const created = await createStation({ name: "  Parrilla ", printer_host: "192.168.0.50" });
    expect(created).toMatchObject({
      name: "Parrilla",
      status: "enabled",
      printerHost: "192.168.0.50",
      printerPort: 9100,
      paperWidth: 80,
    });
    expect(created).toMatchObject({ resendUnconfirmed: false });
    // Decision 065: the station may let unconfirmed tickets go again; an edit without it keeps it.
    const resending = await shop.call("PATCH", `/stations/${created.id}`, {
      name: "Parrilla",
      resend_unconfirmed: true,
    });
    expect(resending.json().data).toMatchObject({ printerHost: "192.168.0.50", resendUnconfirmed: true });
    const edited = await shop.call("PATCH", `/stations/${created.id}`, {
      name: "Parrilla",
      printer_host: null,
    });
    expect(edited.json().data).toMatchObject({ resendUnconfirmed: true });
    expect(edited.json().data).toMatchObject({ printerHost: null, printerPort: null, paperWidth: null });
    const duplicate = await shop.call("POST", "/stations", { name: "PARRILLA" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe("Ya existe una estación con ese nombre.");
  });

  it("refuses a bad printer with a Spanish message on the field", async () => {
    for (const body of [
      { name: "Barra 1", printer_host: "http://impresora" },
      { name: "Barra 2", printer_host: "10.0.0.9", printer_port: 70_000 },
      { name: "Barra 3", printer_host: "10.0.0.9", paper_width: 76 },
    ]) {
      const response = await shop.call("POST", "/stations", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toBeDefined();
    }
  });

  it("lets only ADMIN manage stations and routing", async () => {
    for (const role of ["CASHIER", "KITCHEN"] as const) {
      const other = await shop.staff(role);
      expect((await other.call("POST", "/stations", { name: `Otra ${role}` })).statusCode).toBe(403);
      expect((await other.call("GET", "/station-routing")).statusCode).toBe(403);
    }
  });

  it("routes categories and products, refuses another business's ids, and refuses deleting a used station", async () => {
    const bar = await createStation({ name: "Barra" });
    const coke = await shop.product("Coca");
    const routed = await shop.call("PUT", "/station-routing", {
      categories: [{ id: shop.categoryId, stationId: bar.id }],
      products: [{ id: coke, stationId: bar.id }],
    });
    expect(routed.statusCode, routed.body).toBe(200);
    expect(routed.json().data.categories[shop.categoryId]).toBe(bar.id);
    expect(routed.json().data.products[coke]).toBe(bar.id);
    // The screen names the products that have a station of their own.
    expect((await shop.call("GET", "/station-routing")).json().data.productNames).toEqual({ [coke]: "Coca" });
    const deleting = await shop.call("DELETE", `/stations/${bar.id}`);
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().error.message).toBe(
      "No se puede eliminar la estación: tiene 1 categoría y 1 producto. Pasalos a otra estación primero.",
    );
    const other = await sellingBusiness(server());
    const foreign = await other.call("PUT", "/station-routing", {
      categories: [{ id: other.categoryId, stationId: bar.id }],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await other.call("GET", "/station-routing")).json().data.categories).toEqual({});
    await shop.call("PUT", "/station-routing", {
      categories: [{ id: shop.categoryId, stationId: null }],
      products: [{ id: coke, stationId: null }],
    });
    expect((await shop.call("DELETE", `/stations/${bar.id}`)).statusCode).toBe(200);
  });
});

describe.each(engines)("an order made by several stations on %s", (engine) => {
  const server = useTestServer(engine);

  /** Kitchen (first: takes what has no station), bar (drinks), grill (one product of its own). */
  const kitchenBarGrill = async () => {
    const shop = await sellingBusiness(server());
    const station = async (name: string) =>
      (await shop.call("POST", "/stations", { name })).json().data.id as string;
    const kitchen = await station("Cocina");
    const bar = await station("Barra");
    const grill = await station("Parrilla");
    const drinks = (await shop.call("POST", "/categories", { name: "Tragos" })).json().data.id as string;
    const coke = await shop.product("Coca");
    const fries = await shop.product("Papas fritas");
    const steak = await shop.product("Bife");
    await shop.call("PUT", "/station-routing", {
      categories: [{ id: drinks, stationId: bar }],
      products: [
        { id: coke, stationId: bar },
        { id: steak, stationId: grill },
      ],
    });
    return { shop, kitchen, bar, grill, coke, fries, steak };
  };

  const ready = (shop: SellingBusiness, order: string, station: string) =>
    shop.call("POST", `/orders/${order}/stations/${station}/ready`);

  it("the board carries the stations and the routing; combo items go to their own stations", async () => {
    const { shop, kitchen, bar, grill, coke, fries, steak } = await kitchenBarGrill();
    const combo = await shop.combo("Combo bife", 9000, [
      { product_id: steak, quantity_needed: 1 },
      { product_id: coke, quantity_needed: 1 },
    ]);
    await placeOrder(shop, {
      products: [{ product_id: fries, quantity: 1 }],
      promotions: [{ promotion_id: combo, quantity: 1 }],
    });
    const board = (await shop.board()).json().data;
    expect(board.stations.map((s: { name: string }) => s.name)).toEqual(["Cocina", "Barra", "Parrilla"]);
    expect(board.routing.products).toEqual({ [coke]: bar, [steak]: grill });
    const { linesByStation } = await import("@comanda/domain/stations");
    const byStation = linesByStation(board.orders[0], board.routing, board.stations);
    expect(Object.fromEntries(byStation)).toMatchObject({
      [kitchen]: [{ quantity: 1, name: "Papas fritas", combo: null, options: [], note: null, course: null }],
      [grill]: [{ quantity: 1, name: "Bife", combo: "Combo bife", options: [], note: null, course: null }],
      [bar]: [{ quantity: 1, name: "Coca", combo: "Combo bife", options: [], note: null, course: null }],
    });
  });

  it("'Listo' per station: the order is ready when the last station is done, once", async () => {
    const { shop, kitchen, bar, grill, coke, fries } = await kitchenBarGrill();
    const order = await placeOrder(shop, {
      products: [
        { product_id: coke, quantity: 2 },
        { product_id: fries, quantity: 1 },
      ],
    });
    const early = await ready(shop, order.id, bar);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe("Primero hay que recibir el pedido.");
    expect((await shop.act(order.id, "receive")).statusCode).toBe(200);
    const idle = await ready(shop, order.id, grill);
    expect(idle.statusCode).toBe(409);
    expect(idle.json().error.message).toBe("Esta estación no tiene nada que hacer en este pedido.");
    const cook = await shop.staff("KITCHEN");
    const barDone = await cook.call("POST", `/orders/${order.id}/stations/${bar}/ready`);
    expect(barDone.statusCode, barDone.body).toBe(200);
    expect(barDone.json().data).toMatchObject({ status: "preparing", stationsDone: [bar] });
    // Said twice, it is still one station done.
    expect((await ready(shop, order.id, bar)).json().data.status).toBe("preparing");
    const last = await ready(shop, order.id, kitchen);
    expect(last.json().data).toMatchObject({ status: "ready" });
    const again = await ready(shop, order.id, kitchen);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Este pedido ya está «Listo para entregar».");
  });

  it("an edit asks the stations again", async () => {
    const { shop, kitchen, bar, coke, fries } = await kitchenBarGrill();
    const order = await placeOrder(shop, {
      products: [
        { product_id: coke, quantity: 1 },
        { product_id: fries, quantity: 1 },
      ],
    });
    await shop.act(order.id, "receive");
    await ready(shop, order.id, bar);
    const current = (await shop.get(order.id)).json().data as Order;
    expect(current.stationsDone).toEqual([bar]);
    const edited = await shop.edit(order.id, {
      turn: current.turn,
      payment_method_id: current.paymentMethodId,
      observation: null,
      products: [
        { product_id: coke, quantity: 3 },
        { product_id: fries, quantity: 1 },
      ],
      promotions: [],
      version: current.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.stationsDone).toEqual([]);
    expect((await shop.get(order.id)).json().data.stationsDone).toEqual([]);
    expect((await ready(shop, order.id, kitchen)).json().data.status).toBe("preparing");
    expect((await ready(shop, order.id, bar)).json().data.status).toBe("ready");
  });

  it("two stations finishing at the same moment move the order on exactly once", async () => {
    const { shop, kitchen, bar, coke, fries } = await kitchenBarGrill();
    for (let round = 0; round < 5; round++) {
      const order = await placeOrder(shop, {
        products: [
          { product_id: coke, quantity: 1 },
          { product_id: fries, quantity: 1 },
        ],
      });
      await shop.act(order.id, "receive");
      const answers = await Promise.all([ready(shop, order.id, kitchen), ready(shop, order.id, bar)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json().data.status).sort()).toEqual(["preparing", "ready"]);
      const row = await server()
        .ctx.database.db.selectFrom("order")
        .select(["status", "version"])
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow();
      // receive (+1) and one delivery (+1): a second move would have raised it again.
      expect(row).toEqual({ status: "ready", version: 2 });
    }
  });
});
