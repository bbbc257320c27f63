import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { sumText } from "../../db/money-sums.ts";

/**
 * Decision 084: whose sale an order is. A table's tab names its waiter (who opened it, or whom they named);
 * only tabs have one, so any other order falls to whoever took it.
 */
const staffId = sql<string>`coalesce(${sql.ref("waiter_id")}, ${sql.ref("created_by")})`;
const staffName = sql<string>`coalesce(${sql.ref("waiter_name")}, ${sql.ref("created_by_name")})`;
const isTable = sql<number>`case when ${sql.ref("type")} = 'table' then 1 else 0 end`;

/**
 * A shift's completed orders per staff member and the name it was stored with, with their money summed as
 * text (decision 068), as the shift's detail sums its sales: cancelled and open orders are not sales.
 */
export const selectStaffSales = (db: Db, businessId: string, shiftId: string) =>
  db
    .selectFrom("order")
    .select((eb) => [
      staffId.as("staff_id"),
      staffName.as("staff_name"),
      eb.fn.countAll<number>().as("orders"),
      sql<number>`sum(${isTable})`.as("tables"),
      sumText("total").as("amount"),
      sumText("tip").as("tips"),
      eb.fn.max<number>("created_at").as("latest"),
    ])
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shiftId)
    .where("status", "=", "completed")
    .groupBy([staffId, staffName])
    .execute();
