import { type PaymentMethodTotal, totalFromCentavos } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Cursor } from "../../db/keyset.ts";
import { bigintText, centavosOf, compareCentavos, sumText } from "../../db/money-sums.ts";
import { mergeById } from "./merge-by-id.ts";
import { shiftColumns } from "./rows.ts";

/** Which completed orders a figure reads: a shift's, or those completed in [from, to) (the home screen). */
export type CompletedScope = { shiftId: string } | { from: number; to: number };

/** The scope's completed orders, as `o`, for a figure to join its payments or lines to. */
const completedIn = (db: Db, businessId: string, scope: CompletedScope) => {
  const completed = db
    .selectFrom("order as o")
    .where("o.business_id", "=", businessId)
    .where("o.status", "=", "completed");
  return "shiftId" in scope
    ? completed.where("o.shift_id", "=", scope.shiftId)
    : completed.where("o.status_changed_at", ">=", scope.from).where("o.status_changed_at", "<", scope.to);
};

/** A name sold under several is the latest order's: for a shift opened last, for the home completed last. */
const latestOf = (scope: CompletedScope): "o.created_at" | "o.status_changed_at" =>
  "shiftId" in scope ? "o.created_at" : "o.status_changed_at";

/**
 * Completed orders' payments per method, largest amount first: each part of a split payment under its own
 * method, an order paid with two methods counting once in each (docs/product.md#order-money). One id sold
 * under several names is shown with the latest order's: a shift's detail takes the order opened last, the
 * home screen the order completed last, as each did before they shared this query (decision 077).
 */
export const paymentMethodTotals = async (
  db: Db,
  businessId: string,
  scope: CompletedScope,
): Promise<PaymentMethodTotal[]> => {
  const rows = await completedIn(db, businessId, scope)
    .innerJoin("order_payment as p", "p.order_id", "o.id")
    .select((eb) => [
      "p.payment_method_id as id",
      "p.name as name",
      eb.fn.countAll<number>().as("orders"),
      sumText("p.amount").as("amount"),
      eb.fn.max<number>(latestOf(scope)).as("latest"),
    ])
    .groupBy(["p.payment_method_id", "p.name"])
    .execute();
  const totals = rows.map((row) => ({
    id: row.id,
    name: row.name,
    orders: Number(row.orders),
    amount: centavosOf(row.amount),
    latest: Number(row.latest),
  }));
  return mergeById(totals, (into, row) => {
    into.orders += row.orders;
    into.amount += row.amount;
  })
    .sort((a, b) => compareCentavos(b.amount, a.amount) || a.name.localeCompare(b.name, "es"))
    .map((row) => ({
      paymentMethodId: row.id,
      name: row.name,
      orders: row.orders,
      amount: totalFromCentavos(row.amount),
    }));
};

const closedShifts = (db: Db, businessId: string) =>
  db.selectFrom("shift").where("business_id", "=", businessId).where("status", "=", "inactive");

/** One page of the closed shifts, newest start first; one row past the page. */
export const selectClosedShiftPage = (
  db: Db,
  businessId: string,
  cursor: Cursor<number> | null,
  limit: number,
) =>
  closedShifts(db, businessId)
    .select(shiftColumns)
    .$if(cursor !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb("start_date", "<", cursor?.at ?? 0),
          eb.and([eb("start_date", "=", cursor?.at ?? 0), eb("id", "<", cursor?.id ?? "")]),
        ]),
      ),
    )
    .orderBy("start_date", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();

export const countClosedShifts = (db: Db, businessId: string) =>
  closedShifts(db, businessId)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();

export const findShiftRow = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("shift")
    .select(shiftColumns)
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/** Completed orders per type, with their totals summed as text (decision 068). */
export const selectTypeSales = (db: Db, businessId: string, scope: CompletedScope) => {
  let query = db
    .selectFrom("order")
    .select((eb) => ["type", eb.fn.countAll<number>().as("orders"), sumText("total").as("amount")])
    .where("business_id", "=", businessId)
    .where("status", "=", "completed");
  query =
    "shiftId" in scope
      ? query.where("shift_id", "=", scope.shiftId)
      : query.where("status_changed_at", ">=", scope.from).where("status_changed_at", "<", scope.to);
  return query.groupBy("type").execute();
};

/**
 * Orders of the shift per status, with their money: one pass over the shift's orders. A tab joined into
 * another closed 'cancelled' with nothing to pay, but nobody cancelled it: it is not counted (migration
 * 0026).
 */
export const selectOrderGroups = (db: Db, businessId: string, shiftId: string) =>
  db
    .selectFrom("order")
    .select((eb) => [
      "status",
      eb.fn.countAll<number>().as("orders"),
      sumText("subtotal").as("subtotal"),
      sumText("discount").as("discounts"),
      sumText("surcharge").as("surcharges"),
      sumText("tip").as("tips"),
      sumText("delivery_fee").as("deliveryFees"),
      sumText("total").as("amount"),
    ])
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shiftId)
    .where("joined_at", "is", null)
    .groupBy("status")
    .execute();

