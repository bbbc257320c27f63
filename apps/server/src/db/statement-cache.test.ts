import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.ts";

describe("SQLite statement cache", () => {
  const open = (max?: number) => {
    const sqlite = new SqliteDatabase(":memory:");
    sqlite.exec("create table t (n integer)");
    sqlite.exec("insert into t values (1), (2), (3)");
    return withStatementCache(sqlite, { maxStatements: max });
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

  it("gives the rows better-sqlite3 would give, from statements it runs in raw mode", () => {
    const db = open();
    const plain = new SqliteDatabase(":memory:");
    plain.exec("create table t (n integer)");
    plain.exec("insert into t values (1), (2), (3)");
    const reads: [string, unknown[]][] = [
      ["select n, n * 2 as double, 'x' as n, null as empty, x'00ff' as bytes from t where n > ?", [1]],
      ["select count(*) as total, 1.5 as half from t", []],
      ["insert into t values (?) returning n, n + 1 as next", [7]],
      ['select n as "__proto__", 2 as "0" from t order by n', []],
    ];
    for (const [sql, parameters] of reads) {
      const ours = db.prepare(sql);
      expect(ours.reader).toBe(true);
      expect(ours.all(parameters)).toEqual(plain.prepare(sql).all(parameters));
    }
    expect(Object.getPrototypeOf(db.prepare(reads[3]?.[0] ?? "").all([])[0])).toBe(Object.prototype);
    expect([...db.prepare("select n from t where n < ? order by n").iterate([3])]).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
    expect(db.prepare("update t set n = n where n = ?").run([1])).toMatchObject({ changes: 1 });
    plain.close();
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
