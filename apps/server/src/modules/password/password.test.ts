import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  type Cookies,
  cookiesFrom,
  currentSession,
  inject,
  signIn as signInAs,
  signUp,
  useTestServer,
} from "../../../test/server-kit.ts";

const invalidLink = {
  error: {
    code: "invalid-argument",
    message: "El enlace para restablecer la contraseña no es válido o venció.",
  },
};

describe.each(engines)("password reset on %s", (engine) => {
  const server = useTestServer(engine);

  const forgot = (email: string) =>
    inject(server(), { method: "POST", url: "/api/v1/password/forgot", payload: { email } });
  const reset = (token: string, password: string) =>
    inject(server(), { method: "POST", url: "/api/v1/password/reset", payload: { token, password } });
  const signIn = (email: string, password: string) => signInAs(server(), email, password);
  const me = (cookies: Cookies) => currentSession(server(), cookies);
  const resetMailsTo = (email: string) =>
    server().mails.filter(
      (mail) => mail.to === email && mail.subject === "Restablecé tu contraseña de Comanda",
    );
  const linkIn = (text: string) => {
    const match = text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);
    if (!match) throw new Error(`no reset link in: ${text}`);
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  };
  /** Requests a reset for the e-mail and follows the mailed link, as the browser would. */
  const tokenFor = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(200);
    const mail = resetMailsTo(email).at(-1);
    const opened = await inject(server(), { method: "GET", url: linkIn(mail?.text ?? "") });
    expect(opened.statusCode).toBe(302);
    const location = String(opened.headers.location);
    expect(location).toMatch(/^\/reset-password\?token=[^&]+$/);
    return new URL(location, "http://x").searchParams.get("token") as string;
  };

  it("answers a known and an unknown e-mail alike, and mails only the known one", async () => {
    const { input } = await signUp(server());
    const unknown = `nadie-${Date.now()}@example.com`;
    const known = await forgot(input.email.toUpperCase());
    const stranger = await forgot(unknown);
    for (const response of [known, stranger]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
    }
    expect(known.body).toBe(stranger.body);
    expect(server().mails.filter((mail) => mail.to === unknown)).toHaveLength(0);
    expect(resetMailsTo(input.email)).toHaveLength(1);
  });

  it("sets the new password through the mailed link and ends every open session", async () => {
    const { cookies, input, session } = await signUp(server());
    const other = cookiesFrom((await signIn(input.email, input.password)).headers["set-cookie"]);
    const token = await tokenFor(input.email);

    const response = await reset(token, "otra-clave-segura");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    for (const open of [cookies, other]) expect((await me(open)).statusCode).toBe(401);
    expect((await signIn(input.email, input.password)).statusCode).toBe(401);
    const fresh = await signIn(input.email, "otra-clave-segura");
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.user.id).toBe(session.user.id);

    const reused = await reset(token, "una-tercera-clave");
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalidLink);
    expect((await signIn(input.email, "otra-clave-segura")).statusCode).toBe(200);
  });

  it("refuses a made-up or expired token, by the API and by the link", async () => {
    const { input } = await signUp(server());
    const madeUp = await reset("no-es-un-token", "otra-clave-segura");
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toEqual(invalidLink);

    const token = await tokenFor(input.email);
    const past = new Date(Date.now() - 1000);
    await server()
      .ctx.database.db.updateTable("verification")
      .set({ expires_at: engine === "postgres" ? past : past.toISOString() })
      .where("identifier", "=", `reset-password:${token}`)
      .execute();
    const expired = await reset(token, "otra-clave-segura");
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalidLink);
    for (const url of [
      `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
      "/api/auth/reset-password/inventado?callbackURL=%2Freset-password",
      "/api/auth/reset-password/inventado",
    ]) {
      const opened = await inject(server(), { method: "GET", url });
      expect(opened.statusCode, url).toBe(302);
      expect(opened.headers.location, url).toBe("/reset-password?error=INVALID_TOKEN");
    }
    expect((await signIn(input.email, input.password)).statusCode).toBe(200);
  });

  it("refuses a weak password next to the field, and the link still works afterwards", async () => {
    const { input } = await signUp(server());
    const token = await tokenFor(input.email);
    const weak = await reset(token, "corta");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: "La contraseña debe tener al menos 8 caracteres." });
    expect((await reset(token, "ahora-si-segura")).statusCode).toBe(200);
  });

  const forgotFrom = (remoteAddress: string, email: string) =>
    inject(server(), { method: "POST", url: "/api/v1/password/forgot", payload: { email }, remoteAddress });

  it("limits an address asking for one e-mail, known or not, with the same answer", async () => {
    const { input } = await signUp(server());
    const unknown = `nadie-limite-${Date.now()}@example.com`;
    for (const email of [input.email, unknown]) {
      for (let n = 0; n < 5; n++) expect((await forgotFrom("203.0.113.30", email)).statusCode).toBe(200);
      const blocked = await forgotFrom("203.0.113.30", email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe("resource-exhausted");
    }
    expect(resetMailsTo(input.email)).toHaveLength(5);
  });

  it("does not let a stranger's requests lock the owner out of recovery", async () => {
    const { input } = await signUp(server());
    const attacker = "203.0.113.66";
    for (let n = 0; n < 5; n++) expect((await forgotFrom(attacker, input.email)).statusCode).toBe(200);
    expect((await forgotFrom(attacker, input.email)).statusCode).toBe(429);
    const owner = await forgotFrom("198.51.100.7", input.email);
    expect(owner.statusCode).toBe(200);
    expect(resetMailsTo(input.email)).toHaveLength(6);
  });

  it("only slows an e-mail asked for from many addresses, never refuses it", async () => {
    const { input } = await signUp(server());
    for (let n = 0; n < 15; n++)
      expect((await forgotFrom(`192.0.2.${n + 1}`, input.email)).statusCode).toBe(200);
    expect((await forgotFrom("192.0.2.200", input.email)).statusCode).toBe(200);
  });

  it("limits one address asking for many e-mails", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) {
      statuses.push((await forgotFrom("203.0.113.99", `nadie-${n}-${Date.now()}@example.com`)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
