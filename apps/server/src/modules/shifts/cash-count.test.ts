import type { ChangeEvent } from "@comanda/domain";
import { type CountSheet, differenceKind, type ZReport } from "@comanda/domain/cash";
import { describe, expect, it, vi } from "vitest";
import { cashShop } from "../../../test/cash-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { checkInvariants } from "../../db/invariants.ts";

describe.each(engines)("the cash count and the Z report on %s", (engine) => {
  const server = useTestServer(engine);

  it("expects per method the completed orders, plus float and cash in − out for cash, and freezes the count", async () => {
    const shop = await cashShop(server(), 1000);
    expect(shop.cash.isCash).toBe(true);
    expect(shop.card.isCash).toBe(false);
    expect(shop.shift.cashFloat).toBe(1000);
    expect((await shop.shifts.current()).json().data.shift.cashFloat).toBe(1000);

    await shop.sell(shop.cash.id, 2); // $3.000
    await shop.sell(shop.card.id); // $1.500
    await shop.sell(shop.cash.id, 1, "cancel");
    await shop.sell(shop.card.id, 1, "cancel");
    const inMove = await shop.shifts.move(shop.shift.id, { kind: "in", amount: 200, reason: "Cambio" });
    expect(inMove.statusCode, inMove.body).toBe(201);
    expect(inMove.json().data).toMatchObject({ kind: "in", amount: 200, reason: "Cambio" });
    await shop.shifts.move(shop.shift.id, { kind: "out", amount: 500.5, reason: "Pago a proveedor" });
    const listed = (await shop.shifts.movements(shop.shift.id)).json().data.items;
    expect(listed.map((m: { reason: string }) => m.reason)).toEqual(["Cambio", "Pago a proveedor"]);

    const sheet: CountSheet = (await shop.shifts.count(shop.shift.id)).json().data;
    expect(sheet).toEqual({
      blind: false,
      cashFloat: 1000,
      openOrders: 0,
      lines: [
        {
          paymentMethodId: shop.cash.id,
          name: "Efectivo",
          isCash: true,
          expected: 1000 + 3000 + 200 - 500.5,
        },
        { paymentMethodId: shop.card.id, name: "Tarjeta", isCash: false, expected: 1500 },
      ],
    });

    const closed = await shop.shifts.close(shop.shift.id, {
      ...shop.counts([
        [shop.cash.id, 3600],
        [shop.card.id, 1600],
      ]),
      note: "Faltan monedas",
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const report: ZReport = closed.json().data;
    expect(report.count).toEqual([
      {
        paymentMethodId: shop.cash.id,
        name: "Efectivo",
        isCash: true,
        expected: 3699.5,
        counted: 3600,
        difference: -99.5,
      },
      {
        paymentMethodId: shop.card.id,
        name: "Tarjeta",
        isCash: false,
        expected: 1500,
        counted: 1600,
        difference: 100,
      },
    ]);
    expect(report.count.map((line) => differenceKind(Number(line.difference)))).toEqual([
      "faltante",
      "sobrante",
    ]);
    expect(report).toMatchObject({
      business: { name: shop.owner.input.business_name, logoUrl: null },
      shift: { id: shop.shift.id, status: "inactive", totalOrders: 2, totalAmount: 4500, cashFloat: 1000 },
      cashFloat: 1000,
      completed: { orders: 2, amount: 4500 },
      cancelled: { orders: 2, amount: 3000 },
      countNote: "Faltan monedas",
      bestSellers: [{ productId: shop.dish, name: "Milanesa", quantity: 3 }],
    });
    expect(report.byPaymentMethod).toEqual([
      { paymentMethodId: shop.cash.id, name: "Efectivo", orders: 1, amount: 3000 },
      { paymentMethodId: shop.card.id, name: "Tarjeta", orders: 1, amount: 1500 },
    ]);
    expect(report.cashMovements.map((m) => [m.kind, m.amount, m.reason])).toEqual([
      ["in", 200, "Cambio"],
      ["out", 500.5, "Pago a proveedor"],
    ]);
    expect((await shop.shifts.report(shop.shift.id)).json().data).toEqual(report);

    // Frozen: a second close, another count or a late movement change nothing.
    const again = await shop.shifts.close(
      shop.shift.id,
      shop.counts([
        [shop.cash.id, 1],
        [shop.card.id, 1],
      ]),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("El turno ya está cerrado.");
    const late = await shop.shifts.move(shop.shift.id, { kind: "in", amount: 10, reason: "Tarde" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("El turno ya está cerrado.");
    expect((await shop.shifts.report(shop.shift.id)).json().data).toEqual(report);
    expect((await checkInvariants(shop.db)).breaks).toEqual([]);
  });

  it("refuses a count that leaves a method out or names one not used, and writes nothing", async () => {
    const shop = await cashShop(server(), 0);
    await shop.sell(shop.card.id);
    for (const [body, message] of [
      [{ counts: [] }, "Contá Tarjeta."],
      [shop.counts([[shop.cash.id, 0]]), "Contá Tarjeta."],
      [
        shop.counts([
          [shop.card.id, 1500],
          [shop.cash.id, 0],
        ]),
        "Ese medio de pago no se usó en este turno.",
      ],
    ] as const) {
      const refused = await shop.shifts.close(shop.shift.id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: "invalid-argument", fields: { counts: message } });
    }
    expect((await shop.shifts.close(shop.shift.id, {})).statusCode).toBe(400);
    expect(
      (await shop.shifts.close(shop.shift.id, { counts: [{ payment_method_id: shop.card.id, counted: -1 }] }))
        .statusCode,
    ).toBe(400);
    const rows = await shop.db
      .selectFrom("shift_count")
      .selectAll()
      .where("shift_id", "=", shop.shift.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await shop.shifts.current()).json().data.shift.status).toBe("active");
    expect((await shop.shifts.close(shop.shift.id, shop.counts([[shop.card.id, 1500]]))).statusCode).toBe(
      200,
    );
  });

  it("still refuses to close with open orders, before looking at the count", async () => {
    const shop = await cashShop(server());
    await shop.sell(shop.cash.id, 1, "pending");
    const refused = await shop.shifts.close(shop.shift.id, { counts: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "No se puede cerrar el turno: queda 1 pedido sin completar ni cancelar.",
    );
    expect((await shop.shifts.count(shop.shift.id)).json().data.openOrders).toBe(1);
  });

  it("hides the expected amounts from a blind count, and shows them once the close answers", async () => {
    const shop = await cashShop(server(), 500);
    await shop.db
      .updateTable("business")
      .set({ blind_cash_count: 1 })
      .where("id", "=", shop.businessId)
      .execute();
    await shop.sell(shop.cash.id);
    const sheet: CountSheet = (await shop.shifts.count(shop.shift.id)).json().data;
    expect(sheet.blind).toBe(true);
    expect(sheet.lines).toEqual([
      { paymentMethodId: shop.cash.id, name: "Efectivo", isCash: true, expected: null },
    ]);
    const report: ZReport = (
      await shop.shifts.close(shop.shift.id, shop.counts([[shop.cash.id, 2000]]))
    ).json().data;
    expect(report.count[0]).toMatchObject({ expected: 2000, counted: 2000, difference: 0 });
  });

  it("asks for the cash method when only the float or movements put money in the register, once", async () => {
    const empty = await cashShop(server(), 0);
    expect((await empty.shifts.count(empty.shift.id)).json().data.lines).toEqual([]);
    expect((await empty.shifts.close(empty.shift.id, { counts: [] })).statusCode).toBe(200);

    const floated = await cashShop(server(), 800);
    // A second cash method: the register's float is expected in one line, never in both.
    const other = await floated.orders.call("POST", "/payment-methods", { name: "Contado", is_cash: true });
    expect(other.json().data.isCash).toBe(true);
    const lines: CountSheet["lines"] = (await floated.shifts.count(floated.shift.id)).json().data.lines;
    expect(lines).toEqual([
      { paymentMethodId: floated.cash.id, name: "Efectivo", isCash: true, expected: 800 },
    ]);
    await floated.sell(other.json().data.id);
    const after: CountSheet["lines"] = (await floated.shifts.count(floated.shift.id)).json().data.lines;
    expect(after.reduce((sum, line) => sum + Number(line.expected ?? 0), 0)).toBe(800 + 1500);
  });

  it("counts from the running totals, not from the orders: the same with the orders gone", async () => {
    const shop = await cashShop(server(), 0);
    for (let n = 0; n < 3; n += 1) await shop.sell(shop.card.id, 2);
    const totals = await shop.db
      .selectFrom("shift_method_total")
      .selectAll()
      .where("shift_id", "=", shop.shift.id)
      .execute();
    expect(totals.map((row) => [row.payment_method_id, Number(row.orders), Number(row.amount)])).toEqual([
      [shop.card.id, 3, 900_000],
    ]);
    await shop.db.deleteFrom("order_line").where("business_id", "=", shop.businessId).execute();
    await shop.db.deleteFrom("order_payment").where("business_id", "=", shop.businessId).execute();
    await shop.db.deleteFrom("order").where("business_id", "=", shop.businessId).execute();
    const sheet: CountSheet = (await shop.shifts.count(shop.shift.id)).json().data;
    expect(sheet.lines).toEqual([
      { paymentMethodId: shop.card.id, name: "Tarjeta", isCash: false, expected: 9000 },
    ]);
    const report: ZReport = (
      await shop.shifts.close(shop.shift.id, shop.counts([[shop.card.id, 8999]]))
    ).json().data;
    expect(report.count[0]).toMatchObject({ expected: 9000, counted: 8999, difference: -1 });
  });

  it("records cash movements only from ADMIN and CASHIER, refusing bad input without writing", async () => {
    const shop = await cashShop(server());
    const kitchen = await shop.staff("KITCHEN");
    const cashier = await shop.staff("CASHIER");
    for (const body of [
      { kind: "in", amount: 0, reason: "Cero" },
      { kind: "out", amount: -5, reason: "Negativo" },
      { kind: "in", amount: 5 },
      { kind: "otro", amount: 5, reason: "Tipo" },
      { kind: "in", amount: "mucho", reason: "Texto" },
    ]) {
      const refused = await shop.shifts.move(shop.shift.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await kitchen.move(shop.shift.id, { kind: "in", amount: 5, reason: "Cocina" })).statusCode).toBe(
      403,
    );
    expect((await kitchen.movements(shop.shift.id)).statusCode).toBe(403);
    expect((await kitchen.count(shop.shift.id)).statusCode).toBe(403);
    expect((await kitchen.report(shop.shift.id)).statusCode).toBe(403);
    const seen: ChangeEvent[] = [];
    const stop = server().ctx.bus.subscribe(shop.businessId, (message) => {
      if (message !== "resync") seen.push(message);
    });
    const made = await cashier.move(shop.shift.id, { kind: "out", amount: 100, reason: "Retiro" });
    expect(made.statusCode).toBe(201);
    await vi.waitFor(() =>
      expect(seen).toContainEqual({ entity: "shifts", id: shop.shift.id, op: "update" }),
    );
    stop();
    const rows = await shop.db
      .selectFrom("cash_movement")
      .selectAll()
      .where("shift_id", "=", shop.shift.id)
      .execute();
    expect(rows.map((row) => [row.kind, Number(row.amount), row.reason])).toEqual([
      ["out", 10_000, "Retiro"],
    ]);
  });

  it("answers 409 for the report of an open shift and 404 for another business's shift everywhere", async () => {
    const a = await cashShop(server());
    const b = await cashShop(server());
    const open = await a.shifts.report(a.shift.id);
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toBe("El turno todavía está abierto.");
    for (const response of [
      await b.shifts.count(a.shift.id),
      await b.shifts.report(a.shift.id),
      await b.shifts.movements(a.shift.id),
      await b.shifts.move(a.shift.id, { kind: "in", amount: 5, reason: "Ajeno" }),
      await b.shifts.close(a.shift.id, { counts: [] }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe("No encontramos ese turno.");
    }
    expect((await a.shifts.close(a.shift.id, a.counts([[a.cash.id, 1000]]))).statusCode).toBe(200);
    expect((await b.shifts.report(a.shift.id)).statusCode).toBe(404);
  });
});
