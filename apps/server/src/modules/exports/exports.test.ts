import { uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { cashShop } from "../../../test/cash-kit.ts";
import { ba, insertDatedOrder } from "../../../test/dashboard-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";
import { closeShiftRow, openShiftRow } from "../../../test/service-rows-kit.ts";
import type { Db } from "../../db/database.ts";

const card = { id: "01900000-0000-7000-8000-000000000002", name: "Tarjeta" };
const cashId = "01900000-0000-7000-8000-000000000001";

/** A closed shift with given figures, as the close would leave it. */
const closedShift = async (
  db: Db,
  owner: { businessId: string; userId: string },
  row: { code: string; start: number; end: number; orders: number; amount: number; float: number },
) => {
  const id = await openShiftRow(db, owner.businessId, owner.userId, { code: row.code, startDate: row.start });
  await closeShiftRow(db, id, owner.userId);
  await db
    .updateTable("shift")
    .set({ end_date: row.end, total_orders: row.orders, total_amount: row.amount, cash_float: row.float })
    .where("id", "=", id)
    .execute();
  return id;
};

const countLine = (
  businessId: string,
  shiftId: string,
  methodId: string,
  expected: number,
  counted: number,
) => ({
  shift_id: shiftId,
  payment_method_id: methodId,
  business_id: businessId,
  name: methodId === cashId ? "Efectivo" : "Tarjeta",
  is_cash: methodId === cashId ? 1 : 0,
  expected,
  counted,
  difference: counted - expected,
});

describe.each(engines)("CSV exports on %s", (engine) => {
  const server = useTestServer(engine);
  const db = () => server().ctx.database.db;
  const get = (url: string, cookies?: Cookies) =>
    inject(server(), { method: "GET", url: `/api/v1${url}`, cookies });

  const business = async () => {
    const owner = await signUp(server());
    return { businessId: owner.session.business.id, userId: owner.session.user.id, cookies: owner.cookies };
  };

  it("exports the closed shifts, newest first, with BOM, `;`, decimal commas, es-AR dates and CRLF", async () => {
    const owner = await business();
    const older = await closedShift(db(), owner, {
      code: "2026-11-22",
      start: ba("2026-11-22", "20:00"),
      end: ba("2026-11-23", "02:05"),
      orders: 2,
      amount: 150_050,
      float: 500_000,
    });
    await db()
      .insertInto("shift_count")
      .values([
        countLine(owner.businessId, older, cashId, 650_050, 649_000),
        countLine(owner.businessId, older, card.id, 100_000, 100_000),
      ])
      .execute();
    // Its completed orders' discounts, surcharges, tips and fees are summed; a cancelled one's are not.
    const adjusted = async (
      status: "completed" | "cancelled",
      money: { discount: number; surcharge: number; tip: number; delivery_fee: number },
    ) => {
      const at = ba("2026-11-22", status === "completed" ? "21:00" : "21:30");
      const id = await insertDatedOrder(db(), { businessId: owner.businessId, shiftId: older, at, status });
      await db().updateTable("order").set(money).where("id", "=", id).execute();
    };
    await adjusted("completed", { discount: 15_000, surcharge: 0, tip: 10_000, delivery_fee: 0 });
    await adjusted("completed", { discount: 5_050, surcharge: 2_500, tip: 0, delivery_fee: 80_000 });
    await adjusted("cancelled", { discount: 99_900, surcharge: 99_900, tip: 99_900, delivery_fee: 99_900 });
    await closedShift(db(), owner, {
      code: "2026-11-23 14:05",
      start: ba("2026-11-23", "14:05"),
      end: ba("2026-11-23", "23:00"),
      orders: 0,
      amount: 0,
      float: 0,
    });
    // Still open, or another business's: never exported.
    await openShiftRow(db(), owner.businessId, owner.userId, {
      code: "abierto",
      startDate: ba("2026-11-24", "09:00"),
    });
    const other = await business();
    await closedShift(db(), other, {
      code: "ajeno",
      start: ba("2026-11-23", "10:00"),
      end: ba("2026-11-23", "11:00"),
      orders: 9,
      amount: 9,
      float: 9,
    });

    const response = await get("/shifts/export", owner.cookies);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="ventas.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toBe(
      "\uFEFFTurno;Inicio turno;Fin turno;Ordenes completadas;Monto total;Fondo de caja;Diferencia de caja;" +
        "Descuentos;Recargos;Propinas;Envíos\r\n" +
        "Turno del 23/11/2026, 14:05;23/11/2026 14:05;23/11/2026 23:00;0;0,00;0,00;;0,00;0,00;0,00;0,00\r\n" +
        "Turno del 22/11/2026, 20:00;22/11/2026 20:00;23/11/2026 02:05;2;1500,50;5000,00;-10,50;" +
        "200,50;25,00;100,00;800,00\r\n",
    );
  });

  it("exports a shift's orders in the order taken, quoting names with `;` and quotes", async () => {
    const owner = await business();
    const shiftId = await openShiftRow(db(), owner.businessId, owner.userId, {
      code: "2026-11-23 14:05",
      startDate: ba("2026-11-23", "14:05"),
    });
    const order = (row: Omit<Parameters<typeof insertDatedOrder>[1], "businessId" | "shiftId">) =>
      insertDatedOrder(db(), { businessId: owner.businessId, shiftId, ...row });
    // insertDatedOrder takes the order 10 minutes before its last status change.
    await order({
      at: ba("2026-11-23", "14:20"),
      total: 150_050,
      lines: [
        { kind: "product", itemId: "p1", name: 'Pizza "especial"; grande', quantity: 2, unitPrice: 50_000 },
        { kind: "promotion", itemId: "c1", name: "Combo", quantity: 1, unitPrice: 50_050 },
        { kind: "combo-item", itemId: "p2", name: "Empanada", quantity: 2, parent: 1 },
        { kind: "combo-item", itemId: "p3", name: "Coca-Cola", quantity: 1, parent: 1 },
      ],
    });
    await order({
      at: ba("2026-11-24", "00:40"),
      status: "cancelled",
      total: 30_000,
      paymentMethod: card,
      lines: [{ kind: "product", itemId: "p3", name: "Coca-Cola", quantity: 3, unitPrice: 10_000 }],
    });
    // A name typed like a formula stays text in the spreadsheet.
    await order({
      at: ba("2026-11-24", "00:50"),
      status: "pending",
      turn: "1",
      total: 0,
      paymentMethod: { id: "01900000-0000-7000-8000-000000000003", name: "=Mercado Pago" },
    });

    const response = await get(`/shifts/${shiftId}/orders/export`, owner.cookies);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="turno-2026-11-23 14-05.csv"');
    expect(response.body).toBe(
      "\uFEFFNúmero;Fecha y hora;Estado;Productos;Medio de pago;Total;Tomó;Subtotal;Descuentos;Recargos;Propina;Ajustes;Pagos;Tipo;Cliente;Teléfono;Dirección;Envío;Hora prometida;Atendió\r\n" +
        '1;23/11/2026 14:10;Completado;"2 × Pizza ""especial""; grande, 1 × Combo (2 × Empanada, 1 × Coca-Cola)";Efectivo;1500,50;Ana Pérez;1500,50;0,00;0,00;0,00;;Efectivo 1500,50;Mostrador;;;;0,00;;Ana Pérez\r\n' +
        "1;24/11/2026 00:30;Cancelado;3 × Coca-Cola;Tarjeta;300,00;Ana Pérez;300,00;0,00;0,00;0,00;;;Mostrador;;;;0,00;;Ana Pérez\r\n" +
        "1;24/11/2026 00:40;Pendiente;;'=Mercado Pago;0,00;Ana Pérez;0,00;0,00;0,00;0,00;;;Mostrador;;;;0,00;;Ana Pérez\r\n",
    );
  });

  it("answers 404 for another business's shift or an unknown one, and 403 to KITCHEN", async () => {
    const owner = await business();
    const other = await business();
    const theirs = await openShiftRow(db(), other.businessId, other.userId);
    expect((await get(`/shifts/${theirs}/orders/export`, owner.cookies)).statusCode).toBe(404);
    expect(
      (await get("/shifts/01900000-0000-7000-8000-00000000ffff/orders/export", owner.cookies)).statusCode,
    ).toBe(404);
    const kitchen = await addUser(server(), owner.businessId, "KITCHEN");
    expect((await get("/shifts/export", kitchen.cookies)).statusCode).toBe(403);
    const mine = await openShiftRow(db(), owner.businessId, owner.userId);
    expect((await get(`/shifts/${mine}/orders/export`, kitchen.cookies)).statusCode).toBe(403);
    const cashier = await addUser(server(), owner.businessId, "CASHIER");
    expect((await get(`/shifts/${mine}/orders/export`, cashier.cookies)).statusCode).toBe(200);
    expect((await get("/shifts/export")).statusCode).toBe(401);
  });
});

