import type { Db } from "../../db/database.ts";

/** The account that has this (lowercased) address, if any. */
export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom("user").select(["name", "email"]).where("email", "=", email).executeTakeFirst();
