import { nameKey, TOTAL_CAP } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

type ListPage = {
  items: { id: string }[];
  total: number;
  totalIsCapped?: boolean;
  nextCursor: string | null;
};

// docs/product.md#lists, decision 033: a search counts its matches only up to TOTAL_CAP.
describe.each(engines)("the capped total of a products search on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  it("counts up to the cap exactly, says 'more' past it, and never caps an unsearched list", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const other = await a.category("Otros");
    const db = server().ctx.database.db;
    // Written straight into the tables, as the benchmark's seeder does: 1,001 "napolitana", 1,000 of them
    // "pizza", and one "flan"; SQLite's triggers index them for the search.
    const start = Date.now() - 3_600_000;
    const rows = Array.from({ length: TOTAL_CAP + 2 }, (_, n) => {
      const name = n === TOTAL_CAP + 1 ? "Flan casero" : `${n === 0 ? "Fugazza" : "Pizza"} napolitana ${n}`;
      return {
        id: crypto.randomUUID(),
        business_id: a.businessId,
        name,
        name_key: nameKey(name),
        code: `P-${n}`,
        code_key: `p-${n}`,
        category_id: n % 2 ? other.id : c.id,
        price: 100,
        unit_price: 50,
        quantity: null,
        status: "enabled" as const,
        created_at: start + n,
        updated_at: start,
      };
    });
    for (let n = 0; n < rows.length; n += 200) {
      await db
        .insertInto("product")
        .values(rows.slice(n, n + 200))
        .execute();
    }
    for (const category of [c, other]) {
      const count = rows.filter((row) => row.category_id === category.id).length;
      await db.updateTable("category").set({ product_count: count }).where("id", "=", category.id).execute();
    }
    const first = async (query: string): Promise<ListPage> => {
      const response = await a.list(`?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const totalOf = async (query: string) => {
      const { total, totalIsCapped } = await first(query);
      return { total, totalIsCapped };
    };

    expect(await totalOf("q=napolitana")).toEqual({ total: TOTAL_CAP, totalIsCapped: true });
    expect(await totalOf("q=pizza")).toEqual({ total: TOTAL_CAP, totalIsCapped: false });
    expect(await totalOf("q=flan")).toEqual({ total: 1, totalIsCapped: false });
    expect(await totalOf("q=zzz")).toEqual({ total: 0, totalIsCapped: false });
    expect(await totalOf(`q=napolitana&category_id=${c.id}`)).toEqual({ total: 501, totalIsCapped: false });
    expect(await totalOf("")).toEqual({ total: TOTAL_CAP + 2, totalIsCapped: false });

    // The capped list still pages to its very last match, newest first.
    const page = await first("q=napolitana&limit=100");
    expect(page.items[0]?.id).toBe(rows[TOTAL_CAP]?.id);
    let cursor = page.nextCursor;
    let seen = page.items.length;
    let last = page;
    while (cursor) {
      last = await first(`q=napolitana&limit=100&cursor=${encodeURIComponent(cursor)}`);
      expect(last).toMatchObject({ total: TOTAL_CAP, totalIsCapped: true });
      seen += last.items.length;
      cursor = last.nextCursor;
    }
    expect(seen).toBe(TOTAL_CAP + 1);
    expect(last.items.at(-1)?.id).toBe(rows[0]?.id);
  });
});
