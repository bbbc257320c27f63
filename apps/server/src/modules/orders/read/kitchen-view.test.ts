import { type Order, uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../../test/cash-kit.ts";
import { engines } from "../../../../test/database-kit.ts";
import { orderCalls } from "../../../../test/orders-kit.ts";
import { addUser, useTestServer } from "../../../../test/server-kit.ts";

/** Decision 070: KITCHEN reads a kitchen's view of the open shift's orders, never customers or payments. */
describe.each(engines)("the kitchen's view of orders on %s", (engine) => {
  const server = useTestServer(engine);

  it("gives KITCHEN the items, notes, type and the customer's first name, no phone, address or payments", async () => {
    const shop = await cashShop(server(), 0);
    const customer = await shop.orders.call("POST", "/customers", {
      name: "Marta Gómez",
      phone: "11 4567-8901",
      address: "Av. Corrientes 1234, 3° B",
      notes: "Timbre que no anda: llamar",
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const promised = Date.now() + 60 * 60 * 1000;
    // $3.000 − 10 % + $200 tip + $800 fee = $3.700: $2.000 cash (paga con $2.500), $1.700 card.
    const created = await shop.orders.create({
      id: uuidv7(),
      turn: "7",
      type: "delivery",
      customer_id: customer.json().data.id,
      payment_method_id: shop.cash.id,
      observation: "Sin sal",
      products: [{ product_id: shop.dish, quantity: 2 }],
      delivery_fee: 800,
      promised_at: promised,
      adjustments: [{ kind: "discount", mode: "percent", value: 10, reason: "Cliente de la casa" }],
      tip: 200,
      payments: [
        { payment_method_id: shop.cash.id, amount: 2000, tendered: 2500 },
        { payment_method_id: shop.card.id, amount: 1700 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const full: Order = created.json().data;
    expect(full.payments).toHaveLength(2);
    const completedBefore = await shop.sell(shop.cash.id);

    const kitchen = orderCalls(server(), (await addUser(server(), shop.businessId, "KITCHEN")).cookies);
    const seen = {
      type: "delivery",
      turn: "7",
      observation: "Sin sal",
      promisedAt: promised,
      lines: [{ name: "Milanesa", quantity: 2 }],
      customer: { name: "Marta", phone: null, address: null, notes: null },
      payments: [],
      adjustments: [],
      tip: 0,
      paymentMethodName: "",
    };
    const board = (await kitchen.board()).json().data;
    expect(board.orders.find((order: Order) => order.id === full.id)).toMatchObject(seen);
    // docs/product.md: the shift's 'Ordenes completadas' and 'Monto total' are every role's.
    expect(board.shift).toMatchObject({ totalOrders: 1, totalAmount: 1500 });
    const read = await kitchen.get(full.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject(seen);
    const received = await kitchen.act(full.id, "receive");
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({ ...seen, status: "preparing" });
    const body = JSON.stringify([board, read.json(), received.json()]);
    for (const secret of ["1145678901", "Corrientes", "Timbre", "Gómez", "Cliente de la casa", "Tarjeta"])
      expect(body).not.toContain(secret);

    // The counter still reads it whole.
    expect((await shop.orders.get(full.id)).json().data).toMatchObject({
      customer: { name: "Marta Gómez", phone: "1145678901" },
      payments: full.payments,
    });

    // A closed shift is not the kitchen's: its orders are as unknown as made-up ids.
    await shop.orders.act(full.id, "cancel");
    const closed = await shop.shifts.close(shop.shift.id, shop.counts([[shop.cash.id, 1500]]));
    expect(closed.statusCode, closed.body).toBe(200);
    for (const id of [full.id, completedBefore]) {
      const old = await kitchen.get(id);
      expect(old.statusCode, old.body).toBe(404);
      expect((await kitchen.act(id, "receive")).statusCode).toBe(404);
      expect((await shop.orders.get(id)).statusCode).toBe(200);
    }
  });
});
