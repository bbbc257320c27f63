import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ErrorCode, errorCodes, httpStatusByCode, loginInput, signupInput } from "@comanda/domain";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Engine, engines } from "../../test/database-kit.ts";
import { inject, newOwner, testConfig, useTestServer } from "../../test/server-kit.ts";
import { createServer } from "../server.ts";

const json = { "content-type": "application/json" };

const expectEnvelope = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  return body.error.message as string;
};

/** The generic Spanish message for bad input; never Fastify's or Better Auth's English. */
const spanish = /^(Revisá|El formato|Lo que enviaste)/;

describe.each(engines)("error envelope on %s", (engine) => {
  const server = useTestServer(engine);

  const post = (url: string, payload: string, headers: Record<string, string> = json) =>
    inject(server(), { method: "POST", url, payload, headers });

  it("answers malformed JSON with 400 invalid-argument", async () => {
    for (const payload of ['{"email":', "{email: 'a'}", "[1,]", "nul"]) {
      const message = expectEnvelope(await post("/api/v1/session", payload), 400, "invalid-argument");
      expect(message).toBe("Revisá los datos ingresados.");
    }
  });

  it("refuses prototype-poisoning JSON without a 500", async () => {
    const payload = '{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}';
    expectEnvelope(await post("/api/v1/signup", payload), 400, "invalid-argument");
    const constructorPayload = '{"constructor":{"prototype":{"admin":true}},"email":"a@b.co","password":"x"}';
    expectEnvelope(await post("/api/v1/signup", constructorPayload), 400, "invalid-argument");
  });

  it("refuses text with NUL characters before it reaches the database", async () => {
    const bodies: [string, Record<string, unknown>][] = [
      ["/api/v1/session", { email: "\u0000duena@example.com", password: "empanadas-de-la-abuela-9" }],
      ["/api/v1/signup", { ...newOwner(), name: "Ana\u0000" }],
      ["/api/v1/signup", { ...newOwner(), "\u0000": "x" }],
    ];
    for (const [url, body] of bodies) {
      const message = expectEnvelope(await post(url, JSON.stringify(body)), 400, "invalid-argument");
      expect(message).toBe("Lo enviado contiene caracteres no válidos.");
    }
  });

  it("answers an empty JSON body with 400", async () => {
    expectEnvelope(await post("/api/v1/session", ""), 400, "invalid-argument");
  });

  it("answers a body that is not JSON with a 4xx envelope in Spanish", async () => {
    const cases: [string, string][] = [
      ["text/plain", "email=a@b.co&password=x"],
      ["application/x-www-form-urlencoded", "email=a%40b.co&password=x"],
      [
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
      ["application/xml", "<a/>"],
    ];
    for (const [type, payload] of cases) {
      const response = await post("/api/v1/session", payload, { "content-type": type });
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
      const { error } = response.json();
      expect(error.code, type).toBe("invalid-argument");
      expect(error.message, type).toMatch(spanish);
    }
  });

  it("answers a body over 1 MiB with 413", async () => {
    const payload = JSON.stringify({ email: "a@b.co", password: "x".repeat(1024 * 1024) });
    const message = expectEnvelope(await post("/api/v1/signup", payload), 413, "invalid-argument");
    expect(message).toBe("Lo que enviaste es demasiado grande.");
  });

  it("answers an unknown API path with 404 not-found", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/no-existe"],
      ["POST", "/api/v1/no-existe"],
      ["GET", "/api/otra-cosa"],
      ["DELETE", "/api/v1/session/extra"],
    ] as const) {
      const response = await inject(server(), { method, url });
      expectEnvelope(response, 404, "not-found");
    }
  });

  describe("property: no request body makes a 500", () => {
    const longString = fc
      .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 200, max: 60_000 }))
      .map(([unit, times]) => unit.repeat(times));
    const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary" }), longString);
    const plainEmail = fc
      .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,15}$/), fc.constantFrom("example.com", "comanda.test"))
      .map(([local, domain]) => `${local}@${domain}`);
    const emailLike = fc.oneof(
      plainEmail,
      plainEmail.map((email) => `  ${email.toUpperCase()} `),
      // Control characters (NUL is refused by PostgreSQL text) around a plausible address.
      fc
        .tuple(plainEmail, fc.constantFrom("\u0000", "\u0007", "\n", "\ufeff", "\ud800"))
        .map(([email, odd]) => `${odd}${email}${odd}`),
      fc.emailAddress(),
      anyText,
    );
    const passwordLike = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      anyText,
    );
    const shortText = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: "binary", maxLength: 30 }),
      anyText,
    );
    const arbitraryJson = fc.oneof(
      fc.jsonValue(),
      fc.object(),
      anyText,
      fc.double(),
      fc.integer(),
      fc.array(fc.jsonValue()),
    );
    const withFields = (shaped: fc.Arbitrary<Record<string, unknown>>, fields: string[]) =>
      fc.oneof(
        { arbitrary: arbitraryJson, weight: 3 },
        {
          arbitrary: fc.record(Object.fromEntries(fields.map((field) => [field, fc.jsonValue()])), {
            requiredKeys: [],
          }),
          weight: 1,
        },
        // Bodies shaped like the real input reach deeper: the limiter, Better Auth, the database.
        { arbitrary: shaped, weight: 4 },
      );

    const endpoints = [
      {
        url: "/api/v1/signup",
        schema: signupInput,
        created: 201,
        bodies: withFields(
          fc.record(
            {
              name: shortText,
              email: emailLike,
              password: passwordLike,
              business_name: shortText,
              business_address: shortText,
              business_phone: fc.oneof(fc.stringMatching(/^\d{0,20}$/), shortText),
            },
            { requiredKeys: ["email", "password"] },
          ),
          ["name", "email", "password", "business_name", "business_address", "business_phone"],
        ),
      },
      {
        url: "/api/v1/session",
        schema: loginInput,
        created: 200,
        bodies: withFields(fc.record({ email: emailLike, password: passwordLike }), ["email", "password"]),
      },
    ];

    it.each(endpoints)("POST $url", async ({ url, schema, created, bodies }) => {
      await fc.assert(
        fc.asyncProperty(bodies, async (value) => {
          const payload = JSON.stringify(value);
          const valid = schema.safeParse(JSON.parse(payload)).success;
          const response = await post(url, payload);
          const body = response.json();
          // A body the schema accepts may really succeed (a random signup can be valid); nothing else may.
          if (valid && response.statusCode === created) {
            expect(Object.keys(body)).toEqual(["data"]);
            return;
          }
          expect([400, 401, 409, 429]).toContain(response.statusCode);
          if (!valid) expect(response.statusCode).toBe(400);
          expect(Object.keys(body)).toEqual(["error"]);
          expect(errorCodes).toContain(body.error.code);
          expect(httpStatusByCode[body.error.code as ErrorCode]).toBe(response.statusCode);
          expect(body.error.message).toEqual(expect.any(String));
          expect(body.error.message.length).toBeGreaterThan(0);
        }),
        { numRuns: 100 },
      );
    });

    it("rejects arbitrary text sent as JSON with a 4xx envelope", async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: "binary", maxLength: 200 }), async (text) => {
          const response = await post("/api/v1/session", text);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(response.json().error.code).toEqual(expect.any(String));
        }),
        { numRuns: 100 },
      );
    });
  });
});

