import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/** The cheapest statement the database must answer. */
export const pingDatabase = (db: Db) => sql`select 1`.execute(db);
