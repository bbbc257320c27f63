import type { Kysely } from "kysely";

/**
 * Decision 087: the kitchen display runs the pass. `order_line_done`: the cook tapped a line of a card done —
 * how many of it (an edit that raises the quantity makes it undone again) and when (one done before the round
 * the card shows now does not count). Business targets for a card's wait: the timer turns amber past the first
 * and red past the second (minutes; null: 10 and 20).
 */
export const kitchenPass = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("order_line_done")
      .addColumn("order_id", "text", (c) => c.notNull().references("order.id"))
      .addColumn("line_key", "text", (c) => c.notNull())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("done_at", "bigint", (c) => c.notNull())
      .addColumn("done_by", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("order_line_done_pk", ["order_id", "line_key"])
      .execute();
    await db.schema.alterTable("business").addColumn("kitchen_warn_minutes", "integer").execute();
    await db.schema.alterTable("business").addColumn("kitchen_late_minutes", "integer").execute();
  },
});
