// The server's memory (decision 036): its resident set (RSS, from /proc) at idle after start, and after
// 300,000 products are seeded into its database and listed, searched and paged through over HTTP, on each
// engine, beside the targets (≤ 150 MB idle, ≤ 250 MB after). Linux only (reads /proc/<pid>/status).
// Run: npm run bench:memory -w @comanda/bench [-- sqlite|postgres] [--products=300000]
// Soak (decision 072): `-- --duration=3600 [--rate=5] [--every=60] [--arenas=2]` instead paces orders
// into each engine's server for that many seconds and prints where its memory is every `every` seconds;
// --arenas=N runs a second server per engine with MALLOC_ARENA_MAX=N beside it (npm start's is 2; 16 is glibc's
// default on 2 cores, 8 per core) (lib/memory-soak.ts).
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { type Api, call } from "./lib/api.ts";
import { type SoakVariant, soak } from "./lib/memory-soak.ts";
import { type CatalogSeed, seedProducts } from "./lib/seed-catalog.ts";
import { signUpOwner } from "./lib/session.ts";
import { type Engine, startTarget } from "./lib/target.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const productCount = option("products", 300_000);
const chosen = args.filter((arg): arg is Engine => arg === "sqlite" || arg === "postgres");
const engines: Engine[] = chosen.length > 0 ? chosen : ["sqlite", "postgres"];
const adminUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/test";
const targets = { idle: 150, loaded: 250 };

const soakSeconds = option("duration", 0);
if (soakSeconds > 0) {
  const arenas = option("arenas", 0);
  const variants = engines.flatMap((engine): SoakVariant[] => [
    { engine, label: `${engine}`, env: {} },
    ...(arenas > 0
      ? [{ engine, label: `${engine} arenas=${arenas}`, env: { MALLOC_ARENA_MAX: String(arenas) } }]
      : []),
  ]);
  await soak(variants, adminUrl, {
    seconds: soakSeconds,
    every: option("every", 60),
    rate: option("rate", 5),
  });
  process.exit(0);
}

/** Resident and peak resident memory of a process, in MB. */
const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
};

/** Lets the server settle (timers, lazy work, a collection) before reading. */
const settled = async (pid: number) => {
  await sleep(3_000);
  return memoryOf(pid);
};

const business = async (base: string): Promise<{ api: Api; seed: CatalogSeed }> => {
  const api = { base, cookie: await signUpOwner(base) };
  const session = await call<{ business: { id: string } }>(api, "GET", "/api/v1/session");
  const categoryIds: string[] = [];
  for (let n = 1; n <= 20; n++) {
    categoryIds.push(
      (await call<{ id: string }>(api, "POST", "/api/v1/categories", { name: `Rubro ${n}` })).id,
    );
  }
  const ingredientIds: string[] = [];
  for (let n = 1; n <= 20; n++) {
    const body = { name: `Insumo ${n}`, unit: "kg", quantity: 100, min_quantity: 5, cost: 1000 + n * 50 };
    ingredientIds.push((await call<{ id: string }>(api, "POST", "/api/v1/ingredients", body)).id);
  }
  return { api, seed: { businessId: session.business.id, categoryIds, ingredientIds } };
};

/** What a busy catalog screen does: pages deep into the list, and searches. */
const browse = async (api: Api) => {
  let path = "/api/v1/products?limit=100";
  for (let page = 0; page < 300; page++) {
    const data = await call<{ nextCursor: string | null }>(api, "GET", path);
    if (!data.nextCursor) break;
    path = `/api/v1/products?limit=100&cursor=${encodeURIComponent(data.nextCursor)}`;
  }
  for (const q of ["napolitana", "entraña caprese", "p-123456", "milanesa", "flan"]) {
    for (let n = 0; n < 20; n++)
      await call(api, "GET", `/api/v1/products?limit=10&q=${encodeURIComponent(q)}`);
  }
};

const mb = (value: number) => `${Math.round(value)} MB`.padStart(8);
const rows: string[] = [];
for (const engine of engines) {
  const target = await startTarget(engine, adminUrl);
  try {
    const idle = await settled(target.pid);
    const { api, seed } = await business(target.url);
    await seedProducts(target.database, seed, productCount);
    await browse(api);
    const loaded = await settled(target.pid);
    const verdict = (value: number, limit: number) => `≤ ${limit} MB: ${value <= limit ? "met" : "NOT met"}`;
    rows.push(
      `  ${engine.padEnd(10)}${"idle after start".padEnd(36)}${mb(idle.rss)}${mb(idle.peak)}   ${verdict(idle.rss, targets.idle)}`,
      `  ${engine.padEnd(10)}${`after ${productCount.toLocaleString("en")} products, listed`.padEnd(36)}${mb(loaded.rss)}${mb(loaded.peak)}   ${verdict(loaded.rss, targets.loaded)}`,
    );
  } finally {
    await target.stop();
  }
}
console.log(`\nServer memory (RSS, ${process.version}, ${process.platform})`);
console.log(`  ${"engine".padEnd(10)}${"when".padEnd(36)}${"RSS".padStart(8)}${"peak".padStart(8)}   target`);
for (const row of rows) console.log(row);
