import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { engines, postgresUrl } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { ingredients } from "../ingredients/service.ts";
import { recipesUsing } from "../products/index.ts";
import { namedRecordService } from "./service.ts";

describe.each(engines)("a named record in use elsewhere on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  /** An ingredient in a recipe, and the kind's pieces the service below is built from. */
  const usedIngredient = async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const cheese = await a.ingredient("Queso", "kg");
    await a.product({
      name: "Fugazzeta",
      category_id: c.id,
      ingredients: [{ ingredient_id: cheese.id, quantity_needed: 100, unit: "g" }],
    });
    return { a, cheese };
  };

  const kindWith = (inUse: typeof recipesUsing) =>
    namedRecordService({
      table: "ingredient",
      entity: "ingredients",
      messages: { notFound: "No encontramos ese ingrediente.", duplicate: "Ya existe." },
      toItem: (row) => row,
      inUse,
    });

  it("turns the foreign key's refusal into the same 409 when the use appeared after the check", async () => {
    const { a, cheese } = await usedIngredient();
    // The first look misses the recipe, as it would if the recipe were saved right after it.
    let looks = 0;
    const service = kindWith(async (db, businessId, id) =>
      looks++ === 0 ? null : recipesUsing(db, businessId, id),
    );
    const refused = await service.remove(server().ctx, a.businessId, cheese.id).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: "aborted",
      message: "No se puede eliminar: el ingrediente se usa en «Fugazzeta».",
    });
    expect(looks).toBe(2);
    expect((await ingredients.get(server().ctx, a.businessId, cheese.id)).id).toBe(cheese.id);
  });

  it("lets any other failure through unchanged", async () => {
    const { a, cheese } = await usedIngredient();
    const refused = await kindWith(async () => null)
      .remove(server().ctx, a.businessId, cheese.id)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toHaveProperty("code", "aborted");
  });
});

// Only PostgreSQL lets another connection hold a write open across a request: SQLite has one writer.
if (engines.includes("postgres"))
  describe("an ingredient delete racing a recipe on postgres", () => {
    const server = useTestServer("postgres");
    let kit: ReturnType<typeof productsKit>;
    beforeAll(async () => {
      kit = productsKit(server());
    });

    it("refuses a delete racing a recipe saved at the same moment", async () => {
      const a = await kit.business();
      const cheese = await a.ingredient("Queso", "kg");
      const c = await a.category("Otra");
      const product = await a.product({ name: "Calzone", category_id: c.id });
      // Another connection adds the ingredient to a recipe and holds its transaction open across the delete.
      const url = postgresUrl(server().db);
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query("begin");
        await other.query(
          "insert into product_ingredient (product_id, ingredient_id, business_id, position, unit, quantity_needed) values ($1, $2, $3, 0, 'g', 50)",
          [product.id, cheese.id, a.businessId],
        );
        const deleting = a.removeIngredient(cheese.id);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await other.query("commit");
        const response = await deleting;
        expect(response.statusCode).toBe(409);
        expect(response.json().error.message).toBe(
          "No se puede eliminar: el ingrediente se usa en «Calzone».",
        );
      } finally {
        await other.end();
      }
    });
  });
