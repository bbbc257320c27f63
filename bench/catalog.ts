// The catalog at scale (decision 017): 300,000 products with recipes in one business among others, then p50/p99
// over HTTP for the first products page, a category's first page, a page deep in the cursor chain, searches and
// the public price list of a 300-product business, each beside GET /api/v1/health in the same run. Every one of
// them has a p99 target of 20 ms (searches count their matches only up to 1,000; decision 033), and each p99 is
// printed beside it as a ratio. Issue 39: the searches are chosen from the seeded catalog (lib/search-words.ts)
// and run at 4 and at 50 connections; the three pages are also loaded at 50 connections against a bare Fastify
// route measured just before and just after each (a share of ≥ 0.15 is the target).
// Run: npm run bench:catalog -w @comanda/bench [-- sqlite|postgres] [--duration=10] [--products=300000]
// [--keep=NAME]: seed once into a database kept under NAME (lib/target.ts) and reuse it on the next runs with
// the same NAME, migrating it to the current code at start; drop it with psql / rm -r when done.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBareRoute } from "./lib/bare-route.ts";
import { type Measured, printTable, type Scenario } from "./lib/report.ts";
import { chooseSearches } from "./lib/search-words.ts";
import { type CatalogSeed, seedProducts } from "./lib/seed-catalog.ts";
import { signUpOwner } from "./lib/session.ts";
import { type Engine, startTarget } from "./lib/target.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const duration = option("duration", 10);
const productCount = option("products", 300_000);
const keepName = args.find((arg) => arg.startsWith("--keep="))?.split("=")[1] ?? null;
const chosen = args.filter((arg): arg is Engine => arg === "sqlite" || arg === "postgres");
const engines: Engine[] = chosen.length > 0 ? chosen : ["sqlite", "postgres"];
const adminUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/test";
// A restaurant's few devices (a till or two, the owner's phone, a tablet) asking at the same moment: the
// targets are a latency per request, not a throughput at saturation (docs/decisions/018).
const connections = option("connections", 4);

type Api = { base: string; cookie: string };

