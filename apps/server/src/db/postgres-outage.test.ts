import { uuidv7 } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../test/database-kit.ts";
import { sellingBusiness } from "../../test/orders-kit.ts";
import {
  createPostgresCluster,
  type PostgresCluster,
  type StopMode,
} from "../../test/postgres-cluster-kit.ts";
import { type Cookies, cookieHeader, startTestServer } from "../../test/server-kit.ts";
import { startServerProcess } from "../../test/server-process-kit.ts";
import { openEventStream, pause } from "../../test/sse-kit.ts";

type Answer = { sent: number; at: number; status: number; message: string | null };

const unavailable = "La base de datos no responde. Reintentá en unos segundos.";

/**
 * Decision 071: PostgreSQL stopped (fast or immediate) and started again under a stream of orders. The
 * real server, in its own process, must stay up, answer 503 with a message while the database is away, take
 * the first order within 2 s of its return, and its change bus must come back (the streams told to refetch).
 */
describe.runIf(testDatabaseUrl)("a PostgreSQL outage under load", () => {
  let cluster: PostgresCluster | undefined;
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  let cookies: Cookies = {};
  let product = "";
  let cash = "";
  let turn = 0;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    const target = { kind: "postgres" as const, url: cluster.url };
    // Migrates the new cluster; then the process under test starts (on the same data, with the same
    // secret) while this one makes the business.
    const setup = await startTestServer("postgres", {}, { target, drop: async () => {} });
    try {
      const env = {
        DATABASE_URL: cluster.url,
        AUTH_SECRET: setup.config.authSecret,
        BASE_URL: setup.config.baseUrl,
      };
      const [started, shop] = await Promise.all([startServerProcess(env), sellingBusiness(setup)]);
      server = started;
      product = await shop.product("Empanada", { price: 150_000, quantity: null });
      cash = shop.cash;
      cookies = shop.owner.cookies;
    } finally {
      await setup.close();
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  const url = () => {
    if (!server) throw new Error("the server starts in beforeAll");
    return server.url;
  };

  const placeOrder = async (): Promise<Answer> => {
    turn += 1;
    const sent = Date.now();
    const answer = await fetch(`${url()}/api/v1/orders`, {
      method: "POST",
      headers: {
        cookie: cookieHeader(cookies),
        origin: "http://localhost:3000",
        "content-type": "application/json",
      },
      body: JSON.stringify({
        id: uuidv7(),
        turn: String(turn),
        payment_method_id: cash,
        products: [{ product_id: product, quantity: 1 }],
      }),
    }).catch(() => null);
    // No answer at all: the process is gone.
    if (!answer) return { sent, at: Date.now(), status: 0, message: null };
    const body = (await answer.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { sent, at: Date.now(), status: answer.status, message: body?.error?.message ?? null };
  };

  /** Three devices, about 20 orders a second in all, until `until` says stop; every answer kept. */
  const orderLoad = (answers: Answer[], until: () => boolean) =>
    Promise.all(
      [1, 2, 3].map(async () => {
        while (!until()) {
          answers.push(await placeOrder());
          await pause(150);
        }
      }),
    );

  it.each<StopMode>(["fast", "immediate"])(
    "survives PostgreSQL's %s stop and takes orders again within 2 s of its return",
    async (mode) => {
      if (!cluster) throw new Error("the cluster starts in beforeAll");
      const stream = await openEventStream(`${url()}/api/v1/events`, cookies);
      expect(stream.status).toBe(200);
      const answers: Answer[] = [];
      let phase: "before" | "down" | "back" = "before";
      let stoppedAt = 0;
      let startingAt = 0;
      let startedAt = 0;
      // Back: until an order is taken, or for 5 s at most (the check below then fails).
      const loop = orderLoad(answers, () => {
        if (phase !== "back") return false;
        if (Date.now() > startedAt + 5_000) return true;
        return answers.some((answer) => answer.at > startedAt && answer.status === 201);
      });
      const waitFor = async (condition: () => boolean, what: string, ms = 10_000) => {
        const deadline = Date.now() + ms;
        while (!condition()) {
          if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
          await pause(20);
        }
      };
      try {
        await waitFor(() => answers.filter((answer) => answer.status === 201).length >= 5, "orders before");
        await cluster.stop(mode);
        stoppedAt = Date.now();
        phase = "down";
        // The crash came 0.2 s after the stop: a second of orders against the stopped database.
        await waitFor(() => answers.some((answer) => answer.at > stoppedAt + 1_000), "a second of outage");
        const health = await fetch(`${url()}/api/v1/health`).catch(() => null);
        expect(health?.status).toBe(503);
        startingAt = Date.now();
        await cluster.start();
        // Accepting connections again (pg_ctl start -w has seen it).
        startedAt = Date.now();
        phase = "back";
        await loop;
      } finally {
        phase = "back";
        startingAt = startingAt || Date.now();
        startedAt = startedAt || Date.now();
        await loop.catch(() => {});
      }
      // Sent once the database was down, answered before it started again.
      const during = answers.filter((answer) => answer.sent > stoppedAt && answer.at <= startingAt);
      expect(during.length).toBeGreaterThan(3);
      // Alive all along (0 is no answer), and every refused order told why.
      expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
      for (const answer of during)
        expect({ status: answer.status, message: answer.message }).toEqual({
          status: 503,
          message: unavailable,
        });
      for (const answer of answers.filter((a) => a.status !== 201))
        expect({ status: answer.status, message: answer.message }).toEqual({
          status: 503,
          message: unavailable,
        });
      const firstBack = answers.find((answer) => answer.at > startedAt && answer.status === 201);
      expect((firstBack?.at ?? Number.POSITIVE_INFINITY) - startedAt).toBeLessThan(2_000);

      // The change bus listens again: the stream is told to refetch, then hears a new order.
      await stream.next((message) => message.event === "resync", 10_000);
      const heard = stream.received.length;
      const after = await placeOrder();
      expect(after.status).toBe(201);
      await stream.next(
        (message) => message.event === "change" && stream.received.indexOf(message) >= heard,
        5_000,
      );
      stream.close();
    },
    60_000,
  );
});
