import { describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  type Cookies,
  cookiesFrom,
  currentSession,
  inject,
  mailsTo as mailsSentTo,
  signIn as signInAs,
  signUp,
  useTestServer,
} from "../../../test/server-kit.ts";

const sessionCookie = "comanda.session_token";
const badCredentials = {
  error: { code: "unauthenticated", message: "Correo electrónico o contraseña incorrectos." },
};

describe.each(engines)("session on %s", (engine) => {
  const server = useTestServer(engine);

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    signInAs(server(), email, password, headers);
  const me = (cookies?: Cookies) => currentSession(server(), cookies);
  const sessionsOf = async (userId: string) => {
    const rows = await server()
      .ctx.database.db.selectFrom("session")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    return rows.length;
  };
  const mailsTo = (email: string) => mailsSentTo(server(), email);

  describe("sign-in", () => {
    it("answers the session and sets a cookie that identifies the user", async () => {
      const { input, session } = await signUp(server());
      const response = await signIn(input.email, input.password);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        user: {
          id: session.user.id,
          name: input.name,
          email: input.email,
          emailVerified: false,
          role: "ADMIN",
          businessId: session.business.id,
        },
        business: { id: session.business.id, name: input.business_name, slug: session.business.slug },
      });
      const cookies = cookiesFrom(response.headers["set-cookie"]);
      expect(cookies[sessionCookie]).toBeTruthy();
      const current = await me({ [sessionCookie]: cookies[sessionCookie] as string });
      expect(current.statusCode).toBe(200);
      expect(current.json().data.user.id).toBe(session.user.id);
    });

    it("ignores case and surrounding spaces in the e-mail", async () => {
      const { input, session } = await signUp(server());
      const response = await signIn(`  ${input.email.toUpperCase()}\t`, input.password);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.id).toBe(session.user.id);
    });

    it("answers a wrong password and an unknown e-mail with the same bytes", async () => {
      const { input } = await signUp(server());
      const wrongPassword = await signIn(input.email, "no-es-la-clave");
      const unknownEmail = await signIn(`nadie-${Date.now()}@example.com`, input.password);
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(badCredentials);
        expect(response.headers["set-cookie"]).toBeUndefined();
      }
      expect(wrongPassword.body).toBe(unknownEmail.body);
      expect(wrongPassword.headers["content-type"]).toBe(unknownEmail.headers["content-type"]);
    });

    it("is not signed in without a cookie, or with a made-up one", async () => {
      for (const cookies of [undefined, { [sessionCookie]: "inventada.firma" }]) {
        const response = await me(cookies);
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe("unauthenticated");
      }
    });
  });

  describe("sign-out", () => {
    it("clears the cookie and ends the session for good", async () => {
      const { cookies, session } = await signUp(server());
      expect((await me(cookies)).statusCode).toBe(200);
      const response = await inject(server(), { method: "DELETE", url: "/api/v1/session", cookies });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      const cleared = [response.headers["set-cookie"]].flat().find((c) => c?.startsWith(`${sessionCookie}=`));
      expect(cleared).toMatch(/^comanda\.session_token=;/);
      expect(cleared).toMatch(/Max-Age=0/i);
      expect((await me(cookies)).statusCode).toBe(401);
      expect(await sessionsOf(session.user.id)).toBe(0);
    });
  });

  describe("rate limit", () => {
    it("blocks an e-mail from one address after 10 failed attempts in 15 minutes, even with the right password", async () => {
      const { input, session } = await signUp(server());
      const other = await signUp(server());
      for (let attempt = 0; attempt < 10; attempt++) {
        const email = attempt % 2 ? input.email.toUpperCase() : ` ${input.email}`;
        expect((await signIn(email, `equivocada-${attempt}`)).statusCode).toBe(401);
      }
      const blocked = await signIn(input.email, input.password);
      expect(blocked.statusCode).toBe(429);
      const { error } = blocked.json();
      expect(error.code).toBe("resource-exhausted");
      expect(error.message).toMatch(/^Demasiados intentos\. Esperá 15 minutos/);
      expect(blocked.headers["set-cookie"]).toBeUndefined();

      // Another e-mail from the same address is not affected.
      expect((await signIn(other.input.email, other.input.password)).statusCode).toBe(200);

      // Once the window has passed the account can sign in again.
      await server()
        .ctx.database.db.updateTable("rate_limit")
        .set({ window_start: Date.now() - 15 * 60_000 - 1 })
        .where("key", "=", `sign-in:ip-email:127.0.0.1/${input.email}`)
        .execute();
      const later = await signIn(input.email, input.password);
      expect(later.statusCode).toBe(200);
      expect(later.json().data.user.id).toBe(session.user.id);
    });
  });

  describe("rate limit after a successful sign-in", () => {
    it("counts only failed attempts: a right password forgets the earlier failures", async () => {
      const { input } = await signUp(server());
      for (let attempt = 0; attempt < 9; attempt++) {
        expect((await signIn(input.email, `equivocada-${attempt}`)).statusCode).toBe(401);
      }
      expect((await signIn(input.email, input.password)).statusCode).toBe(200);
      for (let attempt = 0; attempt < 9; attempt++) {
        expect((await signIn(input.email, `otra-${attempt}`)).statusCode).toBe(401);
      }
      expect((await signIn(input.email, input.password)).statusCode).toBe(200);
    });
  });

  describe("disabled users", () => {
    const disable = (userId: string) =>
      server()
        .ctx.database.db.updateTable("user")
        .set({ status: "disabled" })
        .where("id", "=", userId)
        .execute();

    it("cannot sign in", async () => {
      const { input, session } = await signUp(server());
      await disable(session.user.id);
      const before = await sessionsOf(session.user.id);
      const response = await signIn(input.email, input.password);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: "permission-denied",
        message: "Tu usuario está deshabilitado. Consultá con el administrador del negocio.",
      });
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(await sessionsOf(session.user.id)).toBe(before);
    });

    it("lose the session they had on their next request", async () => {
      const { cookies, session } = await signUp(server());
      expect((await me(cookies)).statusCode).toBe(200);
      expect(await sessionsOf(session.user.id)).toBe(1);
      await disable(session.user.id);
      const response = await me(cookies);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("unauthenticated");
      expect(await sessionsOf(session.user.id)).toBe(0);
    });
  });

  describe("e-mail verification", () => {
    const linkIn = (text: string) => {
      const match = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/);
      if (!match) throw new Error(`no verification link in: ${text}`);
      const url = new URL(match[0]);
      return `${url.pathname}${url.search}`;
    };

    it("verifies the e-mail through the link in the signup mail", async () => {
      const { cookies, input, session } = await signUp(server());
      const [mail] = mailsTo(input.email);
      expect(mail).toBeDefined();
      const link = linkIn(mail?.text ?? "");
      expect(link).toMatch(/^\/api\/auth\/verify-email\?token=[^&\s]+/);

      const changes: unknown[] = [];
      const unsubscribe = server().ctx.bus.subscribe(session.business.id, (message) => changes.push(message));
      const response = await inject(server(), { method: "GET", url: link });
      // The user's other open screens hear about it and refresh (on PostgreSQL, through NOTIFY).
      await vi.waitFor(() =>
        expect(changes).toContainEqual({ entity: "users", id: session.user.id, op: "update" }),
      );
      unsubscribe();
      // Decision 070: the link proves the address, not who opened it: nobody is signed in by it, and
      // whoever is not signed in is asked to.
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/login?verificacion=ok");
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(await sessionsOf(session.user.id)).toBe(1);

      const current = await me(cookies);
      expect(current.statusCode).toBe(200);
      expect(current.json().data.user.emailVerified).toBe(true);
      // Opened where its owner is signed in, it lands in the app.
      const signedIn = await inject(server(), { method: "GET", url: link, cookies });
      expect(signedIn.headers.location).toBe("/");
      expect(await sessionsOf(session.user.id)).toBe(1);
    });

    it("lands a good link opened without its callbackURL in the app, not on Better Auth's JSON", async () => {
      const { cookies, input } = await signUp(server());
      const link = linkIn(mailsTo(input.email)[0]?.text ?? "").replace(/&callbackURL=[^&]*/, "");
      expect(link).not.toContain("callbackURL");
      const response = await inject(server(), { method: "GET", url: link });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/login?verificacion=ok");
      expect((await me(cookies)).json().data.user.emailVerified).toBe(true);
      expect((await inject(server(), { method: "GET", url: link, cookies })).headers.location).toBe("/");
    });

    it("lands a good link whose callbackURL has unusual characters in the app, verified", async () => {
      const { cookies, input } = await signUp(server());
      const link = linkIn(mailsTo(input.email)[0]?.text ?? "").replace(
        /callbackURL=[^&]*/,
        "callbackURL=%2F%E2%BF%95%2B",
      );
      const response = await inject(server(), { method: "GET", url: link });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).not.toContain("verificacion=invalida");
      expect((await me(cookies)).json().data.user.emailVerified).toBe(true);
    });

    it("sends a bad, tampered or redirected link to the app with a flag, verifying nothing", async () => {
      const { cookies, input } = await signUp(server());
      const link = linkIn(mailsTo(input.email)[0]?.text ?? "");
      const tampered = link.replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -4)}AAAA`);
      const foreignCallback = link.replace(
        /callbackURL=[^&]*/,
        "callbackURL=https%3A%2F%2Fmalicioso.example",
      );
      const bad = [
        tampered,
        foreignCallback,
        "/api/auth/verify-email?token=no-es-un-token",
        "/api/auth/verify-email",
      ];
      for (const url of bad) {
        const response = await inject(server(), { method: "GET", url });
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location, url).toBe("/?verificacion=invalida");
      }
      const { user } = (await me(cookies)).json().data;
      expect(user.emailVerified).toBe(false);
    });

    it("sends the mail again on request, and refuses once verified", async () => {
      const { cookies, input } = await signUp(server());
      expect(mailsTo(input.email)).toHaveLength(1);
      const again = await inject(server(), {
        method: "POST",
        url: "/api/v1/session/verification-email",
        cookies,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ data: { ok: true } });
      const mails = mailsTo(input.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.subject).toBe("Verificá tu correo en Comanda");

      const verified = await inject(server(), { method: "GET", url: linkIn(mails[1]?.text ?? ""), cookies });
      expect(verified.headers.location).toBe("/");
      const refused = await inject(server(), {
        method: "POST",
        url: "/api/v1/session/verification-email",
        cookies,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: "aborted",
        message: "Tu correo electrónico ya está verificado.",
      });
      expect(mailsTo(input.email)).toHaveLength(2);
    });

    it("needs a session to ask for the mail", async () => {
      const response = await inject(server(), { method: "POST", url: "/api/v1/session/verification-email" });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("unauthenticated");
    });
  });

  describe("origin check", () => {
    it("refuses a state-changing request from a foreign origin", async () => {
      const { cookies, input } = await signUp(server());
      const foreign = { origin: "https://malicioso.example" };
      const signInAttempt = await signIn(input.email, input.password, foreign);
      const signOutAttempt = await inject(server(), {
        method: "DELETE",
        url: "/api/v1/session",
        cookies,
        headers: foreign,
      });
      for (const response of [signInAttempt, signOutAttempt]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toEqual({ code: "permission-denied", message: "Origen no permitido." });
        expect(response.headers["set-cookie"]).toBeUndefined();
      }
      // The refused sign-out did nothing.
      expect((await me(cookies)).statusCode).toBe(200);
      // A same-origin request, and one without Origin (not a browser form), still pass.
      expect((await signIn(input.email, input.password)).statusCode).toBe(200);
      expect((await signIn(input.email, input.password, { origin: "" })).statusCode).toBe(200);
    });
  });
});
