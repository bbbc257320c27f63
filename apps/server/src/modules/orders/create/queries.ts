import type { EnabledStatus } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { queryTemplate, type TemplateParam } from "../../../db/query-template.ts";
import type { OrderLineTable } from "../../../db/schema.ts";
import { perLength } from "../catalog/queries.ts";
import { lineFieldColumns, orderColumns } from "../read/order-rows.ts";

/**
 * What an order's creation reads and writes, each statement compiled once (db/query-template.ts, decision
 * 016): the create is the service's hot path. PostgreSQL reads and writes in one statement each instead
 * (postgres/queries.ts, decision 042).
 */

export type OrderContext = {
  shift_id: string | null;
  last_turn: number | null;
  /** set when the order's id is already taken (a retry, or a clash) */
  stored_business: string | null;
  stored_hash: string | null;
  method_name: string | null;
  method_status: EnabledStatus | null;
  method_is_cash: number | null;
};

/**
 * The business's open shift, whether the order's id is taken (by any business), and the payment
 * method: single-row lookups by key, in one statement.
 */
export const contextSelect = (db: Db, p: TemplateParam<"businessId" | "id" | "methodId">) =>
  db.selectNoFrom((eb) => {
    const shift = () =>
      eb.selectFrom("shift").where("business_id", "=", p("businessId")).where("end_date", "is", null);
    const stored = () => eb.selectFrom("order").where("id", "=", p("id"));
    const method = () =>
      eb
        .selectFrom("payment_method")
        .where("business_id", "=", p("businessId"))
        .where("id", "=", p("methodId"));
    return [
      shift().select("id").as("shift_id"),
      shift().select("last_turn").as("last_turn"),
      stored().select("business_id").as("stored_business"),
      stored().select("request_hash").as("stored_hash"),
      method().select("name").as("method_name"),
      method().select("status").as("method_status"),
      method().select("is_cash").as("method_is_cash"),
    ];
  });

const reading = queryTemplate((db: Db, p: TemplateParam<"businessId" | "id" | "methodId">) =>
  contextSelect(db, p),
);

/** The order's context without locks: edits, and SQLite (one writer at a time, turns/queries.ts `holdOpenShift`). */
export const findOrderContext = async (
  trx: Db,
  businessId: string,
  id: string,
  methodId: string,
): Promise<OrderContext> => {
  const { rows } = await trx.executeQuery(reading(trx, { businessId, id, methodId }));
  return rows[0] as OrderContext;
};

// What a read selects (order-rows.ts), plus the two columns only a write sets.
const insertColumns = [...orderColumns, "business_id", "request_hash"] as const;
export type OrderRowValues = Record<(typeof insertColumns)[number], unknown>;

const insertOrder = queryTemplate((db: Db, p: TemplateParam<(typeof insertColumns)[number]>) =>
  db
    .insertInto("order")
    .values(Object.fromEntries(insertColumns.map((column) => [column, p(column)])) as never),
);

export const insertOrderRow = (trx: Db, values: OrderRowValues) => trx.executeQuery(insertOrder(trx, values));

const lineColumns = ["order_id", "business_id", ...lineFieldColumns] as const;

const linesTemplate = perLength((length) =>
  queryTemplate((db: Db, p: TemplateParam<string>) =>
    db
      .insertInto("order_line")
      .values(
        Array.from(
          { length },
          (_, index) =>
            Object.fromEntries(lineColumns.map((column) => [column, p(`${column}${index}`)])) as never,
        ),
      ),
  ),
);

export const insertLineRows = async (trx: Db, rows: readonly OrderLineTable[]) => {
  const template = linesTemplate(rows.length);
  if (!template) {
    await trx
      .insertInto("order_line")
      .values(rows as never)
      .execute();
    return;
  }
  const values: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    for (const column of lineColumns) values[`${column}${index}`] = row[column];
  });
  await trx.executeQuery(template(trx, values));
};

/** Who stored an order under this id, and the hash of the request that did (a retry, or a clash). */
export const findStoredRequest = (db: Db, id: string) =>
  db.selectFrom("order").select(["business_id", "request_hash"]).where("id", "=", id).executeTakeFirst();

/** The customer an order names, with what the order copies of it. */
export const findCustomer = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("customer")
    .select(["id", "name", "phone", "address", "notes"])
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();
