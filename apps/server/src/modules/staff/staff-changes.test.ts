import { describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  addUser,
  type Cookies,
  currentSession,
  inject,
  signIn as signInAs,
  signUp,
  useTestServer,
} from "../../../test/server-kit.ts";
import { type Caller, deleteStaff, setStaffStatus } from "./service.ts";

const lastAdmin = "El negocio tiene que conservar al menos un administrador habilitado.";

describe.each(engines)("staff status and deletion on %s", (engine) => {
  const server = useTestServer(engine);

  const db = () => server().ctx.database.db;
  const setStatus = (cookies: Cookies, id: string, status: string) =>
    inject(server(), { method: "PATCH", url: `/api/v1/staff/${id}/status`, cookies, payload: { status } });
  const remove = (cookies: Cookies, id: string) =>
    inject(server(), { method: "DELETE", url: `/api/v1/staff/${id}`, cookies });
  const signIn = (email: string, password: string) => signInAs(server(), email, password);
  const me = (cookies: Cookies) => currentSession(server(), cookies);
  const rowsOf = async (table: "session" | "account", userId: string) =>
    (await db().selectFrom(table).select("id").where("user_id", "=", userId).execute()).length;
  const statusOf = async (id: string) =>
    (await db().selectFrom("user").select("status").where("id", "=", id).executeTakeFirst())?.status;
  const enabledAdmins = async (businessId: string) =>
    (
      await db()
        .selectFrom("user")
        .select("id")
        .where("business_id", "=", businessId)
        .where("role", "=", "ADMIN")
        .where("status", "=", "enabled")
        .execute()
    ).length;

  describe("status", () => {
    it("disabling refuses sign-in and ends the open session; enabling lets the user back in", async () => {
      const owner = await signUp(server());
      const cashier = await addUser(server(), owner.session.business.id, "CASHIER", "Caja Uno");
      expect((await me(cashier.cookies)).statusCode).toBe(200);
      const changes: unknown[] = [];
      const unsubscribe = server().ctx.bus.subscribe(owner.session.business.id, (m) => changes.push(m));

      const disabled = await setStatus(owner.cookies, cashier.userId, "disabled");
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().data).toMatchObject({
        id: cashier.userId,
        name: "Caja Uno",
        role: "CASHIER",
        status: "disabled",
      });
      await vi.waitFor(() =>
        expect(changes).toContainEqual({ entity: "users", id: cashier.userId, op: "update" }),
      );
      unsubscribe();
      expect(await rowsOf("session", cashier.userId)).toBe(0);
      expect((await me(cashier.cookies)).statusCode).toBe(401);
      const refused = await signIn(cashier.email, cashier.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: "permission-denied",
        message: "Tu usuario está deshabilitado. Consultá con el administrador del negocio.",
      });

      const enabled = await setStatus(owner.cookies, cashier.userId, "enabled");
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json().data.status).toBe("enabled");
      expect((await signIn(cashier.email, cashier.password)).statusCode).toBe(200);
    });

    it("refuses changing yourself", async () => {
      const owner = await signUp(server());
      const response = await setStatus(owner.cookies, owner.session.user.id, "disabled");
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: "aborted",
        message: "No podés deshabilitar tu propio usuario.",
      });
      expect(await statusOf(owner.session.user.id)).toBe("enabled");
      expect((await me(owner.cookies)).statusCode).toBe(200);
    });

    it("lets one ADMIN disable another while one stays enabled", async () => {
      const owner = await signUp(server());
      const second = await addUser(server(), owner.session.business.id, "ADMIN");
      const response = await setStatus(owner.cookies, second.userId, "disabled");
      expect(response.statusCode).toBe(200);
      expect(await enabledAdmins(owner.session.business.id)).toBe(1);
      // Deleting a disabled ADMIN takes no enabled one away either.
      expect((await remove(owner.cookies, second.userId)).statusCode).toBe(200);
    });

    // Through HTTP the caller is always an enabled ADMIN, so only a race can remove the last one.
    it("serializes concurrent changes: two ADMINs removing each other at once leave one", async () => {
      for (let round = 0; round < 3; round++) {
        const owner = await signUp(server());
        const businessId = owner.session.business.id;
        const second = await addUser(server(), businessId, "ADMIN");
        const callerFor = (id: string) =>
          ({
            user: { id, role: "ADMIN", businessId },
            business: owner.session.business,
          }) as unknown as Caller;
        const results = await Promise.allSettled([
          setStaffStatus(server().ctx, callerFor(owner.session.user.id), second.userId, {
            status: "disabled",
          }),
          deleteStaff(server().ctx, callerFor(second.userId), owner.session.user.id),
          setStaffStatus(server().ctx, callerFor(second.userId), owner.session.user.id, {
            status: "disabled",
          }),
        ]);
        expect(await enabledAdmins(businessId)).toBe(1);
        for (const result of results) {
          // Refused as the last ADMIN, or its target already deleted by an earlier change.
          if (result.status === "rejected") expect(["aborted", "not-found"]).toContain(result.reason.code);
        }
      }
    });

    it("the service itself never leaves a business without an enabled ADMIN", async () => {
      const owner = await signUp(server());
      const businessId = owner.session.business.id;
      const cashier = await addUser(server(), businessId, "CASHIER");
      const caller = {
        user: { id: cashier.userId, role: "ADMIN", businessId },
        business: owner.session.business,
      } as unknown as Caller;
      await expect(
        setStaffStatus(server().ctx, caller, owner.session.user.id, { status: "disabled" }),
      ).rejects.toMatchObject({ code: "aborted", message: lastAdmin });
      await expect(deleteStaff(server().ctx, caller, owner.session.user.id)).rejects.toMatchObject({
        code: "aborted",
        message: lastAdmin,
      });
      expect(await statusOf(owner.session.user.id)).toBe("enabled");
    });

    it("validates the id and the status, and answers 404 for an unknown id", async () => {
      const owner = await signUp(server());
      const badId = await setStatus(owner.cookies, "no-es-un-id", "disabled");
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error.fields).toEqual({ id: "El identificador no es válido." });
      const cashier = await addUser(server(), owner.session.business.id, "CASHIER");
      const badStatus = await setStatus(owner.cookies, cashier.userId, "borrado");
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().error.fields).toEqual({ status: "El estado debe ser enabled o disabled." });
      const unknown = await setStatus(owner.cookies, "01900000-0000-7000-8000-000000000001", "disabled");
      expect(unknown.statusCode).toBe(404);
      expect(await statusOf(cashier.userId)).toBe("enabled");
    });
  });

  describe("delete", () => {
    it("removes the user with its sessions and accounts; it cannot sign in again", async () => {
      const owner = await signUp(server());
      const kitchen = await addUser(server(), owner.session.business.id, "KITCHEN");
      expect(await rowsOf("account", kitchen.userId)).toBe(1);
      const changes: unknown[] = [];
      const unsubscribe = server().ctx.bus.subscribe(owner.session.business.id, (m) => changes.push(m));

      const response = await remove(owner.cookies, kitchen.userId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      await vi.waitFor(() =>
        expect(changes).toContainEqual({ entity: "users", id: kitchen.userId, op: "delete" }),
      );
      unsubscribe();
      expect(await statusOf(kitchen.userId)).toBeUndefined();
      expect(await rowsOf("session", kitchen.userId)).toBe(0);
      expect(await rowsOf("account", kitchen.userId)).toBe(0);
      expect((await me(kitchen.cookies)).statusCode).toBe(401);
      expect((await signIn(kitchen.email, kitchen.password)).statusCode).toBe(401);
      const listed = await inject(server(), { method: "GET", url: "/api/v1/staff", cookies: owner.cookies });
      expect(listed.json().data.total).toBe(0);
      expect((await remove(owner.cookies, kitchen.userId)).statusCode).toBe(404);
    });

    it("refuses deleting yourself", async () => {
      const owner = await signUp(server());
      const response = await remove(owner.cookies, owner.session.user.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: "aborted",
        message: "No podés eliminar tu propio usuario.",
      });
      expect(await statusOf(owner.session.user.id)).toBe("enabled");
    });
  });
});
