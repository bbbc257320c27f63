// Throughput of the authenticated hot path (session cookie → user + business) on SQLite.
// Run: node_modules/.bin/tsx bench/session-read.ts  — prints one figure: requests per second.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pino from "pino";
import { loadConfig } from "../apps/server/src/config.ts";
import { createServer } from "../apps/server/src/server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "comanda-bench-"));
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), port: 0 };
const server = await createServer(config, { logger: pino({ level: "silent" }) });
const base = await server.app.listen({ port: 0, host: "127.0.0.1" });

const signup = await fetch(`${base}/api/v1/signup`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    name: "Bench",
    email: "bench@example.com",
    password: "benchmark-123",
    business_name: "Bench",
    business_address: "Calle 1",
  }),
});
const cookie = signup.headers
  .getSetCookie()
  .map((line) => line.split(";")[0])
  .join("; ");

const result = await autocannon({
  url: `${base}/api/v1/session`,
  headers: { cookie },
  connections: 10,
  duration: 5,
});
console.log(
  `session-read: ${Math.round(result.requests.average)} req/s (p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx)`,
);

await server.close();
rmSync(dataDir, { recursive: true, force: true });
