import { businessDayCode, type ChangeEvent, type Shift } from "@comanda/domain";
import { describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { addUser, signUp, useTestServer } from "../../../test/server-kit.ts";
import { openShiftRow } from "../../../test/service-rows-kit.ts";
import { insertOrder, shiftCalls } from "../../../test/shifts-kit.ts";

describe.each(engines)("opening and closing shifts on %s", (engine) => {
  const server = useTestServer(engine);

  const business = async () => {
    const owner = await signUp(server());
    return { ...owner, businessId: owner.session.business.id, api: shiftCalls(server(), owner.cookies) };
  };

  it("opens one shift for ten devices pressing 'Iniciar turno' together, and every answer names it", async () => {
    const { api, businessId, input } = await business();
    expect((await api.current()).json()).toEqual({ data: { shift: null } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.open()));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(9).fill(200), 201]);
    const ids = new Set(answers.map((answer) => answer.json().data.id));
    expect(ids.size).toBe(1);
    const rows = await server()
      .ctx.database.db.selectFrom("shift")
      .selectAll()
      .where("business_id", "=", businessId)
      .execute();
    expect(rows).toHaveLength(1);
    const shift: Shift = answers[0]?.json().data;
    expect(shift).toMatchObject({
      status: "active",
      endDate: null,
      totalOrders: 0,
      totalAmount: 0,
      nextTurn: "1",
      openedByName: input.name,
      closedByName: null,
      code: businessDayCode(shift.startDate),
    });
    expect((await api.current()).json()).toEqual({ data: { shift } });
  });

  it("refuses to close while orders are open, naming how many, and closes once they are done", async () => {
    const { api, businessId, input } = await business();
    const shift: Shift = (await api.open()).json().data;
    const pending = await insertOrder(server().ctx.database.db, {
      businessId,
      shiftId: shift.id,
      status: "pending",
    });
    await insertOrder(server().ctx.database.db, { businessId, shiftId: shift.id, status: "ready" });
    await insertOrder(server().ctx.database.db, { businessId, shiftId: shift.id, status: "completed" });
    await insertOrder(server().ctx.database.db, { businessId, shiftId: shift.id, status: "cancelled" });

    const refused = await api.close(shift.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "aborted",
      message: "No se puede cerrar el turno: quedan 2 pedidos sin completar ni cancelar.",
    });
    expect((await api.current()).json().data.shift).toEqual(shift);

    await server()
      .ctx.database.db.updateTable("order")
      .set({ status: "completed" })
      .where("id", "=", pending)
      .execute();
    expect((await api.close(shift.id)).json().error.message).toBe(
      "No se puede cerrar el turno: queda 1 pedido sin completar ni cancelar.",
    );

    await server()
      .ctx.database.db.updateTable("order")
      .set({ status: "cancelled" })
      .where("shift_id", "=", shift.id)
      .where("status", "=", "ready")
      .execute();
    const closed = await api.close(shift.id);
    expect(closed.statusCode).toBe(200);
    // Decision 020: the close answers the shift's Z report.
    expect(closed.json().data.shift).toMatchObject({
      id: shift.id,
      status: "inactive",
      endDate: expect.any(Number),
      closedByName: input.name,
    });
    expect((await api.current()).json()).toEqual({ data: { shift: null } });

    const again = await api.close(shift.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: "aborted", message: "El turno ya está cerrado." });
  });

  it("gives a second shift of the same day a code with the time", async () => {
    const { api } = await business();
    const first: Shift = (await api.open()).json().data;
    expect((await api.close(first.id)).statusCode).toBe(200);
    const second: Shift = (await api.open()).json().data;
    expect(second.id).not.toBe(first.id);
    // Both may straddle midnight in Buenos Aires; what matters is that the second code is not the first.
    if (businessDayCode(second.startDate) === first.code)
      expect(second.code).toBe(businessDayCode(second.startDate, true));
    expect(second.code).not.toBe(first.code);
  });

  it("keeps a shift opened before midnight as the current one", async () => {
    const { api, businessId, session } = await business();
    const today = businessDayCode(Date.now());
    // 23:00 of the previous day in Buenos Aires (UTC−3) is 02:00 UTC of the business day.
    const lastNight = Date.parse(`${today}T02:00:00Z`);
    const id = await openShiftRow(server().ctx.database.db, businessId, session.user.id, {
      startDate: lastNight,
      code: businessDayCode(lastNight),
    });
    const current = (await api.current()).json().data.shift;
    expect(current).toMatchObject({ id, startDate: lastNight, status: "active" });
    expect(current.code).not.toBe(today);
    const pressed = await api.open();
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json().data.id).toBe(id);
  });

  it("shows another business's shift to no one: not found on every route", async () => {
    const a = await business();
    const b = await business();
    const shift: Shift = (await a.api.open()).json().data;
    for (const response of [
      await b.api.close(shift.id),
      await b.api.get(shift.id),
      await b.api.orders(shift.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: "not-found", message: "No encontramos ese turno." });
    }
    expect((await b.api.current()).json()).toEqual({ data: { shift: null } });
    expect((await b.api.list()).json().data).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await a.api.current()).json().data.shift.status).toBe("active");
    expect((await b.api.get(crypto.randomUUID())).statusCode).toBe(404);
    expect((await b.api.get("no-es-un-id")).statusCode).toBe(400);
  });

  it("lets the kitchen see the current shift but not open, close or read the history", async () => {
    const { api, businessId } = await business();
    const kitchen = shiftCalls(server(), (await addUser(server(), businessId, "KITCHEN")).cookies);
    const cashier = shiftCalls(
      server(),
      (await addUser(server(), businessId, "CASHIER", "Caja Uno")).cookies,
    );
    expect((await kitchen.open()).statusCode).toBe(403);
    expect((await kitchen.current()).json()).toEqual({ data: { shift: null } });
    const opened = await cashier.open();
    expect(opened.statusCode).toBe(201);
    const shift: Shift = opened.json().data;
    expect(shift.openedByName).toBe("Caja Uno");
    expect((await kitchen.current()).json().data.shift).toEqual(shift);
    for (const response of [
      await kitchen.close(shift.id),
      await kitchen.list(),
      await kitchen.get(shift.id),
      await kitchen.orders(shift.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("permission-denied");
    }
    expect((await api.current()).json().data.shift.status).toBe("active");
    expect((await cashier.close(shift.id)).statusCode).toBe(200);
  });

  it("publishes the opening and the closing after commit, to its business only", async () => {
    const a = await business();
    const b = await business();
    const seen: ChangeEvent[] = [];
    const seenByB: ChangeEvent[] = [];
    const collect = (into: ChangeEvent[]) => (message: ChangeEvent | "resync") => {
      if (message !== "resync" && message.entity === "shifts") into.push(message);
    };
    const stop = server().ctx.bus.subscribe(a.businessId, collect(seen));
    const stopB = server().ctx.bus.subscribe(b.businessId, collect(seenByB));
    const shift: Shift = (await a.api.open()).json().data;
    await a.api.open();
    await insertOrder(server().ctx.database.db, {
      businessId: a.businessId,
      shiftId: shift.id,
      status: "pending",
    });
    expect((await a.api.close(shift.id)).statusCode).toBe(409);
    await server().ctx.database.db.deleteFrom("order").where("shift_id", "=", shift.id).execute();
    await a.api.close(shift.id);
    await vi.waitFor(() =>
      expect(seen).toEqual([
        { entity: "shifts", id: shift.id, op: "insert" },
        { entity: "shifts", id: shift.id, op: "update" },
      ]),
    );
    expect(seenByB).toEqual([]);
    stop();
    stopB();
  });
});
