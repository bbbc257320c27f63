import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("category product counters on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  /** Each category's counter beside the number of products really in it. */
  const countersAndTruth = async (categoryIds: string[]) => {
    const db = server().ctx.database.db;
    const result: { counter: number; real: number }[] = [];
    for (const id of categoryIds) {
      const real = await db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("category_id", "=", id)
        .executeTakeFirstOrThrow();
      result.push({ counter: await kit.productCount(id), real: Number(real.n) });
    }
    return result;
  };

  it("counts exactly 20 after 20 simultaneous creations in one category", async () => {
    const a = await kit.business();
    const c = await a.category("Concurrida");
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => a.create({ name: `Producto ${n}`, category_id: c.id })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await kit.productCount(c.id)).toBe(20);
    expect((await a.list()).json().data.total).toBe(20);
    expect((await a.getCategory(c.id)).json().data.productCount).toBe(20);
  });

  it("keeps a category with products from being deleted until they leave it", async () => {
    const a = await kit.business();
    const c = await a.category("Llena");
    const other = await a.category("Otra");
    const p = await a.product({ name: "Flan", category_id: c.id });
    const refused = await a.removeCategory(c.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("No se puede eliminar la categoría: tiene 1 producto.");
    await a.edit(p.id, { name: "Flan", category_id: other.id });
    expect((await a.removeCategory(c.id)).statusCode).toBe(200);
    expect((await a.removeCategory(other.id)).statusCode).toBe(409);
    await a.remove(p.id);
    expect((await a.removeCategory(other.id)).statusCode).toBe(200);
  });

  it("keeps the sum of counters equal to the products under simultaneous moves", async () => {
    const a = await kit.business();
    const categories = [await a.category("Uno"), await a.category("Dos"), await a.category("Tres")];
    const ids = categories.map((c) => c.id);
    const products: { id: string }[] = [];
    for (let n = 0; n < 9; n++) {
      products.push(await a.product({ name: `Producto ${n}`, category_id: ids[n % 3] }));
    }
    // Every product moved twice at once, to two different categories, and crossings in both directions.
    const moves = products.flatMap((p, n) => [
      a.edit(p.id, { name: `Producto ${n}`, category_id: ids[(n + 1) % 3] }),
      a.edit(p.id, { name: `Producto ${n}`, category_id: ids[(n + 2) % 3] }),
    ]);
    const responses = await Promise.all(moves);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(18).fill(200));
    const counted = await countersAndTruth(ids);
    expect(counted.reduce((sum, c) => sum + c.counter, 0)).toBe(9);
    for (const { counter, real } of counted) expect(counter).toBe(real);
  });

  it("keeps counters right under simultaneous creations, moves and deletions", async () => {
    const a = await kit.business();
    const [c1, c2] = [await a.category("Uno"), await a.category("Dos")];
    const doomed: { id: string }[] = [];
    for (let n = 0; n < 6; n++) doomed.push(await a.product({ name: `Viejo ${n}`, category_id: c1.id }));
    const responses = await Promise.all([
      ...doomed.slice(0, 3).map((p) => a.remove(p.id)),
      ...doomed.slice(3).map((p, n) => a.edit(p.id, { name: `Movido ${n}`, category_id: c2.id })),
      ...Array.from({ length: 6 }, (_, n) =>
        a.create({ name: `Nuevo ${n}`, category_id: n % 2 ? c1.id : c2.id }),
      ),
    ]);
    expect(responses.every((r) => r.statusCode < 300)).toBe(true);
    expect(await countersAndTruth([c1.id, c2.id])).toEqual([
      { counter: 3, real: 3 },
      { counter: 6, real: 6 },
    ]);
  });
});
