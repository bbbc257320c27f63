// The signed-in hot path beside a bare Fastify route and GET /api/v1/health, on each engine, at 50
// connections (decisions 016 and 060). The bare route is the yardstick: same Node, same
// machine, its own process, started beside the server and measured in the same run (/health runs `select 1`).
// Run: npm run bench -w @comanda/bench [-- sqlite|postgres] [--duration=10] [--only=categories]
// (--only keeps the two yardsticks and the loads whose label contains the text: to profile one path.)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server on which
// the run creates, and afterwards drops, a database of its own. BENCH_NODE_ARGS="--cpu-prof" profiles the server.
import autocannon, { type Options } from "autocannon";
import { startBareRoute } from "./lib/bare-route.ts";
import { type Measured, printTable, type Scenario } from "./lib/report.ts";
import { seedCategories, signUpOwner } from "./lib/session.ts";
import { type Engine, startTarget } from "./lib/target.ts";

const args = process.argv.slice(2);
const durationArg = args.find((arg) => arg.startsWith("--duration="));
const duration = Number(durationArg?.split("=")[1] ?? 10);
const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
const chosen = args.filter((arg): arg is Engine => arg === "sqlite" || arg === "postgres");
const engines: Engine[] = chosen.length > 0 ? chosen : ["sqlite", "postgres"];
const adminUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/test";
const connections = 50;

type Load = Scenario & { url: string; options?: Omit<Options, "url" | "connections" | "duration"> };

// Decision 016's shares were of /health's throughput; decision 060's list target is of the bare route's.
const loads = (bare: string, base: string, cookie: string): Load[] => {
  let created = 0;
  const signedIn = { cookie, origin: base };
  return [
    { label: "GET /bare (bare Fastify route)", short: "bare", url: bare },
    { label: "GET /api/v1/health (select 1)", short: "health", url: `${base}/api/v1/health` },
    {
      label: "GET /api/v1/session",
      target: { ratio: 0.5, p99Ms: 20, against: "health" },
      url: `${base}/api/v1/session`,
      options: { headers: signedIn },
    },
    {
      label: "GET /api/v1/categories?limit=10",
      target: { ratio: 0.15 },
      url: `${base}/api/v1/categories?limit=10`,
      options: { headers: signedIn },
    },
    {
      label: "POST /api/v1/payment-methods",
      target: { ratio: 0.35, against: "health" },
      url: `${base}/api/v1/payment-methods`,
      options: {
        headers: { ...signedIn, "content-type": "application/json" },
        // A name of its own for each request: the name is unique per business.
        requests: [
          {
            method: "POST",
            path: "/api/v1/payment-methods",
            setupRequest: (request) => {
              created += 1;
              return { ...request, body: JSON.stringify({ name: `Medio ${created}` }) };
            },
          },
        ],
      },
    },
  ];
};

const measure = async (load: Load, seconds: number) =>
  autocannon({ url: load.url, connections, duration: seconds, ...load.options });

const bare = await startBareRoute();
try {
  for (const engine of engines) {
    const target = await startTarget(engine, adminUrl);
    try {
      const cookie = await signUpOwner(target.url);
      await seedCategories(target.url, cookie, 30);
      const rows: Measured[] = [];
      const all = loads(bare.url, target.url, cookie);
      for (const load of all.filter((load) => load.short || !only || load.label.includes(only))) {
        await measure(load, 2);
        rows.push({ ...load, result: await measure(load, duration) });
      }
      printTable(`${engine}, ${connections} connections, ${duration} s each`, rows);
    } finally {
      await target.stop();
    }
  }
} finally {
  await bare.stop();
}
