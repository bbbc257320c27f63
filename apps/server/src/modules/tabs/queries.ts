import { type Order, type OrderStatus, openOrderStatuses } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/** What the tabs read and write besides an order's own edit (which is the orders' edit, decision 051). */

/** A dining table of the business, with its room's name for the tickets ("Salón · Mesa 4"). */
export const findTableRow = (db: Db, businessId: string, tableId: string) =>
  db
    .selectFrom("dining_table as t")
    .innerJoin("room as r", "r.id", "t.room_id")
    .select(["t.id", "t.name", "r.name as room"])
    .where("t.business_id", "=", businessId)
    .where("t.id", "=", tableId)
    .executeTakeFirst();

/** Whose an order id is, and at which table, by any business. */
export const findStoredTab = (db: Db, id: string) =>
  db.selectFrom("order").select(["business_id", "table_id"]).where("id", "=", id).executeTakeFirst();

/** A member of the business's staff who can sign in and serve tables. */
export const findWaiter = (db: Db, businessId: string, waiterId: string) =>
  db
    .selectFrom("user")
    .select(["id", "name"])
    .where("business_id", "=", businessId)
    .where("id", "=", waiterId)
    .where("status", "=", "enabled")
    // Decision 083: and the waiters ('Mozo').
    .where("role", "in", ["ADMIN", "CASHIER", "WAITER"])
    .executeTakeFirst();

/** The business's open shift and its turn counter. */
export const findOpenShiftTurn = (trx: Db, businessId: string) =>
  trx
    .selectFrom("shift")
    .select(["id", "last_turn"])
    .where("business_id", "=", businessId)
    .where("end_date", "is", null)
    .executeTakeFirst();

/** The method a tab is paid by unless the payment says otherwise: the business's cash one, else its first. */
export const firstPaymentMethod = (trx: Db, businessId: string) =>
  trx
    .selectFrom("payment_method")
    .select(["id", "name"])
    .where("business_id", "=", businessId)
    .where("status", "=", "enabled")
    .orderBy("is_cash", "desc")
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();

/** The tab back to 'Pendiente', so the kitchen makes the round. */
/**
 * Decision 081: the round is a new card in the kitchen, from now, with what earlier rounds made (`served`)
 * left out of it.
 */
export const backToPending = (trx: Db, id: string, now: number, served: Order["served"]) =>
  trx
    .updateTable("order")
    .set({
      status: "pending",
      status_changed_at: now,
      updated_at: now,
      kitchen_since: now,
      served: JSON.stringify(served),
      version: sql<number>`version + 1`,
    })
    .where("id", "=", id)
    .execute();

/** Decision 082: what the tab's rounds hold for courses not yet marched; the order's version after it. */
export const holdLines = async (trx: Db, id: string, held: NonNullable<Order["held"]>) => {
  const row = await trx
    .updateTable("order")
    .set({ held: JSON.stringify(held), version: sql<number>`version + 1` })
    .where("id", "=", id)
    .returning("version")
    .executeTakeFirstOrThrow();
  return Number(row.version);
};

type March = {
  held: NonNullable<Order["held"]>;
  now: number;
  version: number;
  /** a table whose food was out goes back to the kitchen with what it has made so far */
  back: { served: Order["served"] } | null;
};

/** 'Marchar' (decision 082), compare-and-set on the version it read: false when the tab moved meanwhile. */
export const marchLines = async (trx: Db, id: string, march: March) => {
  const updated = await trx
    .updateTable("order")
    .set({
      held: JSON.stringify(march.held),
      updated_at: march.now,
      version: sql<number>`version + 1`,
      ...(march.back
        ? {
            status: "pending",
            status_changed_at: march.now,
            kitchen_since: march.now,
            served: JSON.stringify(march.back.served),
          }
        : {}),
    })
    .where("id", "=", id)
    .where("version", "=", march.version)
    .returning("version")
    .executeTakeFirst();
  return updated !== undefined;
};

type Round = { id: string; businessId: string; orderId: string; user: { id: string; name: string } };

