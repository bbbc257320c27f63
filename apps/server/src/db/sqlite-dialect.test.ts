import SqliteDatabase from "better-sqlite3";
import { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { PreparedOnceSqliteDialect } from "./sqlite-dialect.ts";
import { withStatementCache } from "./statement-cache.ts";

type Numbers = { t: { n: number } };

const open = () => {
  const sqlite = new SqliteDatabase(":memory:");
  sqlite.exec("create table t (n integer primary key)");
  sqlite.exec("insert into t values (1), (2), (3), (4), (5)");
  return new Kysely<Numbers>({
    dialect: new PreparedOnceSqliteDialect({ database: withStatementCache(sqlite) }),
  });
};

describe("SQLite dialect: limits the planner does not read", () => {
  it("writes each limit and offset as a bound value inside an expression, not as a bare parameter", () => {
    // A bare `limit ?` is read by SQLite's planner (3.46+), which then compiles the statement again on
    // every run: what this dialect exists to avoid.
    const db = open();
    const query = db.selectFrom("t").select("n").orderBy("n").limit(2).offset(1).compile();
    expect(query.sql).toBe('select "n" from "t" order by "n" limit (? + 0) offset (? + 0)');
    expect(query.parameters).toEqual([2, 1]);
    const deleting = db.deleteFrom("t").where("n", ">", 3).limit(1).compile();
    expect(deleting.sql).toMatch(/limit \(\? \+ 0\)$/);
  });

  it("still applies the values: one statement runs page after page with different limits", async () => {
    const db = open();
    const page = (limit: number, offset: number) =>
      db.selectFrom("t").select("n").orderBy("n").limit(limit).offset(offset).execute();
    expect(await page(2, 0)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await page(2, 2)).toEqual([{ n: 3 }, { n: 4 }]);
    expect(await page(10, 3)).toEqual([{ n: 4 }, { n: 5 }]);
    expect(await page(0, 0)).toEqual([]);
    await db.destroy();
  });
});
