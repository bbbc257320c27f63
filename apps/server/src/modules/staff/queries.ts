import type { StaffMember } from "@comanda/domain/staff";
import { type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { type Cursor, containsPattern } from "../../db/keyset.ts";
import type { Dialect } from "../../db/migrations/types.ts";
import type { UserTable } from "../../db/schema.ts";

const columns = ["id", "name", "email", "role", "status", "email_verified", "created_at"] as const;
export type MemberRow = Pick<UserTable, (typeof columns)[number]>;

/** Better Auth's dates are ISO text on SQLite and timestamptz on PostgreSQL; cursors carry the ISO text. */
export const isoOf = (date: string | Date): string => new Date(date).toISOString();
export const authDate = (dialect: Dialect, date: Date): string | Date =>
  dialect === "postgres" ? date : date.toISOString();

export const toStaffMember = (row: MemberRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  emailVerified: Boolean(row.email_verified),
  createdAt: new Date(row.created_at).getTime(),
});

/** A user of this business, or nothing: another business's user is as unknown as a made-up id. */
export const findMember = (db: Db, businessId: string, id: string): Promise<MemberRow | undefined> =>
  db
    .selectFrom("user")
    .select(columns)
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/**
 * Serializes staff changes within one business, so two ADMINs disabling each other at once cannot leave
 * it without one. SQLite already runs one write transaction at a time.
 */
export const lockBusiness = async (db: Db, dialect: Dialect, businessId: string): Promise<void> => {
  if (dialect !== "postgres") return;
  await db.selectFrom("business").select("id").where("id", "=", businessId).forUpdate().execute();
};

export const countEnabledAdmins = async (db: Db, businessId: string, exceptId: string): Promise<number> => {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("business_id", "=", businessId)
    .where("role", "=", "ADMIN")
    .where("status", "=", "enabled")
    .where("id", "!=", exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export type MemberFilter = { businessId: string; exceptId: string; q?: string };

const filtered = (db: Db, { businessId, exceptId, q }: MemberFilter) => {
  const pattern = q ? containsPattern(q) : null;
  return db
    .selectFrom("user")
    .where("business_id", "=", businessId)
    .where("id", "!=", exceptId)
    .$if(pattern !== null, (query) =>
      query.where((eb) =>
        eb.or([
          sql<SqlBool>`lower(name) like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(email) like ${pattern} escape '\\'`,
        ]),
      ),
    );
};

export const countMembers = async (db: Db, filter: MemberFilter): Promise<number> => {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Newest first, `limit + 1` rows after the cursor (db/keyset.ts). */
export const listMembers = (db: Db, filter: MemberFilter, cursor: Cursor<string> | null, limit: number) =>
  filtered(db, filter)
    .select(columns)
    .$if(cursor !== null, (query) =>
      query.where((eb) => {
        const { at, id } = cursor as Cursor<string>;
        return eb.or([eb("created_at", "<", at), eb.and([eb("created_at", "=", at), eb("id", "<", id)])]);
      }),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();

/** Ends every session of the user. */
export const deleteSessionsOf = (db: Db, userId: string) =>
  db.deleteFrom("session").where("user_id", "=", userId).execute();

export const setUserStatus = (db: Db, dialect: Dialect, id: string, status: UserTable["status"]) =>
  db
    .updateTable("user")
    .set({ status, updated_at: authDate(dialect, new Date()) })
    .where("id", "=", id)
    .execute();

/** Sessions and accounts go with the user (foreign keys cascade). */
export const deleteUser = (db: Db, id: string) => db.deleteFrom("user").where("id", "=", id).execute();
