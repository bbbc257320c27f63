import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../../test/database-kit.ts";
import {
  addUser,
  type Cookies,
  cookieHeader,
  cookiesFrom,
  currentSession,
  inject,
  signIn,
  signUp,
  startTestServer,
  type TestServer,
  useTestServer,
} from "../../test/server-kit.ts";
import { endsWithin, openEventStream } from "../../test/sse-kit.ts";

/** Decision 011: each instance caches sessions, and a revocation on one reaches the others at once. */
describe.runIf(engines.includes("postgres"))(
  "session revocation across two instances on one PostgreSQL",
  () => {
    const first = useTestServer("postgres");
    let second: TestServer;
    let secondEvents: string;
    beforeAll(async () => {
      second = await startTestServer("postgres", {}, first().db);
      secondEvents = `${await second.app.listen({ port: 0, host: "127.0.0.1" })}/api/v1/events`;
    });
    afterAll(async () => {
      await second.close();
    });

    /** Signed in on the second instance, with the session in its cache and a stream open there. */
    const activeOnSecond = async (cookies: Cookies) => {
      expect((await currentSession(second, cookies)).statusCode).toBe(200);
      const key = second.ctx.sessions.keyOf(cookieHeader(cookies));
      expect(key && second.ctx.sessions.get(key)).toBeTruthy();
      const stream = await openEventStream(secondEvents, cookies);
      await stream.next((m) => m.event === "ready");
      return stream;
    };

    it("signing out on one refuses the session on the other at once and ends its stream there", async () => {
      const { cookies } = await signUp(first());
      const stream = await activeOnSecond(cookies);

      const signOut = await inject(first(), { method: "DELETE", url: "/api/v1/session", cookies });
      expect(signOut.statusCode).toBe(200);
      expect((await currentSession(second, cookies)).statusCode).toBe(401);
      expect(await endsWithin(stream, 1_000)).toBe("ended");
    });

    it("refuses a session signed out on the other instance every time, not most times", async () => {
      const { input } = await signUp(first());
      for (let round = 0; round < 20; round++) {
        const signedIn = await signIn(first(), input.email, input.password);
        const cookies = cookiesFrom(signedIn.headers["set-cookie"]);
        expect((await currentSession(second, cookies)).statusCode).toBe(200);
        await inject(first(), { method: "DELETE", url: "/api/v1/session", cookies });
        expect((await currentSession(second, cookies)).statusCode, `round ${round}`).toBe(401);
      }
    });

    it("disabling a user on one refuses their session on the other at once and ends its stream there", async () => {
      const owner = await signUp(first());
      const cashier = await addUser(first(), owner.session.business.id, "CASHIER");
      const stream = await activeOnSecond(cashier.cookies);

      const disabled = await inject(first(), {
        method: "PATCH",
        url: `/api/v1/staff/${cashier.userId}/status`,
        payload: { status: "disabled" },
        cookies: owner.cookies,
      });
      expect(disabled.statusCode).toBe(200);
      expect((await currentSession(second, cashier.cookies)).statusCode).toBe(401);
      expect(await endsWithin(stream, 1_000)).toBe("ended");
      expect((await currentSession(second, owner.cookies)).statusCode).toBe(200);
    });

    it("a lost listening connection empties the cache, since revocations may have been missed", async () => {
      const { cookies, input } = await signUp(first());
      expect((await currentSession(second, cookies)).statusCode).toBe(200);
      expect(second.ctx.sessions.size).toBeGreaterThan(0);

      const target = first().db.target;
      if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
      const admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = 'comanda-change-bus'`,
      );
      await admin.end();
      expect(rowCount).toBe(2);
      await vi.waitFor(() => expect(second.ctx.sessions.size).toBe(0));

      // Deaf to revocations meanwhile, it reads every session from the database instead.
      await inject(first(), { method: "DELETE", url: "/api/v1/session", cookies });
      expect((await currentSession(second, cookies)).statusCode).toBe(401);

      // Listening again, it caches again, and a revocation on one instance still reaches the other.
      const signedIn = await signIn(first(), input.email, input.password);
      const fresh = cookiesFrom(signedIn.headers["set-cookie"]);
      await vi.waitFor(
        async () => {
          expect((await currentSession(second, fresh)).statusCode).toBe(200);
          expect(second.ctx.sessions.size).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 100 },
      );
      const stream = await activeOnSecond(fresh);
      await inject(first(), { method: "DELETE", url: "/api/v1/session", cookies: fresh });
      expect((await currentSession(second, fresh)).statusCode).toBe(401);
      expect(await endsWithin(stream, 1_000)).toBe("ended");
    });
  },
);
