import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGroupCommit, maxBatch } from "./group-commit.ts";

type Schema = { parent: { id: number }; child: { id: number; parent_id: number } };

describe("group commit (SQLite)", () => {
  let dir: string;
  let sqlite: SqliteDatabase.Database;
  let db: Kysely<Schema>;
  /** Every transaction statement SQLite ran, in order. */
  let statements: string[];
  /** A second connection: what it sees is what has been committed. */
  let other: SqliteDatabase.Database;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "comanda-group-commit-"));
    const file = path.join(dir, "test.db");
    statements = [];
    sqlite = new SqliteDatabase(file, {
      verbose: (text) => {
        const statement = String(text).toLowerCase();
        if (/^(begin|commit|rollback|savepoint|release)/.test(statement)) statements.push(statement);
      },
    });
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.exec(
      "create table parent (id integer primary key); create table child (id integer primary key, parent_id integer not null references parent (id))",
    );
    statements = [];
    db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
    other = new SqliteDatabase(file);
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const committedParents = () =>
    (other.prepare("select id from parent order by id").all() as { id: number }[]).map((row) => row.id);
  const commits = () => statements.filter((statement) => statement.startsWith("commit")).length;

  it("commits work that arrives in one turn once, and answers each only after that commit", async () => {
    const group = createGroupCommit(db);
    const seenBeforeAnswer: number[][] = [];
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((id) =>
        group
          .run(async (trx) => {
            await trx.insertInto("parent").values({ id }).execute();
            return id * 10;
          })
          .then((value) => {
            seenBeforeAnswer.push(committedParents());
            return value;
          }),
      ),
    );
    expect(answers).toEqual([10, 20, 30, 40, 50]);
    expect(commits()).toBe(1);
    expect(group.committed()).toEqual({ jobs: 5, commits: 1 });
    // No answer went out before every row was visible to another connection.
    for (const seen of seenBeforeAnswer) expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it("undoes only the work that failed, which is refused with its own error", async () => {
    const group = createGroupCommit(db);
    const results = await Promise.allSettled(
      [1, 2, 3].map((id) =>
        group.run(async (trx) => {
          await trx.insertInto("parent").values({ id }).execute();
          if (id === 2) throw new Error("sin stock");
          return id;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe("sin stock");
    expect(committedParents()).toEqual([1, 3]);
    expect(commits()).toBe(1);
  });

  it("refuses every job of a batch whose commit fails, and keeps none of their writes", async () => {
    const group = createGroupCommit(db);
    const results = await Promise.allSettled([
      group.run(async (trx) => {
        await trx.insertInto("parent").values({ id: 1 }).execute();
        return "first";
      }),
      group.run(async (trx) => {
        // Checked only at commit: the child's parent does not exist.
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await trx.insertInto("child").values({ id: 1, parent_id: 99 }).execute();
        return "second";
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committedParents()).toEqual([]);
    // The connection is free again: the next job commits on its own.
    await group.run((trx) => trx.insertInto("parent").values({ id: 7 }).execute());
    expect(committedParents()).toEqual([7]);
  });

  it(`commits at most ${maxBatch} jobs together, and a lone job without waiting for others`, async () => {
    const group = createGroupCommit(db);
    const ids = Array.from({ length: maxBatch * 2 + 1 }, (_, index) => index + 1);
    await Promise.all(ids.map((id) => group.run((trx) => trx.insertInto("parent").values({ id }).execute())));
    expect(commits()).toBe(3);
    await group.run((trx) => trx.insertInto("parent").values({ id: 1000 }).execute());
    expect(commits()).toBe(4);
    expect(committedParents()).toHaveLength(ids.length + 1);
  });

  it("lets other transactions of the connection run between batches", async () => {
    const group = createGroupCommit(db);
    const order: string[] = [];
    const batch = Promise.all(
      [1, 2].map((id) =>
        group.run(async (trx) => {
          await trx.insertInto("parent").values({ id }).execute();
          order.push(`job ${id}`);
        }),
      ),
    );
    const plain = db.transaction().execute(async (trx) => {
      await trx.insertInto("parent").values({ id: 3 }).execute();
      order.push("plain");
    });
    await Promise.all([batch, plain]);
    // The plain transaction asked first (the batch starts after the turn), and nothing interleaved.
    expect(order).toEqual(["plain", "job 1", "job 2"]);
    expect(committedParents()).toEqual([1, 2, 3]);
  });
});
