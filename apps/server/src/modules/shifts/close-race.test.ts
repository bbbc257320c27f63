import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { sellingBusiness } from "../../../test/orders-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { checkInvariants } from "../../db/invariants.ts";

describe.each(engines)("closing a shift while orders are being taken on %s", (engine) => {
  const server = useTestServer(engine);

  it("never leaves an open order in a closed shift, and the stock adds up", async () => {
    for (let round = 0; round < 6; round += 1) {
      const shop = await sellingBusiness(server());
      const productId = await shop.product("Empanada", { quantity: 100 });
      const order = () => shop.create(shop.body({ products: [{ product_id: productId, quantity: 1 }] }));
      // The close lands at a different point among the creates in each round.
      const close = new Promise<void>((resolve) => setTimeout(resolve, round * 4)).then(() =>
        shop.call("POST", `/shifts/${shop.shiftId}/close`, { counts: [] }),
      );
      const [closed, ...created] = await Promise.all([close, ...Array.from({ length: 8 }, order)]);
      const shift = await shop.shiftRow();
      const open = await server()
        .ctx.database.db.selectFrom("order")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("shift_id", "=", shop.shiftId)
        .where("status", "in", ["pending", "preparing", "ready"])
        .executeTakeFirstOrThrow();
      const taken = created.filter((response) => response.statusCode === 201).length;
      if (closed?.statusCode === 200) {
        expect(shift.end_date).not.toBeNull();
        expect(Number(open.n)).toBe(0);
        expect(taken).toBe(0);
      } else {
        expect(closed?.json().error.code).toBe("aborted");
        expect(shift.end_date).toBeNull();
        expect(Number(open.n)).toBe(taken);
      }
      for (const response of created) expect([201, 409], response.body).toContain(response.statusCode);
      expect(await shop.quantityOf("product", productId)).toBe(100 - taken);
    }
    expect((await checkInvariants(server().ctx.database.db)).breaks).toEqual([]);
  });
});

describe.runIf(engines.includes("postgres"))("closing a shift on PostgreSQL", () => {
  const server = useTestServer("postgres");

  it("waits for an order that holds the open shift, which the turn counter's update does not", async () => {
    const shop = await sellingBusiness(server());
    const db = server().ctx.database.db;
    // An order being written holds the open shift `for key share` until its statement commits
    // (orders/create/postgres/queries.ts, open_shift): held here the same way, in a transaction left open.
    const inFlight = await db.startTransaction().execute();
    const held = await inFlight
      .selectFrom("shift")
      .select("id")
      .where("id", "=", shop.shiftId)
      .where("end_date", "is", null)
      .forKeyShare()
      .execute();
    expect(held).toHaveLength(1);
    // The turn counter (like a completion's totals) is a plain update: it goes through at once.
    await db.updateTable("shift").set({ last_turn: 7 }).where("id", "=", shop.shiftId).execute();
    let answered = false;
    const close = shop.call("POST", `/shifts/${shop.shiftId}/close`, { counts: [] }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(answered).toBe(false);
    await inFlight.commit().execute();
    expect((await close).statusCode).toBe(200);
    expect((await shop.shiftRow()).end_date).not.toBeNull();
  });
});
