import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./database.ts";
import { checkpointerLimits, startWalCheckpointer } from "./wal-checkpointer.ts";

const dirs: string[] = [];
const newFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-wal-"));
  dirs.push(dir);
  return path.join(dir, "comanda.db");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The rows the database file holds by itself, without its WAL: what checkpoints have copied back. */
const rowsInFileAlone = (file: string) => {
  const copy = `${file}.alone`;
  copyFileSync(file, copy);
  const alone = new SqliteDatabase(copy, { readonly: true });
  const tables = alone.prepare("select name from sqlite_master where name = 'note'").all();
  const count = tables.length
    ? (alone.prepare("select count(*) as n from note").get() as { n: number }).n
    : 0;
  alone.close();
  return count;
};

describe("the SQLite WAL checkpointer", () => {
  it("copies the WAL back off the main thread, which no longer checkpoints at 1000 pages", async () => {
    const file = newFile();
    const database = openDatabase({ kind: "sqlite", file });
    const sqlite = database.sqlite;
    if (!sqlite) throw new Error("expected SQLite");
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(10_000);
    await sql`create table note (body text)`.execute(database.db);
    const insert = sqlite.prepare("insert into note values (?)");
    for (let index = 0; index < 50; index++) insert.run(`nota ${index}`);
    // Far below any automatic checkpoint: only the worker can have copied the rows into the file.
    await vi.waitFor(() => expect(rowsInFileAlone(file)).toBe(50), { timeout: 5000 });
    await database.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it("hands checkpoints back to the main connection if its worker dies", async () => {
    const file = newFile();
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma("journal_mode = WAL");
    const checkpointer = startWalCheckpointer(sqlite, file);
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(10_000);
    // A small heap of its own (decision 036); one it outgrew would end it, as terminate() does here.
    expect(checkpointer.worker.resourceLimits).toMatchObject(checkpointerLimits);
    await checkpointer.worker.terminate();
    await vi.waitFor(() => expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1000));
    await checkpointer.stop();
    sqlite.close();
  });
});