const startWithWebDist = async (engine: Engine, distDir: string) => {
  const db = await createTestDatabase(engine);
  const server = await createServer(testConfig(db), {
    webDistDir: distDir,
    logger: pino({ level: "silent" }),
  });
  return {
    inject: server.app.inject.bind(server.app),
    close: async () => {
      await server.close();
      await db.drop();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
};

describe.each(engines)("without a web build on %s", (engine) => {
  let server: Awaited<ReturnType<typeof startWithWebDist>>;
  beforeAll(async () => {
    server = await startWithWebDist(engine, mkdtempSync(path.join(tmpdir(), "comanda-web-")));
  });
  afterAll(async () => {
    await server.close();
  });

  it("says the interface is not built instead of pretending", async () => {
    const response = await server.inject({ method: "GET", url: "/orders" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/npm run build/);
    expectEnvelope(await server.inject({ method: "GET", url: "/api/v1/no-existe" }), 404, "not-found");
  });
});

describe.each(engines)("with a web build on %s", (engine) => {
  let server: Awaited<ReturnType<typeof startWithWebDist>>;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), "comanda-web-"));
    mkdirSync(path.join(distDir, "assets"));
    writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Comanda</title>");
    writeFileSync(path.join(distDir, "assets", "app.js"), "console.log('comanda');");
    server = await startWithWebDist(engine, distDir);
  });
  afterAll(async () => {
    await server.close();
  });

  it("serves index.html for any client route, so a reload keeps the page", async () => {
    for (const url of ["/", "/orders", "/price-list/la-esquina", "/settings/perfil?tab=1"]) {
      const response = await server.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain("<title>Comanda</title>");
    }
  });

  it("serves the build's files and still answers unknown API paths in JSON", async () => {
    const asset = await server.inject({ method: "GET", url: "/assets/app.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain("comanda");
    expectEnvelope(await server.inject({ method: "GET", url: "/api/v1/no-existe" }), 404, "not-found");
  });
});
