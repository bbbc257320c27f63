import type SqliteDatabase from "better-sqlite3";
import type { AuthChange } from "./auth-changes.ts";

const functionName = "comanda_auth_changed";

/** The same rows and columns as PostgreSQL's triggers (db/migrations/0005-auth-change-notify.ts). */
const watched = [
  { table: "session", key: "sessionId", update: "update" },
  {
    table: "user",
    key: "userId",
    update: "update of name, email, email_verified, role, business_id, status",
  },
  {
    table: "business",
    key: "businessId",
    // The permission switches are read with the session (decision 045, migration 0016; 083, migration 0034).
    update:
      "update of name, slug, status, cashier_edits_catalog, cashier_cancels_orders, kitchen_cancels_orders, " +
      "waiter_charges",
  },
] as const;

/**
 * SQLite runs in this one process over one connection, so TEMP triggers (this connection's own, gone when
 * it closes, never seen by another tool opening the file) call back into JavaScript during the write.
 * Kysely serialises the connection, so no other request reads between the write and its commit.
 */
export const installSqliteAuthTriggers = (
  sqlite: SqliteDatabase.Database,
  announce: (change: AuthChange) => void,
) => {
  sqlite.function(functionName, { deterministic: false }, (key: unknown, id: unknown) => {
    if (typeof id === "string" && (key === "sessionId" || key === "userId" || key === "businessId")) {
      announce({ [key]: id } as AuthChange);
    }
    return null;
  });
  for (const { table, key, update } of watched) {
    for (const [name, event] of [
      ["updated", update],
      ["deleted", "delete"],
    ] as const) {
      sqlite.exec(
        `create temp trigger if not exists ${table}_auth_${name} after ${event} on main."${table}" ` +
          `begin select ${functionName}('${key}', old.id); end`,
      );
    }
  }
};
