import { availableParallelism } from "node:os";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "../../apps/server/src/config.ts";
import { sqliteCacheSize } from "../../apps/server/src/db/database.ts";
import { maxBatch } from "../../apps/server/src/db/group-commit.ts";
import { startWalCheckpointer } from "../../apps/server/src/db/wal-checkpointer.ts";
import {
  auditColumns,
  insertSql,
  lineColumns,
  lineFields,
  movementColumns,
  type OrderRows,
  orderColumns,
  paymentColumns,
  rowsOf,
  takeSql,
} from "./raw-order-rows.ts";
import type { ServiceBusiness } from "./service-business.ts";

/**
 * Decision 032's yardstick for order creation: the same rows an order through the API writes (the order, its
 * lines with their options and notes, its payment, the conditional stock update of each tracked product and
 * its movements), with the project's schema, in a plain loop of transactions: no HTTP, no validation, no
 * pricing. Statements are prepared once, as a hand-written loop would. On PostgreSQL several loops run side
 * by side (two per core, at least four), one transaction per order, as the server writes each order in a
 * statement of its own. SQLite runs one loop (it writes one transaction at a time anyway) and groups its
 * commits as the server does (db/group-commit.ts): `maxBatch` orders per transaction, each in a savepoint of
 * its own, so the yardstick is the most the database can take, not one commit per order (decision 085).
 */
export type RawRate = {
  perSecond: number;
  p50: number;
  p99: number;
  connections: number;
  /** orders per commit: `maxBatch` on SQLite, 1 on PostgreSQL */
  perCommit: number;
  /** what one order writes, for the report */
  lines: number;
  /** µs of this process's CPU per order: on SQLite all of the loop's work, on PostgreSQL its client's */
  cpuPerOrder: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** This process's CPU, user and system, in µs: the loop's, and on SQLite its checkpointing worker's. */
const processCpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

const rateOf = (
  latencies: number[],
  seconds: number,
  shape: Pick<RawRate, "connections" | "perCommit" | "lines">,
  cpu: number,
): RawRate => {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    cpuPerOrder: latencies.length === 0 ? 0 : cpu / latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ...shape,
  };
};

const rawSqlite = async (file: string, business: ServiceBusiness, seconds: number, firstTurn: number) => {
  // The server's connection, as db/database.ts opens it (issue 39: SQLite's default checkpoint threshold made
  // the loop slower than the server at times, so it was no limit): foreign keys checked, savepoint journals
  // in memory, the same page cache, and the WAL checkpointed by a worker instead of by the committing loop.
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("temp_store = MEMORY");
  sqlite.pragma(`cache_size = ${sqliteCacheSize}`);
  const checkpointer = startWalCheckpointer(sqlite, file);
  const mark = () => "?";
  const lineCount = rowsOf(business, firstTurn).lines.length;
  const insertOrder = sqlite.prepare(insertSql("order", orderColumns, 1, mark));
  const insertLines = sqlite.prepare(
    insertSql("order_line", [...lineColumns, ...lineFields], lineCount, mark),
  );
  const insertPayment = sqlite.prepare(insertSql("order_payment", paymentColumns, 1, mark));
  const insertAudit = sqlite.prepare(insertSql("audit_event", auditColumns, 1, mark));
  const take = sqlite.prepare(takeSql(mark)).pluck();
  const insertMovements = sqlite.prepare(insertSql("stock_movement", movementColumns, lineCount, mark));
  // Nested in `writeBatch`'s transaction, better-sqlite3 runs each order in a savepoint, as the server does.
  const write = sqlite.transaction((rows: OrderRows) => {
    insertOrder.run(rows.order);
    insertLines.run(rows.lineValues);
    insertPayment.run(rows.payment);
    insertAudit.run(rows.audit);
    const movements = rows.lines.flatMap((line) => {
      const after = take.get(line.units, business.businessId, line.productId, line.units) as
        | number
        | undefined;
      if (after === undefined) throw new Error("raw loop: a product ran out of stock");
      return rows.movement(line.productId, line.units, after);
    });
    insertMovements.run(movements);
  });
  // BENCH_RAW_BATCH=1 commits each order alone: the yardstick before decision 085, for comparison.
  const perCommit = Number(process.env.BENCH_RAW_BATCH) || maxBatch;
  const writeBatch = sqlite.transaction((batch: OrderRows[]) => {
    for (const rows of batch) write(rows);
  });
  const latencies: number[] = [];
  const cpuBefore = processCpu();
  const end = performance.now() + seconds * 1000;
  let n = firstTurn;
  while (performance.now() < end) {
    const batch: OrderRows[] = [];
    // Every order here has as many lines (orderBody), so the prepared inserts fit.
    for (; batch.length < perCommit; n++) batch.push(rowsOf(business, n));
    // Each order of a batch waits for its commit, as the server answers it only then.
    const start = performance.now();
    writeBatch(batch);
    const took = performance.now() - start;
    for (const _ of batch) latencies.push(took);
  }
  const cpu = processCpu() - cpuBefore;
  await checkpointer.stop();
  sqlite.close();
  return rateOf(latencies, seconds, { connections: 1, perCommit, lines: lineCount }, cpu);
};

