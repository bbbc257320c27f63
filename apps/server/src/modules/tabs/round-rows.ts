import type { Db } from "../../db/database.ts";

/**
 * Decision 084: the rounds of these tabs, oldest first, as `takeRound` stored them with the session's user (by
 * migration 0021's index on business, order and time).
 */
export const roundRows = (db: Db, businessId: string, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("tab_round")
        .select(["id", "order_id", "created_by", "created_by_name", "created_at"])
        .where("business_id", "=", businessId)
        .where("order_id", "in", [...orderIds])
        .orderBy("created_at")
        .orderBy("id")
        .execute();
