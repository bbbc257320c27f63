import type SqliteDatabase from "better-sqlite3";
import { type AnnouncedTable, announcedTables, type RowChange } from "./row-changes.ts";

const functionName = "comanda_rows_changed";

/**
 * PostgreSQL's row announcements (migration 0025) on SQLite, as realtime/sqlite-auth-triggers.ts does for
 * sessions: TEMP triggers on the server's one connection call back into JavaScript during the write, and
 * Kysely serialises that connection, so no request reads between the write and its commit (a rolled-back
 * write has announced a change that did not happen: a cache drops a page it could have kept, no more).
 */
export const installSqliteRowTriggers = (
  sqlite: SqliteDatabase.Database,
  announce: (change: RowChange) => void,
) => {
  const tables = new Set<string>(announcedTables);
  sqlite.function(functionName, { deterministic: false }, (table: unknown, businessId: unknown) => {
    if (typeof table === "string" && tables.has(table) && typeof businessId === "string") {
      announce({ table: table as AnnouncedTable, businessId });
    }
    return null;
  });
  for (const table of announcedTables) {
    const call = (row: "old" | "new", when = "") =>
      `select ${functionName}('${table}', ${row}.business_id)${when};`;
    for (const [name, event, body] of [
      ["inserted", "insert", call("new")],
      ["updated", "update", `${call("old")} ${call("new", " where new.business_id is not old.business_id")}`],
      ["deleted", "delete", call("old")],
    ] as const) {
      sqlite.exec(
        `create temp trigger if not exists ${table}_rows_${name} after ${event} on main."${table}" ` +
          `begin ${body} end`,
      );
    }
  }
};
