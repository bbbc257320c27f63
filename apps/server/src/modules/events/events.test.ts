import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/engines.ts";
import { openEventStream, type SseMessage } from "../../../test/sse-client.ts";
import { signUp, startTestServer, type TestServer } from "../../../test/test-server.ts";

const isChange = (id: string) => (m: SseMessage) =>
  m.event === "change" && (m.data as { id: string }).id === id;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)("live changes on %s", (engine) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    url = `${await server.app.listen({ port: 0, host: "127.0.0.1" })}/api/v1/events`;
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a signed-out client", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
  });

  it("streams its own business's changes and never another's", async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const stream = await openEventStream(url, a.cookies);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.next((m) => m.event === "ready");

    await server.ctx.bus.publish(b.session.business.id, { entity: "orders", id: "order-of-b", op: "insert" });
    await server.ctx.bus.publish(a.session.business.id, { entity: "orders", id: "order-of-a", op: "update" });

    const message = await stream.next(isChange("order-of-a"));
    expect(message.data).toEqual({ entity: "orders", id: "order-of-a", op: "update" });
    await pause(200);
    expect(stream.received.some(isChange("order-of-b"))).toBe(false);
    expect(JSON.stringify(stream.received)).not.toContain(b.session.business.id);
    stream.close();
  });

  it("stops delivering once the client disconnects", async () => {
    const a = await signUp(server);
    const stream = await openEventStream(url, a.cookies);
    await stream.next((m) => m.event === "ready");
    stream.close();
    await pause(100);
    // Publishing to a business with no listeners left must not throw.
    await server.ctx.bus.publish(a.session.business.id, { entity: "orders", id: "late", op: "insert" });
  });
});

describe.runIf(engines.includes("postgres"))("two server processes on one PostgreSQL", () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer("postgres");
    second = await startTestServer("postgres", {}, first.db);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("delivers a change made on one instance to a client of the other (LISTEN/NOTIFY)", async () => {
    const owner = await signUp(first);
    const base = await first.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await openEventStream(`${base}/api/v1/events`, owner.cookies);
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

  it("lets the session made on one instance be used on the other", async () => {
    const owner = await signUp(first);
    const base = await second.app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${base}/api/v1/session`, {
      headers: {
        cookie: Object.entries(owner.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join("; "),
      },
    });
    expect(response.status).toBe(200);
  });
});
