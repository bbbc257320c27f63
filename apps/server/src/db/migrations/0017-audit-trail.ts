import type { Kysely } from "kysely";

/**
 * Decision 047: the audit trail. One row per thing done to an order (created,
 * edited, discounted, cancelled, charged), written by the statement or transaction that does it, naming
 * people and the order as they were then. What a PIN authorized outside orders is the `authorization`
 * table's (0016); the list reads both.
 */
export const auditTrail = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("audit_event")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("order_id", "text")
      .addColumn("target", "text", (c) => c.notNull())
      .addColumn("detail", "text", (c) => c.notNull())
      .addColumn("authorized_by_name", "text")
      .execute();
    await db.schema
      .createIndex("audit_event_at_idx")
      .on("audit_event")
      .columns(["business_id", "at", "id"])
      .execute();
    await db.schema
      .createIndex("audit_event_order_idx")
      .on("audit_event")
      .columns(["business_id", "order_id", "at"])
      .execute();
  },
});
