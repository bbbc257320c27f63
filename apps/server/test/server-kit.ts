import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Role } from "@comanda/domain";
import type { InjectOptions } from "fastify";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { runWithNewUserIntent } from "../src/auth/new-user-intent.ts";
import { defaultPrinterNetworks } from "../src/config/printer-networks.ts";
import type { Config } from "../src/config.ts";
import { createServer, type Server } from "../src/server.ts";
import { createTestDatabase, type Engine, type TestDatabase } from "./database-kit.ts";

export const testBaseUrl = "http://localhost:3000";
export const origin = { origin: testBaseUrl };

export type TestServer = Server & {
  engine: Engine;
  db: TestDatabase;
  mails: { to: string; subject: string; text: string }[];
  /** every line the server logged, to check what never goes to a log (decision 054: ARCA's key) */
  logs: string[];
  config: Config;
};

export const testConfig = (db: TestDatabase, overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: "127.0.0.1",
  baseUrl: testBaseUrl,
  dataDir: mkdtempSync(path.join(tmpdir(), "comanda-data-")),
  database: db.target,
  authSecret: "test-secret-test-secret-test-secret-0123",
  smtpUrl: null,
  mailFrom: "Comanda <no-responder@comanda.test>",
  trustedOrigins: [testBaseUrl],
  trustProxy: false,
  // Small enough that tests guessing one e-mail many times do not wait.
  signInSlowdown: { afterFailures: 10, stepMs: 1, maxMs: 5 },
  // The cheapest cost scrypt takes here: hashing was most of the suite's CPU (decision 025).
  passwordHashCost: { log2N: 10, r: 8, p: 1 },
  logLevel: "silent",
  statementTimeoutMs: 5000,
  arca: { wsaaUrl: null, wsfeUrl: null, timeoutMs: 2000 },
  backup: { dir: mkdtempSync(path.join(tmpdir(), "comanda-backups-")), everyMs: null, keep: 14 },
  // The stand-in printers listen on 127.0.0.1, which the server refuses unless named (decision 065).
  printerNetworks: [...defaultPrinterNetworks, "127.0.0.1/32"],
  ...overrides,
});

/** A real server on a real database; mails go to the log transport, captured here from the log lines. */
export const startTestServer = async (
  engine: Engine,
  overrides: Partial<Config> = {},
  db?: TestDatabase,
): Promise<TestServer> => {
  const database = db ?? (await createTestDatabase(engine));
  const mails: TestServer["mails"] = [];
  const logs: string[] = [];
  const logger = pino(
    { level: "info" },
    {
      write: (line: string) => {
        logs.push(line);
        const entry = JSON.parse(line) as { mail?: { to: string; subject: string; text: string } };
        if (entry.mail) mails.push(entry.mail);
      },
    },
  );
  const config = testConfig(database, overrides);
  const server = await createServer(config, { logger });
  return {
    ...server,
    engine,
    db: database,
    mails,
    logs,
    config,
    close: async () => {
      await server.close();
      if (!db) await database.drop();
    },
  };
};

/** A server started in beforeAll by `start` and closed in afterAll; `name` is the helper's, for the error. */
const useServerFor = (name: string, start: () => Promise<TestServer>) => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    await server?.close();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error(`${name}: the server starts in beforeAll; use it inside a hook or test`);
    return server;
  };
};

/**
 * Starts a test server for the enclosing describe block (beforeAll) and closes it after (afterAll);
 * call the returned accessor inside hooks and tests. Register it before hooks that use the server: after
 * hooks run in reverse order, so it closes last.
 */
export const useTestServer = (engine: Engine, overrides: Partial<Config> = {}) =>
  useServerFor("useTestServer", () => startTestServer(engine, overrides));

/**
 * A second instance on the first's database (two servers on one PostgreSQL), in a describe block after
 * `useTestServer`: started after the first, stopped before it.
 */
export const useSecondServer = (first: () => TestServer) =>
  useServerFor("useSecondServer", () => startTestServer(first().engine, {}, first().db));

export type Cookies = Record<string, string>;

export const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

export const cookiesFrom = (setCookie: string | string[] | undefined): Cookies => {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookies: Cookies = {};
  for (const line of list) {
    const [pair] = line.split(";");
    const [name, ...rest] = (pair ?? "").split("=");
    if (name) cookies[name.trim()] = rest.join("=");
  }
  return cookies;
};

export const inject = (server: TestServer, options: InjectOptions & { cookies?: Cookies }) => {
  const { cookies, headers, ...rest } = options;
  return server.app.inject({
    ...rest,
    headers: { ...origin, ...(cookies ? { cookie: cookieHeader(cookies) } : {}), ...headers },
  });
};

let counter = 0;
export const newOwner = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: "Ana Pérez",
    email: `ana${counter}-${Date.now()}@example.com`,
    password: "empanadas-de-la-abuela-9",
    business_name: "La Esquina",
    business_address: "Av. Corrientes 1234, CABA",
    business_phone: "1145678901",
    ...overrides,
  };
};

/** Signs up a new business and returns the owner's session cookies and session body. */
export const signUp = async (server: TestServer, overrides: Record<string, unknown> = {}) => {
  const body = newOwner(overrides);
  const response = await inject(server, { method: "POST", url: "/api/v1/signup", payload: body });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return {
    input: body,
    cookies: cookiesFrom(response.headers["set-cookie"]),
    session: response.json().data as {
      user: { id: string; email: string; businessId: string };
      business: { id: string; slug: string };
    },
  };
};

/** A user of the given role in a business, created through the same Better Auth path staff creation uses. */
export const addUser = async (
  server: TestServer,
  businessId: string,
  role: Role,
  name = `Usuario ${role}`,
) => {
  counter += 1;
  const email = `${role.toLowerCase()}${counter}-${Date.now()}@example.com`;
  const password = "personal-de-turno-45";
  const result = await runWithNewUserIntent({ kind: "staff", businessId, role }, () =>
    server.ctx.auth.api.signUpEmail({ body: { name, email, password }, returnHeaders: true }),
  );
  return {
    email,
    password,
    userId: result.response.user.id,
    cookies: cookiesFrom(result.headers.getSetCookie()),
  };
};

/** POST /api/v1/session: signs in with an e-mail and password. */
export const signIn = (
  server: TestServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) => inject(server, { method: "POST", url: "/api/v1/session", payload: { email, password }, headers });

/** GET /api/v1/session with the given cookies (or none). */
export const currentSession = (server: TestServer, cookies?: Cookies) =>
  inject(server, { method: "GET", url: "/api/v1/session", cookies });

/** The mails the server sent to one address, oldest first. */
export const mailsTo = (server: TestServer, email: string) =>
  server.mails.filter((mail) => mail.to === email);
