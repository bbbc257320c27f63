import type { Shift } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { signUp, useTestServer } from "../../../test/server-kit.ts";
import { closeShiftRow, openShiftRow } from "../../../test/service-rows-kit.ts";
import { shiftCalls } from "../../../test/shifts-kit.ts";

describe.each(engines)("the sales history on %s", (engine) => {
  const server = useTestServer(engine);

  const business = async () => {
    const owner = await signUp(server());
    return {
      businessId: owner.session.business.id,
      userId: owner.session.user.id,
      api: shiftCalls(server(), owner.cookies),
    };
  };

  it("lists only closed shifts, newest start first, a page at a time, with their count", async () => {
    const { api, businessId, userId } = await business();
    const other = await business();
    const db = server().ctx.database.db;
    const day = 24 * 60 * 60 * 1000;
    const base = Date.now() - 30 * day;
    const starts = [base, base + day, base + day, base + 2 * day, base + 5 * day];
    const closed: string[] = [];
    for (const start of starts) {
      const id = await openShiftRow(db, businessId, userId, { startDate: start });
      await closeShiftRow(db, id, userId, "Beto");
      closed.push(id);
    }
    const otherShift = await openShiftRow(db, other.businessId, other.userId, { startDate: base + 3 * day });
    await closeShiftRow(db, otherShift, other.userId);
    await openShiftRow(db, businessId, userId);

    // Equal starts fall back to the id, newest first, so no row is skipped or repeated across pages.
    const expected = closed
      .map((id, i) => ({ id, start: starts[i] ?? 0 }))
      .sort((a, b) => b.start - a.start || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    const seen: Shift[] = [];
    let cursor: string | null = null;
    do {
      const response = await api.list(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.statusCode).toBe(200);
      const { items, total, nextCursor } = response.json().data;
      expect(total).toBe(5);
      expect(items.length).toBeLessThanOrEqual(2);
      seen.push(...items);
      cursor = nextCursor;
    } while (cursor);
    expect(seen.map((shift) => shift.id)).toEqual(expected);
    expect(seen.every((shift) => shift.status === "inactive" && shift.endDate !== null)).toBe(true);
    expect(seen[0]).toMatchObject({ closedByName: "Beto", openedByName: "Ana Pérez", totalOrders: 0 });

    const first = (await api.list()).json().data;
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).toBeNull();
    expect((await api.list("?cursor=basura")).statusCode).toBe(400);
    expect((await api.list("?limit=0")).statusCode).toBe(400);
    expect((await other.api.list()).json().data.items.map((shift: Shift) => shift.id)).toEqual([otherShift]);
  });

  it("answers a shift's totals in pesos and the next turn", async () => {
    const { api, businessId, userId } = await business();
    const db = server().ctx.database.db;
    const id = await openShiftRow(db, businessId, userId, { lastTurn: 41 });
    await db
      .updateTable("shift")
      .set({ total_orders: 3, total_amount: 1234550 })
      .where("id", "=", id)
      .execute();
    const summary = (await api.get(id)).json().data;
    expect(summary.shift).toMatchObject({ id, totalOrders: 3, totalAmount: 12345.5, nextTurn: "42" });
  });
});
