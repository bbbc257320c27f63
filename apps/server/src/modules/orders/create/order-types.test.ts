import { type Order, uuidv7 } from "@comanda/domain";
import type { ZReport } from "@comanda/domain/cash";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../../test/cash-kit.ts";
import { engines } from "../../../../test/database-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";
import { serviceCounts } from "../../../../test/service-rows-kit.ts";

/** Decision 050: take-away and delivery orders, their customer, fee, promised time and states. */
describe.each(engines)("order types and delivery on %s", (engine) => {
  const server = useTestServer(engine);

  const shopWithCustomer = async () => {
    const shop = await cashShop(server(), 0);
    const created = await shop.orders.call("POST", "/customers", {
      name: "Marta Gómez",
      phone: "11 4567-8901",
      address: "Av. Corrientes 1234, 3° B",
      notes: "Timbre que no anda: llamar",
    });
    expect(created.statusCode, created.body).toBe(201);
    return { ...shop, customer: created.json().data.id as string };
  };

  const inAnHour = () => Date.now() + 60 * 60 * 1000;

  const deliveryBody = (shop: { cash: { id: string }; dish: string; customer: string }, extra = {}) => ({
    id: uuidv7(),
    turn: "1",
    type: "delivery",
    customer_id: shop.customer,
    payment_method_id: shop.cash.id,
    products: [{ product_id: shop.dish, quantity: 2 }],
    delivery_fee: 800,
    ...extra,
  });

  it("takes a delivery with the customer as it was, the fee in the total and the promised time", async () => {
    const shop = await shopWithCustomer();
    const promised = inAnHour();
    const response = await shop.orders.create(deliveryBody(shop, { promised_at: promised }));
    expect(response.statusCode, response.body).toBe(201);
    const order: Order = response.json().data;
    expect(order).toMatchObject({
      type: "delivery",
      customer: {
        id: shop.customer,
        name: "Marta Gómez",
        phone: "1145678901",
        address: "Av. Corrientes 1234, 3° B",
        notes: "Timbre que no anda: llamar",
      },
      subtotal: 3000,
      deliveryFee: 800,
      total: 3800,
      promisedAt: promised,
      payments: [{ name: "Efectivo", amount: 3800 }],
    });
    expect((await shop.orders.get(order.id)).json().data).toEqual(order);

    // A later change of the customer leaves the order's ticket as the courier was told.
    await shop.orders.call("PATCH", `/customers/${shop.customer}`, {
      name: "Marta Gómez",
      address: "Otra dirección 99",
    });
    expect((await shop.orders.get(order.id)).json().data.customer.address).toBe("Av. Corrientes 1234, 3° B");

    // An edit of its lines keeps the fee: 3 dishes + the fee.
    const edited = await shop.orders.edit(order.id, {
      turn: "1",
      payment_method_id: shop.cash.id,
      products: [{ product_id: shop.dish, quantity: 3 }],
      version: order.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ type: "delivery", deliveryFee: 800, total: 5300 });
  });

  it("goes 'En camino' from ready and is completed from there, counted in the shift with its fee", async () => {
    const shop = await shopWithCustomer();
    const order: Order = (await shop.orders.create(deliveryBody(shop))).json().data;
    for (const step of ["receive", "deliver"] as const)
      expect((await shop.orders.act(order.id, step)).statusCode).toBe(200);
    const early = await shop.orders.act(order.id, "complete");
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe("Este pedido ya está «Listo para entregar».");
    const out = await shop.orders.act(order.id, "dispatch");
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.status).toBe("on_the_way");

    // Still open: the shift cannot close while the courier is out.
    const refused = await shop.shifts.close(shop.shift.id, shop.counts([[shop.cash.id, 0]]));
    expect(refused.statusCode).toBe(409);

    expect((await shop.orders.act(order.id, "complete")).json().data.status).toBe("completed");
    await shop.sell(shop.cash.id, 1); // a counter order, $1.500
    const customers = (await shop.orders.call("GET", "/customers")).json().data.items;
    expect(customers[0]).toMatchObject({ id: shop.customer, orders: 1, spent: 3800 });

    const home = (await shop.orders.call("GET", "/dashboard")).json().data;
    expect(home.byType).toEqual([
      { type: "counter", orders: 1, amount: 1500 },
      { type: "delivery", orders: 1, amount: 3800 },
    ]);

    const closed = await shop.shifts.close(shop.shift.id, shop.counts([[shop.cash.id, 5300]]));
    expect(closed.statusCode, closed.body).toBe(200);
    const report: ZReport = closed.json().data;
    expect(report.byType).toEqual([
      { type: "counter", orders: 1, amount: 1500 },
      { type: "delivery", orders: 1, amount: 3800 },
    ]);
    expect(report.completed).toEqual({ orders: 2, amount: 5300 });
    // The money's lines add up to the total, the fee among them, on the Z report and the shift's detail.
    const sales = { subtotal: 4500, discounts: 0, surcharges: 0, tips: 0, deliveryFees: 800, total: 5300 };
    expect(report.sales).toEqual(sales);
    expect((await shop.shifts.get(shop.shift.id)).json().data.sales).toEqual(sales);
  });

  it("lists and exports a shift's orders of one type", async () => {
    const shop = await shopWithCustomer();
    const delivery: Order = (await shop.orders.create(deliveryBody(shop, { turn: "7" }))).json().data;
    const takeaway = await shop.orders.create({
      id: uuidv7(),
      turn: "2",
      type: "takeaway",
      customer_id: shop.customer,
      payment_method_id: shop.cash.id,
      products: [{ product_id: shop.dish, quantity: 1 }],
      promised_at: inAnHour(),
    });
    expect(takeaway.statusCode, takeaway.body).toBe(201);
    const counter = await shop.sell(shop.cash.id, 1, "pending");

    const ids = async (query: string) =>
      (await shop.shifts.orders(shop.shift.id, query)).json().data.items.map((o: Order) => o.id);
    expect(await ids("?type=delivery")).toEqual([delivery.id]);
    expect(await ids("?type=counter")).toEqual([counter]);
    expect(await ids("")).toHaveLength(3);
    expect((await shop.shifts.orders(shop.shift.id, "?type=salon")).statusCode).toBe(400);

    const csv = await shop.orders.call("GET", `/shifts/${shop.shift.id}/orders/export?type=delivery`);
    expect(csv.statusCode).toBe(200);
    const [header, row, more] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toContain("Tipo;Cliente;Teléfono;Dirección;Envío;Hora prometida");
    expect(row).toContain("Delivery;Marta Gómez;1145678901;Av. Corrientes 1234, 3° B;800,00;");
    expect(more).toBeUndefined();
  });

  it.each([
    ["a delivery without customer", { customer_id: undefined }, "customer_id"],
    ["a delivery fee on a take-away", { type: "takeaway" }, "delivery_fee"],
    [
      "a promised time on a counter order",
      { type: "counter", customer_id: undefined, delivery_fee: undefined, promised_at: Date.now() + 60_000 },
      "promised_at",
    ],
  ])("refuses %s, writing nothing", async (_name, change, field) => {
    const shop = await shopWithCustomer();
    const before = await serviceCounts(shop.db);
    const response = await shop.orders.create(deliveryBody(shop, change));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    expect(await serviceCounts(shop.db)).toEqual(before);
  });

  it("takes only this business's customers, and a delivery only to a customer with an address", async () => {
    const shop = await shopWithCustomer();
    const other = await shopWithCustomer();
    const before = await serviceCounts(shop.db);
    const foreign = await shop.orders.create(deliveryBody(shop, { customer_id: other.customer }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ customer_id: "Ese cliente no existe." });

    const noAddress = await shop.orders.call("POST", "/customers", { name: "Sin dirección" });
    const refused = await shop.orders.create(deliveryBody(shop, { customer_id: noAddress.json().data.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      customer_id: "El cliente no tiene dirección: cargala para enviar el pedido.",
    });
    expect(await serviceCounts(shop.db)).toEqual(before);
    // Without an address it may still take away.
    const takeaway = await shop.orders.create(
      deliveryBody(shop, {
        type: "takeaway",
        customer_id: noAddress.json().data.id,
        delivery_fee: undefined,
      }),
    );
    expect(takeaway.statusCode, takeaway.body).toBe(201);
    expect(takeaway.json().data.customer).toMatchObject({ name: "Sin dirección", address: null });
  });

  it("answers a retry with the stored order, and refuses the same id with another fee", async () => {
    const shop = await shopWithCustomer();
    const body = deliveryBody(shop);
    const first = await shop.orders.create(body);
    expect(first.statusCode).toBe(201);
    const again = await shop.orders.create(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const other = await shop.orders.create({ ...body, delivery_fee: 900 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe("Ese pedido ya se registró con otros datos.");
  });

  it("answers a counter order as before: no customer, no fee, no promise", async () => {
    const shop = await shopWithCustomer();
    const id = await shop.sell(shop.cash.id, 1, "pending");
    expect((await shop.orders.get(id)).json().data).toMatchObject({
      type: "counter",
      customer: null,
      deliveryFee: 0,
      promisedAt: null,
      total: 1500,
    });
  });
});
