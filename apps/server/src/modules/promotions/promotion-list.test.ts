import { describe, expect, it } from "vitest";
import { type Item, newestFirst } from "../../../test/catalog-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { comboBusiness } from "../../../test/product-rows-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("the promotions list on %s", (engine) => {
  const server = useTestServer(engine);

  const business = () => comboBusiness(server());

  it("pages 25 combos newest first, none skipped or repeated, with the total, and searches by name", async () => {
    const a = await business();
    const pizza = await a.product("Pizza");
    const soda = await a.product("Gaseosa");
    const created: Item[] = [];
    for (let n = 0; n < 25; n += 1) {
      const response = a.create({
        name: n % 5 === 0 ? `Combo Ñandú ${n}` : `Promo ${n}`,
        value: n,
        applies_to: [
          { product_id: n % 2 ? soda : pizza, quantity_needed: n + 1 },
          { product_id: n % 2 ? pizza : soda, quantity_needed: 1 },
        ],
      });
      created.push((await response).json().data);
    }
    const ids = created.map((item) => item.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await a.list(`?limit=10${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.statusCode).toBe(200);
      const page = response.json().data;
      expect(page.total).toBe(25);
      for (const item of page.items) {
        const n = ids.indexOf(item.id);
        expect(item.value).toBe(n);
        expect(item.appliesTo.map((i: { productId: string }) => i.productId)).toEqual(
          n % 2 ? [soda, pizza] : [pizza, soda],
        );
        expect(item.appliesTo[0].quantityNeeded).toBe(n + 1);
      }
      seen.push(...page.items.map((item: { id: string }) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(3);
    // Newest first; two combos made in one millisecond go by id.
    expect(seen).toEqual(newestFirst(created).map((item) => item.id));

    const found = (await a.list("?q=ñAND")).json().data;
    expect(found.total).toBe(5);
    expect(found.items.map((item: Item) => item.name)).toEqual(
      newestFirst(created.filter((item) => item.name.startsWith("Combo Ñandú"))).map((item) => item.name),
    );
    expect((await a.list("?q=100%25")).json().data).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await a.list("?cursor=nope")).statusCode).toBe(400);
  });
});
