import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

/** Every column that decides what a session resolves to: 0005's three and this migration's switches. */
const businessAuthColumns = sql.raw(
  "name, slug, status, cashier_edits_catalog, cashier_cancels_orders, kitchen_cancels_orders",
);

/**
 * Decision 045: permissions and the ADMIN's PIN.
 *
 * - `business.cashier_edits_catalog`, `cashier_cancels_orders`, `kitchen_cancels_orders` (0/1): on by
 *   default, which is what every role could do before.
 * - `admin_pin`: an ADMIN's PIN, hashed, one per user, gone with the user.
 * - `authorization`: one row per action a PIN let through, written with the action. An audit trail
 *   reads it later, so it names people as they were called then (like stock movements do).
 * - PostgreSQL announces a change to the switches like a rename (0005), so every instance's session
 *   cache drops the business's sessions at once; SQLite's triggers list the same columns
 *   (realtime/sqlite-auth-triggers.ts).
 */
export const permissionsAndPins = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    for (const column of ["cashier_edits_catalog", "cashier_cancels_orders", "kitchen_cancels_orders"])
      await db.schema
        .alterTable("business")
        .addColumn(column, "integer", (c) => c.notNull().defaultTo(1))
        .execute();

    await db.schema
      .createTable("admin_pin")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("pin_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("admin_pin_business_idx").on("admin_pin").column("business_id").execute();

    await db.schema
      .createTable("authorization")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("target_kind", "text", (c) => c.notNull())
      .addColumn("target_id", "text")
      .addColumn("requested_by", "text", (c) => c.notNull())
      .addColumn("requested_by_name", "text", (c) => c.notNull())
      .addColumn("authorized_by", "text", (c) => c.notNull())
      .addColumn("authorized_by_name", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("authorization_created_idx")
      .on("authorization")
      .columns(["business_id", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("authorization_target_idx")
      .on("authorization")
      .columns(["business_id", "target_kind", "target_id"])
      .execute();

    if (dialect !== "postgres") return;
    await sql`drop trigger business_auth_changed on business`.execute(db);
    await sql`
      create trigger business_auth_changed after update of ${businessAuthColumns} or delete on business
      for each row execute function comanda_auth_changed('businessId')`.execute(db);
  },
});
