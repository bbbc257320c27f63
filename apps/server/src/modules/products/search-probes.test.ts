import { nameKey, uuidv7 } from "@comanda/domain";
import { type CompiledQuery, Kysely, PostgresDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines, type TestDatabase } from "../../../test/database-kit.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { listProductRows } from "./list/queries.ts";
import { trigramProbes } from "./list/search-terms.ts";

describe("the trigram probes of a search term", () => {
  it("are the first and last three letters or digits of its two longest words", () => {
    expect(trigramProbes("entraña caprese")).toEqual(["ent", "aña", "cap", "ese"]);
    expect(trigramProbes("napolitana")).toEqual(["nap", "ana"]);
    expect(trigramProbes("pizza napolitana grande")).toEqual(["nap", "ana", "gra", "nde"]);
    expect(trigramProbes("p-123456")).toEqual(["123", "456"]);
    expect(trigramProbes("té")).toEqual([]);
    expect(trigramProbes("de la")).toEqual([]);
    expect(trigramProbes('"especial" 100%')).toEqual(["esp", "ial", "100"]);
    expect(trigramProbes("ñoq")).toEqual(["ñoq"]);
  });
});

type PlanNode = { "Node Type": string; "Index Name"?: string; "Index Cond"?: string; Plans?: PlanNode[] };

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

// Decision 037: at 300,000 products the GIN lookup of every trigram of the term cost 3–5 ms a search.
describe.each(engines.filter((engine) => engine === "postgres"))("a products search on %s", (engine) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  const businessId = "b1";
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    database = openDatabase(testDb.target);
    const db = database.db;
    const now = Date.now();
    const common = { status: "enabled" as const, created_at: now, updated_at: now };
    await db
      .insertInto("business")
      .values({ id: businessId, name: "B1", slug: "b1", phone: null, address: "Calle 1", ...common })
      .execute();
    await db
      .insertInto("category")
      .values({
        id: "c1",
        business_id: businessId,
        name: "Platos",
        name_key: "platos",
        product_count: 0,
        ...common,
      })
      .execute();
    const dishes = ["Milanesa", "Entraña", "Pizza", "Ravioles", "Tarta", "Flan"];
    const styles = ["napolitana", "caprese", "de carne", "casera", "especial", "grande", "con papas"];
    const rows = Array.from({ length: 4000 }, (_, n) => {
      const name = `${dishes[n % dishes.length]} ${styles[Math.floor(n / 6) % styles.length]} ${n}`;
      const at = now - 4_000_000 + n * 1000;
      return {
        id: uuidv7(at),
        business_id: businessId,
        name,
        name_key: nameKey(name),
        code: `P-${n}`,
        code_key: `p-${n}`,
        category_id: "c1",
        price: 100,
        unit_price: 50,
        quantity: null,
        status: "enabled" as const,
        created_at: at,
        updated_at: at,
      };
    });
    for (let n = 0; n < rows.length; n += 500) {
      await db
        .insertInto("product")
        .values(rows.slice(n, n + 500))
        .execute();
    }
    await database.pool?.query("analyze product");
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  /** The statement the list runs for `q`, and the conditions its plan hands to the trigram indexes. */
  const trigramLookups = async (q: string) => {
    const pool = database.pool;
    if (!pool) throw new Error("expected PostgreSQL");
    const statements: CompiledQuery[] = [];
    // Left open: destroying it would end the shared pool.
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        statements.push(event.query);
      },
    });
    const page = await listProductRows(logged, businessId, { q, limit: 10 }, "postgres");
    const [statement] = statements;
    if (!statement) throw new Error("no statement");
    const client = await pool.connect();
    try {
      // Which conditions reach the index, not whether a 4,000-row table is worth an index at all.
      await client.query("begin");
      await client.query("set local enable_seqscan = off");
      const explained = await client.query(`explain (format json) ${statement.sql}`, [
        ...statement.parameters,
      ]);
      await client.query("commit");
      const plan = (explained.rows[0] as { "QUERY PLAN": [{ Plan: PlanNode }] })["QUERY PLAN"][0].Plan;
      const lookups = nodesOf(plan)
        .filter((node) => node["Index Name"]?.endsWith("_trgm"))
        .map((node) => node["Index Cond"] ?? "");
      return { names: page.rows.map((row) => row.name), total: page.total, lookups };
    } finally {
      client.release();
    }
  };

  it("looks the trigram indexes up by the probes only, and still finds exactly the matches", async () => {
    const rare = await trigramLookups("entraña caprese");
    expect(rare.total).toBe(96);
    expect(rare.names.every((name) => name.startsWith("Entraña caprese "))).toBe(true);
    expect(rare.lookups).toHaveLength(2);
    for (const lookup of rare.lookups) {
      // Not the whole term, whose LIKE pg_trgm would search by all of its 15 trigrams.
      expect(lookup).not.toContain("entraña caprese");
      for (const probe of ["ent", "aña", "cap", "ese"]) expect(lookup).toContain(`'%${probe}%'`);
    }

    const code = await trigramLookups("p-3999");
    expect(code).toMatchObject({ names: ["Ravioles caprese 3999"], total: 1 });
    expect(code.lookups.join(" ")).not.toContain("p-3999");
  });
});
