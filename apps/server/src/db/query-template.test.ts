import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines, type TestDatabase } from "../../test/database-kit.ts";
import { type DatabaseHandle, openDatabase } from "./database.ts";
import { queryTemplate, type TemplateParam } from "./query-template.ts";

type Tables = { note: { id: string; owner: string; n: number } };

describe.each(engines)("query templates on %s", (engine) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let db: Kysely<Tables>;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    database = openDatabase(testDb.target);
    db = database.db as unknown as Kysely<Tables>;
    await sql`create table note (id text primary key, owner text not null, n integer not null)`.execute(db);
    await db
      .insertInto("note")
      .values([
        { id: "a", owner: "ana", n: 1 },
        { id: "b", owner: "ana", n: 2 },
        { id: "c", owner: "beto", n: 3 },
      ])
      .execute();
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  let builds = 0;
  const notesOf = queryTemplate((kysely: Kysely<Tables>, p: TemplateParam<"owner" | "above">) => {
    builds += 1;
    return kysely
      .selectFrom("note")
      .select(["id", "n"])
      .where("owner", "=", p("owner"))
      .where("n", ">", p("above"))
      .orderBy("n");
  });
  const run = async (kysely: Kysely<Tables>, owner: string, above: number) =>
    (await kysely.executeQuery(notesOf(kysely, { owner, above }))).rows;

  it("is built once, and each call runs with its own values", async () => {
    expect(await run(db, "ana", 0)).toEqual([
      { id: "a", n: 1 },
      { id: "b", n: 2 },
    ]);
    expect(await run(db, "ana", 1)).toEqual([{ id: "b", n: 2 }]);
    expect(await run(db, "beto", 0)).toEqual([{ id: "c", n: 3 }]);
    expect(await run(db, "nadie", 0)).toEqual([]);
    expect(builds).toBe(1);
  });

  it("runs inside a transaction, seeing its writes", async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("note").values({ id: "d", owner: "beto", n: 4 }).execute();
        expect(await run(trx, "beto", 3)).toEqual([{ id: "d", n: 4 }]);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await run(db, "beto", 3)).toEqual([]);
    expect(builds).toBe(1);
  });

  it("refuses, when compiled, a value that does not reach the SQL whole", async () => {
    const altered = queryTemplate((kysely: Kysely<Tables>, p: TemplateParam<"owner">) =>
      kysely
        .selectFrom("note")
        .selectAll()
        .where("owner", "=", `${p("owner")}!`),
    );
    expect(() => altered(db, { owner: "ana" })).toThrow("a value was altered");
    const unused = queryTemplate((kysely: Kysely<Tables>, p: TemplateParam<"owner">) => {
      p("owner");
      return kysely.selectFrom("note").selectAll();
    });
    expect(() => unused(db, { owner: "ana" })).toThrow('"owner" is not a parameter');
  });

  if (engine !== "postgres") return;

  it("is a prepared statement on PostgreSQL", async () => {
    const prepared = await db.connection().execute(async (connection) => {
      await run(connection, "ana", 0);
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
    });
    expect(prepared.rows.map((row) => row.statement)).toContainEqual(expect.stringContaining('from "note"'));
  });

  it("keeps working when another instance changes the table", async () => {
    const everything = queryTemplate((kysely: Kysely<Tables>, p: TemplateParam<"owner">) =>
      kysely.selectFrom("note").selectAll().where("owner", "=", p("owner")).orderBy("id"),
    );
    const all = async (kysely: Kysely<Tables>) =>
      (await kysely.executeQuery(everything(kysely, { owner: "ana" }))).rows;
    // Prepared on every pooled connection, as a busy server would have them.
    await Promise.all(Array.from({ length: 10 }, () => all(db)));
    await database.pool?.query("alter table note add column color text");
    const rows = await Promise.all(Array.from({ length: 10 }, () => all(db)));
    for (const found of rows) expect(found.map((row) => row.id)).toEqual(["a", "b"]);
    expect(await all(db)).toEqual([
      { id: "a", owner: "ana", n: 1, color: null },
      { id: "b", owner: "ana", n: 2, color: null },
    ]);
  });
});
