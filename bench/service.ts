// The service loop under load (decision 019): order creation at 50 connections (orders of four lines with two
// options each, decision 085) beside the raw rate of the same rows written by a plain loop of transactions
// (on SQLite grouped into commits as the server groups them), 100 live boards waiting for
// each order's change event (on PostgreSQL also across two instances), and a shift of 10,000 orders (its
// detail, its first orders page, closing it), each beside the same server's signed-in GET /api/v1/session.
// Run: npm run bench:service -w @comanda/bench [-- --engine=sqlite|postgres|both] [--duration=10]
//      [--boards=100] [--rate=20] [--orders=10000] [--only=orders|boards|shift] [--menu=options|plain]
// (--only keeps the yardstick and one part: to profile it with BENCH_NODE_ARGS="--cpu-prof".)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server on which
// the run creates, and afterwards drops, a database of its own.

import type { CountSheet } from "@comanda/domain/cash";
import { call, signInCooks } from "./lib/api.ts";
import { measureBoards } from "./lib/board-latency.ts";
import { diskWritesText, settleWrites, writebackSettings } from "./lib/disk-writes.ts";
import { describeFailures, loadOrders } from "./lib/order-load.ts";
import { paceOrders } from "./lib/paced-orders.ts";
import { postgresCpuMs, postmasterPidOf, processCpuMs } from "./lib/process-cpu.ts";
import { rawOrderRate, trackStock } from "./lib/raw-orders.ts";
import { seedShiftOrders } from "./lib/seed-shift.ts";
import { newServiceBusiness, type ServiceBusiness } from "./lib/service-business.ts";
import {
  detailConnections,
  failedOf,
  fromResult,
  measurePage,
  measureSession,
  msText,
} from "./lib/service-measure.ts";
import { type Figure, printFigures, printVerdicts, type Verdict } from "./lib/service-report.ts";
import { type Engine, startTarget, type Target } from "./lib/target.ts";

const args = process.argv.slice(2);
const text = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const option = (name: string, fallback: number) => Number(text(name) ?? fallback);
const engineArg = text("engine") ?? "both";
if (!["sqlite", "postgres", "both"].includes(engineArg)) {
  throw new Error(`--engine=${engineArg}: use sqlite, postgres or both`);
}
const engines: Engine[] = engineArg === "both" ? ["sqlite", "postgres"] : [engineArg as Engine];
const duration = option("duration", 10);
const boardCount = option("boards", 100);
const orderRate = option("rate", 20);
const shiftSize = option("orders", 10_000);
const only = text("only");
// Decision 085: orders of four lines with two options each; `--menu=plain`, the two plain lines of before.
const withOptions = (text("menu") ?? "options") !== "plain";
// Four lines among 32 products: two orders in flight share a product (a stock row) about as often as two
// plain orders did among 8 (decision 085); among 8, four lines would make every product a hot row.
const productCount = withOptions ? 32 : 8;
const runs = (part: "orders" | "boards" | "shift") => !only || only === part;
const adminUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/test";
const connections = 50;
// Ten cooks' sessions with ten boards each: the server allows twenty streams per user.
const cookCount = 10;

const verdicts: Verdict[] = [];
const judge = (engine: Engine, figure: string, value: string, target: string, met: boolean) =>
  verdicts.push({ figure, engine, value, target, met });