const send = (api: Api, method: string, path: string, body?: unknown) =>
  fetch(`${api.base}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: api.base, cookie: api.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const call = async <T>(api: Api, method: string, path: string, body?: unknown): Promise<T> => {
  // A GET once more if the kept-alive socket was closed under it (seen once on a loaded machine).
  const response = await send(api, method, path, body).catch((error: unknown) => {
    if (method !== "GET") throw error;
    console.warn(`${method} ${path}: ${(error as Error).message}, retrying`);
    return send(api, method, path, body);
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

/** A business with its categories and costed ingredients made through the API, as an owner would. */
const newBusiness = async (base: string, categories: number, ingredients: number) => {
  const api = { base, cookie: await signUpOwner(base) };
  const session = await call<{ business: { id: string; slug: string } }>(api, "GET", "/api/v1/session");
  const categoryIds: string[] = [];
  for (let n = 1; n <= categories; n++) {
    categoryIds.push(
      (await call<{ id: string }>(api, "POST", "/api/v1/categories", { name: `Rubro ${n}` })).id,
    );
  }
  const ingredientIds: string[] = [];
  for (let n = 1; n <= ingredients; n++) {
    const body = { name: `Insumo ${n}`, unit: "kg", quantity: 100, min_quantity: 5, cost: 1000 + n * 50 };
    ingredientIds.push((await call<{ id: string }>(api, "POST", "/api/v1/ingredients", body)).id);
  }
  const seed: CatalogSeed = { businessId: session.business.id, categoryIds, ingredientIds };
  return { api, slug: session.business.slug, seed };
};

type Load = Scenario & { path: string; cookie?: string; manyClients?: boolean; connections?: number };

// Each public price-list request comes from an address of its own, as customers scanning the QR do: the
// server believes X-Forwarded-For from 127.0.0.1 (TRUST_PROXY), so its per-address limiter still runs.
let client = 0;
const nextAddress = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

const measure = (base: string, load: Load, seconds: number) =>
  autocannon({
    url: `${base}${load.path}`,
    connections: load.connections ?? connections,
    duration: seconds,
    headers: load.cookie ? { cookie: load.cookie } : {},
    requests: load.manyClients
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, "x-forwarded-for": nextAddress() },
            }),
          },
        ]
      : undefined,
  });

/** What a kept run needs to find its seeded businesses again: their sessions stay valid under this secret. */
type KeptSeed = { authSecret: string; productCount: number; bigCookie: string; smallSlug: string };

const keptSeedFile = (engine: Engine) =>
  keepName === null ? null : path.join(tmpdir(), `comanda-bench-keep-${keepName}-${engine}.json`);

const readKeptSeed = (engine: Engine): KeptSeed | null => {
  const file = keptSeedFile(engine);
  if (file === null || !existsSync(file)) return null;
  const kept = JSON.parse(readFileSync(file, "utf8")) as KeptSeed;
  if (kept.productCount !== productCount) throw new Error(`${file} holds ${kept.productCount} products`);
  return kept;
};

// Issue 39: the list's share of a bare route, at saturation, with the bare route measured on either side of it.
const busy = 50;
const bare = await startBareRoute();
const bareRequests = async (seconds: number) =>
  (await autocannon({ url: bare.url, connections: busy, duration: seconds })).requests.average;

try {
  for (const engine of engines) {
    const reused = readKeptSeed(engine);
    const kept =
      keepName === null
        ? null
        : {
            name: `${keepName}_${engine}`,
            authSecret: reused?.authSecret ?? randomBytes(24).toString("hex"),
          };
    const target = await startTarget(engine, adminUrl, { TRUST_PROXY: "127.0.0.1" }, undefined, kept);
    try {
      let big: { api: Api };
      let smallSlug: string;
      if (reused) {
        big = { api: { base: target.url, cookie: reused.bigCookie } };
        smallSlug = reused.smallSlug;
        // A kept file whose database was dropped since (or whose session expired) must not measure an empty list.
        const { total } = await call<{ total: number }>(big.api, "GET", "/api/v1/products?limit=1");
        if (total !== productCount)
          throw new Error(`the kept "${keepName}" database holds ${total} products`);
        console.log(`\n${engine}: reusing the database kept as "${keepName}"`);
      } else {
        const seededAt = Date.now();
        const seededBig = await newBusiness(target.url, 30, 40);
        const other = await newBusiness(target.url, 10, 10);
        const small = await newBusiness(target.url, 12, 10);
        await seedProducts(target.database, seededBig.seed, productCount);
        await seedProducts(target.database, other.seed, 20_000);
        await seedProducts(target.database, small.seed, 300);
        console.log(
          `\n${engine}: seeded ${productCount.toLocaleString("en")} products (+20,300 in two other businesses) in ${Math.round((Date.now() - seededAt) / 1000)} s`,
        );
        big = seededBig;
        smallSlug = small.slug;
        const file = keptSeedFile(engine);
        if (file !== null && kept !== null) {
          const seed: KeptSeed = {
            authSecret: kept.authSecret,
            productCount,
            bigCookie: seededBig.api.cookie,
            smallSlug,
          };
          writeFileSync(file, JSON.stringify(seed));
        }
      }

      // A cursor half-way down the chain, as the list itself hands it out after ~15,000 pages.
      let path = `/api/v1/products?limit=100`;
      for (let pages = 0; pages < 1500; pages++) {
        const page = await call<{ nextCursor: string | null }>(big.api, "GET", path);
        if (!page.nextCursor) break;
        path = `/api/v1/products?limit=100&cursor=${encodeURIComponent(page.nextCursor)}`;
      }
      const deepCursor = new URLSearchParams(path.split("?")[1]).get("cursor") ?? "";
      const cookie = big.api.cookie;
      const session = await call<{ business: { id: string } }>(big.api, "GET", "/api/v1/session");
      const categories = await call<{ items: { id: string }[] }>(
        big.api,
        "GET",
        "/api/v1/categories?limit=1",
      );
      const categoryId = categories.items[0]?.id ?? "";
      const searches = await chooseSearches(target.database, session.business.id);
      const pages = [
        { label: "products, first page", path: "/api/v1/products?limit=10" },
        {
          label: "products, a category's first page",
          path: `/api/v1/products?limit=10&category_id=${categoryId}`,
        },
        {
          label: "products, page ~150,000 rows deep",
          path: `/api/v1/products?limit=10&cursor=${encodeURIComponent(deepCursor)}`,
        },
      ];
      const loads: Load[] = [
        { label: "GET /api/v1/health", path: "/api/v1/health" },
        ...pages.map((page) => ({ ...page, cookie, target: { p99Ms: 20 } })),
        ...[connections, busy].flatMap((count) =>
          searches.map((search) => ({
            label: `${search.label}, ${count} conn.`,
            path: `/api/v1/products?limit=10&q=${encodeURIComponent(search.q)}`,
            cookie,
            connections: count,
            target: { p99Ms: 20 },
          })),
        ),
        {
          label: "public price list, 300 products",
          path: `/api/v1/price-list/${smallSlug}`,
          manyClients: true,
          target: { p99Ms: 20 },
        },
      ];
      const rows: Measured[] = [];
      for (const load of loads) {
        await measure(target.url, load, 2);
        rows.push({ ...load, result: await measure(target.url, load, duration) });
      }
      printTable(`${engine}, ${connections} connections unless said, ${duration} s each`, rows);
      // Each p99 as a share of its target (≤ 1 is met), as decisions 033 and 037 compare them.
      for (const row of rows) {
        const goal = row.target?.p99Ms;
        if (goal === undefined) continue;
        const ratio = row.result.latency.p99 / goal;
        console.log(
          `  ${row.label.padEnd(56)}p99 ${row.result.latency.p99} ms / ${goal} ms = ${ratio.toFixed(2)}`,
        );
      }
      console.log(
        `\n${engine}, ${busy} connections: each page against a bare Fastify route measured just before and after`,
      );
      for (const page of pages) {
        const load = { ...page, cookie, connections: busy };
        await measure(target.url, load, 2);
        const before = await bareRequests(Math.max(3, duration / 2));
        const listed = (await measure(target.url, load, duration)).requests.average;
        const after = await bareRequests(Math.max(3, duration / 2));
        const ratio = listed / ((before + after) / 2);
        console.log(
          `  ${page.label.padEnd(40)}${Math.round(listed).toLocaleString("en")}/s against bare ${Math.round(before).toLocaleString("en")} / ${Math.round(after).toLocaleString("en")}/s = ${ratio.toFixed(3)}  (target ≥ 0.15: ${ratio >= 0.15 ? "met" : "NOT met"})`,
        );
      }
    } finally {
      await target.stop();
    }
  }
} finally {
  await bare.stop();
}
