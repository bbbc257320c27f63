import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

/** Every column that decides what a session resolves to: 0016's and this migration's switch. */
const businessAuthColumns = sql.raw(
  "name, slug, status, cashier_edits_catalog, cashier_cancels_orders, kitchen_cancels_orders, waiter_charges",
);

/**
 * Decision 083: the waiter ('Mozo'). A role is a string on the user (no schema change); what is new is the
 * business's switch `waiter_charges` (0/1), off, so a waiter charges only once the owner allows it. Like
 * 0016's switches it is read with the session, so PostgreSQL's trigger announces its change (SQLite's
 * triggers list the same columns: realtime/sqlite-auth-triggers.ts). The PINs stay in `admin_pin`, one per
 * user, now of any role.
 */
export const waiters = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("business")
      .addColumn("waiter_charges", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    if (dialect !== "postgres") return;
    await sql`drop trigger business_auth_changed on business`.execute(db);
    await sql`
      create trigger business_auth_changed after update of ${businessAuthColumns} or delete on business
      for each row execute function comanda_auth_changed('businessId')`.execute(db);
  },
});
