import type { Order, Page } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { signUp, useTestServer } from "../../../test/server-kit.ts";
import { closeShiftRow, openShiftRow } from "../../../test/service-rows-kit.ts";
import { cash, insertOrder, shiftCalls } from "../../../test/shifts-kit.ts";

const card = { id: "01900000-0000-7000-8000-000000000002", name: "Tarjeta" };
const ids = Array.from(
  { length: 12 },
  (_, i) => `01900000-0000-7000-8000-1000000000${String(i).padStart(2, "0")}`,
);
const pid = (i: number) => ids[i] ?? "";

describe.each(engines)("a shift's detail on %s", (engine) => {
  const server = useTestServer(engine);

  const business = async () => {
    const owner = await signUp(server());
    return {
      businessId: owner.session.business.id,
      userId: owner.session.user.id,
      api: shiftCalls(server(), owner.cookies),
    };
  };

  it("adds up completed orders per payment method, cancellations, open orders and the best sellers", async () => {
    const { api, businessId, userId } = await business();
    const db = server().ctx.database.db;
    const shiftId = await openShiftRow(db, businessId, userId);
    const otherShift = await openShiftRow(db, (await business()).businessId, userId);
    const order = (row: Omit<Parameters<typeof insertOrder>[1], "businessId" | "shiftId">) =>
      insertOrder(db, { businessId, shiftId, ...row });

    // Product 0 sold alone (3 + 2), and inside a combo of 2 × product 0 + 1 × product 1, sold ×2.
    await order({
      total: 150000,
      lines: [{ kind: "product", itemId: pid(0), name: "Empanada", quantity: 3, unitPrice: 50000 }],
    });
    await order({
      total: 500000,
      paymentMethod: card,
      lines: [
        { kind: "promotion", itemId: "combo", name: "Combo", quantity: 2, unitPrice: 250000 },
        { kind: "combo-item", itemId: pid(0), name: "Empanada", quantity: 4, parent: 0 },
        { kind: "combo-item", itemId: pid(1), name: "Coca-Cola", quantity: 2, parent: 0 },
      ],
    });
    // Renamed since: the figures stay together under the latest name.
    await order({
      total: 100050,
      lines: [{ kind: "product", itemId: pid(0), name: "Empanada de carne", quantity: 2, unitPrice: 50025 }],
    });
    // Cancelled and open orders count apart and never among the best sellers.
    await order({
      status: "cancelled",
      total: 70000,
      lines: [{ kind: "product", itemId: pid(2), name: "Flan", quantity: 50, unitPrice: 1400 }],
    });
    await order({ status: "cancelled", total: 30000, paymentMethod: card });
    await order({
      status: "pending",
      total: 99900,
      lines: [{ kind: "product", itemId: pid(3), name: "Pizza", quantity: 90, unitPrice: 1110 }],
    });
    await order({ status: "preparing", total: 100 });
    await order({ status: "ready", total: 100 });
    // Another shift's sales stay out.
    await insertOrder(db, {
      businessId,
      shiftId: otherShift,
      total: 999900,
      lines: [{ kind: "product", itemId: pid(4), name: "Otro turno", quantity: 99, unitPrice: 10100 }],
    });

    const response = await api.get(shiftId);
    expect(response.statusCode).toBe(200);
    const summary = response.json().data;
    expect(summary.byPaymentMethod).toEqual([
      { paymentMethodId: card.id, name: "Tarjeta", orders: 1, amount: 5000 },
      { paymentMethodId: cash.id, name: "Efectivo", orders: 2, amount: 2500.5 },
    ]);
    expect(summary.cancelled).toEqual({ orders: 2, amount: 1000 });
    expect(summary.openOrders).toBe(3);
    expect(summary.bestSellers).toEqual([
      { productId: pid(0), name: "Empanada de carne", quantity: 9 },
      { productId: pid(1), name: "Coca-Cola", quantity: 2 },
    ]);
    expect(summary.shift).toMatchObject({ id: shiftId, status: "active" });
  });

  it("keeps the ten best sellers, most units first", async () => {
    const { api, businessId, userId } = await business();
    const db = server().ctx.database.db;
    const shiftId = await openShiftRow(db, businessId, userId);
    await insertOrder(db, {
      businessId,
      shiftId,
      lines: ids.map((itemId, i) => ({ kind: "product", itemId, name: `Producto ${i}`, quantity: i + 1 })),
    });
    const { bestSellers } = (await api.get(shiftId)).json().data;
    expect(bestSellers.map((row: { quantity: number }) => row.quantity)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);

    // Read again after another order completes (and one is cancelled): the figures follow.
    await insertOrder(db, {
      businessId,
      shiftId,
      lines: [{ kind: "product", itemId: pid(0), name: "Producto 0", quantity: 20 }],
    });
    await insertOrder(db, {
      businessId,
      shiftId,
      status: "cancelled",
      lines: [{ kind: "product", itemId: pid(1), name: "Producto 1", quantity: 50 }],
    });
    const after = (await api.get(shiftId)).json().data.bestSellers;
    expect(after[0]).toEqual({ productId: pid(0), name: "Producto 0", quantity: 21 });
    expect(after).toHaveLength(10);
  });

  it("pages a shift's orders newest first, with their lines and combos, optionally one status", async () => {
    const { api, businessId, userId } = await business();
    const db = server().ctx.database.db;
    const shiftId = await openShiftRow(db, businessId, userId);
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1)
      made.push(
        await insertOrder(db, {
          businessId,
          shiftId,
          turn: String(i + 1),
          status: i % 2 ? "cancelled" : "completed",
          total: 10000 * (i + 1),
        }),
      );
    const combo = await insertOrder(db, {
      businessId,
      shiftId,
      turn: "6",
      status: "completed",
      total: 750000,
      paymentMethod: card,
      lines: [
        { kind: "product", itemId: pid(5), name: "Agua", quantity: 1, unitPrice: 150000 },
        { kind: "promotion", itemId: "combo", name: "Combo", quantity: 3, unitPrice: 200000 },
        { kind: "combo-item", itemId: pid(0), name: "Empanada", quantity: 6, parent: 1 },
        { kind: "combo-item", itemId: pid(1), name: "Coca-Cola", quantity: 3, parent: 1 },
      ],
    });
    await closeShiftRow(db, shiftId, userId);

    const seen: Order[] = [];
    let cursor: string | null = null;
    do {
      const response = await api.orders(shiftId, `?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      const page: Page<Order> = response.json().data;
      expect(page.total).toBe(6);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((order) => order.id)).toEqual([combo, ...[...made].reverse()]);
    expect(seen[0]).toMatchObject({
      shiftId,
      turn: "6",
      status: "completed",
      paymentMethodName: "Tarjeta",
      total: 7500,
      createdByName: "Ana Pérez",
      lines: [
        {
          kind: "product",
          itemId: pid(5),
          name: "Agua",
          quantity: 1,
          unitPrice: 1500,
          subtotal: 1500,
          items: [],
        },
        {
          kind: "promotion",
          name: "Combo",
          quantity: 3,
          unitPrice: 2000,
          subtotal: 6000,
          items: [
            { productId: pid(0), name: "Empanada", quantity: 2, categoryId: null },
            { productId: pid(1), name: "Coca-Cola", quantity: 1, categoryId: null },
          ],
        },
      ],
    });

    const cancelled = (await api.orders(shiftId, "?status=cancelled")).json().data;
    expect(cancelled.total).toBe(2);
    expect(cancelled.items.map((order: Order) => order.turn)).toEqual(["4", "2"]);
    expect((await api.orders(shiftId, "?status=perdido")).statusCode).toBe(400);
    expect((await api.orders(shiftId, "?cursor=nada")).statusCode).toBe(400);
  });
});
