import { Agent, createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../test/database-kit.ts";
import { sellingBusiness } from "../test/orders-kit.ts";
import { proxyIdleMs, startProxy } from "../test/proxy-kit.ts";
import { cookieHeader, useTestServer } from "../test/server-kit.ts";
import { startServerProcess } from "../test/server-process-kit.ts";
import { checkInvariants } from "./db/invariants.ts";

type Instance = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * The proxy keeps its own connections with the client, as nginx and Caddy do: it passed on a draining
 * instance's `Connection: close` (closing the client's connection) and its `Keep-Alive: timeout=72` for a
 * connection it closed after 5 s idle, and under load the next request on it failed ("other side closed").
 */
describe("the rolling restart's proxy", () => {
  it("passes on no header about the instance's connection and keeps the client's", async () => {
    const upstream = createServer((_request, answer) => {
      answer.writeHead(200, { connection: "close", "keep-alive": "timeout=72", "content-length": "2" });
      answer.end("ok");
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const proxy = await startProxy([`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`]);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ reused: boolean; headers: Record<string, unknown> }>((resolve, reject) => {
        const asking = get(`${proxy.url}/api/v1/anything`, { agent }, (answer) => {
          answer.resume();
          answer.on("end", () => resolve({ reused: asking.reusedSocket, headers: answer.headers }));
        });
        asking.on("error", reject);
      });
    try {
      const first = await ask();
      expect(first.headers.connection).toBe("keep-alive");
      expect(first.headers["keep-alive"]).toBe(`timeout=${proxyIdleMs / 1000}`);
      expect((await ask()).reused).toBe(true);
    } finally {
      agent.destroy();
      await proxy.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});

/**
 * docs/deploy.md: two instances of the real server on one PostgreSQL behind a proxy, taking orders
 * while each is restarted in turn (SIGTERM: it stops accepting, finishes what is in flight, closes). A
 * device resends an order it got no answer for, with the same id and body, as the order screen does; every
 * order the server acknowledged must be there afterwards, once, and the books must add up. docs/deploy.md:
 * and no request fails at all (a 502, a reset): closing used to destroy every connection, so the proxy
 * answered 502 for an order the instance had just saved. Under CPU load it failed too while the test ran
 * the server under tsx's CLI, which SIGKILLed it on SIGTERM (test/server-process-kit.ts).
 */
describe.each(engines.filter((engine) => engine === "postgres"))("a rolling restart on %s", (engine) => {
  const server = useTestServer(engine);

  it("loses no acknowledged order while two instances behind a proxy are restarted in turn", async () => {
    const shop = await sellingBusiness(server());
    const product = await shop.product("Empanada", { price: 150_000, quantity: null });
    const target = server().db.target;
    if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const env = {
      DATABASE_URL: target.url,
      AUTH_SECRET: server().config.authSecret,
      BASE_URL: server().config.baseUrl,
    };
    const instances: Instance[] = await Promise.all([
      startServerProcess(env, 90_000),
      startServerProcess(env, 90_000),
    ]);
    const upstreams = instances.map((instance) => instance.url);
    const proxy = await startProxy(upstreams);
    const cookie = cookieHeader(shop.owner.cookies);

    const acknowledged = new Set<string>();
    let turn = 0;
    let running = true;
    let resent = 0;
    /** Every answer that was not the order's 201/200, as the device saw it: a status or the fetch error. */
    const failed: string[] = [];
    /** One device: an order at a time, resent until the server answers it. */
    const device = async () => {
      while (running) {
        turn += 1;
        const body = JSON.stringify({
          id: uuidv7(),
          turn: String(turn),
          payment_method_id: shop.cash,
          products: [{ product_id: product, quantity: 1 }],
        });
        for (;;) {
          const answer = await fetch(`${proxy.url}/api/v1/orders`, {
            method: "POST",
            headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
            body,
          }).catch((error: Error) => {
            failed.push(`${error.message} ${String(error.cause ?? "")}`);
            return null;
          });
          if (answer && (answer.status === 201 || answer.status === 200)) {
            acknowledged.add((JSON.parse(body) as { id: string }).id);
            break;
          }
          if (answer) failed.push(`${answer.status} ${await answer.text()}`);
          resent += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const devices = [device(), device(), device()];
    const restart = async (index: number) => {
      const old = instances[index] as Instance;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await old.stop();
      const fresh = await startServerProcess(env, 90_000);
      instances[index] = fresh;
      upstreams[index] = fresh.url;
    };
    try {
      await restart(0);
      await restart(1);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      running = false;
      await Promise.all(devices);
      await Promise.all(instances.map((instance) => instance.stop()));
      await proxy.close();
    }

    expect(acknowledged.size).toBeGreaterThan(20);
    expect(failed, "requests that failed during the restarts").toEqual([]);
    const { db } = server().ctx.database;
    const stored = await db
      .selectFrom("order")
      .select(["id"])
      .where("business_id", "=", shop.businessId)
      .execute();
    const ids = new Set(stored.map((row) => row.id));
    for (const id of acknowledged) expect(ids.has(id), `order ${id} was acknowledged`).toBe(true);
    // Nothing but what the devices sent, each once (an id is the order's key; a resend is the same order).
    expect(stored.length).toBe(acknowledged.size);
    const lines = await db
      .selectFrom("order_line")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("business_id", "=", shop.businessId)
      .executeTakeFirstOrThrow();
    expect(Number(lines.count)).toBe(acknowledged.size);
    expect((await checkInvariants(db)).breaks).toEqual([]);
    // Printed for whoever reads the log.
    console.log(`rolling restart: ${acknowledged.size} orders acknowledged, ${resent} resends`);
  }, 400_000);
});
