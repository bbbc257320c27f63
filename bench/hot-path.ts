// The signed-in hot path beside GET /api/v1/health, on each engine, at 50 connections (issue 7, point 15).
// Run: npm run bench -w @comanda/bench [-- sqlite|postgres] [--duration=10] [--only=categories]
// (--only keeps /health, the yardstick, and the loads whose label contains the text: to profile one path.)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server on which
// the run creates, and afterwards drops, a database of its own. BENCH_NODE_ARGS="--cpu-prof" profiles the server.
import autocannon, { type Options } from "autocannon";
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

type Load = Scenario & { path: string; options?: Omit<Options, "url" | "connections" | "duration"> };

const loads = (base: string, cookie: string): Load[] => {
  let created = 0;
  const signedIn = { cookie, origin: base };
  return [
    { label: "GET /api/v1/health", path: "/api/v1/health" },
    {
      label: "GET /api/v1/session",
      target: { ratio: 0.5, p99Ms: 20 },
      path: "/api/v1/session",
      options: { headers: signedIn },
    },
    {
      label: "GET /api/v1/categories?limit=10",
      target: { ratio: 0.35 },
      path: "/api/v1/categories?limit=10",
      options: { headers: signedIn },
    },
    {
      label: "POST /api/v1/payment-methods",
      target: { ratio: 0.35 },
      path: "/api/v1/payment-methods",
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

const measure = async (base: string, load: Load, seconds: number) =>
  autocannon({ url: `${base}${load.path}`, connections, duration: seconds, ...load.options });

for (const engine of engines) {
  const target = await startTarget(engine, adminUrl);
  try {
    const cookie = await signUpOwner(target.url);
    await seedCategories(target.url, cookie, 30);
    const rows: Measured[] = [];
    const all = loads(target.url, cookie);
    for (const load of all.filter((load, index) => index === 0 || !only || load.label.includes(only))) {
      await measure(target.url, load, 2);
      rows.push({ ...load, result: await measure(target.url, load, duration) });
    }
    printTable(`${engine}, ${connections} connections, ${duration} s each`, rows);
  } finally {
    await target.stop();
  }
}