const boardFigure = async (
  engine: Engine,
  label: string,
  load: Parameters<typeof measureBoards>[0],
  goalMs: number,
): Promise<Figure> => {
  const run = await measureBoards(load);
  const missing = run.expected - run.received;
  const refused = describeFailures(run.refused);
  const note = [
    `${run.orders} orders × ${load.boards} boards`,
    `${Math.round((run.early / Math.max(run.received, 1)) * 100)} % of events before the response`,
    missing ? `${missing} events MISSING` : "",
    refused ? `orders refused: ${refused}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  judge(
    engine,
    label,
    `p50 ${msText(run.latency.p50)}, p99 ${msText(run.latency.p99)}${missing ? `, ${missing} missing` : ""}`,
    `p99 ≤ ${goalMs} ms`,
    run.latency.p99 <= goalMs && missing === 0 && run.received > 0,
  );
  return { label, perSecond: orderRate, p50: run.latency.p50, p99: run.latency.p99, note };
};

/**
 * a. Order creation at 50 connections, each request a new order of four lines with two options each taking
 * tracked stock, beside the same rows written by a plain loop of transactions, its commits grouped as the
 * server's on SQLite (decision 032's yardstick, lib/raw-orders.ts; decision 085) in a business of its own.
 */
const orderFigures = async (engine: Engine, target: Target, business: ServiceBusiness, figures: Figure[]) => {
  const rawBusiness = await newServiceBusiness(target.url, productCount, { withOptions });
  await trackStock(target.database, rawBusiness);
  await trackStock(target.database, business);
  await loadOrders(business, connections, 2, 1_000_000);
  // On PostgreSQL the database's own CPU per order too, for the API and for the raw loop: on a machine of
  // two cores the server, the load and the database share them, so what each costs sets the rate.
  const postmaster = target.database.kind === "postgres" ? await postmasterPidOf(target.database.url) : null;
  const databaseCpu = () => (postmaster === null ? null : postgresCpuMs(postmaster));
  /** The database's CPU per order since `before`, in µs; null on SQLite (it runs inside the process). */
  const databasePerOrder = (before: number | null, count: number) => {
    const after = databaseCpu();
    return before === null || after === null ? null : ((after - before) * 1000) / count;
  };
  const perOrderText = (us: number | null) =>
    us === null ? "" : `, database CPU ${Math.round(us)} µs/order`;
  // Each phase starts with nothing of the last one's left to write back (decision 064).
  const settle = async () => {
    const skipped = await settleWrites(target.database);
    if (skipped) console.log(`${engine}: ${skipped}`);
  };
  await settle();
  const cpuBefore = processCpuMs(target.pid);
  const databaseBefore = databaseCpu();
  const orders = await loadOrders(business, connections, duration, 1);
  const orderCount = orders.created * orders.result.duration;
  const cpuPerOrder = ((processCpuMs(target.pid) - cpuBefore) * 1000) / orderCount;
  const ordersDatabase = databasePerOrder(databaseBefore, orderCount);
  // After the API's run: on SQLite another connection's burst of writes can slow the server's own
  // connection for a while (decision 034), which would charge the API for the yardstick's work.
  await settle();
  const rawDatabaseBefore = databaseCpu();
  const raw = await rawOrderRate(target.database, rawBusiness, duration, 1);
  const rawDatabase = databasePerOrder(rawDatabaseBefore, raw.perSecond * duration);
  figures.push({
    label: `raw order transactions, ${raw.connections} connection${raw.connections > 1 ? "s" : ""}, no HTTP`,
    perSecond: raw.perSecond,
    p50: raw.p50,
    p99: raw.p99,
    note: `order, ${raw.lines} lines${withOptions ? " with options" : ""}, payment, ${raw.lines} stock updates and movements, ${raw.perCommit} order${raw.perCommit > 1 ? "s" : ""} a commit; CPU ${Math.round(raw.cpuPerOrder)} µs/order${perOrderText(rawDatabase)}`,
  });
  const failures = describeFailures(orders.failures);
  const ratio = orders.created / raw.perSecond;
  // Issue 39: the share by CPU too, what the raw loop spends on an order against what the server does, each
  // with its database's on PostgreSQL: on two shared cores the throughput also measures the neighbours.
  const cpuRatio = (raw.cpuPerOrder + (rawDatabase ?? 0)) / (cpuPerOrder + (ordersDatabase ?? 0));
  figures.push({
    ...fromResult(`POST /api/v1/orders, ${connections} connections (as fast as answered)`, orders.result),
    perSecond: orders.created,
    note: `${ratio.toFixed(2)} of raw, server CPU ${cpuPerOrder.toFixed(0)} µs/order${perOrderText(ordersDatabase)} (${cpuRatio.toFixed(2)} of raw's by CPU); ${failures ? `NOT 201: ${failures}; first: ${orders.firstFailure}` : "all 201"}`,
  });
  // Half the raw rate, paced: does the server take it, and how long does each order wait (decision 032)?
  await settle();
  const paced = await paceOrders(business, Math.ceil(raw.perSecond / 2), duration, 4_000_000);
  const pacedFailures = describeFailures(paced.failures);
  const pacedRatio = paced.created / raw.perSecond;
  figures.push({
    label: `POST /api/v1/orders, paced at half the raw rate`,
    perSecond: paced.created,
    p50: paced.latency.p50,
    p99: paced.latency.p99,
    note: `${pacedRatio.toFixed(2)} of raw, asked ${paced.asked}/s; ${pacedFailures ? `NOT 201: ${pacedFailures}; first: ${paced.firstFailure}` : "all 201"}${diskWritesText(paced.disk)}`,
  });
  const { p50, p99 } = paced.latency;
  judge(
    engine,
    "orders at half the raw rate, paced",
    `${Math.round(paced.created).toLocaleString("en")}/s = ${pacedRatio.toFixed(2)} of ${Math.round(raw.perSecond).toLocaleString("en")}/s, p50 ${msText(p50)}, p99 ${msText(p99)}${pacedFailures ? `, ${pacedFailures}` : ""}`,
    "≥ 0.5 of raw, p99 ≤ 50 ms",
    // 0.49: the run's last answers arrive after its last second, which the rate counts.
    pacedRatio >= 0.49 && p99 <= 50 && paced.failures.size === 0,
  );
  judge(
    engine,
    "orders at 50 connections, against raw",
    `${Math.round(orders.created).toLocaleString("en")}/s = ${ratio.toFixed(2)} of raw, p99 ${msText(orders.result.latency.p99)}${failures ? `, ${failures}` : ""}`,
    "≥ 0.5 of raw",
    ratio >= 0.5 && orders.failures.size === 0,
  );
  judge(
    engine,
    "CPU per order, against raw",
    `${Math.round(raw.cpuPerOrder + (rawDatabase ?? 0))} µs raw / ${Math.round(cpuPerOrder + (ordersDatabase ?? 0))} µs server = ${cpuRatio.toFixed(2)}`,
    "≥ 0.5",
    cpuRatio >= 0.5,
  );
};

