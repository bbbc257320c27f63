import { CompiledQuery, sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import type { Dialect } from "../../../db/migrations/types.ts";
import { queryTemplate, type TemplateParam } from "../../../db/query-template.ts";
import { prepareOnPostgres } from "../../../db/statement-cache.ts";
import { createBatcher } from "../../../realtime/notify-batcher.ts";
import { perLength } from "./queries.ts";
import { orderColumns } from "../read/order-rows.ts";

/** What an order's creation writes, each statement compiled once (see create-queries.ts). */

/** Conditional: no row back means too little stock (or the product stopped being tracked). */
const takeProduct = queryTemplate((db: Db, p: TemplateParam<"businessId" | "id" | "units">) =>
  db
    .updateTable("product")
    .set({ quantity: sql<number>`quantity - ${p("units")}` })
    .where("business_id", "=", p("businessId"))
    .where("id", "=", p("id"))
    .where("quantity", ">=", p("units"))
    .returning("quantity"),
);

export const takeProductUnits = async (trx: Db, businessId: string, id: string, units: number) =>
  (await trx.executeQuery(takeProduct(trx, { businessId, id, units }))).rows[0];

const moveIngredient = queryTemplate((db: Db, p: TemplateParam<"businessId" | "id" | "amount">) =>
  db
    .updateTable("ingredient")
    .set({ quantity: sql<number>`quantity + ${p("amount")}` })
    .where("business_id", "=", p("businessId"))
    .where("id", "=", p("id"))
    .returning("quantity"),
);

/** Adds `amount` thousandths (negative for a sale); an ingredient may go below zero. */
export const moveIngredientAmount = async (trx: Db, businessId: string, id: string, amount: number) =>
  (await trx.executeQuery(moveIngredient(trx, { businessId, id, amount }))).rows[0];

/** Raises the shift's turn counter to `turn` while the shift is open; true when the shift is open. */
const advanceTurn = queryTemplate((db: Db, p: TemplateParam<"id" | "turn">) =>
  db
    .updateTable("shift")
    .set((eb) => ({
      // eb.val: a bare value in then() would be written into the SQL, a new statement per turn.
      last_turn: eb
        .case()
        .when("last_turn", "<", p("turn"))
        .then(eb.val(p("turn")))
        .else(eb.ref("last_turn"))
        .end(),
    }))
    .where("id", "=", p("id"))
    .where("end_date", "is", null)
    .returning("id"),
);

const advanceShiftTurn = async (db: Db, shiftId: string, turn: number) =>
  (await db.executeQuery(advanceTurn(db, { id: shiftId, turn }))).rows.length > 0;

/**
 * The turn counters of several shifts raised in one statement, each only when it rises: concurrent
 * orders' later turns then skip the row instead of queueing on it. Shifts in id order, so two instances
 * never take their rows in opposite orders.
 *
 * Its commit does not wait for the disk (`synchronous_commit` off for this statement's transaction,
 * evaluated for every row it raises): the counter is a hint for the next number, the orders it follows
 * are already on disk, and a crash can at most leave it behind, which the unique index on open turns
 * answers as for any turn taken twice. Waiting cost every order's answer a second WAL flush.
 */
export const raiseTurnsText = `update "shift" set "last_turn" = "raised"."turn"
  from unnest($1::text[], $2::integer[]) as "raised" ("id", "turn")
  where "shift"."id" = "raised"."id" and "shift"."end_date" is null and "shift"."last_turn" < "raised"."turn"
    and set_config('synchronous_commit', 'off', true) = 'off'`;
prepareOnPostgres(raiseTurnsText);

const raiseTurns = async (db: Db, raises: { id: string; turn: number }[]) => {
  const highest = new Map<string, number>();
  for (const { id, turn } of raises) highest.set(id, Math.max(turn, highest.get(id) ?? 0));
  const ids = [...highest.keys()].sort();
  await db.executeQuery(CompiledQuery.raw(raiseTurnsText, [ids, ids.map((id) => highest.get(id))]));
};

/**
 * One batcher per database: the raises that arrive while one is being written go together in the next
 * statement (realtime/notify-batcher.ts). One statement per order, each its own commit on a row every
 * order wants, cost PostgreSQL a quarter of its order rate (decision 041).
 */
const turnRaisers = new WeakMap<Db, (raise: { id: string; turn: number }) => Promise<void>>();
const turnRaiserOf = (db: Db) => {
  let raiser = turnRaisers.get(db);
  if (!raiser) {
    raiser = createBatcher((raises: { id: string; turn: number }[]) => raiseTurns(db, raises));
    turnRaisers.set(db, raiser);
  }
  return raiser;
};

const shareOpenShift = queryTemplate((db: Db, p: TemplateParam<"id">) =>
  db.selectFrom("shift").select("id").where("id", "=", p("id")).where("end_date", "is", null).forKeyShare(),
);

/**
 * Makes sure no order lands in a closed shift. SQLite (the create's last statement, and an edit's): one
 * write transaction at a time, so the shift read at the start is still open, and its turn counter moves
 * here. PostgreSQL (an edit that changes the turn; a create checks the shift inside its one write
 * statement, create-postgres.ts): the shift row is locked `for key share`, which never makes two orders
 * wait for each other, nor for a completion's totals or the turn counter (plain updates); a close locks
 * it `for update` first (shifts/service.ts), so it waits for this order or makes it find the shift closed.
 * There the turn counter moves after commit (`afterOrderCommitted`): moving it here would queue every
 * order behind the one before on that row.
 */
export const holdOpenShift = async (trx: Db, dialect: Dialect, shiftId: string, turn: number) => {
  if (dialect === "sqlite") return advanceShiftTurn(trx, shiftId, turn);
  return (await trx.executeQuery(shareOpenShift(trx, { id: shiftId }))).rows.length > 0;
};

/**
 * PostgreSQL: the turn counter, once the order is committed (a hint for the next order's number), in a
 * statement shared with the other orders committed meanwhile.
 */
export const afterOrderCommitted = async (db: Db, dialect: Dialect, shiftId: string, turn: number) => {
  if (dialect === "postgres" && turn > 0) await turnRaiserOf(db)({ id: shiftId, turn });
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

const lineColumns = [
  "order_id",
  "position",
  "business_id",
  "kind",
  "parent_position",
  "item_id",
  "name",
  "category_id",
  "quantity",
  "unit_price",
  "subtotal",
] as const;
export type LineRowValues = Record<(typeof lineColumns)[number], unknown>;

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

export const insertLineRows = async (trx: Db, rows: LineRowValues[]) => {
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
