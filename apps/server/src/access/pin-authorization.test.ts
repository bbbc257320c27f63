import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { adminPin, guardedBusiness, withPin } from "../../test/permissions-kit.ts";
import { inject, useTestServer } from "../../test/server-kit.ts";

const noSwitches = { cashierEditsCatalog: false, cashierCancelsOrders: false, kitchenCancelsOrders: false };

/** Decision 045: an ADMIN's PIN lets one refused action through, and the action records who authorized it. */
describe.each(engines)("authorizing with an ADMIN's PIN on %s", (engine) => {
  const server = useTestServer(engine);

  const statusOf = async (id: string) =>
    (
      await server()
        .ctx.database.db.selectFrom("order")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;

  it("cancels an order for CASHIER and KITCHEN only with the PIN, recording both people with it", async () => {
    const business = await guardedBusiness(server(), noSwitches);
    for (const role of ["CASHIER", "KITCHEN"] as const) {
      const id = await business.order();
      const cancel = (pin?: string) =>
        inject(server(), {
          method: "POST",
          url: `/api/v1/orders/${id}/cancel`,
          cookies: business.cookies[role],
          ...withPin(pin),
        });
      const refused = await cancel();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.details).toEqual({ pin: "required" });
      expect(await statusOf(id)).toBe("pending");

      const done = await cancel(adminPin);
      expect(done.statusCode).toBe(200);
      expect(done.json().data.status).toBe("cancelled");
    }
    const records = await business.authorizations();
    expect(records).toHaveLength(2);
    expect(records.map((record) => [record.requested_by_name, record.action, record.target_kind])).toEqual([
      ["Caro Caja", "cancel", "order"],
      ["Kiko Cocina", "cancel", "order"],
    ]);
    for (const record of records) {
      expect(record.authorized_by).toBe(business.owner.session.user.id);
      expect(record.authorized_by_name).toBe("Ana Pérez");
      expect(record.target_id).toBeTruthy();
    }
  });

  it("lets CASHIER create, change and delete catalog records with the PIN, one record for each", async () => {
    const business = await guardedBusiness(server(), noSwitches);
    const cashier = business.cookies.CASHIER;
    const refused = await inject(server(), {
      method: "POST",
      url: "/api/v1/categories",
      payload: { name: "Bebidas" },
      cookies: cashier,
    });
    expect(refused.statusCode).toBe(403);
    const created = await inject(server(), {
      method: "POST",
      url: "/api/v1/categories",
      payload: { name: "Bebidas" },
      cookies: cashier,
      ...withPin(adminPin),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const renamed = await inject(server(), {
      method: "PATCH",
      url: `/api/v1/categories/${id}`,
      payload: { name: "Bebidas frías" },
      cookies: cashier,
      ...withPin(adminPin),
    });
    expect(renamed.statusCode).toBe(200);
    const deleted = await inject(server(), {
      method: "DELETE",
      url: `/api/v1/categories/${id}`,
      cookies: cashier,
      ...withPin(adminPin),
    });
    expect(deleted.statusCode).toBe(200);
    const records = await business.authorizations();
    expect(records.map((record) => [record.action, record.target_kind, record.target_id])).toEqual([
      ["create", "category", id],
      ["update", "category", id],
      ["delete", "category", id],
    ]);
    expect(records.every((record) => record.requested_by === business.cashier.userId)).toBe(true);
  });

  it("records nothing when the action itself fails, nor when the role may act on its own", async () => {
    const business = await guardedBusiness(server(), { cashierEditsCatalog: false });
    const invalid = await inject(server(), {
      method: "POST",
      url: "/api/v1/categories",
      payload: { name: "" },
      cookies: business.cookies.CASHIER,
      ...withPin(adminPin),
    });
    expect(invalid.statusCode).toBe(400);
    // Cancelling is still the cashier's own: the PIN it sends anyway authorizes nothing.
    const own = await inject(server(), {
      method: "POST",
      url: `/api/v1/orders/${await business.order()}/cancel`,
      cookies: business.cookies.CASHIER,
      ...withPin(adminPin),
    });
    expect(own.statusCode).toBe(200);
    expect(await business.authorizations()).toEqual([]);
  });

  it("never lets KITCHEN cancel a ready order, PIN or not, and never lets it edit the catalog", async () => {
    const business = await guardedBusiness(server(), noSwitches);
    const id = await business.order();
    await server()
      .ctx.database.db.updateTable("order")
      .set({ status: "ready" })
      .where("id", "=", id)
      .execute();
    const cancel = await inject(server(), {
      method: "POST",
      url: `/api/v1/orders/${id}/cancel`,
      cookies: business.cookies.KITCHEN,
      ...withPin(adminPin),
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().error.message).toBe("La cocina no puede cancelar un pedido listo para entregar.");
    const catalog = await inject(server(), {
      method: "POST",
      url: "/api/v1/categories",
      payload: { name: "Postres" },
      cookies: business.cookies.KITCHEN,
      ...withPin(adminPin),
    });
    expect(catalog.statusCode).toBe(403);
    expect(await statusOf(id)).toBe("ready");
    expect(await business.authorizations()).toEqual([]);
  });

  it("keeps today's behaviour by default: CASHIER edits the catalog, both cancel, without a PIN", async () => {
    const business = await guardedBusiness(server());
    const created = await inject(server(), {
      method: "POST",
      url: "/api/v1/categories",
      payload: { name: "Minutas" },
      cookies: business.cookies.CASHIER,
    });
    expect(created.statusCode).toBe(201);
    for (const role of ["CASHIER", "KITCHEN"] as const) {
      const cancel = await inject(server(), {
        method: "POST",
        url: `/api/v1/orders/${await business.order()}/cancel`,
        cookies: business.cookies[role],
      });
      expect(cancel.statusCode).toBe(200);
    }
    expect(await business.authorizations()).toEqual([]);
  });
});
