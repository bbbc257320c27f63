import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { insertStation, MINUTE, timeOrder } from "../../../test/prep-times-kit.ts";
import { signUp, useTestServer } from "../../../test/server-kit.ts";
import { openShiftRow } from "../../../test/service-rows-kit.ts";
import { insertOrder, shiftCalls } from "../../../test/shifts-kit.ts";

const pizza = "01900000-0000-7000-8000-200000000000";
const beer = "01900000-0000-7000-8000-200000000001";
const empanada = "01900000-0000-7000-8000-200000000002";
const flan = "01900000-0000-7000-8000-200000000003";
const T = Date.parse("2026-11-23T20:00:00.000-03:00");

describe.each(engines)("a shift's preparation times on %s", (engine) => {
  const server = useTestServer(engine);
  const db = () => server().ctx.database.db;

  const business = async () => {
    const owner = await signUp(server());
    const businessId = owner.session.business.id;
    const shiftId = await openShiftRow(db(), businessId, owner.session.user.id);
    return { businessId, shiftId, api: shiftCalls(server(), owner.cookies) };
  };

  it("times each station's 'Listo' and each product's order, slowest first, completed orders only", async () => {
    const { businessId, shiftId, api } = await business();
    const kitchen = await insertStation(db(), businessId, "Cocina");
    const bar = await insertStation(db(), businessId, "Barra");
    const order = async (lines: Parameters<typeof insertOrder>[1]["lines"], status?: "cancelled") =>
      insertOrder(db(), { businessId, shiftId, lines, ...(status ? { status } : {}) });
    const at = (minutes: number) => T + minutes * MINUTE;

    // From its creation: the kitchen took 10.5 min, the bar 2; ready at 11.
    const a = await order([
      { kind: "product", itemId: pizza, name: "Pizza", quantity: 1 },
      { kind: "product", itemId: beer, name: "Cerveza", quantity: 2 },
    ]);
    await timeOrder(db(), businessId, a, {
      createdAt: T,
      readyAt: at(11),
      done: [
        { stationId: kitchen, at: at(10.5) },
        { stationId: bar, at: at(2) },
      ],
    });
    // A table's round at 100: the bar's 'Listo' of an earlier round does not count; the kitchen took 20.
    const b = await order([{ kind: "product", itemId: pizza, name: "Pizza grande", quantity: 1 }]);
    await timeOrder(db(), businessId, b, {
      // Opened first: its older name gives way to the later orders'.
      createdAt: at(-1),
      kitchenSince: at(100),
      readyAt: at(121),
      done: [
        { stationId: kitchen, at: at(120) },
        { stationId: bar, at: at(50) },
      ],
    });
    // Never 'Listo para entregar': the product takes its last station's 'Listo'; the pizza twice, one order.
    const c = await order([
      { kind: "product", itemId: pizza, name: "Pizza", quantity: 1 },
      { kind: "promotion", itemId: "combo", name: "Combo", quantity: 1 },
      { kind: "combo-item", itemId: pizza, name: "Pizza", quantity: 1, parent: 1 },
      { kind: "combo-item", itemId: empanada, name: "Empanada", quantity: 2, parent: 1 },
    ]);
    await timeOrder(db(), businessId, c, { createdAt: T, done: [{ stationId: kitchen, at: at(5) }] });
    // Made ready with no station's 'Listo' ('Entregar').
    const d = await order([{ kind: "product", itemId: empanada, name: "Empanada", quantity: 1 }]);
    await timeOrder(db(), businessId, d, { createdAt: T, readyAt: at(7) });
    // Untimed, cancelled, or another shift's: none counts.
    await order([{ kind: "product", itemId: flan, name: "Flan", quantity: 1 }]);
    const cancelled = await order(
      [{ kind: "product", itemId: flan, name: "Flan", quantity: 1 }],
      "cancelled",
    );
    await timeOrder(db(), businessId, cancelled, {
      createdAt: T,
      readyAt: at(90),
      done: [{ stationId: kitchen, at: at(90) }],
    });
    // As the shift detail's own test: an order of this business written into another shift.
    const other = (await business()).shiftId;
    const elsewhere = await insertOrder(db(), {
      businessId,
      shiftId: other,
      lines: [{ kind: "product", itemId: flan, name: "Flan", quantity: 1 }],
    });
    await timeOrder(db(), businessId, elsewhere, { createdAt: T, readyAt: at(80) });

    const { prepTimes } = (await api.get(shiftId)).json().data;
    expect(prepTimes.byStation).toEqual([
      // 5, 10.5 and 20 minutes
      { stationId: kitchen, name: "Cocina", orders: 3, averageMinutes: 11.8, p90Minutes: 20 },
      { stationId: null, name: "Sin estación", orders: 1, averageMinutes: 7, p90Minutes: 7 },
      { stationId: bar, name: "Barra", orders: 1, averageMinutes: 2, p90Minutes: 2 },
    ]);
    expect(prepTimes.byProduct).toEqual([
      // 11, 21 and 5 minutes, under the latest order's name
      { productId: pizza, name: "Pizza", orders: 3, averageMinutes: 12.3, p90Minutes: 21 },
      { productId: beer, name: "Cerveza", orders: 1, averageMinutes: 11, p90Minutes: 11 },
      { productId: empanada, name: "Empanada", orders: 2, averageMinutes: 6, p90Minutes: 7 },
    ]);
  });

  it("calls a business without stations 'Cocina' and takes the nearest rank for the 90th percentile", async () => {
    const { businessId, shiftId, api } = await business();
    expect((await api.get(shiftId)).json().data.prepTimes).toEqual({ byStation: [], byProduct: [] });

    // Ten orders of 1 to 10 minutes: the 9th shortest is the P90.
    for (let minutes = 1; minutes <= 10; minutes += 1) {
      const id = await insertOrder(db(), {
        businessId,
        shiftId,
        lines: [{ kind: "product", itemId: pizza, name: "Pizza", quantity: 1 }],
      });
      await timeOrder(db(), businessId, id, { createdAt: T, readyAt: T + minutes * MINUTE });
    }
    const { prepTimes } = (await api.get(shiftId)).json().data;
    expect(prepTimes).toEqual({
      byStation: [{ stationId: null, name: "Cocina", orders: 10, averageMinutes: 5.5, p90Minutes: 9 }],
      byProduct: [{ productId: pizza, name: "Pizza", orders: 10, averageMinutes: 5.5, p90Minutes: 9 }],
    });
  });
});
