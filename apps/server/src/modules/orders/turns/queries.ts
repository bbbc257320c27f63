import { openOrderStatuses } from "@comanda/domain";
import { CompiledQuery } from "kysely";
import type { Db } from "../../../db/database.ts";
import type { Dialect } from "../../../db/migrations/types.ts";
import { queryTemplate, type TemplateParam } from "../../../db/query-template.ts";
import { prepareOnPostgres } from "../../../db/statement-cache.ts";
import { createBatcher } from "../../../realtime/notify-batcher.ts";

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
 * statement, create/postgres/queries.ts): the shift row is locked `for key share`, which never makes two orders
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

/** The status of the open order of the business's open shift that holds `turn`, if any. */
export const openTurnHolder = (db: Db, businessId: string, turn: string) =>
  db
    .selectFrom("order as o")
    .innerJoin("shift as s", "s.id", "o.shift_id")
    .select("o.status")
    .where("o.business_id", "=", businessId)
    .where("s.end_date", "is", null)
    .where("o.turn", "=", turn)
    .where("o.status", "in", openOrderStatuses)
    .executeTakeFirst();
