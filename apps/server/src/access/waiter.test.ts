import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { adminPin, guardedBusiness, settingsBody, withPin } from "../../test/permissions-kit.ts";
import { inject, useTestServer } from "../../test/server-kit.ts";
import { pendingOrderRow } from "../../test/service-rows-kit.ts";
import { type Access, rolesOf, routeAccess } from "./route-access.ts";

/**
 * Decision 083: every route of the role table says whether a waiter may call it, on purpose. This list is the
 * waiter's whole reach; a route added to the table fails here until it is put in or left out of the list.
 */
const waiterRoutes = new Set([
  "POST /api/v1/session/verification-email",
  "GET /api/v1/events",
  // What the order screen reads to take an order; the catalog's screens and writes stay the counter's.
  "GET /api/v1/payment-methods",
  "GET /api/v1/category-options",
  "GET /api/v1/product-options",
  "GET /api/v1/modifier-options",
  "GET /api/v1/promotion-options",
  "GET /api/v1/board",
  "GET /api/v1/shifts/current",
  "POST /api/v1/orders",
  "GET /api/v1/orders/:id",
  "PATCH /api/v1/orders/:id",
  "POST /api/v1/orders/:id/receive",
  "POST /api/v1/orders/:id/deliver",
  "POST /api/v1/orders/:id/serve",
  // Charging: only when the business allows it, or with an ADMIN's PIN; cancelling: always with the PIN.
  "POST /api/v1/orders/:id/complete",
  "POST /api/v1/orders/:id/cancel",
  // The dining room, its tabs and rounds, and the bill.
  "GET /api/v1/salon",
  "GET /api/v1/rooms",
  "POST /api/v1/tables/:id/tab",
  "POST /api/v1/tabs/:id/rounds",
  "POST /api/v1/tabs/:id/march",
  "POST /api/v1/tabs/:id/move",
  "POST /api/v1/tabs/:id/join",
  "POST /api/v1/tabs/:id/split",
  "POST /api/v1/tabs/:id/bill",
  // Every board's display and printers.
  "POST /api/v1/orders/:id/stations/:stationId/ready",
  "POST /api/v1/orders/:id/kitchen/lines",
  "POST /api/v1/orders/:id/kitchen/recall",
  "GET /api/v1/printers",
  "POST /api/v1/printers/retry",
  "POST /api/v1/orders/:id/comandas/reprint",
  "GET /api/v1/print-jobs/unconfirmed",
  "POST /api/v1/print-jobs/:id/printed",
  "POST /api/v1/print-jobs/:id/reprint",
  // The order screen's customer lookup (a take-away's name); not the customers' list, export or deletion.
  "GET /api/v1/customer-options",
  "POST /api/v1/customers",
  "PATCH /api/v1/customers/:id",
  "GET /api/v1/business",
  "GET /api/v1/business/logo",
  // Its own profile, its PIN, and switching user on a shared device.
  "PATCH /api/v1/profile",
  "GET /api/v1/profile/pin",
  "PUT /api/v1/profile/pin",
  "DELETE /api/v1/profile/pin",
  "GET /api/v1/session/switch-users",
  "POST /api/v1/session/switch",
]);

const letsWaiterIn = (access: Access) => {
  if (access === "public") return true;
  const roles = rolesOf(access);
  return roles === "signed-in" || roles.includes("WAITER");
};

describe("the waiter in the role table", () => {
  const entries = Object.entries(routeAccess) as [string, Access][];

  it.each(entries)("%s: placed for the waiter on purpose", (key, access) => {
    if (access === "public") return;
    expect(letsWaiterIn(access), `${key}: add it to or leave it out of waiterRoutes`).toBe(
      waiterRoutes.has(key),
    );
  });

  it("names only routes the table has", () => {
    for (const key of waiterRoutes) expect(Object.keys(routeAccess)).toContain(key);
  });

  it("keeps the waiter away from the catalog, sales history, invoices, cash count, staff and settings", () => {
    for (const key of [
      "POST /api/v1/products",
      "PATCH /api/v1/products/:id",
      "GET /api/v1/products",
      "GET /api/v1/shifts",
      "GET /api/v1/shifts/:id",
      "GET /api/v1/invoices",
      "GET /api/v1/shifts/:id/count",
      "POST /api/v1/shifts/:id/cash-movements",
      "GET /api/v1/staff",
      "PATCH /api/v1/business",
      "GET /api/v1/dashboard",
      "POST /api/v1/shifts",
    ])
      expect(waiterRoutes.has(key), key).toBe(false);
  });
});

