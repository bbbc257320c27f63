import type { Kysely } from "kysely";

/**
 * Decision 009: the rate_limit table only grew. Each window now records when it ends, so expired rows can be
 * deleted through an index. Rows from before have no end recorded: 0 makes them expired, which at worst
 * forgets a few minutes of counting once, on upgrade.
 */
export const rateLimitExpiry = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("rate_limit")
      .addColumn("expires_at", "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("rate_limit_expires_idx").on("rate_limit").column("expires_at").execute();
  },
});
