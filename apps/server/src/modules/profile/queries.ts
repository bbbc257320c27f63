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

/** The user's PIN row, if it has one. */
export const findAdminPin = (db: Db, userId: string) =>
  db.selectFrom("admin_pin").select("user_id").where("user_id", "=", userId).executeTakeFirst();

/** Stores the PIN's hash, replacing the one the user had. */
export const upsertAdminPin = (
  db: Db,
  owner: { userId: string; businessId: string },
  pinHash: string,
  now: number,
) =>
  db
    .insertInto("admin_pin")
    .values({
      user_id: owner.userId,
      business_id: owner.businessId,
      pin_hash: pinHash,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ pin_hash: pinHash, updated_at: now }))
    .execute();

export const deleteAdminPin = (db: Db, userId: string) =>
  db.deleteFrom("admin_pin").where("user_id", "=", userId).execute();
