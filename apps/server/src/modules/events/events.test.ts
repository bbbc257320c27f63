import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  addUser,
  inject,
  signUp,
  startTestServer,
  type TestServer,
  useTestServer,
} from "../../../test/server-kit.ts";
import { startServerProcess } from "../../../test/server-process-kit.ts";
import { openEventStream, pause, type SseMessage } from "../../../test/sse-kit.ts";

const isChange = (id: string) => (m: SseMessage) =>
  m.event === "change" && (m.data as { id: string }).id === id;

describe.each(engines)("live changes on %s", (engine) => {
  const server = useTestServer(engine);
  let url: string;
  beforeAll(async () => {
    url = `${await server().app.listen({ port: 0, host: "127.0.0.1" })}/api/v1/events`;
  });

  it("refuses a signed-out client", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
  });

  it("streams its own business's changes and never another's", async () => {
    const a = await signUp(server());
    const b = await signUp(server());
    const stream = await openEventStream(url, a.cookies);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.next((m) => m.event === "ready");

    await server().ctx.bus.publish(b.session.business.id, {
      entity: "orders",
      id: "order-of-b",
      op: "insert",
    });
    await server().ctx.bus.publish(a.session.business.id, {
      entity: "orders",
      id: "order-of-a",
      op: "update",
    });

    const message = await stream.next(isChange("order-of-a"));
    expect(message.data).toEqual({ entity: "orders", id: "order-of-a", op: "update" });
    await pause(200);
    expect(stream.received.some(isChange("order-of-b"))).toBe(false);
    expect(JSON.stringify(stream.received)).not.toContain(b.session.business.id);
    stream.close();
  });

  it("ends the stream of a user who is disabled, so the open screen signs out", async () => {
    const owner = await signUp(server());
    const cashier = await addUser(server(), owner.session.business.id, "CASHIER");
    const stream = await openEventStream(url, cashier.cookies);
    await stream.next((m) => m.event === "ready");
    const other = await openEventStream(url, owner.cookies);
    await other.next((m) => m.event === "ready");

    const response = await inject(server(), {
      method: "PATCH",
      url: `/api/v1/staff/${cashier.userId}/status`,
      payload: { status: "disabled" },
      cookies: owner.cookies,
    });
    expect(response.statusCode).toBe(200);
    const outcome = await Promise.race([
      stream.ended.then(() => "ended"),
      pause(5_000).then(() => "still open"),
    ]);
    expect(outcome).toBe("ended");
    // The ADMIN's own stream goes on and hears the change.
    await other.next(isChange(cashier.userId));
    other.close();
  });

  it("stops delivering once the client disconnects", async () => {
    const a = await signUp(server());
    const stream = await openEventStream(url, a.cookies);
    await stream.next((m) => m.event === "ready");
    stream.close();
    await pause(100);
    // Publishing to a business with no listeners left must not throw.
    await server().ctx.bus.publish(a.session.business.id, { entity: "orders", id: "late", op: "insert" });
  });
});

describe.runIf(engines.includes("postgres"))("two server processes on one PostgreSQL", () => {
  const first = useTestServer("postgres");
  let second: TestServer;
  let firstUrl: string;
  let secondUrl: string;
  beforeAll(async () => {
    second = await startTestServer("postgres", {}, first().db);
    firstUrl = await first().app.listen({ port: 0, host: "127.0.0.1" });
    secondUrl = await second.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await second.close();
  });

  it("delivers a change made on one instance to a client of the other (LISTEN/NOTIFY)", async () => {
    const owner = await signUp(first());
    const stream = await openEventStream(`${firstUrl}/api/v1/events`, owner.cookies);
    await stream.next((m) => m.event === "ready");

    await second.ctx.bus.publish(owner.session.business.id, {
      entity: "shifts",
      id: "shift-1",
      op: "insert",
    });
    const message = await stream.next(isChange("shift-1"));
    expect(message.data).toEqual({ entity: "shifts", id: "shift-1", op: "insert" });
    stream.close();
  });

  it("delivers a change made by another OS process of the server to this one's clients", async () => {
    const owner = await signUp(first());
    const stream = await openEventStream(`${firstUrl}/api/v1/events`, owner.cookies);
    await stream.next((m) => m.event === "ready");

    const target = first().db.target;
    if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const other = await startServerProcess({
      DATABASE_URL: target.url,
      AUTH_SECRET: first().config.authSecret,
    });
    try {
      // Opening the mailed verification link on the other process changes the user there.
      const mail = first().mails.find((m) => m.to === owner.input.email);
      const link = /\/api\/auth\/verify-email\?\S+/.exec(mail?.text ?? "")?.[0];
      expect(link).toBeDefined();
      const response = await fetch(`${other.url}${link}`, { redirect: "manual" });
      expect(response.headers.get("location")).toBe("/login?verificacion=ok");

      const message = await stream.next(isChange(owner.session.user.id), 10_000);
      expect(message.data).toEqual({ entity: "users", id: owner.session.user.id, op: "update" });
    } finally {
      stream.close();
      await other.stop();
    }
  });

  it("lets the session made on one instance be used on the other", async () => {
    const owner = await signUp(first());
    const response = await fetch(`${secondUrl}/api/v1/session`, {
      headers: {
        cookie: Object.entries(owner.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join("; "),
      },
    });
    expect(response.status).toBe(200);
  });
});
