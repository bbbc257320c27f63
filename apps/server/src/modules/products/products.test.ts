import { uuidPattern } from "@comanda/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("products on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  it("creates a product with its recipe rows, stored in centavos and thousandths, and reads it back", async () => {
    const a = await kit.business();
    const mains = await a.category("Platos");
    const beef = await a.ingredient("Carne", "kg", 8000);
    const sauce = await a.ingredient("Salsa", "lt", 1500.5);
    const egg = await a.ingredient("Huevo", "piece");
    const response = await a.create({
      name: "  Milanesa   napolitana ",
      code: " MIL-01 ",
      category_id: mains.id,
      price: 12500.5,
      unit_price: 4000,
      quantity: null,
      ingredients: [
        { ingredient_id: beef.id, quantity_needed: 250, unit: "g" },
        { ingredient_id: sauce.id, quantity_needed: 30, unit: "ml" },
        { ingredient_id: egg.id, quantity_needed: 0.5, unit: "piece" },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(created.id).toMatch(uuidPattern);
    expect(created).toEqual({
      id: created.id,
      name: "Milanesa napolitana",
      code: "MIL-01",
      categoryId: mains.id,
      categoryName: "Platos",
      price: 12500.5,
      unitPrice: 4000,
      quantity: null,
      status: "enabled",
      vatRate: 2100,
      soldOut: false,
      ingredients: [
        {
          ingredientId: beef.id,
          name: "Carne",
          unit: "g",
          quantityNeeded: 250,
          ingredientUnit: "kg",
          ingredientCost: 8000,
        },
        {
          ingredientId: sauce.id,
          name: "Salsa",
          unit: "ml",
          quantityNeeded: 30,
          ingredientUnit: "lt",
          ingredientCost: 1500.5,
        },
        {
          ingredientId: egg.id,
          name: "Huevo",
          unit: "piece",
          quantityNeeded: 0.5,
          ingredientUnit: "piece",
          ingredientCost: null,
        },
      ],
      // 250 g × $8000/kg = $2000; 30 ml × $1500,50/lt = $45,015 → 2045,02 (rounded once); the egg has no cost.
      recipeCost: 2045.02,
      recipeCostComplete: false,
      modifierGroupIds: [],
      courseId: null,
      createdAt: created.createdAt,
      updatedAt: created.createdAt,
    });
    const db = server().ctx.database.db;
    expect(
      await db
        .selectFrom("product")
        .select(["business_id", "name_key", "code_key", "price", "unit_price", "quantity"])
        .where("id", "=", created.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      business_id: a.businessId,
      name_key: "milanesa napolitana",
      code_key: "mil-01",
      price: 1250050,
      unit_price: 400000,
      quantity: null,
    });
    expect(
      await db
        .selectFrom("product_ingredient")
        .select(["ingredient_id", "business_id", "position", "unit", "quantity_needed"])
        .where("product_id", "=", created.id)
        .orderBy("position")
        .execute(),
    ).toEqual([
      { ingredient_id: beef.id, business_id: a.businessId, position: 0, unit: "g", quantity_needed: 250 },
      { ingredient_id: sauce.id, business_id: a.businessId, position: 1, unit: "ml", quantity_needed: 30 },
      { ingredient_id: egg.id, business_id: a.businessId, position: 2, unit: "piece", quantity_needed: 500 },
    ]);
    expect((await a.get(created.id)).json().data).toEqual(created);
    expect((await a.list()).json().data).toEqual({
      items: [created],
      total: 1,
      totalIsCapped: false,
      nextCursor: null,
    });
    expect(await kit.productCount(mains.id)).toBe(1);
  });

  it("defaults missing prices to 0 and tracks stock only when given", async () => {
    const a = await kit.business();
    const drinks = await a.category("Bebidas");
    const soda = await a.product({ name: "Gaseosa", category_id: drinks.id, quantity: 24 });
    expect(soda).toMatchObject({ code: null, price: 0, unitPrice: 0, quantity: 24, ingredients: [] });
    expect(soda).toMatchObject({ recipeCost: null, recipeCostComplete: false });
    const dish = await a.product({ name: "Plato del día", category_id: drinks.id });
    expect(dish.quantity).toBeNull();
  });

  it("costs a recipe whose every ingredient has a cost as complete", async () => {
    const a = await kit.business();
    const c = await a.category("Postres");
    const flour = await a.ingredient("Harina", "kg", 1200);
    const lemon = await a.ingredient("Limón", "piece", 150);
    const cake = await a.product({
      name: "Tarta",
      category_id: c.id,
      price: 3000,
      ingredients: [
        { ingredient_id: flour.id, quantity_needed: 300, unit: "g" },
        { ingredient_id: lemon.id, quantity_needed: 1.5, unit: "piece" },
      ],
    });
    // 300 g × $1200/kg = $360; 1,5 × $150 = $225.
    expect(cake).toMatchObject({ recipeCost: 585, recipeCostComplete: true });
  });

  it("edits every field and replaces the recipe, keeping a disabled ingredient already in it", async () => {
    const a = await kit.business();
    const c1 = await a.category("Platos");
    const c2 = await a.category("Minutas");
    const beef = await a.ingredient("Carne", "kg");
    const cheese = await a.ingredient("Queso", "kg");
    const ham = await a.ingredient("Jamón", "kg");
    const created = await a.product({
      name: "Milanesa",
      category_id: c1.id,
      ingredients: [
        { ingredient_id: beef.id, quantity_needed: 200, unit: "g" },
        { ingredient_id: cheese.id, quantity_needed: 50, unit: "g" },
      ],
    });
    expect((await a.disable("ingredients", beef.id)).statusCode).toBe(200);
    const response = await a.edit(created.id, {
      name: "Milanesa completa",
      code: "M2",
      category_id: c2.id,
      price: 9000,
      unit_price: 3000.25,
      quantity: 5,
      ingredients: [
        { ingredient_id: ham.id, quantity_needed: 40, unit: "g" },
        { ingredient_id: beef.id, quantity_needed: 220, unit: "g" },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json().data;
    expect(edited).toMatchObject({
      id: created.id,
      name: "Milanesa completa",
      code: "M2",
      categoryId: c2.id,
      categoryName: "Minutas",
      price: 9000,
      unitPrice: 3000.25,
      quantity: 5,
      createdAt: created.createdAt,
    });
    expect(edited.updatedAt).toBeGreaterThanOrEqual(created.updatedAt);
    expect(
      edited.ingredients.map((r: { name: string; quantityNeeded: number }) => [r.name, r.quantityNeeded]),
    ).toEqual([
      ["Jamón", 40],
      ["Carne", 220],
    ]);
    expect(await kit.productCount(c1.id)).toBe(0);
    expect(await kit.productCount(c2.id)).toBe(1);
    // Clearing the code and the recipe.
    const cleared = await a.edit(created.id, { name: "Milanesa", category_id: c2.id, code: "" });
    expect(cleared.json().data).toMatchObject({ code: null, ingredients: [], price: 0, quantity: null });
  });

  it("refuses a newly chosen disabled category or ingredient, writing nothing", async () => {
    const a = await kit.business();
    const open = await a.category("Abierta");
    const closed = await a.category("Cerrada");
    const salt = await a.ingredient("Sal", "kg");
    await a.disable("categories", closed.id);
    await a.disable("ingredients", salt.id);
    const product = await a.product({ name: "Papas", category_id: open.id });
    const before = await kit.snapshot();
    const toClosed = await a.create({ name: "Otro", category_id: closed.id });
    expect(toClosed.statusCode).toBe(400);
    expect(toClosed.json().error.fields).toEqual({
      category_id: "La categoría está deshabilitada: elegí otra.",
    });
    const moved = await a.edit(product.id, { name: "Papas", category_id: closed.id });
    expect(moved.statusCode).toBe(400);
    const salted = await a.edit(product.id, {
      name: "Papas",
      category_id: open.id,
      ingredients: [{ ingredient_id: salt.id, quantity_needed: 5, unit: "g" }],
    });
    expect(salted.statusCode).toBe(400);
    expect(salted.json().error.fields).toEqual({
      "ingredients.0.ingredient_id": "El ingrediente está deshabilitado: elegí otro.",
    });
    expect(await kit.snapshot()).toEqual(before);
    expect((await a.get(product.id)).json().data).toEqual(product);
    // Staying in a category disabled meanwhile is fine.
    await a.disable("categories", open.id);
    expect((await a.edit(product.id, { name: "Papas fritas", category_id: open.id })).statusCode).toBe(200);
  });

  it("enables and disables without touching the counter", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const p = await a.product({ name: "Guiso", category_id: c.id });
    const disabled = await a.setStatus(p.id, { status: "disabled" });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({ id: p.id, status: "disabled" });
    expect((await a.get(p.id)).json().data.status).toBe("disabled");
    expect((await a.setStatus(p.id, { status: "enabled" })).json().data.status).toBe("enabled");
    expect((await a.setStatus(p.id, { status: "off" })).statusCode).toBe(400);
    expect(await kit.productCount(c.id)).toBe(1);
  });

  it("deletes a product with its recipe rows and moves the counter down, never below 0", async () => {
    const a = await kit.business();
    const c = await a.category("Platos");
    const beef = await a.ingredient("Carne", "kg");
    const p = await a.product({
      name: "Bife",
      category_id: c.id,
      ingredients: [{ ingredient_id: beef.id, quantity_needed: 300, unit: "g" }],
    });
    const kept = await a.product({ name: "Ensalada", category_id: c.id });
    expect(await kit.productCount(c.id)).toBe(2);
    const response = await a.remove(p.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect((await a.get(p.id)).statusCode).toBe(404);
    expect(await kit.productCount(c.id)).toBe(1);
    const rows = await server()
      .ctx.database.db.selectFrom("product_ingredient")
      .select("ingredient_id")
      .where("product_id", "=", p.id)
      .execute();
    expect(rows).toEqual([]);
    // A counter already at 0 (however it got there) stays at 0.
    await server()
      .ctx.database.db.updateTable("category")
      .set({ product_count: 0 })
      .where("id", "=", c.id)
      .execute();
    expect((await a.remove(kept.id)).statusCode).toBe(200);
    expect(await kit.productCount(c.id)).toBe(0);
    const again = await a.remove(p.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({ code: "not-found", message: "No encontramos ese producto." });
    // Once the product is gone, its ingredient can go too.
    expect((await a.removeIngredient(beef.id)).statusCode).toBe(200);
  });
});
