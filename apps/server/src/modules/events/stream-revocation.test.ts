import { beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  type Cookies,
  cookieHeader,
  cookiesFrom,
  currentSession,
  inject,
  signIn,
  signUp,
  useTestServer,
} from "../../../test/server-kit.ts";
import { endsWithin, openEventStream, type SseMessage } from "../../../test/sse-kit.ts";
import { maxStreamsPerUser } from "./routes.ts";

const ready = (m: SseMessage) => m.event === "ready";

describe.each(engines)("the live stream ends with its session on %s", (engine) => {
  const server = useTestServer(engine);
  let url: string;
  beforeAll(async () => {
    url = `${await server().app.listen({ port: 0, host: "127.0.0.1" })}/api/v1/events`;
  });

  const open = async (cookies: Cookies) => {
    const stream = await openEventStream(url, cookies);
    expect(stream.status).toBe(200);
    await stream.next(ready);
    return stream;
  };
  const sessionIdOf = async (cookies: Cookies) => {
    const token = decodeURIComponent(cookies["comanda.session_token"] ?? "").split(".")[0] ?? "";
    const row = await server()
      .ctx.database.db.selectFrom("session")
      .select("id")
      .where("token", "=", token)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it("signing out ends that session's stream, and only that one", async () => {
    const { cookies, input, session } = await signUp(server());
    const elsewhere = cookiesFrom(
      (await signIn(server(), input.email, input.password)).headers["set-cookie"],
    );
    const stream = await open(cookies);
    const other = await open(elsewhere);

    const response = await inject(server(), { method: "DELETE", url: "/api/v1/session", cookies });
    expect(response.statusCode).toBe(200);
    expect(await endsWithin(stream, 1_000)).toBe("ended");

    // The user's session on another device goes on, and goes on hearing changes.
    await server().ctx.bus.publish(session.business.id, {
      entity: "orders",
      id: "after-sign-out",
      op: "insert",
    });
    await other.next((m) => m.event === "change" && (m.data as { id: string }).id === "after-sign-out");
    expect((await currentSession(server(), elsewhere)).statusCode).toBe(200);
    other.close();
  });

  it("a password reset ends every stream of the user", async () => {
    const { cookies, input } = await signUp(server());
    const elsewhere = cookiesFrom(
      (await signIn(server(), input.email, input.password)).headers["set-cookie"],
    );
    const streams = [await open(cookies), await open(elsewhere)];

    const forgot = await inject(server(), {
      method: "POST",
      url: "/api/v1/password/forgot",
      payload: { email: input.email },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = server()
      .mails.filter((m) => m.to === input.email)
      .at(-1);
    const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeDefined();
    const reset = await inject(server(), {
      method: "POST",
      url: "/api/v1/password/reset",
      payload: { token, password: "Milanesa-con-papas-2024" },
    });
    expect(reset.statusCode).toBe(200);

    for (const stream of streams) expect(await endsWithin(stream, 1_000)).toBe("ended");
  });

  it("an expired session's stream ends when it expires, with nobody announcing it", async () => {
    const { cookies } = await signUp(server());
    const stream = await open(cookies);
    // Better Auth pushes a session's expiry on when it is used; the stream's own checks must not.
    const expiresAt = new Date(Date.now() + 1_500);
    await server()
      .ctx.database.db.updateTable("session")
      .set({ expires_at: engine === "postgres" ? expiresAt : expiresAt.toISOString() })
      .where("id", "=", await sessionIdOf(cookies))
      .execute();

    expect(await endsWithin(stream, 300)).toBe("still open");
    expect(await endsWithin(stream, 2_500)).toBe("ended");
    expect((await currentSession(server(), cookies)).statusCode).toBe(401);
  });

  it("answers HEAD with the stream's headers at once, taking no stream slot", async () => {
    const { cookies } = await signUp(server());
    for (let index = 0; index <= maxStreamsPerUser; index++) {
      const response = await fetch(url, {
        method: "HEAD",
        headers: { cookie: cookieHeader(cookies) },
        signal: AbortSignal.timeout(2_000),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(await response.text()).toBe("");
    }
    (await open(cookies)).close();
    const signedOut = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(2_000) });
    expect(signedOut.status).toBe(401);
  });

  it(`refuses a user's stream past ${maxStreamsPerUser} open ones with a clear 429`, async () => {
    const { cookies } = await signUp(server());
    const other = await signUp(server());
    const streams = [];
    for (let index = 0; index < maxStreamsPerUser; index++) streams.push(await open(cookies));

    const refused = await fetch(url, { headers: { cookie: cookieHeader(cookies) } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: {
        code: "resource-exhausted",
        message: "Hay demasiadas pantallas abiertas con tu usuario. Cerrá alguna y volvé a intentar.",
      },
    });
    // Other users are not affected.
    const theirs = await open(other.cookies);
    theirs.close();

    // Closing one makes room for one more.
    streams.pop()?.close();
    await vi.waitFor(
      async () => {
        const again = await openEventStream(url, cookies);
        if (again.status === 200) streams.push(again);
        expect(again.status).toBe(200);
      },
      { timeout: 2_000, interval: 50 },
    );
    for (const stream of streams) stream.close();
  });
});
