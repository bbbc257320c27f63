import type { Dashboard } from "@comanda/domain/dashboard";
import { describe, expect, it } from "vitest";
import { ba, insertDatedOrder, insertIngredient } from "../../../test/dashboard-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { insertStation, MINUTE, timeOrder } from "../../../test/prep-times-kit.ts";
import { addCategory, insertProduct } from "../../../test/product-rows-kit.ts";
import { addUser, inject, signUp, useTestServer } from "../../../test/server-kit.ts";
import { closeShiftRow, openShiftRow } from "../../../test/service-rows-kit.ts";
import { getDashboard } from "./service.ts";

const card = { id: "01900000-0000-7000-8000-000000000002", name: "Tarjeta" };
const empanada = "01900000-0000-7000-8000-100000000000";
const coca = "01900000-0000-7000-8000-100000000001";

// Monday 23/11/2026, 15:00 in Buenos Aires.
const now = ba("2026-11-23", "15:00");

describe.each(engines)("the home dashboard on %s", (engine) => {
  const server = useTestServer(engine);
  const db = () => server().ctx.database.db;

  /** A business with a week of sales around `now`; see each order's comment for where it counts. */
  const seededWeek = async () => {
    const owner = await signUp(server());
    const businessId = owner.session.business.id;
    const userId = owner.session.user.id;
    const order = (
      shiftId: string,
      row: Omit<Parameters<typeof insertDatedOrder>[1], "businessId" | "shiftId">,
    ) => insertDatedOrder(db(), { businessId, shiftId, ...row });

    // A shift of the previous month: its first order falls on the first of the 30 days, the other before.
    const old = await openShiftRow(db(), businessId, userId, { startDate: ba("2026-10-24", "20:00") });
    await order(old, { at: ba("2026-10-24", "23:59"), total: 777_700 });
    await order(old, { at: ba("2026-10-25", "00:00"), total: 5_000 });
    await closeShiftRow(db(), old, userId);
    // Same weekday last week: the whole day, late at night included.
    const week = await openShiftRow(db(), businessId, userId, { startDate: ba("2026-11-16", "09:00") });
    await order(week, { at: ba("2026-11-16", "12:00"), total: 40_000 });
    await order(week, { at: ba("2026-11-16", "23:59"), total: 10_000 });
    await closeShiftRow(db(), week, userId);
    // A shift across midnight: 23:30 counts on Sunday, 00:30 on Monday; the cancelled one nowhere.
    const night = await openShiftRow(db(), businessId, userId, { startDate: ba("2026-11-22", "20:00") });
    await order(night, {
      at: ba("2026-11-22", "23:30"),
      total: 100_000,
      lines: [{ kind: "product", itemId: empanada, name: "Empanada", quantity: 3, unitPrice: 20_000 }],
    });
    await order(night, {
      at: ba("2026-11-23", "00:30"),
      total: 50_000,
      paymentMethod: card,
      lines: [
        { kind: "promotion", itemId: "combo", name: "Combo", quantity: 1, unitPrice: 50_000 },
        { kind: "combo-item", itemId: empanada, name: "Empanada", quantity: 2, parent: 0 },
        { kind: "combo-item", itemId: coca, name: "Coca-Cola", quantity: 1, parent: 0 },
      ],
    });
    await order(night, {
      at: ba("2026-11-23", "01:00"),
      status: "cancelled",
      total: 99_900,
      lines: [{ kind: "product", itemId: coca, name: "Coca-Cola", quantity: 50 }],
    });
    await closeShiftRow(db(), night, userId);
    // Today's open shift: two completed orders and one in each open status.
    const today = await openShiftRow(db(), businessId, userId, { startDate: ba("2026-11-23", "09:00") });
    await order(today, {
      at: ba("2026-11-23", "10:15"),
      total: 30_000,
      lines: [{ kind: "product", itemId: coca, name: "Coca Cola", quantity: 3, unitPrice: 10_000 }],
    });
    await order(today, { at: ba("2026-11-23", "14:59"), total: 20_050 });
    await order(today, { at: ba("2026-11-23", "14:00"), status: "pending", total: 1_000 });
    await order(today, { at: ba("2026-11-23", "14:10"), status: "preparing", total: 1_000 });
    await order(today, { at: ba("2026-11-23", "14:20"), status: "ready", total: 1_000 });
    return { businessId, userId, cookies: owner.cookies, today };
  };

  it("adds up a seeded week by Buenos Aires day and hour, across midnight", async () => {
    const { businessId, today } = await seededWeek();
    // Another business selling today never counts.
    const other = await signUp(server());
    const otherShift = await openShiftRow(db(), other.session.business.id, other.session.user.id, {
      startDate: ba("2026-11-23", "08:00"),
    });
    await insertDatedOrder(db(), {
      businessId: other.session.business.id,
      shiftId: otherShift,
      at: ba("2026-11-23", "11:00"),
      total: 999_999,
      lines: [{ kind: "product", itemId: "other", name: "Ajeno", quantity: 99 }],
    });

    const dashboard: Dashboard = await getDashboard(db(), businessId, now);

    expect(dashboard.hasSales).toBe(true);
    expect(dashboard.today).toEqual({ amount: 1000.5, orders: 3, averageTicket: 333.5 });
    expect(dashboard.sameDayLastWeek).toEqual({ amount: 500, orders: 2, averageTicket: 250 });

    expect(dashboard.salesByHour).toHaveLength(24);
    expect(dashboard.salesByHour.filter((entry) => entry.orders > 0)).toEqual([
      { hour: 0, amount: 500, orders: 1 },
      { hour: 10, amount: 300, orders: 1 },
      { hour: 14, amount: 200.5, orders: 1 },
    ]);

    expect(dashboard.salesByDay).toHaveLength(30);
    expect(dashboard.salesByDay[0]).toEqual({ day: "2026-10-25", amount: 50, orders: 1 });
    expect(dashboard.salesByDay.at(-1)).toEqual({ day: "2026-11-23", amount: 1000.5, orders: 3 });
    expect(dashboard.salesByDay.at(-2)).toEqual({ day: "2026-11-22", amount: 1000, orders: 1 });
    expect(dashboard.salesByDay.at(-8)).toEqual({ day: "2026-11-16", amount: 500, orders: 2 });
    expect(dashboard.salesByDay.reduce((sum, entry) => sum + entry.orders, 0)).toBe(7);
    // Every day present, one after the other.
    const dayMs = 86_400_000;
    dashboard.salesByDay.forEach((entry, index) => {
      expect(Date.parse(`${entry.day}T12:00:00-03:00`)).toBe(ba("2026-10-25", "12:00") + index * dayMs);
    });

    expect(dashboard.byPaymentMethod).toEqual([
      { paymentMethodId: "01900000-0000-7000-8000-000000000001", name: "Efectivo", orders: 2, amount: 500.5 },
      { paymentMethodId: card.id, name: "Tarjeta", orders: 1, amount: 500 },
    ]);
    // Today's three completed orders, all at the counter (sales per order type).
    expect(dashboard.byType).toEqual([{ type: "counter", orders: 3, amount: 1000.5 }]);
    // Units alone and inside combos, under the latest name; the cancelled order's 50 never count.
    expect(dashboard.bestSellers).toEqual([
      { productId: empanada, name: "Empanada", quantity: 5 },
      { productId: coca, name: "Coca Cola", quantity: 4 },
    ]);

    expect(dashboard.openShift?.id).toBe(today);
    expect(dashboard.ordersByStatus).toEqual([
      { status: "pending", orders: 1 },
      { status: "preparing", orders: 1 },
      { status: "ready", orders: 1 },
      { status: "served", orders: 0 },
      { status: "on_the_way", orders: 0 },
      { status: "completed", orders: 2 },
      { status: "cancelled", orders: 0 },
    ]);
    expect(dashboard.gettingStarted).toEqual({
      category: false,
      product: false,
      paymentMethod: false,
      shift: true,
    });
  });

  it("lists enabled low-stock ingredients and tracked products of the business only", async () => {
    const owner = await signUp(server());
    const businessId = owner.session.business.id;
    const categoryId = await addCategory(server(), owner.cookies, "Bebidas");
    const product = (name: string, quantity: number | null, status: "enabled" | "disabled" = "enabled") =>
      insertProduct(db(), businessId, { name, categoryId, quantity, status });
    const agua = await product("Agua", 5);
    const soda = await product("Soda", 0);
    await product("Jugo", 6);
    await product("Cerveza", null);
    await product("Vino", 1, "disabled");
    const harina = await insertIngredient(db(), businessId, {
      name: "Harina",
      quantity: 250,
      minQuantity: 1_000,
    });
    const sal = await insertIngredient(db(), businessId, { name: "Sal", quantity: -500, minQuantity: -500 });
    await insertIngredient(db(), businessId, { name: "Queso", quantity: 2_001, minQuantity: 2_000 });
    await insertIngredient(db(), businessId, { name: "Aceite", quantity: 0, minQuantity: 1, enabled: false });
    const other = await signUp(server());
    await insertIngredient(db(), other.session.business.id, { name: "Ajena", quantity: 0, minQuantity: 5 });

    const dashboard = await getDashboard(db(), businessId, now);

    expect(dashboard.lowStockProducts).toEqual([
      { id: soda, name: "Soda", quantity: 0 },
      { id: agua, name: "Agua", quantity: 5 },
    ]);
    expect(dashboard.lowStockIngredients).toEqual([
      { id: harina, name: "Harina", quantity: 0.25, minQuantity: 1, unit: "kg" },
      { id: sal, name: "Sal", quantity: -0.5, minQuantity: -0.5, unit: "kg" },
    ]);
    expect(dashboard.gettingStarted).toMatchObject({ category: true, product: true });
  });

  it("answers a new business with no sales and its getting-started flags, live on GET /dashboard", async () => {
    const owner = await signUp(server());
    const call = () => inject(server(), { method: "GET", url: "/api/v1/dashboard", cookies: owner.cookies });
    const response = await call();
    expect(response.statusCode).toBe(200);
    const fresh: Dashboard = response.json().data;
    expect(fresh.hasSales).toBe(false);
    expect(fresh.gettingStarted).toEqual({
      category: false,
      product: false,
      paymentMethod: false,
      shift: false,
    });
    expect(fresh.today).toEqual({ amount: 0, orders: 0, averageTicket: 0 });
    expect(fresh.openShift).toBeNull();
    expect(fresh.ordersByStatus).toEqual([]);
    expect(fresh.salesByHour).toHaveLength(24);
    expect(fresh.salesByDay).toHaveLength(30);
    expect(fresh.bestSellers).toEqual([]);

    const created = await inject(server(), {
      method: "POST",
      url: "/api/v1/payment-methods",
      payload: { name: "Efectivo" },
      cookies: owner.cookies,
    });
    expect(created.statusCode).toBe(201);
    await inject(server(), { method: "POST", url: "/api/v1/shifts", cookies: owner.cookies, payload: {} });
    const after: Dashboard = (await call()).json().data;
    expect(after.gettingStarted).toMatchObject({ paymentMethod: true, shift: true });
    expect(after.openShift?.status).toBe("active");
  });

  it("counts an order completed just now on today's figures", async () => {
    const owner = await signUp(server());
    const businessId = owner.session.business.id;
    const shiftId = await openShiftRow(db(), businessId, owner.session.user.id);
    await insertDatedOrder(db(), { businessId, shiftId, at: Date.now(), total: 12_345 });
    const response = await inject(server(), {
      method: "GET",
      url: "/api/v1/dashboard",
      cookies: owner.cookies,
    });
    const dashboard: Dashboard = response.json().data;
    expect(dashboard.hasSales).toBe(true);
    expect(dashboard.today).toEqual({ amount: 123.45, orders: 1, averageTicket: 123.45 });
    expect(dashboard.salesByHour.reduce((sum, entry) => sum + entry.orders, 0)).toBe(1);
  });

  it("times today's completed orders per station and per product", async () => {
    const owner = await signUp(server());
    const businessId = owner.session.business.id;
    const kitchen = await insertStation(db(), businessId, "Cocina");
    const shiftId = await openShiftRow(db(), businessId, owner.session.user.id, {
      startDate: ba("2026-11-22", "20:00"),
    });
    const timed = async (at: number, ready: number, done?: number) => {
      const id = await insertDatedOrder(db(), {
        businessId,
        shiftId,
        at,
        lines: [{ kind: "product", itemId: empanada, name: "Empanada", quantity: 1 }],
      });
      const createdAt = at - 30 * MINUTE;
      await timeOrder(db(), businessId, id, {
        createdAt,
        readyAt: createdAt + ready * MINUTE,
        done: done === undefined ? [] : [{ stationId: kitchen, at: createdAt + done * MINUTE }],
      });
    };
    // Completed yesterday: not today's.
    await timed(ba("2026-11-22", "23:30"), 50, 50);
    await timed(ba("2026-11-23", "00:30"), 12, 12);
    await timed(ba("2026-11-23", "12:00"), 8.5, 8);
    await timed(ba("2026-11-23", "13:00"), 4);

    const { prepTimes } = await getDashboard(db(), businessId, now);
    expect(prepTimes).toEqual({
      byStation: [
        { stationId: kitchen, name: "Cocina", orders: 2, averageMinutes: 10, p90Minutes: 12 },
        { stationId: null, name: "Sin estación", orders: 1, averageMinutes: 4, p90Minutes: 4 },
      ],
      // 12, 8.5 and 4 minutes
      byProduct: [{ productId: empanada, name: "Empanada", orders: 3, averageMinutes: 8.2, p90Minutes: 12 }],
    });
  });

  it("is for ADMIN and CASHIER only: KITCHEN gets 403", async () => {
    const owner = await signUp(server());
    const businessId = owner.session.business.id;
    const kitchen = await addUser(server(), businessId, "KITCHEN");
    const cashier = await addUser(server(), businessId, "CASHIER");
    const get = (cookies: Record<string, string>) =>
      inject(server(), { method: "GET", url: "/api/v1/dashboard", cookies });
    expect((await get(kitchen.cookies)).statusCode).toBe(403);
    expect((await get(cashier.cookies)).statusCode).toBe(200);
    expect((await inject(server(), { method: "GET", url: "/api/v1/dashboard" })).statusCode).toBe(401);
  });
});
