import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { type ProductsClient, productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

type Listed = { id: string; name: string; code: string | null; createdAt: number };
type ListPage = { items: Listed[]; total: number; nextCursor: string | null };

const newestFirst = (items: Listed[]) =>
  [...items].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

/** Follows the cursor chain; `between` runs before each next page is fetched. */
const walk = async (
  client: ProductsClient,
  base: string,
  between: () => Promise<unknown> = async () => {},
) => {
  const pages: ListPage[] = [];
  let cursor: string | null = null;
  do {
    const response = await client.list(`${base}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.statusCode, response.body).toBe(200);
    const data: ListPage = response.json().data;
    pages.push(data);
    cursor = data.nextCursor;
    if (cursor) await between();
  } while (cursor && pages.length < 20);
  return pages;
};

describe.each(engines)("the products list on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  it("pages 25 products newest first, none skipped or repeated, stable while products are added", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const created: Listed[] = [];
    for (let n = 1; n <= 25; n++) created.push(await a.product({ name: `Producto ${n}`, category_id: c.id }));
    const pages = await walk(a, "?limit=10");
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => p.total)).toEqual([25, 25, 25]);
    const expected = newestFirst(created).map((p) => p.id);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(expected);
    expect((await a.list()).json().data.items).toHaveLength(10);

    // New products land on page one; the pages after the cursor neither shift nor repeat.
    let added = 0;
    const during = await walk(a, "?limit=10", async () => {
      added += 1;
      await a.product({ name: `Nuevo ${added}`, category_id: c.id });
    });
    expect(during.flatMap((p) => p.items.map((i) => i.id))).toEqual(expected);
    expect(during.map((p) => p.total)).toEqual([25, 26, 27]);
  });

  it("breaks ties on the creation time by id, across pages", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const ids: string[] = [];
    for (let n = 1; n <= 7; n++) ids.push((await a.product({ name: `Empate ${n}`, category_id: c.id })).id);
    await server()
      .ctx.database.db.updateTable("product")
      .set({ created_at: 1_700_000_000_000 })
      .where("id", "in", ids)
      .execute();
    const pages = await walk(a, "?limit=3");
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual([...ids].sort().reverse());
  });

  it("searches by name or code, ignoring case, and filters by category", async () => {
    const a = await kit.business();
    const mains = await a.category("Platos");
    const drinks = await a.category("Bebidas");
    const mila = await a.product({ name: "Milanesa Napolitana", code: "MIL-1", category_id: mains.id });
    const nap = await a.product({ name: "Ñoquis", code: "NAP-9", category_id: mains.id });
    const cola = await a.product({ name: "Cola", code: "BEB_1", category_id: drinks.id });
    const water = await a.product({ name: "Agua 100%", category_id: drinks.id });
    const ids = async (query: string) => {
      const response = await a.list(query);
      expect(response.statusCode, response.body).toBe(200);
      const data: ListPage = response.json().data;
      expect(data.total).toBe(data.items.length);
      return data.items.map((i) => i.id);
    };
    // "nap" matches Milanesa's name and Ñoquis's code.
    expect(await ids("?q=NAP")).toEqual([nap.id, mila.id]);
    expect(await ids("?q=%C3%B1oq")).toEqual([nap.id]);
    expect(await ids("?q=mil-1")).toEqual([mila.id]);
    // LIKE wildcards are plain characters: "be_" would otherwise match "beb".
    expect(await ids("?q=be_")).toEqual([]);
    expect(await ids("?q=beb_")).toEqual([cola.id]);
    expect(await ids("?q=100%25")).toEqual([water.id]);
    expect(await ids("?q=%25")).toEqual([water.id]);
    expect(await ids(`?category_id=${drinks.id}`)).toEqual([water.id, cola.id]);
    expect(await ids(`?category_id=${drinks.id}&q=cola`)).toEqual([cola.id]);
    expect(await ids(`?category_id=${mains.id}&q=cola`)).toEqual([]);
    expect(await ids(`?category_id=${crypto.randomUUID()}`)).toEqual([]);
    const badCategory = await a.list("?category_id=platos");
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error.fields).toEqual({ category_id: "La categoría no es válida." });
  });

  it("pages a filtered list with the filtered total", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const other = await a.category("Otros");
    for (let n = 1; n <= 13; n++) {
      await a.product({ name: `${n % 2 ? "Jugo" : "Agua"} ${n}`, category_id: n % 3 ? c.id : other.id });
    }
    const juices = await walk(a, "?limit=3&q=jugo");
    expect(juices.map((p) => p.items.length)).toEqual([3, 3, 1]);
    expect(juices.every((p) => p.total === 7)).toBe(true);
    const inOther = await walk(a, `?limit=2&category_id=${other.id}`);
    expect(inOther.flatMap((p) => p.items.map((i) => i.name))).toEqual([
      "Agua 12",
      "Jugo 9",
      "Agua 6",
      "Jugo 3",
    ]);
    expect(inOther.every((p) => p.total === 4)).toBe(true);
  });

  it("never lists another business's products and refuses bad list queries", async () => {
    const a = await kit.business();
    const b = await kit.business();
    const cb = await b.category("De B");
    await b.product({ name: "Ajeno", category_id: cb.id });
    expect((await a.list()).json().data).toEqual({
      items: [],
      total: 0,
      totalIsCapped: false,
      nextCursor: null,
    });
    expect((await a.list(`?category_id=${cb.id}`)).json().data.total).toBe(0);
    for (const query of ["?limit=0", "?limit=101", "?limit=abc", "?cursor=nope", `?q=${"x".repeat(81)}`]) {
      const response = await a.list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("invalid-argument");
    }
  });
});
