import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { inject, signUp, startTestServer, type TestServer, useTestServer } from "../../../test/server-kit.ts";
import { hit } from "../../http/rate-limiter.ts";
import { slowdownMs } from "./sign-in-limits.ts";

const addressA = "203.0.113.10";
const addressB = "198.51.100.20";

const signInFrom = (
  server: TestServer,
  remoteAddress: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  inject(server, {
    method: "POST",
    url: "/api/v1/session",
    payload: { email, password },
    remoteAddress,
    headers,
  });

describe.each(engines)("sign-in limits on %s", (engine) => {
  const server = useTestServer(engine);
  const behindProxy = useTestServer(engine, { trustProxy: 1 });

  it("does not let wrong guesses from one address keep the owner out from another", async () => {
    const { input } = await signUp(server());
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await signInFrom(server(), addressA, input.email, `equivocada-${attempt}`);
      expect(response.statusCode).toBe(attempt < 10 ? 401 : 429);
    }
    const fromA = await signInFrom(server(), addressA, input.email, input.password);
    expect(fromA.statusCode).toBe(429);
    expect(fromA.json().error.code).toBe("resource-exhausted");
    const fromB = await signInFrom(server(), addressB, input.email, input.password);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.json().data.user.email).toBe(input.email);
  });

  it("only slows an e-mail guessed from many addresses, never refuses it", async () => {
    const { input } = await signUp(server());
    for (let n = 0; n < 25; n++) {
      const response = await signInFrom(server(), `192.0.2.${n + 1}`, input.email, `equivocada-${n}`);
      expect(response.statusCode).toBe(401);
    }
    expect((await signInFrom(server(), "192.0.2.200", input.email, input.password)).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For from a client when no proxy is trusted", async () => {
    // The address's first 98 failures are written straight to the limiter: a hundred real sign-ins would
    // hash a hundred passwords, which on a busy machine outlasts any timeout.
    for (let n = 0; n < 98; n++)
      await hit(server().ctx.database.db, {
        key: `sign-in:ip:${addressB}`,
        limit: 100,
        windowMs: 15 * 60_000,
      });
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) {
      const response = await signInFrom(
        server(),
        addressB,
        `nadie-${n}-${Date.now()}@example.com`,
        "equivocada",
        // A different forwarded address each time: were it believed, none would reach the limit.
        { "x-forwarded-for": `10.1.0.${n + 1}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it("uses the forwarded address with TRUST_PROXY set to one hop", async () => {
    const { input } = await signUp(behindProxy());
    const via = (client: string) => ({ "x-forwarded-for": client });
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await signInFrom(behindProxy(), "10.0.0.1", input.email, "equivocada", via(addressA));
      expect(response.statusCode).toBe(401);
    }
    const fromA = await signInFrom(behindProxy(), "10.0.0.1", input.email, input.password, via(addressA));
    expect(fromA.statusCode).toBe(429);
    const fromB = await signInFrom(behindProxy(), "10.0.0.1", input.email, input.password, via(addressB));
    expect(fromB.statusCode).toBe(200);
  });
});

describe("slowdownMs", () => {
  const policy = { afterFailures: 10, stepMs: 1000, maxMs: 10_000 };

  it("waits nothing before the threshold, then one step more per failure, up to the cap", () => {
    expect([0, 5, 9].map((failures) => slowdownMs(failures, policy))).toEqual([0, 0, 0]);
    expect([10, 11, 14].map((failures) => slowdownMs(failures, policy))).toEqual([1000, 2000, 5000]);
    expect([19, 20, 5000].map((failures) => slowdownMs(failures, policy))).toEqual([10_000, 10_000, 10_000]);
  });
});

// Behind a proxy with two instances, a guesser's requests land on both (docs/deploy.md); the limits are
// counted in the database, so they hold whichever instance answers.
describe.each(engines.filter((engine) => engine === "postgres"))(
  "sign-in limits across two instances on %s",
  (engine) => {
    const first = useTestServer(engine);

    it("counts wrong guesses from one address on either instance together", async () => {
      const second = await startTestServer(engine, {}, first().db);
      try {
        const { input } = await signUp(first());
        for (let attempt = 0; attempt < 12; attempt++) {
          const instance = attempt % 2 === 0 ? first() : second;
          const response = await signInFrom(instance, addressA, input.email, `equivocada-${attempt}`);
          expect(response.statusCode).toBe(attempt < 10 ? 401 : 429);
        }
        expect((await signInFrom(second, addressA, input.email, input.password)).statusCode).toBe(429);
        expect((await signInFrom(first(), addressB, input.email, input.password)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });
  },
);
