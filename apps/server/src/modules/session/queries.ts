import type { Db } from "../../db/database.ts";

/** The business a signed-in user belongs to, as the client's session names it. */
export const findBusinessSummary = (db: Db, businessId: string) =>
  db.selectFrom("business").select(["id", "name", "slug"]).where("id", "=", businessId).executeTakeFirst();