/** The round's id, stored once: nothing back when it was stored before (a resend). */
export const takeRound = (trx: Db, round: Round) =>
  trx
    .insertInto("tab_round")
    .values({
      id: round.id,
      business_id: round.businessId,
      order_id: round.orderId,
      created_by: round.user.id,
      created_by_name: round.user.name,
      created_at: Date.now(),
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();

/** Where a stored round went. */
export const findRound = (db: Db, id: string) =>
  db.selectFrom("tab_round").select(["business_id", "order_id"]).where("id", "=", id).executeTakeFirst();

type TableMove = { businessId: string; id: string; version: number; tableId: string; tableName: string };

/** The tab to another table, by compare-and-set on the version it was read at. */
export const moveToTable = (trx: Db, move: TableMove) =>
  trx
    .updateTable("order")
    .set({
      table_id: move.tableId,
      table_name: move.tableName,
      updated_at: Date.now(),
      version: sql<number>`version + 1`,
    })
    .where("business_id", "=", move.businessId)
    .where("id", "=", move.id)
    .where("version", "=", move.version)
    .execute();

type Join = {
  businessId: string;
  otherId: string;
  version: number;
  into: { id: string; tableName: string | null };
};

/**
 * The joined tab closed with nothing to pay, by compare-and-set on the version it was read at; nothing back
 * when it changed meanwhile.
 */
export const closeJoined = (trx: Db, join: Join, now: number) =>
  trx
    .updateTable("order")
    .set({
      status: "cancelled",
      total: 0,
      subtotal: 0,
      discount: 0,
      surcharge: 0,
      tip: 0,
      observation: `Unida a ${join.into.tableName ?? "otra mesa"}`,
      joined_at: now,
      joined_into: join.into.id,
      updated_at: now,
      status_changed_at: now,
      version: sql<number>`version + 1`,
    })
    .where("business_id", "=", join.businessId)
    .where("id", "=", join.otherId)
    .where("version", "=", join.version)
    .returning("id")
    .executeTakeFirst();

/** The guests of a joined table now sit at this one. */
export const addGuests = (trx: Db, businessId: string, id: string, guests: number) =>
  trx
    .updateTable("order")
    .set({ guests: sql<number>`coalesce(guests, 0) + ${guests}` })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .execute();

/** The guests a separated table takes back, leaving at least one. */
export const takeGuests = (trx: Db, businessId: string, id: string, guests: number) =>
  trx
    .updateTable("order")
    .set({
      guests: sql<number>`case when coalesce(guests, 0) > ${guests} then guests - ${guests} else 1 end`,
    })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .execute();

/** The table asked for the bill. */
export const markBillRequested = (trx: Db, businessId: string, id: string, now: number) =>
  trx
    .updateTable("order")
    .set({ bill_requested_at: now, updated_at: now })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .execute();

/** A tab joined into `intoId`, closed by the join. */
export const findJoined = (trx: Db, businessId: string, joinedId: string, intoId: string) =>
  trx
    .selectFrom("order")
    .select(["id", "table_name", "turn", "guests"])
    .where("business_id", "=", businessId)
    .where("id", "=", joinedId)
    .where("joined_into", "=", intoId)
    .where("status", "=", "cancelled")
    .executeTakeFirst();

/** The order's lines, all gone (they come back through an edit). */
export const deleteLines = (trx: Db, businessId: string, orderId: string) =>
  trx
    .deleteFrom("order_line")
    .where("business_id", "=", businessId)
    .where("order_id", "=", orderId)
    .execute();

/** A joined tab open again with the status of the tab it leaves. */
export const reopenJoined = (
  trx: Db,
  businessId: string,
  joinedId: string,
  status: OrderStatus,
  now: number,
) =>
  trx
    .updateTable("order")
    .set({
      status,
      observation: null,
      joined_at: null,
      joined_into: null,
      status_changed_at: now,
      updated_at: now,
      version: sql<number>`version + 1`,
    })
    .where("business_id", "=", businessId)
    .where("id", "=", joinedId)
    .execute();

/** The table name an order keeps, whatever its business (for a refusal's words). */
export const findTableName = (db: Db, id: string) =>
  db.selectFrom("order").select("table_name").where("id", "=", id).executeTakeFirst();

/** The tables whose tab was joined into one still open, with that tab (by migration 0030's partial index). */
export const joinedTableRows = (db: Db, businessId: string) =>
  db
    .selectFrom("order as a")
    .innerJoin("order as t", "t.id", "a.joined_into")
    .select(["a.id", "a.table_id", "t.id as tab_id", "t.table_name"])
    .where("a.business_id", "=", businessId)
    .where("a.joined_into", "is not", null)
    .where("t.business_id", "=", businessId)
    .where("t.status", "in", openOrderStatuses)
    .execute();

/** The business's open tabs (by the open-table index), as the plan shows them. */
export const openTabRows = (db: Db, businessId: string) =>
  db
    .selectFrom("order")
    .select([
      "id",
      "turn",
      "status",
      "table_id",
      "guests",
      "waiter_name",
      "created_at",
      "total",
      "bill_requested_at",
    ])
    .where("business_id", "=", businessId)
    .where("table_id", "is not", null)
    .where("status", "in", openOrderStatuses)
    .execute();
