import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.ts";

describe("SQLite statement cache", () => {
  const open = (max?: number) => {
    const sqlite = new SqliteDatabase(":memory:");
    sqlite.exec("create table t (n integer)");
    sqlite.exec("insert into t values (1), (2), (3)");
    return withStatementCache(sqlite, max);
  };

  it("prepares a query text once", () => {
    const db = open();
    const select = "select n from t order by n";
    expect(db.prepare(select)).toBe(db.prepare(select));
    expect(db.prepare(select)).not.toBe(db.prepare("select n from t"));
    db.close();
  });

  it("does not hand out a statement that is still being iterated", () => {
    const db = open();
    const select = "select n from t order by n";
    const iterating = db.prepare(select) as unknown as SqliteDatabase.Statement;
    const rows = iterating.iterate();
    rows.next();
    const other = db.prepare(select) as unknown as SqliteDatabase.Statement;
    expect(other).not.toBe(iterating);
    expect(other.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    rows.return?.();
    db.close();
  });

  it("keeps a bounded number of statements", () => {
    const db = open(2);
    const first = db.prepare("select 1");
    db.prepare("select 2");
    db.prepare("select 3");
    expect(db.prepare("select 1")).not.toBe(first);
    db.close();
  });
});
