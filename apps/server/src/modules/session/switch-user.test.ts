import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  addUser,
  type Cookies,
  cookiesFrom,
  currentSession,
  inject,
  signUp,
  useTestServer,
} from "../../../test/server-kit.ts";

/** Decision 083: 'Cambiar de usuario' on a shared tablet: tap a name, type that user's PIN. */
describe.each(engines)("switching user by PIN on %s", (engine) => {
  const server = useTestServer(engine);

  const setPin = async (cookies: Cookies, pin: string) =>
    expect(
      (await inject(server(), { method: "PUT", url: "/api/v1/profile/pin", payload: { pin }, cookies }))
        .statusCode,
    ).toBe(200);
  const switchTo = (cookies: Cookies, userId: string, pin: string) =>
    inject(server(), { method: "POST", url: "/api/v1/session/switch", payload: { userId, pin }, cookies });
  const candidates = async (cookies: Cookies) =>
    (await inject(server(), { method: "GET", url: "/api/v1/session/switch-users", cookies })).json().data;

  /** A business with two waiters with PINs, a cashier without one, and a disabled waiter with one. */
  const floor = async () => {
    const owner = await signUp(server());
    const businessId = owner.session.business.id;
    const ana = await addUser(server(), businessId, "WAITER", "Ana Mozo");
    const beto = await addUser(server(), businessId, "WAITER", "Beto Mozo");
    const caja = await addUser(server(), businessId, "CASHIER", "Caro Caja");
    const gone = await addUser(server(), businessId, "WAITER", "Zulma Mozo");
    await setPin(ana.cookies, "1111");
    await setPin(beto.cookies, "2222");
    await setPin(gone.cookies, "3333");
    const disabled = await inject(server(), {
      method: "PATCH",
      url: `/api/v1/staff/${gone.userId}/status`,
      payload: { status: "disabled" },
      cookies: owner.cookies,
    });
    expect(disabled.statusCode).toBe(200);
    return { owner, ana, beto, caja, gone };
  };

  it("lists the enabled colleagues with a PIN, by name only", async () => {
    const { ana, beto, caja } = await floor();
    expect(await candidates(ana.cookies)).toEqual([{ id: beto.userId, name: "Beto Mozo" }]);
    expect(await candidates(caja.cookies)).toEqual([
      { id: ana.userId, name: "Ana Mozo" },
      { id: beto.userId, name: "Beto Mozo" },
    ]);
  });

  it("makes the session the other user's, sets its cookie and ends the old session", async () => {
    const { ana, beto } = await floor();
    const switched = await switchTo(ana.cookies, beto.userId, "2222");
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data.user).toMatchObject({ id: beto.userId, name: "Beto Mozo", role: "WAITER" });
    const cookies = cookiesFrom(switched.headers["set-cookie"]);
    const now = await currentSession(server(), cookies);
    expect(now.json().data.user.id).toBe(beto.userId);
    // The device no longer holds Ana's session: her old cookie is signed out.
    expect((await currentSession(server(), ana.cookies)).statusCode).toBe(401);
  });

  it("says 'PIN incorrecto.' for a wrong PIN and keeps the session as it was", async () => {
    const { ana, beto } = await floor();
    const wrong = await switchTo(ana.cookies, beto.userId, "9999");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({
      message: "PIN incorrecto.",
      fields: { pin: "PIN incorrecto." },
    });
    // Not the ADMIN's PIN prompt's refusal: the client must not ask for an ADMIN's PIN.
    expect(wrong.json().error.details).toBeUndefined();
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    expect((await currentSession(server(), ana.cookies)).json().data.user.id).toBe(ana.userId);
    const bad = await switchTo(ana.cookies, beto.userId, "12");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pin).toBe("El PIN tiene que tener de 4 a 6 números.");
  });

  it("locks switching to a user for 15 minutes after five wrong PINs, that user only", async () => {
    const { ana, beto, caja } = await floor();
    for (let i = 0; i < 5; i++)
      expect((await switchTo(caja.cookies, beto.userId, "0000")).statusCode).toBe(403);
    const locked = await switchTo(caja.cookies, beto.userId, "2222");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe("Demasiados intentos: probá de nuevo en 15 minutos.");
    // Another user is not locked by Beto's wrong PINs.
    expect((await switchTo(caja.cookies, ana.userId, "1111")).statusCode).toBe(200);
  });

  it("counts only wrong PINs: a right one takes its attempt back", async () => {
    const { owner, beto, caja } = await floor();
    for (let i = 0; i < 4; i++)
      expect((await switchTo(owner.cookies, beto.userId, "0000")).statusCode).toBe(403);
    expect((await switchTo(caja.cookies, beto.userId, "2222")).statusCode).toBe(200);
    // Had the right one counted, this would be the sixth attempt, refused with 429.
    expect((await switchTo(owner.cookies, beto.userId, "0000")).statusCode).toBe(403);
    expect((await switchTo(owner.cookies, beto.userId, "2222")).statusCode).toBe(429);
  });

  it("never switches to a user of another business, a disabled one or one without a PIN", async () => {
    const { ana, caja, gone } = await floor();
    const other = await signUp(server());
    const stranger = await addUser(server(), other.session.business.id, "WAITER", "Ajeno");
    await setPin(stranger.cookies, "4444");
    await setPin(other.cookies, "5555");
    for (const [userId, pin] of [
      [stranger.userId, "4444"],
      [other.session.user.id, "5555"],
      [gone.userId, "3333"],
      [caja.userId, "0000"],
      ["01900000-0000-7000-8000-000000000000", "1234"],
    ] as const) {
      const refused = await switchTo(ana.cookies, userId, pin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe("PIN incorrecto.");
    }
    expect((await currentSession(server(), ana.cookies)).json().data.user.id).toBe(ana.userId);
    expect(await candidates(other.cookies)).toEqual([{ id: stranger.userId, name: "Ajeno" }]);
  });

  it("needs a session", async () => {
    const { beto } = await floor();
    const response = await inject(server(), {
      method: "POST",
      url: "/api/v1/session/switch",
      payload: { userId: beto.userId, pin: "2222" },
    });
    expect(response.statusCode).toBe(401);
  });
});
