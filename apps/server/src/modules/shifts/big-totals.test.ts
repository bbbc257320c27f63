import { uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../test/cash-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { renderJob } from "../printing/render-job.ts";

/**
 * Decision 068: a shift whose sums pass 2^53 centavos. Each order is as large as the caps
 * before decision 068 let it be (a database attacked then keeps them; at today's caps the same sums take some
 * 900.000 orders, read by the same code), written straight to the database. Every sum is odd past 2^53, so
 * a double cannot hold it: every screen's endpoint and every document must still say it to the centavo.
 */
const ORDERS = 999n;
const order = {
  subtotal: 40_000_000_000_001n,
  discount: 1_000_000_000_001n,
  surcharge: 10_000_000_000_001n,
  tip: 40_000_000_000_001n,
  deliveryFee: 10_000_000_000_001n,
};
const total = order.subtotal - order.discount + order.surcharge + order.tip + order.deliveryFee;
const cashPart = 49_000_000_000_001n;
const cardPart = total - cashPart;
/** what the owner counts at close: the most a count may say */
const counted = 100_000_000_000_000n;

/** Centavos as the API's decimal string of pesos (MoneyTotal past 10^15 centavos). */
const pesos = (centavos: bigint) => `${centavos / 100n}.${String(centavos % 100n).padStart(2, "0")}`;
/** As a CSV cell says it: "123,45". */
const csv = (centavos: bigint) => pesos(centavos).replace(".", ",");
/** The integer pesos grouped as the printed Z says them: "989.010.000.000.029". */
const grouped = (centavos: bigint) => (centavos / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".");

describe.each(engines)("sums past 2^53 centavos on %s", (engine) => {
  const server = useTestServer(engine);

  it("every screen and document of the shift says them exactly", async () => {
    const shop = await cashShop(server(), 0);
    const { db, businessId, orders: calls } = shop;
    const shiftId = shop.shift.id;
    const userId = shop.owner.session.user.id;
    const now = Date.now();
    const rows = Array.from({ length: Number(ORDERS) + 1 }, (_, index) => {
      const id = uuidv7(now);
      return {
        id,
        business_id: businessId,
        shift_id: shiftId,
        turn: String(index + 1),
        // The last one was cancelled: the detail's 'Canceladas' adds it.
        status: index < Number(ORDERS) ? "completed" : "cancelled",
        payment_method_id: shop.cash.id,
        payment_method_name: "Efectivo",
        observation: null,
        subtotal: order.subtotal,
        discount: order.discount,
        surcharge: order.surcharge,
        tip: order.tip,
        delivery_fee: order.deliveryFee,
        total,
        created_by: userId,
        created_by_name: "Ana Pérez",
        request_hash: id,
        created_at: now,
        updated_at: now,
        status_changed_at: now,
      };
    });
    // BigInt binds as an exact integer on both drivers; Kysely's row types say number.
    for (let at = 0; at < rows.length; at += 400)
      await db
        .insertInto("order")
        .values(rows.slice(at, at + 400) as never)
        .execute();
    const completed = rows.slice(0, Number(ORDERS));
    const payments = completed.flatMap((row) => [
      { method: shop.cash, name: "Efectivo", isCash: 1, amount: cashPart, position: 0, row },
      { method: shop.card, name: "Tarjeta", isCash: 0, amount: cardPart, position: 1, row },
    ]);
    for (let at = 0; at < payments.length; at += 400)
      await db
        .insertInto("order_payment")
        .values(
          payments.slice(at, at + 400).map((p) => ({
            order_id: p.row.id,
            position: p.position,
            business_id: businessId,
            payment_method_id: p.method.id,
            name: p.name,
            is_cash: p.isCash,
            amount: p.amount as unknown as number,
            tendered: null,
          })),
        )
        .execute();
    // The running totals, as completing the orders would have moved them.
    await db
      .updateTable("shift")
      .set({ total_orders: Number(ORDERS), total_amount: (total * ORDERS) as unknown as number })
      .where("id", "=", shiftId)
      .execute();
    await db
      .insertInto("shift_method_total")
      .values(
        [
          [shop.cash.id, "Efectivo", 1, cashPart],
          [shop.card.id, "Tarjeta", 0, cardPart],
        ].map(([id, name, isCash, part]) => ({
          shift_id: shiftId,
          payment_method_id: id as string,
          business_id: businessId,
          name: name as string,
          is_cash: isCash as number,
          orders: Number(ORDERS),
          amount: ((part as bigint) * ORDERS) as unknown as number,
        })),
      )
      .execute();

    const get = async (url: string) => {
      const response = await calls.call("GET", url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response;
    };
    // The answer's MoneyTotal: a JSON number below 10^15 centavos, the decimal string at and past it.
    const sumOf = (each: bigint) => {
      const centavos = each * ORDERS;
      return centavos < 10n ** 15n ? Number(centavos) / 100 : pesos(centavos);
    };
    const sales = {
      subtotal: sumOf(order.subtotal),
      discounts: sumOf(order.discount),
      surcharges: sumOf(order.surcharge),
      tips: sumOf(order.tip),
      deliveryFees: sumOf(order.deliveryFee),
      total: sumOf(total),
    };
    const byMethod = [
      { paymentMethodId: shop.card.id, name: "Tarjeta", orders: 999, amount: sumOf(cardPart) },
      { paymentMethodId: shop.cash.id, name: "Efectivo", orders: 999, amount: sumOf(cashPart) },
    ];

    // The counter's bar while the shift is open, and the count the close dialog shows.
    expect((await get("/shifts/current")).json().data.shift.totalAmount).toBe(sales.total);
    expect((await get(`/shifts/${shiftId}/count`)).json().data.lines).toMatchObject([
      { name: "Efectivo", expected: sumOf(cashPart) },
      { name: "Tarjeta", expected: sumOf(cardPart) },
    ]);

    // The owner's home.
    const home = (await get("/dashboard")).json().data;
    expect(home.today).toEqual({
      amount: sales.total,
      orders: 999,
      averageTicket: Number(total) / 100,
    });
    expect(home.byPaymentMethod).toEqual(byMethod);
    expect(home.byType).toEqual([{ type: "counter", orders: 999, amount: sales.total }]);
    expect(home.salesByDay.at(-1)).toMatchObject({ amount: sales.total, orders: 999 });
    expect(home.salesByHour.filter((hour: { orders: number }) => hour.orders)).toMatchObject([
      { amount: sales.total, orders: 999 },
    ]);

    const closed = await calls.call("POST", `/shifts/${shiftId}/close`, {
      counts: [
        { payment_method_id: shop.cash.id, counted: Number(counted) / 100 },
        { payment_method_id: shop.card.id, counted: Number(counted) / 100 },
      ],
    });
    expect(closed.statusCode, closed.body).toBe(200);

    // The sales list, the shift's detail and the Z report.
    const list = (await get("/shifts")).json().data;
    expect(list.items).toMatchObject([{ id: shiftId, totalOrders: 999, totalAmount: sales.total }]);
    const detail = (await get(`/shifts/${shiftId}`)).json().data;
    expect(detail.sales).toEqual(sales);
    expect(detail.byPaymentMethod).toEqual(byMethod);
    expect(detail.cancelled).toEqual({ orders: 1, amount: Number(total) / 100 });
    const report = (await get(`/shifts/${shiftId}/report`)).json().data;
    expect(report.completed).toEqual({ orders: 999, amount: sales.total });
    expect(report.sales).toEqual(sales);
    const count = [cashPart, cardPart].map((part) => ({
      expected: sumOf(part),
      counted: Number(counted) / 100,
      difference: `-${pesos(part * ORDERS - counted)}`,
    }));
    expect(report.count).toMatchObject(count);

    // The printed Z report, from the document its print job stores.
    // An amount this long wraps on the roll: its two parts are read as one.
    const printed = Buffer.from(renderJob("z-report", JSON.stringify(report), 80))
      .toString("latin1")
      .replace(/\r?\n\s*/g, "");
    for (const amount of [total * ORDERS, order.subtotal * ORDERS, cashPart * ORDERS - counted])
      expect(printed).toContain(`${grouped(amount)},${pesos(amount).slice(-2)}`);

    // The CSV exports: the sales history and the shift's orders.
    const history = (await get("/shifts/export")).body;
    for (const amount of [total, order.discount, order.surcharge, order.tip, order.deliveryFee])
      expect(history).toContain(`;${csv(amount * ORDERS)}`);
    expect(history).toContain(`;-${csv(cashPart * ORDERS - counted + cardPart * ORDERS - counted)}`);
    const shiftCsv = (await get(`/shifts/${shiftId}/orders/export`)).body;
    expect(shiftCsv.split("\r\n").filter((line) => line.includes(`;${csv(total)};`))).toHaveLength(1000);
  });
});
