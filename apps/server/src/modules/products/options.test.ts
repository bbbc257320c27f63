import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("the pickers on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  it("offer only the caller's enabled records, by name, with what each picker needs", async () => {
    const a = await kit.business();
    const b = await kit.business();
    const drinks = await a.category("Bebidas");
    const mains = await a.category("Platos");
    const off = await a.category("Apagada");
    await a.disable("categories", off.id);
    await b.category("Ajena");
    const flour = await a.ingredient("Harina", "kg", 1200.5);
    const egg = await a.ingredient("Huevo", "piece");
    await a.disable("ingredients", (await a.ingredient("Azúcar", "kg")).id);
    await b.ingredient("Harina de B", "kg");
    const soda = await a.product({ name: "Soda", category_id: drinks.id, price: 800.5, quantity: 12 });
    const agua = await a.product({ name: "agua", category_id: drinks.id });
    const hidden = await a.product({ name: "Oculto", category_id: mains.id });
    await a.setStatus(hidden.id, { status: "disabled" });
    await b.product({ name: "Soda de B", category_id: (await b.category("X")).id });

    const items = async (kind: "category" | "ingredient" | "product", query = "") => {
      const response = await a.options(kind, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.items;
    };
    expect(await items("category")).toEqual([
      { id: drinks.id, name: "Bebidas" },
      { id: mains.id, name: "Platos" },
    ]);
    expect(await items("ingredient")).toEqual([
      { id: flour.id, name: "Harina", unit: "kg", cost: 1200.5 },
      { id: egg.id, name: "Huevo", unit: "piece", cost: null },
    ]);
    expect(await items("product")).toEqual([
      {
        id: agua.id,
        name: "agua",
        price: 0,
        quantity: null,
        categoryId: drinks.id,
        modifierGroupIds: [],
        courseId: null,
        soldOut: false,
      },
      {
        id: soda.id,
        name: "Soda",
        price: 800.5,
        quantity: 12,
        categoryId: drinks.id,
        modifierGroupIds: [],
        courseId: null,
        soldOut: false,
      },
    ]);
    expect(await items("product", "?q=SOD")).toEqual([expect.objectContaining({ id: soda.id })]);
    expect(await items("ingredient", "?q=%20huev")).toEqual([expect.objectContaining({ id: egg.id })]);
    expect(await items("category", "?q=%25")).toEqual([]);
    expect(await items("category", "?limit=1")).toEqual([{ id: drinks.id, name: "Bebidas" }]);
  });

  it("return 10 by default, at most 100, and refuse bad queries", async () => {
    const a = await kit.business();
    for (let n = 0; n < 12; n++) await a.category(`Categoría ${String(n).padStart(2, "0")}`);
    const names = (await a.options("category")).json().data.items.map((i: { name: string }) => i.name);
    expect(names).toEqual(Array.from({ length: 10 }, (_, n) => `Categoría ${String(n).padStart(2, "0")}`));
    expect((await a.options("category", "?limit=100")).json().data.items).toHaveLength(12);
    for (const query of ["?limit=0", "?limit=101", "?limit=x", `?q=${"a".repeat(81)}`]) {
      for (const kind of ["category", "ingredient", "product"] as const) {
        const response = await a.options(kind, query);
        expect(response.statusCode, `${kind} ${query}`).toBe(400);
        expect(response.json().error.code).toBe("invalid-argument");
      }
    }
  });
});
