import { nameKey, TOTAL_CAP } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { type ProductsClient, productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

type Listed = { id: string; name: string; code: string | null; categoryId: string; createdAt: number };
type ListPage = { items: Listed[]; total: number; totalIsCapped?: boolean; nextCursor: string | null };

/** Every page of a query, followed through its cursors; the total each page reported beside. */
const everything = async (client: ProductsClient, query: Record<string, string>) => {
  const items: Listed[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set("limit", "4");
    if (cursor) params.set("cursor", cursor);
    const response = await client.list(`?${params}`);
    expect(response.statusCode, response.body).toBe(200);
    const page: ListPage = response.json().data;
    items.push(...page.items);
    totals.add(page.total);
    cursor = page.nextCursor;
  } while (cursor);
  return { ids: items.map((item) => item.id), totals: [...totals] };
};

/** What `q` means (docs/product.md#products), written out in JS: name or code contains, newest first. */
const expected = (products: Listed[], q: string) => {
  const name = nameKey(q);
  const code = q.toLowerCase();
  const ids = [...products]
    .filter((p) => nameKey(p.name).includes(name) || (p.code ?? "").toLowerCase().includes(code))
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
    .map((p) => p.id);
  return { ids, totals: [ids.length] };
};

describe.each(engines)("products search and totals on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  it("finds the same products as the plain 'contains', for short, long, accented and odd searches", async () => {
    const a = await kit.business();
    const b = await kit.business();
    const c = await a.category("Platos");
    const names: [string, string | null][] = [
      ["Milanesa napolitana", "MIL-001"],
      ["Pizza napolitana grande", "PIZ-002"],
      ["Ñoquis de papa", "NOQ-003"],
      ["Entraña caprese", null],
      ["Café con leche", "CAF-004"],
      ["Cafe solo", "caf-005"],
      ['Sándwich "especial" 100%', "SAN_006"],
      ["Agua", "a"],
      ["İskender kebap", "KEB-007"],
      ["Tarta de verdura", "TAR-napo"],
    ];
    const products: Listed[] = [];
    for (const [name, code] of names) products.push(await a.product({ name, code, category_id: c.id }));
    // Another business's namesake is never found.
    const cb = await b.category("Platos");
    await b.product({ name: "Milanesa napolitana", code: "MIL-001", category_id: cb.id });

    const searches = [
      "n",
      "ña",
      "Ñ",
      "napo",
      "NAPOLITANA",
      "napolitana grande",
      "entraña caprese",
      "café",
      "cafe",
      "caf-",
      "mil-001",
      '"especial"',
      "100%",
      "_00",
      "n_6",
      "%",
      "a",
      "i̇sk",
      "isk",
      "zzz",
      "ap",
      "tar-napo",
      // PostgreSQL looks these up by a few trigrams of their longest words, then tests them whole.
      "sa napo",
      "a napolitana g",
      "napolitanas",
      "ñoquis de papa",
      "leche",
      "tar-na",
    ];
    for (const q of searches) {
      expect(await everything(a, { q }), q).toEqual(expected(products, q));
    }
    expect(await everything(a, { q: "napo", category_id: c.id })).toEqual(expected(products, "napo"));
    expect(await everything(a, { q: "napo", category_id: cb.id })).toEqual({ ids: [], totals: [0] });
  });

  it("pages a term matching over a thousand products the same way (SQLite then walks the index)", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    // Written straight into the tables, as the benchmark's seeder does: 1,200 products through the API
    // would take most of a minute.
    const start = Date.now() - 3_600_000;
    const rows = Array.from({ length: 1200 }, (_, n) => {
      const name = `${n % 5 ? "Pizza" : "Empanada"} ${n % 7 ? "napolitana" : "de carne"} ${n}`;
      return {
        id: crypto.randomUUID(),
        business_id: a.businessId,
        name,
        name_key: nameKey(name),
        code: `P-${n}`,
        code_key: `p-${n}`,
        category_id: c.id,
        price: 100,
        unit_price: 50,
        quantity: null,
        status: "enabled" as const,
        // Ties on the time, broken by id, across the walk.
        created_at: start + Math.floor(n / 3),
        updated_at: start,
      };
    });
    for (let n = 0; n < rows.length; n += 200) {
      await server()
        .ctx.database.db.insertInto("product")
        .values(rows.slice(n, n + 200))
        .execute();
    }
    await server()
      .ctx.database.db.updateTable("category")
      .set({ product_count: rows.length })
      .where("id", "=", c.id)
      .execute();
    const products: Listed[] = rows.map((row) => ({
      ...row,
      categoryId: row.category_id,
      createdAt: row.created_at,
    }));
    for (const q of ["napolitana", "pizza napo", "empanada de", "p-11"]) {
      const params = new URLSearchParams({ q, limit: "100" });
      const pages: string[] = [];
      const totals = new Set<string>();
      let cursor: string | null = null;
      do {
        if (cursor) params.set("cursor", cursor);
        const page: ListPage = (await a.list(`?${params}`)).json().data;
        pages.push(...page.items.map((item) => item.id));
        totals.add(`${page.total}${page.totalIsCapped ? "+" : ""}`);
        cursor = page.nextCursor;
      } while (cursor);
      // Counted up to the cap (docs/product.md#lists): "napolitana" matches 1,028 of them.
      const { ids } = expected(products, q);
      const total = ids.length > TOTAL_CAP ? `${TOTAL_CAP}+` : `${ids.length}`;
      expect({ ids: pages, totals: [...totals] }, q).toEqual({ ids, totals: [total] });
    }
    expect((await a.list()).json().data.total).toBe(1200);
  });

  it("keeps the search in step with creations, edits and deletions", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const search = async (q: string) => (await everything(a, { q })).ids;

    const flan = await a.product({ name: "Flan casero", code: "POS-1", category_id: c.id });
    expect(await search("casero")).toEqual([flan.id]);
    expect(await search("pos-1")).toEqual([flan.id]);

    await a.edit(flan.id, { name: "Budín de pan", code: "POS-2", category_id: c.id });
    expect(await search("casero")).toEqual([]);
    expect(await search("pos-1")).toEqual([]);
    expect(await search("budín")).toEqual([flan.id]);
    expect(await search("pos-2")).toEqual([flan.id]);

    // An edit that leaves the name alone keeps the product findable; dropping the code drops that match.
    await a.edit(flan.id, { name: "Budín de pan", code: null, category_id: c.id, price: 3500 });
    expect(await search("budín")).toEqual([flan.id]);
    expect(await search("pos-2")).toEqual([]);
    await a.setStatus(flan.id, { status: "disabled" });
    expect(await search("budín")).toEqual([flan.id]);

    const other = await a.product({ name: "Budín de naranja", category_id: c.id });
    expect(await search("budín")).toEqual([other.id, flan.id]);
    expect((await a.remove(flan.id)).statusCode).toBe(200);
    expect(await search("budín")).toEqual([other.id]);
    expect(await search("de pan")).toEqual([]);
  });

  it("takes the unsearched total from the counters, equal to the products there after every change", async () => {
    const a = await kit.business();
    const b = await kit.business();
    const mains = await a.category("Platos");
    const drinks = await a.category("Bebidas");
    const empty = await a.category("Vacía");
    const cb = await b.category("De B");
    await b.product({ name: "Ajeno", category_id: cb.id });

    const truth = async (categoryId?: string) => {
      let query = server()
        .ctx.database.db.selectFrom("product")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("business_id", "=", a.businessId);
      if (categoryId) query = query.where("category_id", "=", categoryId);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const totals = async () => {
      const listed: number[] = [];
      for (const query of [
        "",
        `?category_id=${mains.id}`,
        `?category_id=${drinks.id}`,
        `?category_id=${empty.id}`,
      ]) {
        listed.push((await a.list(query)).json().data.total);
      }
      return listed;
    };
    const truths = async () => [await truth(), await truth(mains.id), await truth(drinks.id), 0];

    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      ids.push((await a.product({ name: `Producto ${n}`, category_id: n % 2 ? drinks.id : mains.id })).id);
    }
    expect(await totals()).toEqual([6, 3, 3, 0]);
    expect(await totals()).toEqual(await truths());

    await a.edit(ids[0] ?? "", { name: "Producto 0", category_id: drinks.id });
    await a.edit(ids[1] ?? "", { name: "Producto 1", category_id: drinks.id });
    expect(await totals()).toEqual([6, 2, 4, 0]);
    expect(await totals()).toEqual(await truths());

    await Promise.all(ids.slice(2).map((id) => a.remove(id)));
    expect(await totals()).toEqual([2, 0, 2, 0]);
    expect(await totals()).toEqual(await truths());
    // Past the last page the total still comes back.
    const last = await a.list(`?category_id=${drinks.id}&limit=2`);
    expect(last.json().data).toMatchObject({ total: 2, nextCursor: null });
    expect((await b.list()).json().data.total).toBe(1);
  });
});