const rawPostgres = async (url: string, business: ServiceBusiness, seconds: number, firstTurn: number) => {
  // Two loops per core, at least four, whatever pool the server is given: the loop's own best here (on two
  // cores four loops wrote more than two; decision 062). BENCH_RAW_CONNECTIONS tries another count.
  const connections = Number(process.env.BENCH_RAW_CONNECTIONS) || Math.max(4, 2 * availableParallelism());
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const mark = (index: number) => `$${index}`;
  const lineCount = rowsOf(business, firstTurn).lines.length;
  const statements = {
    order: { name: "raw_order", text: insertSql("order", orderColumns, 1, mark) },
    lines: {
      name: "raw_lines",
      text: insertSql("order_line", [...lineColumns, ...lineFields], lineCount, mark),
    },
    payment: { name: "raw_payment", text: insertSql("order_payment", paymentColumns, 1, mark) },
    audit: { name: "raw_audit", text: insertSql("audit_event", auditColumns, 1, mark) },
    take: { name: "raw_take", text: takeSql(mark) },
    movements: { name: "raw_movements", text: insertSql("stock_movement", movementColumns, lineCount, mark) },
  };
  const latencies: number[] = [];
  const cpuBefore = processCpu();
  const end = performance.now() + seconds * 1000;
  let next = firstTurn;
  const loop = async () => {
    const client = await pool.connect();
    try {
      while (performance.now() < end) {
        const rows = rowsOf(business, next++);
        if (rows.lines.length !== lineCount) continue;
        const start = performance.now();
        await client.query("begin");
        await client.query({ ...statements.order, values: rows.order });
        await client.query({ ...statements.lines, values: rows.lineValues });
        await client.query({ ...statements.payment, values: rows.payment });
        await client.query({ ...statements.audit, values: rows.audit });
        const movements: unknown[] = [];
        // In id order, as the server takes them, so two loops never deadlock.
        for (const line of [...rows.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
          const taken = await client.query({
            ...statements.take,
            values: [line.units, business.businessId, line.productId, line.units],
          });
          movements.push(...rows.movement(line.productId, line.units, Number(taken.rows[0]?.quantity)));
        }
        await client.query({ ...statements.movements, values: movements });
        await client.query("commit");
        latencies.push(performance.now() - start);
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const cpu = processCpu() - cpuBefore;
  await pool.end();
  return rateOf(latencies, seconds, { connections, perCommit: 1, lines: lineCount }, cpu);
};

/** The raw rate of `business`'s orders for `seconds`, from turn `firstTurn` on (turns must not clash). */
export const rawOrderRate = (
  database: DatabaseTarget,
  business: ServiceBusiness,
  seconds: number,
  firstTurn: number,
): Promise<RawRate> =>
  database.kind === "sqlite"
    ? rawSqlite(database.file, business, seconds, firstTurn)
    : rawPostgres(database.url, business, seconds, firstTurn);

/** Every product of the business tracked, with stock for any run: orders then take stock and write movements. */
export const trackStock = async (database: DatabaseTarget, business: ServiceBusiness) => {
  const ids = business.products.map((product) => product.id);
  const units = 1_000_000_000;
  if (database.kind === "sqlite") {
    const sqlite = new SqliteDatabase(database.file);
    sqlite.pragma("busy_timeout = 5000");
    const update = sqlite.prepare(`update "product" set "quantity" = ? where "id" = ?`);
    for (const id of ids) update.run(units, id);
    sqlite.close();
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`update "product" set "quantity" = $1 where "id" = any($2::text[])`, [units, ids]);
  await client.end();
};
