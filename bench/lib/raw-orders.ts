import { availableParallelism } from "node:os";
import { uuidv7 } from "@comanda/domain";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "../../apps/server/src/config.ts";
import { orderBody, type ServiceBusiness } from "./service-business.ts";

/**
 * Decision 032's yardstick for order creation: the same rows an order through the API writes (the order, its
 * lines, its payment, the conditional stock update of each tracked product and its movements), with the
 * project's schema, in a plain loop of transactions: no HTTP, no validation, no pricing. Statements are
 * prepared once, as a hand-written loop would. On PostgreSQL several loops run side by side (two per core,
 * at least four); SQLite runs one (it writes one transaction at a time anyway).
 */
export type RawRate = { perSecond: number; p50: number; p99: number; connections: number };

const orderColumns = [
  "id",
  "business_id",
  "shift_id",
  "turn",
  "status",
  "payment_method_id",
  "payment_method_name",
  "observation",
  "total",
  "subtotal",
  "created_by",
  "created_by_name",
  "request_hash",
  "created_at",
  "updated_at",
  "status_changed_at",
] as const;
const lineColumns = ["order_id", "position", "business_id", "kind", "item_id", "name", "category_id"];
const lineMoney = ["quantity", "unit_price", "subtotal"];
const paymentColumns = ["order_id", "position", "business_id", "payment_method_id", "name", "amount"];
const movementColumns = [
  "id",
  "business_id",
  "item_kind",
  "item_id",
  "delta",
  "quantity_after",
  "reason",
  "order_id",
  "user_id",
  "user_name",
  "created_at",
];

/** Decision 047: the audit trail's row of each new order, which the server writes with it. */
const auditColumns = [
  "id",
  "business_id",
  "at",
  "user_id",
  "user_name",
  "action",
  "order_id",
  "target",
  "detail",
];

type Placeholder = (index: number) => string;
const valuesOf = (count: number, rows: number, mark: Placeholder) =>
  Array.from(
    { length: rows },
    (_, row) =>
      `(${Array.from({ length: count }, (_, column) => mark(row * count + column + 1)).join(", ")})`,
  ).join(", ");
const insertSql = (table: string, columns: readonly string[], rows: number, mark: Placeholder) =>
  `insert into "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) values ${valuesOf(columns.length, rows, mark)}`;

/** The n-th order's rows, as parameter lists for the statements above. */
const rowsOf = (business: ServiceBusiness, n: number) => {
  const body = orderBody(business, n, uuidv7());
  const now = Date.now();
  const method = business.paymentMethods.find((m) => m.id === body.payment_method_id);
  const lines = body.products.map((line, position) => {
    const product = business.products.find((p) => p.id === line.product_id);
    const unitPrice = (product?.price ?? 0) * 100;
    return {
      values: [
        body.id,
        position,
        business.businessId,
        "product",
        line.product_id,
        product?.name,
        business.categoryId,
      ],
      money: [line.quantity, unitPrice, unitPrice * line.quantity],
      productId: line.product_id ?? "",
      units: line.quantity,
    };
  });
  const total = lines.reduce((sum, line) => sum + (line.money[2] as number), 0);
  const order = [
    body.id,
    business.businessId,
    business.shift.id,
    body.turn,
    "pending",
    method?.id,
    method?.name,
    body.observation,
    total,
    total,
    business.owner.id,
    business.owner.name,
    `raw-${n}`,
    now,
    now,
    now,
  ];
  const lineValues = lines.flatMap((line) => [...line.values, ...line.money]);
  const payment = [body.id, 0, business.businessId, method?.id, method?.name, total];
  const movement = (productId: string, units: number, after: number) => [
    uuidv7(now),
    business.businessId,
    "product",
    productId,
    -units,
    after,
    "sale",
    body.id,
    business.owner.id,
    business.owner.name,
    now,
  ];
  const audit = [
    uuidv7(now),
    business.businessId,
    now,
    business.owner.id,
    business.owner.name,
    "created",
    body.id,
    `Pedido ${body.turn}`,
    `Total $ ${total / 100}`,
  ];
  return { order, lines, lineValues, payment, movement, audit };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const rateOf = (latencies: number[], seconds: number, connections: number): RawRate => {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    connections,
  };
};

const takeSql = (mark: Placeholder) =>
  `update "product" set "quantity" = "quantity" - ${mark(1)} where "business_id" = ${mark(2)} and "id" = ${mark(3)} and "quantity" >= ${mark(4)} returning "quantity"`;

const rawSqlite = (file: string, business: ServiceBusiness, seconds: number, firstTurn: number) => {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const mark = () => "?";
  const lineCount = rowsOf(business, firstTurn).lines.length;
  const insertOrder = sqlite.prepare(insertSql("order", orderColumns, 1, mark));
  const insertLines = sqlite.prepare(
    insertSql("order_line", [...lineColumns, ...lineMoney], lineCount, mark),
  );
  const insertPayment = sqlite.prepare(insertSql("order_payment", paymentColumns, 1, mark));
  const insertAudit = sqlite.prepare(insertSql("audit_event", auditColumns, 1, mark));
  const take = sqlite.prepare(takeSql(mark)).pluck();
  const insertMovements = sqlite.prepare(insertSql("stock_movement", movementColumns, lineCount, mark));
  const write = sqlite.transaction((rows: ReturnType<typeof rowsOf>) => {
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
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  for (let n = firstTurn; performance.now() < end; n++) {
    const rows = rowsOf(business, n);
    // Every order here has as many lines (orderBody: two dishes), so the prepared inserts fit.
    if (rows.lines.length !== lineCount) continue;
    const start = performance.now();
    write(rows);
    latencies.push(performance.now() - start);
  }
  sqlite.close();
  return rateOf(latencies, seconds, 1);
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
      text: insertSql("order_line", [...lineColumns, ...lineMoney], lineCount, mark),
    },
    payment: { name: "raw_payment", text: insertSql("order_payment", paymentColumns, 1, mark) },
    audit: { name: "raw_audit", text: insertSql("audit_event", auditColumns, 1, mark) },
    take: { name: "raw_take", text: takeSql(mark) },
    movements: { name: "raw_movements", text: insertSql("stock_movement", movementColumns, lineCount, mark) },
  };
  const latencies: number[] = [];
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
  await pool.end();
  return rateOf(latencies, seconds, connections);
};

/** The raw rate of `business`'s orders for `seconds`, from turn `firstTurn` on (turns must not clash). */
export const rawOrderRate = (
  database: DatabaseTarget,
  business: ServiceBusiness,
  seconds: number,
  firstTurn: number,
): Promise<RawRate> =>
  database.kind === "sqlite"
    ? Promise.resolve(rawSqlite(database.file, business, seconds, firstTurn))
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