/** b. 100 boards on the instance that takes the orders and, on PostgreSQL, on a second instance. */
const boardFigures = async (
  engine: Engine,
  target: Target,
  business: ServiceBusiness,
  figures: Figure[],
): Promise<Target | undefined> => {
  const cookies = await signInCooks(business.api, target.url, cookCount);
  const boards = { business, cookies, boards: boardCount, rate: orderRate, seconds: duration };
  figures.push(
    await boardFigure(
      engine,
      `order → ${boardCount} boards' change event, one process`,
      { ...boards, boardsBase: target.url, firstTurn: 2_000_000 },
      50,
    ),
  );
  if (engine !== "postgres") return undefined;
  // Boards on instance B, orders on A: the event crosses LISTEN/NOTIFY (docs/product.md#architecture).
  const second = await startTarget(engine, adminUrl, {}, target);
  figures.push(
    await boardFigure(
      engine,
      `order on A → ${boardCount} boards on B, two instances`,
      { ...boards, boardsBase: second.url, firstTurn: 3_000_000 },
      150,
    ),
  );
  return second;
};

/** c. A shift with 10,000 orders, in a business of its own: its detail, its first page, closing it. */
const shiftFigures = async (engine: Engine, target: Target, figures: Figure[]) => {
  const big = await newServiceBusiness(target.url);
  const seededAt = Date.now();
  await seedShiftOrders(target.database, big, shiftSize);
  const seeded = `${shiftSize.toLocaleString("en")} orders`;
  console.log(
    `\n${engine}: seeded a shift with ${seeded} in ${Math.round((Date.now() - seededAt) / 1000)} s`,
  );
  const pages = [
    [`GET /shifts/:id (detail), ${seeded}`, `/api/v1/shifts/${big.shift.id}`, "shift detail p99"],
    [
      `GET /shifts/:id/orders?limit=10, ${seeded}`,
      `/api/v1/shifts/${big.shift.id}/orders?limit=10`,
      "shift orders, first page p99",
    ],
  ] as const;
  for (const [label, path, figure] of pages) {
    const result = await measurePage(big.api, path);
    const failed = failedOf(result);
    figures.push(
      fromResult(`${label}, ${detailConnections} conn.`, result, failed ? `${failed} failed` : undefined),
    );
    judge(
      engine,
      figure,
      `${msText(result.latency.p99)}${failed ? `, ${failed} failed` : ""}`,
      "p99 ≤ 100 ms",
      result.latency.p99 <= 100 && failed === 0,
    );
  }
  // The close dialog reads the count sheet first; the cashier counts exactly what is expected.
  const sheet = await call<CountSheet>(big.api, "GET", `/api/v1/shifts/${big.shift.id}/count`);
  const counts = sheet.lines.map((line) => ({
    payment_method_id: line.paymentMethodId,
    counted: line.expected ?? 0,
  }));
  const closeStart = performance.now();
  const closed = await fetch(`${target.url}/api/v1/shifts/${big.shift.id}/close`, {
    method: "POST",
    headers: { origin: target.url, cookie: big.api.cookie, "content-type": "application/json" },
    body: JSON.stringify({ counts }),
  });
  const closeMs = performance.now() - closeStart;
  const closeText = await closed.text();
  const closeNote = closed.status === 200 ? "200" : `${closed.status} ${closeText.slice(0, 200)}`;
  figures.push({ label: `POST /shifts/:id/close, ${seeded}`, p50: closeMs, p99: closeMs, note: closeNote });
  judge(
    engine,
    "closing the shift",
    `${msText(closeMs)}${closed.status === 200 ? "" : `, answered ${closed.status}`}`,
    "< 1 s",
    closeMs < 1_000 && closed.status === 200,
  );
  // The sales history opens the closed shift: its detail once more.
  const after = await measurePage(big.api, `/api/v1/shifts/${big.shift.id}`);
  figures.push(fromResult(`GET /shifts/:id (detail), closed, ${detailConnections} conn.`, after));
};

const writeback = writebackSettings();
if (writeback) console.log(`host: ${writeback} (decision 064)`);
for (const engine of engines) {
  const target = await startTarget(engine, adminUrl);
  let second: Target | undefined;
  try {
    const business = await newServiceBusiness(target.url, productCount, { withOptions });
    const session = await measureSession(business.api, connections, duration);
    const failed = failedOf(session);
    const figures: Figure[] = [
      fromResult("GET /api/v1/session (yardstick)", session, failed ? `${failed} failed` : undefined),
    ];
    if (runs("orders")) await orderFigures(engine, target, business, figures);
    if (runs("boards")) second = await boardFigures(engine, target, business, figures);
    if (runs("shift")) await shiftFigures(engine, target, figures);
    printFigures(`${engine}, ${duration} s loads, ${connections} connections unless said`, figures);
  } finally {
    await second?.stop();
    await target.stop();
  }
}
printVerdicts(verdicts);