/** 'Medio de pago' says how each order was paid, not the method it was opened with (docs/product.md, Order money). */
describe.each(engines)("the orders CSV's payment method on %s", (engine) => {
  const server = useTestServer(engine);

  it("names the methods a table and a split order were paid with", async () => {
    const shop = await cashShop(server(), 0);
    const { call } = shop.orders;
    const debit = (await call("POST", "/payment-methods", { name: "Débito" })).json().data;
    const room = (await call("POST", "/rooms", { name: "Salón" })).json().data;
    const planned = await call("PUT", `/rooms/${room.id}/plan`, {
      version: room.version,
      tables: [{ name: "Mesa 1", seats: 4, shape: "square", x: 150, y: 200 }],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    // A table's tab is opened with the business's cash method and paid by Débito.
    const tab = (
      await call("POST", `/tables/${planned.json().data.tables[0].id}/tab`, { id: uuidv7(), guests: 2 })
    ).json().data;
    const round = await call("POST", `/tabs/${tab.id}/rounds`, {
      id: uuidv7(),
      products: [{ product_id: shop.dish, quantity: 2 }],
    });
    expect(round.statusCode, round.body).toBe(200);
    for (const step of ["receive", "deliver"] as const) await shop.orders.act(tab.id, step);
    const paid = await call("POST", `/orders/${tab.id}/complete`, {
      payments: [{ payment_method_id: debit.id, amount: 3000 }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // A counter order taken with Tarjeta and paid Efectivo + Débito.
    const split = await shop.orders.create({
      id: uuidv7(),
      turn: "7",
      payment_method_id: shop.card.id,
      products: [{ product_id: shop.dish, quantity: 1 }],
      payments: [
        { payment_method_id: shop.cash.id, amount: 1000 },
        { payment_method_id: debit.id, amount: 500 },
      ],
    });
    expect(split.statusCode, split.body).toBe(201);

    const response = await call("GET", `/shifts/${shop.shift.id}/orders/export`);
    expect(response.statusCode).toBe(200);
    const rows = response.body.split("\r\n").slice(1, -1);
    expect(rows.map((row) => row.split(";")[4])).toEqual(["Débito", "Efectivo + Débito"]);
    expect(rows.map((row) => row.split(";")[12])).toEqual([
      "Débito 3000,00",
      "Efectivo 1000,00 + Débito 500,00",
    ]);
  });
});