/**
 * Units of each product in completed orders, sold alone or inside a combo, per id and name: a shift's best
 * sellers and the home screen's. `latest` as in `paymentMethodTotals`: the order opened last for a shift,
 * the order completed last for the home screen.
 */
export const selectCompletedUnits = (db: Db, businessId: string, scope: CompletedScope) =>
  completedIn(db, businessId, scope)
    .innerJoin("order_line as l", "l.order_id", "o.id")
    .select((eb) => [
      "l.item_id as id",
      "l.name as name",
      eb.fn.sum<number>("l.quantity").as("quantity"),
      eb.fn.max<number>(latestOf(scope)).as("latest"),
    ])
    .where("l.kind", "in", ["product", "combo-item"])
    .groupBy(["l.item_id", "l.name"])
    .execute();

/**
 * The options of a shift's completed product lines and combos' products (decision 080; JSON, domain
 * `StoredLineOption[]`) with their units.
 */
export const selectSoldOptions = (db: Db, businessId: string, shiftId: string) =>
  completedIn(db, businessId, { shiftId })
    .innerJoin("order_line as l", "l.order_id", "o.id")
    .select(["l.quantity", "l.options"])
    .where("l.kind", "in", ["product", "combo-item"])
    .where("l.options", "is not", null)
    .execute();

/** A shift's units sold: see `selectCompletedUnits`. */
export const selectUnitsSold = (db: Db, businessId: string, shiftId: string) =>
  selectCompletedUnits(db, businessId, { shiftId });

/** When what the kitchen had to make of an order reached it: its creation, or its table's round (decision 081). */
const kitchenSince = sql<number>`coalesce(${sql.ref("o.kitchen_since")}, ${sql.ref("o.created_at")})`;

/** Each station's 'Listo' for the scope's completed orders, with when the order reached the kitchen. */
export const selectStationsDone = (db: Db, businessId: string, scope: CompletedScope) =>
  completedIn(db, businessId, scope)
    .innerJoin("order_station as s", "s.order_id", "o.id")
    .leftJoin("station as st", "st.id", "s.station_id")
    .select(["s.station_id as stationId", "st.name as name", "s.done_at as doneAt", kitchenSince.as("since")])
    .execute();

/**
 * The scope's completed orders made ready with no station's 'Listo': a business without stations, or an
 * order 'Entregar' was pressed for.
 */
export const selectReadyWithoutStation = (db: Db, businessId: string, scope: CompletedScope) =>
  completedIn(db, businessId, scope)
    .where("o.ready_at", "is not", null)
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom("order_station as s").select("s.order_id").whereRef("s.order_id", "=", "o.id"))),
    )
    .select(["o.ready_at as readyAt", kitchenSince.as("since")])
    .execute();

export const countStations = (db: Db, businessId: string) =>
  db
    .selectFrom("station")
    .select((eb) => eb.fn.countAll<number>().as("stations"))
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();

/**
 * The product lines (alone or in a combo) of the scope's completed orders that were timed, each with its
 * order's times: when it reached the kitchen, became ready, and its last station's 'Listo'. `latest` as in
 * `paymentMethodTotals`.
 */
export const selectTimedLines = (db: Db, businessId: string, scope: CompletedScope) =>
  completedIn(db, businessId, scope)
    .innerJoin("order_line as l", "l.order_id", "o.id")
    .where("l.kind", "in", ["product", "combo-item"])
    .where(({ eb, exists, or, selectFrom }) =>
      or([
        eb("o.ready_at", "is not", null),
        exists(selectFrom("order_station as s").select("s.order_id").whereRef("s.order_id", "=", "o.id")),
      ]),
    )
    .select(({ selectFrom }) => [
      "o.id as orderId",
      "l.item_id as id",
      "l.name as name",
      `${latestOf(scope)} as latest` as const,
      "o.ready_at as readyAt",
      kitchenSince.as("since"),
      selectFrom("order_station as s")
        .select(({ fn }) => fn.max("s.done_at").as("doneAt"))
        .whereRef("s.order_id", "=", "o.id")
        .as("lastDone"),
    ])
    .execute();

/** What the Z report's header shows of the business. */
export const businessOf = (db: Db, businessId: string) =>
  db
    .selectFrom("business")
    .select(["name", "address", "phone", "logo_updated_at"])
    .where("id", "=", businessId)
    .executeTakeFirstOrThrow();

/** The count as stored at close (amounts read as text, decision 068). */
export const selectStoredCount = (db: Db, businessId: string, shiftId: string) =>
  db
    .selectFrom("shift_count")
    .select([
      "payment_method_id",
      "name",
      "is_cash",
      bigintText("expected").as("expected"),
      bigintText("counted").as("counted"),
      bigintText("difference").as("difference"),
    ])
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shiftId)
    .execute();

export const readCountNote = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("shift")
    .select("count_note")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
