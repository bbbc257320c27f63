import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { guardedBusiness, settingsBody } from "../../test/permissions-kit.ts";
import {
  type Cookies,
  cookieHeader,
  inject,
  type TestServer,
  useSecondServer,
  useTestServer,
} from "../../test/server-kit.ts";

const createCategory = (server: TestServer, cookies: Cookies) =>
  inject(server, {
    method: "POST",
    url: "/api/v1/categories",
    payload: { name: `Rubro ${Math.random().toString(36).slice(2, 8)}` },
    cookies,
  });

const isCached = (server: TestServer, cookies: Cookies) => {
  const key = server.ctx.sessions.keyOf(cookieHeader(cookies));
  return Boolean(key && server.ctx.sessions.get(key));
};

/**
 * Decision 045: the switches travel with the cached session (no query per request), so a change to
 * them must drop the business's cached sessions at once: the very next request obeys it.
 */
describe.each(engines)("a change to the permissions on %s", (engine) => {
  const server = useTestServer(engine);

  it("is obeyed by the next request of a session already cached, both ways", async () => {
    const business = await guardedBusiness(server());
    const cashier = business.cookies.CASHIER;
    expect((await createCategory(server(), cashier)).statusCode).toBe(201);
    expect(isCached(server(), cashier)).toBe(true);
    const patch = (on: boolean) =>
      inject(server(), {
        method: "PATCH",
        url: "/api/v1/business",
        payload: settingsBody({ cashierEditsCatalog: on }),
        cookies: business.owner.cookies,
      });
    expect((await patch(false)).statusCode).toBe(200);
    expect((await createCategory(server(), cashier)).statusCode).toBe(403);
    expect((await patch(true)).statusCode).toBe(200);
    expect((await createCategory(server(), cashier)).statusCode).toBe(201);

    // Written by itself, as another tool might: the database still reports it (migration 0016's columns).
    expect(isCached(server(), cashier)).toBe(true);
    await server()
      .ctx.database.db.updateTable("business")
      .set({ cashier_edits_catalog: 0 })
      .where("id", "=", business.businessId)
      .execute();
    expect((await createCategory(server(), cashier)).statusCode).toBe(403);
  });

  it("drops a waiter's cached session when its switch is written by SQL (decision 083, migration 0034)", async () => {
    const business = await guardedBusiness(server());
    const waiter = business.cookies.WAITER;
    const id = await business.order();
    for (const action of ["receive", "deliver"])
      await inject(server(), {
        method: "POST",
        url: `/api/v1/orders/${id}/${action}`,
        cookies: business.cookies.ADMIN,
      });
    const charge = () =>
      inject(server(), { method: "POST", url: `/api/v1/orders/${id}/complete`, cookies: waiter });
    expect((await charge()).statusCode).toBe(403);
    expect(isCached(server(), waiter)).toBe(true);
    await server()
      .ctx.database.db.updateTable("business")
      .set({ waiter_charges: 1 })
      .where("id", "=", business.businessId)
      .execute();
    expect((await charge()).statusCode).toBe(200);
  });

  it("leaves the switches alone when a client sends settings without them", async () => {
    const business = await guardedBusiness(server(), { kitchenCancelsOrders: false });
    const {
      cashier_edits_catalog: _c,
      cashier_cancels_orders: _o,
      kitchen_cancels_orders: _k,
      waiter_charges: _w,
      ...rest
    } = settingsBody({}) as Record<string, unknown>;
    const patched = await inject(server(), {
      method: "PATCH",
      url: "/api/v1/business",
      payload: { ...rest, name: "Otro nombre" },
      cookies: business.owner.cookies,
    });
    expect(patched.json().data.permissions).toEqual({
      cashierEditsCatalog: true,
      cashierCancelsOrders: true,
      kitchenCancelsOrders: false,
      waiterCharges: false,
    });
  });
});

describe.runIf(engines.includes("postgres"))("a change to the permissions on a second instance", () => {
  const first = useTestServer("postgres");
  const second = useSecondServer(first);

  it("is obeyed at once by the other instance's cached session", async () => {
    const business = await guardedBusiness(first());
    const cashier = business.cookies.CASHIER;
    for (let round = 0; round < 5; round++) {
      expect((await createCategory(second(), cashier)).statusCode).toBe(201);
      expect(isCached(second(), cashier)).toBe(true);
      const off = await inject(first(), {
        method: "PATCH",
        url: "/api/v1/business",
        payload: settingsBody({ cashierEditsCatalog: false }),
        cookies: business.owner.cookies,
      });
      expect(off.statusCode).toBe(200);
      expect((await createCategory(second(), cashier)).statusCode, `round ${round}`).toBe(403);
      await inject(first(), {
        method: "PATCH",
        url: "/api/v1/business",
        payload: settingsBody({ cashierEditsCatalog: true }),
        cookies: business.owner.cookies,
      });
    }
  });

  it("obeys the waiter's switch (decision 083, migration 0034) at once on the other instance", async () => {
    const business = await guardedBusiness(first());
    const waiter = business.cookies.WAITER;
    const readSettings = () => inject(second(), { method: "GET", url: "/api/v1/business", cookies: waiter });
    // A ready order to charge: the waiter may not on its own while the switch is off.
    const id = await business.order();
    for (const action of ["receive", "deliver"])
      await inject(first(), {
        method: "POST",
        url: `/api/v1/orders/${id}/${action}`,
        cookies: business.cookies.ADMIN,
      });
    const charge = () =>
      inject(second(), { method: "POST", url: `/api/v1/orders/${id}/complete`, cookies: waiter });
    expect((await charge()).statusCode).toBe(403);
    expect((await readSettings()).statusCode).toBe(200);
    expect(isCached(second(), waiter)).toBe(true);
    // Written by hand, as decision 045 asks of every switch: the trigger is what tells the other instance.
    await first()
      .ctx.database.db.updateTable("business")
      .set({ waiter_charges: 1 })
      .where("id", "=", business.businessId)
      .execute();
    expect((await charge()).statusCode).toBe(200);
  });
});
