import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

/** Decision 045: an ADMIN sets, changes and removes its own PIN on the profile; decision 083: every role. */
describe.each(engines)("the ADMIN's PIN on %s", (engine) => {
  const server = useTestServer(engine);

  const put = (cookies: Cookies, payload: Record<string, unknown>) =>
    inject(server(), { method: "PUT", url: "/api/v1/profile/pin", payload, cookies });
  const state = async (cookies: Cookies) =>
    (await inject(server(), { method: "GET", url: "/api/v1/profile/pin", cookies })).json().data;
  const storedHash = async (userId: string) =>
    (
      await server()
        .ctx.database.db.selectFrom("admin_pin")
        .select("pin_hash")
        .where("user_id", "=", userId)
        .executeTakeFirst()
    )?.pin_hash;

  it("sets, changes and removes it, stored hashed and never answered back", async () => {
    const { cookies, session } = await signUp(server());
    expect(await state(cookies)).toEqual({ hasPin: false });

    const set = await put(cookies, { pin: "2468" });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ data: { hasPin: true } });
    const first = await storedHash(session.user.id);
    expect(first).toMatch(/^\$scrypt\$/);
    expect(first).not.toContain("2468");

    expect((await put(cookies, { pin: "135790" })).statusCode).toBe(200);
    expect(await storedHash(session.user.id)).not.toBe(first);
    expect(await state(cookies)).toEqual({ hasPin: true });

    const removed = await inject(server(), { method: "DELETE", url: "/api/v1/profile/pin", cookies });
    expect(removed.json()).toEqual({ data: { hasPin: false } });
    expect(await storedHash(session.user.id)).toBeUndefined();
  });

  it("takes 4 to 6 digits only, saying so in Spanish", async () => {
    const { cookies, session } = await signUp(server());
    for (const pin of ["123", "1234567", "12a4", "", 1234, null]) {
      const response = await put(cookies, { pin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ pin: "El PIN tiene que tener de 4 a 6 números." });
    }
    expect(await storedHash(session.user.id)).toBeUndefined();
  });

  it("refuses a PIN another ADMIN of the business has, so every authorization names one person", async () => {
    const owner = await signUp(server());
    const second = await addUser(server(), owner.session.business.id, "ADMIN");
    expect((await put(owner.cookies, { pin: "9090" })).statusCode).toBe(200);
    const taken = await put(second.cookies, { pin: "9090" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ pin: "Elegí otro PIN." });
    // Another business's ADMIN may have the same digits: PINs only count inside their business.
    const stranger = await signUp(server());
    expect((await put(stranger.cookies, { pin: "9090" })).statusCode).toBe(200);
  });

  it("is every role's (decision 083), never compared with an ADMIN's, and authorizes only an ADMIN's", async () => {
    const owner = await signUp(server());
    expect((await put(owner.cookies, { pin: "4321" })).statusCode).toBe(200);
    for (const role of ["CASHIER", "KITCHEN", "WAITER"] as const) {
      const user = await addUser(server(), owner.session.business.id, role);
      // The ADMIN's digits are taken without a word: refusing them would tell this user the ADMIN's PIN.
      expect((await put(user.cookies, { pin: "4321" })).statusCode).toBe(200);
      expect(await state(user.cookies)).toEqual({ hasPin: true });
      expect(await storedHash(user.userId)).toMatch(/^\$scrypt\$/);
    }
    const waiter = await addUser(server(), owner.session.business.id, "WAITER");
    expect((await put(waiter.cookies, { pin: "7777" })).statusCode).toBe(200);
    // A waiter's PIN is no ADMIN's: it does not let a cancel through.
    const cancel = await inject(server(), {
      method: "POST",
      url: "/api/v1/orders/01900000-0000-7000-8000-000000000000/cancel",
      cookies: waiter.cookies,
      headers: { "x-admin-pin": "7777" },
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().error.details).toEqual({ pin: "wrong" });
  });
});
