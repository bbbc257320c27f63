import { type ShiftSummary, uuidv7 } from "@comanda/domain";
import type { CountSheet, ZReport } from "@comanda/domain/cash";
import type { Dashboard } from "@comanda/domain/dashboard";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../test/cash-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { inject, useTestServer } from "../../../test/server-kit.ts";
import { checkInvariants } from "../../db/invariants.ts";

/**
 * Decision 026: split payments, discounts, surcharges and tips in the shift's figures: the running totals and
 * the cash count, the Z report, the shift's detail, the CSV and the home screen.
 */
describe.each(engines)("split payments in the day's figures on %s", (engine) => {
  const server = useTestServer(engine);

  /**
   * Float $1.000, a $200 cash withdrawal, and three completed orders of Milanesas ($1.500 each):
   * 1. 2 dishes, −10 % cash discount, +$100 tip: $2.800 = $2.000 cash (paga con $3.000) + $800 card.
   * 2. 1 dish, +5 % card surcharge: $1.575 by card only.
   * 3. 1 dish, nothing: $1.500 cash, split at completion: $500 cash + $1.000 card.
   * Plus one cancelled order with a discount, which counts nowhere.
   */
  const day = async () => {
    const shop = await cashShop(server(), 1000);
    let turn = 0;
    const sell = async (
      units: number,
      money: Record<string, unknown>,
      complete?: object,
      end = "complete",
    ) => {
      turn += 1;
      const created = await shop.orders.create({
        id: uuidv7(),
        turn: String(turn),
        payment_method_id: shop.cash.id,
        products: [{ product_id: shop.dish, quantity: units }],
        ...money,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id: string = created.json().data.id;
      if (end === "cancel") {
        expect((await shop.orders.act(id, "cancel")).statusCode).toBe(200);
        return id;
      }
      for (const step of ["receive", "deliver"] as const) await shop.orders.act(id, step);
      const done = await shop.orders.call("POST", `/orders/${id}/complete`, complete);
      expect(done.statusCode, done.body).toBe(200);
      return id;
    };
    await sell(2, {
      adjustments: [{ kind: "discount", mode: "percent", value: 10, reason: "Efectivo" }],
      tip: 100,
      payments: [
        { payment_method_id: shop.cash.id, amount: 2000, tendered: 3000 },
        { payment_method_id: shop.card.id, amount: 800 },
      ],
    });
    await sell(1, {
      payment_method_id: shop.card.id,
      adjustments: [{ kind: "surcharge", mode: "percent", value: 5, reason: "Tarjeta" }],
    });
    await sell(
      1,
      {},
      {
        payments: [
          { payment_method_id: shop.cash.id, amount: 500 },
          { payment_method_id: shop.card.id, amount: 1000 },
        ],
      },
    );
    await sell(
      1,
      { adjustments: [{ kind: "discount", mode: "amount", value: 100, reason: "x" }] },
      undefined,
      "cancel",
    );
    const out = await shop.shifts.move(shop.shift.id, { kind: "out", amount: 200, reason: "Proveedor" });
    expect(out.statusCode, out.body).toBe(201);
    return shop;
  };

  it("counts each part under its method: expected cash = float + cash parts − withdrawals", async () => {
    const shop = await day();
    const sheet: CountSheet = (await shop.shifts.count(shop.shift.id)).json().data;
    expect(sheet.lines).toEqual([
      { paymentMethodId: shop.cash.id, name: "Efectivo", isCash: true, expected: 1000 + 2000 + 500 - 200 },
      { paymentMethodId: shop.card.id, name: "Tarjeta", isCash: false, expected: 800 + 1575 + 1000 },
    ]);
    const summary: ShiftSummary = (await shop.shifts.get(shop.shift.id)).json().data;
    expect(summary.shift).toMatchObject({ totalOrders: 3, totalAmount: 2800 + 1575 + 1500 });
    expect(summary.byPaymentMethod).toEqual([
      { paymentMethodId: shop.card.id, name: "Tarjeta", orders: 3, amount: 3375 },
      { paymentMethodId: shop.cash.id, name: "Efectivo", orders: 2, amount: 2500 },
    ]);
    expect((await checkInvariants(shop.db)).breaks).toEqual([]);
  });

  it("gives the Z report its own lines: subtotal, discounts, surcharges, tips and total", async () => {
    const shop = await day();
    const closed = await shop.shifts.close(
      shop.shift.id,
      shop.counts([
        [shop.cash.id, 3300],
        [shop.card.id, 3375],
      ]),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const report: ZReport = closed.json().data;
    const sales = { subtotal: 6000, discounts: 300, surcharges: 75, tips: 100, deliveryFees: 0, total: 5875 };
    expect(report.sales).toEqual(sales);
    // The shift's detail shows the same lines.
    expect((await shop.shifts.get(shop.shift.id)).json().data.sales).toEqual(sales);
    expect(report.completed).toEqual({ orders: 3, amount: 5875 });
    expect(report.count.map((line) => [line.name, line.expected, line.difference])).toEqual([
      ["Efectivo", 3300, 0],
      ["Tarjeta", 3375, 0],
    ]);
    expect(report.byPaymentMethod.map((line) => [line.name, line.orders, line.amount])).toEqual([
      ["Tarjeta", 3, 3375],
      ["Efectivo", 2, 2500],
    ]);
    expect((await shop.shifts.report(shop.shift.id)).json().data).toEqual(report);
  });

  it("exports the money of each order in the CSV and counts the parts on the home screen", async () => {
    const shop = await day();
    const get = (url: string) =>
      inject(server(), { method: "GET", url: `/api/v1${url}`, cookies: shop.owner.cookies });
    const csv = (await get(`/shifts/${shop.shift.id}/orders/export`)).body.split("\r\n");
    expect(csv[0]).toBe(
      "\uFEFFNúmero;Fecha y hora;Estado;Productos;Medio de pago;Total;Tomó;Subtotal;Descuentos;Recargos;Propina;Ajustes;Pagos;Tipo;Cliente;Teléfono;Dirección;Envío;Hora prometida;Atendió",
    );
    const cells = csv.slice(1, 5).map((row) => row.split(";"));
    expect(cells.map((row) => [row[0], ...row.slice(5, 6), ...row.slice(7, 13)])).toEqual([
      [
        "1",
        "2800,00",
        "3000,00",
        "300,00",
        "0,00",
        "100,00",
        "Descuento 10 % (Efectivo) 300,00",
        "Efectivo 2000,00 (paga con 3000,00, vuelto 1000,00) + Tarjeta 800,00",
      ],
      ["2", "1575,00", "1500,00", "0,00", "75,00", "0,00", "Recargo 5 % (Tarjeta) 75,00", "Tarjeta 1575,00"],
      ["3", "1500,00", "1500,00", "0,00", "0,00", "0,00", "", "Efectivo 500,00 + Tarjeta 1000,00"],
      ["4", "1400,00", "1500,00", "100,00", "0,00", "0,00", "Descuento (x) 100,00", "Efectivo 1400,00"],
    ]);

    const home: Dashboard = (await get("/dashboard")).json().data;
    expect(home.today).toMatchObject({ amount: 5875, orders: 3 });
    expect(home.byPaymentMethod).toEqual([
      { paymentMethodId: shop.card.id, name: "Tarjeta", orders: 3, amount: 3375 },
      { paymentMethodId: shop.cash.id, name: "Efectivo", orders: 2, amount: 2500 },
    ]);
  });
});
