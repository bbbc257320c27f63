import type { Db } from "../../db/database.ts";

/** What an attacker knows of the user the link is for: checked against their new password (decision 022). */
export const knownOfLinkUser = async (db: Db, token: string) => {
  const row = await db
    .selectFrom("verification as v")
    .innerJoin("user as u", "u.id", "v.value")
    .innerJoin("business as b", "b.id", "u.business_id")
    .select(["u.name", "u.email", "b.name as businessName"])
    .where("v.identifier", "=", `reset-password:${token}`)
    .executeTakeFirst();
  return row ? [row.name, row.email, row.businessName] : null;
};
