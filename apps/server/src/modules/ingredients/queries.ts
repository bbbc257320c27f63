import type { Db } from "../../db/database.ts";
import type { Dialect } from "../../db/migrations/types.ts";

/** An ingredient's stock before an edit, locked on PostgreSQL (SQLite's one writer already holds it). */
export const lockIngredientStock = (db: Db, dialect: Dialect, businessId: string, id: string) =>
  db
    .selectFrom("ingredient")
    .select(["quantity", "unit"])
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();
