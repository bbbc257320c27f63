import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import type { SlowStatement } from "./statement-guard.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the SQLite statement guard", () => {
  it("reports a statement past its budget with its SQL and plan, and still returns its rows", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "comanda-guard-"));
    dirs.push(dir);
    const slow: SlowStatement[] = [];
    const database = openDatabase({ kind: "sqlite", file: path.join(dir, "comanda.db") }, () => {}, {
      guard: {
        slowMs: 5,
        onSlow: (statement) => slow.push(statement),
      },
    });
    await sql`create table note (n integer)`.execute(database.db);
    // A few hundred thousand rows counted through a sort: far past 5 ms on any machine.
    const counted = await sql<{
      n: number;
    }>`with recursive up(n) as (select 1 union all select n + 1 from up where n < ${300_000})
      select count(*) as n from (select n from up order by -n)`.execute(database.db);
    expect(counted.rows[0]?.n).toBe(300_000);
    const report = slow.find((statement) => statement.sql.includes("with recursive up"));
    expect(report?.ms).toBeGreaterThanOrEqual(5);
    expect(report?.plan.join("\n")).toMatch(/SCAN|RECURSIVE|TEMP B-TREE/);
    await database.close();
  });
});