describe.each(engines)("a waiter on %s", (engine) => {
  const server = useTestServer(engine);

  const readyOrder = async (business: Awaited<ReturnType<typeof guardedBusiness>>) => {
    const id = await business.order();
    for (const action of ["receive", "deliver"])
      expect(
        (
          await inject(server(), {
            method: "POST",
            url: `/api/v1/orders/${id}/${action}`,
            cookies: business.cookies.ADMIN,
          })
        ).statusCode,
      ).toBe(200);
    return id;
  };

  it("charges with the switch off only with an ADMIN's PIN, which is recorded", async () => {
    const business = await guardedBusiness(server());
    const id = await readyOrder(business);
    const complete = (pin?: string) =>
      inject(server(), {
        method: "POST",
        url: `/api/v1/orders/${id}/complete`,
        cookies: business.cookies.WAITER,
        ...withPin(pin),
      });
    const refused = await complete();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "permission-denied",
      message: "Pedí autorización: PIN de un administrador.",
      details: { pin: "required" },
    });
    const done = await complete(adminPin);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe("completed");
    const records = await business.authorizations();
    expect(records.map((record) => [record.requested_by_name, record.action, record.target_id])).toEqual([
      ["Walter Mozo", "complete", id],
    ]);
    // The audit trail's charge names who authorized it (decision 047).
    const audit = await inject(server(), {
      method: "GET",
      url: `/api/v1/audit?order=${id}`,
      cookies: business.cookies.ADMIN,
    });
    const charged = (
      audit.json().data.items as { action: string; userName: string; authorizedBy: string }[]
    ).find((entry) => entry.action === "completed");
    expect(charged).toMatchObject({ userName: "Walter Mozo", authorizedBy: "Ana Pérez" });
  });

  it("charges on its own once the owner turns 'waiter_charges' on, at once", async () => {
    const business = await guardedBusiness(server());
    const first = await readyOrder(business);
    const complete = (id: string) =>
      inject(server(), {
        method: "POST",
        url: `/api/v1/orders/${id}/complete`,
        cookies: business.cookies.WAITER,
      });
    expect((await complete(first)).statusCode).toBe(403);
    const on = await inject(server(), {
      method: "PATCH",
      url: "/api/v1/business",
      payload: settingsBody({ waiterCharges: true }),
      cookies: business.cookies.ADMIN,
    });
    expect(on.json().data.permissions.waiterCharges).toBe(true);
    expect((await complete(first)).statusCode).toBe(200);
    // A cancel still needs the PIN: no switch lets a waiter cancel on its own.
    const second = await business.order();
    const cancel = await inject(server(), {
      method: "POST",
      url: `/api/v1/orders/${second}/cancel`,
      cookies: business.cookies.WAITER,
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().error.details).toEqual({ pin: "required" });
  });

  it("sees only its own orders on the board; the counter sees them all", async () => {
    const business = await guardedBusiness(server());
    const db = server().ctx.database.db;
    const theirs = await business.order();
    const shift = await db
      .selectFrom("shift")
      .select("id")
      .where("business_id", "=", business.businessId)
      .executeTakeFirstOrThrow();
    const mine = await pendingOrderRow(db, business.businessId, shift.id, business.waiter.userId);
    const board = async (role: "WAITER" | "CASHIER") => {
      const response = await inject(server(), {
        method: "GET",
        url: "/api/v1/board",
        cookies: business.cookies[role],
      });
      expect(response.statusCode).toBe(200);
      return (response.json().data.orders as { id: string }[]).map((order) => order.id).sort();
    };
    expect(await board("WAITER")).toEqual([mine]);
    expect(await board("CASHIER")).toEqual([theirs, mine].sort());
  });
});
