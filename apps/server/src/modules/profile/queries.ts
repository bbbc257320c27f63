import type { Db } from "../../db/database.ts";

/** Another user with this e-mail (e-mails are unique across businesses). */
export const findOtherUserByEmail = (db: Db, email: string, userId: string) =>
  db.selectFrom("user").select("id").where("email", "=", email).where("id", "!=", userId).executeTakeFirst();

/** The user's columns a session is built from. */
export const readSessionUser = (db: Db, userId: string) =>
  db
    .selectFrom("user")
    .select(["id", "name", "email", "email_verified", "role", "business_id"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
