import { describe, expect, it } from "vitest";
import { centavosToPesos, parseMoney } from "./money.ts";
import {
  MAX_PRODUCT_STOCK,
  optionsQuery,
  productInput,
  productListQuery,
  recipeRowInput,
} from "./products.ts";

const categoryId = "01900000-0000-7000-8000-000000000001";
const ingredientId = "01900000-0000-7000-8000-000000000002";
const otherIngredientId = "01900000-0000-7000-8000-000000000003";

const fieldsOf = (input: unknown) => {
  const result = productInput.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
};

describe("productInput", () => {
  it("normalises the name and code, and turns pesos into centavos", () => {
    expect(
      productInput.parse({
        name: "  Milanesa   napolitana ",
        code: " MIL-01 ",
        category_id: categoryId,
        price: 12_500.5,
        unit_price: 0.1,
        quantity: 3,
      }),
    ).toEqual({
      name: "Milanesa napolitana",
      code: "MIL-01",
      category_id: categoryId,
      price: 1_250_050,
      unit_price: 10,
      quantity: 3,
      ingredients: [],
    });
  });

  it("defaults missing prices to 0, and a missing or blank code and stock to none", () => {
    const parsed = productInput.parse({ name: "Flan", category_id: categoryId, code: "  " });
    expect(parsed).toMatchObject({ code: null, price: 0, unit_price: 0, quantity: null, ingredients: [] });
    expect(productInput.parse({ name: "Flan", category_id: categoryId, quantity: null }).quantity).toBeNull();
    expect(productInput.parse({ name: "Flan", category_id: categoryId, quantity: 0 }).quantity).toBe(0);
  });

  it("takes prices typed with a comma or a dot, as the dialog reads them", () => {
    for (const [typed, centavos] of [
      ["1.234,50", 123_450],
      ["1234,5", 123_450],
      ["1234.56", 123_456],
      ["$ 1.234", 123_400],
      ["0,99", 99],
    ] as const) {
      const read = parseMoney(typed);
      expect(read, typed).toBe(centavos);
      const pesos = centavosToPesos(read ?? 0);
      expect(productInput.parse({ name: "P", category_id: categoryId, price: pesos }).price).toBe(centavos);
    }
    for (const bad of ["-5", "1,234", "1.2.3,4", "abc", "12,345"]) expect(parseMoney(bad), bad).toBeNull();
  });

  it("refuses negative, over-precise, huge or non-numeric prices", () => {
    expect(fieldsOf({ name: "P", category_id: categoryId, price: -1 })).toEqual({
      price: "El monto no puede ser negativo.",
    });
    expect(fieldsOf({ name: "P", category_id: categoryId, unit_price: 1.005 })).toEqual({
      unit_price: "El monto puede tener como máximo 2 decimales.",
    });
    expect(fieldsOf({ name: "P", category_id: categoryId, price: 1e13 })).toEqual({
      price: "El monto puede ser como mucho $\u00a0100.000.000.",
    });
    expect(fieldsOf({ name: "P", category_id: categoryId, price: "100" })).toEqual({
      price: "Ingresá un monto válido.",
    });
  });

  it("refuses a missing name or category, bad codes and bad stock", () => {
    expect(fieldsOf({})).toEqual({
      name: "Ingresá el nombre del producto.",
      category_id: "Elegí una categoría.",
    });
    expect(fieldsOf({ name: "   ", category_id: "x" })).toEqual({
      name: "Ingresá el nombre del producto.",
      category_id: "Elegí una categoría.",
    });
    expect(fieldsOf({ name: "P", category_id: categoryId, code: "x".repeat(41) })).toEqual({
      code: "El código puede tener hasta 40 caracteres.",
    });
    expect(fieldsOf({ name: "P", category_id: categoryId, code: "a\u0000b" })).toEqual({
      code: "El código tiene caracteres que no se pueden usar.",
    });
    expect(fieldsOf({ name: "P", category_id: categoryId, quantity: 1.5 })).toEqual({
      quantity: "La cantidad debe ser un número entero.",
    });
    expect(fieldsOf({ name: "P", category_id: categoryId, quantity: -1 })).toEqual({
      quantity: "La cantidad no puede ser negativa.",
    });
    expect(fieldsOf({ name: "P", category_id: categoryId, quantity: MAX_PRODUCT_STOCK + 1 })).toEqual({
      quantity: "La cantidad es demasiado grande.",
    });
  });

  it("keeps the stock the dialog saw apart from none: units, null for untracked, absent when not sent", () => {
    const base = { name: "Flan", category_id: categoryId, quantity: 4 };
    expect(productInput.parse({ ...base, stock_seen: 10 }).stock_seen).toBe(10);
    expect(productInput.parse({ ...base, stock_seen: null }).stock_seen).toBeNull();
    expect(productInput.parse(base)).not.toHaveProperty("stock_seen");
    expect(fieldsOf({ ...base, stock_seen: 1.5 })).toEqual({
      stock_seen: "La cantidad debe ser un número entero.",
    });
    expect(fieldsOf({ ...base, stock_seen: "10" })).toEqual({ stock_seen: "Ingresá una cantidad válida." });
  });

  it("turns recipe rows into thousandths of the ingredient's unit, in order", () => {
    const parsed = productInput.parse({
      name: "Tarta",
      category_id: categoryId,
      ingredients: [
        { ingredient_id: ingredientId, quantity_needed: 250, unit: "g" },
        { ingredient_id: otherIngredientId, quantity_needed: 1.5, unit: "piece" },
      ],
    });
    expect(parsed.ingredients).toEqual([
      { ingredient_id: ingredientId, unit: "g", thousandths: 250 },
      { ingredient_id: otherIngredientId, unit: "piece", thousandths: 1500 },
    ]);
  });

  it("refuses bad recipe rows, naming the row and field", () => {
    const row = (over: object) => ({
      name: "Tarta",
      category_id: categoryId,
      ingredients: [{ ingredient_id: ingredientId, quantity_needed: 100, unit: "g", ...over }],
    });
    expect(fieldsOf(row({ quantity_needed: 2.125 }))).toEqual({
      "ingredients.0.quantity_needed": "Los gramos y mililitros van sin decimales.",
    });
    expect(fieldsOf(row({ unit: "piece", quantity_needed: 0.0005 }))).toEqual({
      "ingredients.0.quantity_needed": "La cantidad puede tener como máximo 3 decimales.",
    });
    expect(fieldsOf(row({ quantity_needed: 0 }))).toEqual({
      "ingredients.0.quantity_needed": "La cantidad necesaria debe ser mayor a 0.",
    });
    expect(fieldsOf(row({ quantity_needed: 2_000_000 }))).toEqual({
      "ingredients.0.quantity_needed": "La cantidad necesaria es demasiado grande.",
    });
    expect(fieldsOf(row({ unit: "kg" }))).toEqual({
      "ingredients.0.unit": "Elegí la unidad: Gramos, Mililitros o Unidad.",
    });
    expect(fieldsOf(row({ ingredient_id: "harina" }))).toEqual({
      "ingredients.0.ingredient_id": "Elegí un ingrediente.",
    });
    expect(
      recipeRowInput.safeParse({ ingredient_id: ingredientId, quantity_needed: "100", unit: "g" }).success,
    ).toBe(false);
  });

  it("refuses the same ingredient twice and more than 50 rows", () => {
    const twice = [
      { ingredient_id: ingredientId, quantity_needed: 100, unit: "g" },
      { ingredient_id: ingredientId, quantity_needed: 50, unit: "g" },
    ];
    expect(fieldsOf({ name: "P", category_id: categoryId, ingredients: twice })).toEqual({
      ingredients: "Cada ingrediente puede estar una sola vez en la receta.",
    });
    const many = Array.from({ length: 51 }, (_, n) => ({
      ingredient_id: `01900000-0000-7000-8000-${String(n).padStart(12, "0")}`,
      quantity_needed: 1,
      unit: "g",
    }));
    expect(fieldsOf({ name: "P", category_id: categoryId, ingredients: many })).toEqual({
      ingredients: "Una receta puede tener hasta 50 ingredientes.",
    });
  });
});

describe("list and picker queries", () => {
  it("take a category on the products list, and a limit and search on the pickers", () => {
    expect(productListQuery.parse({ category_id: categoryId })).toEqual({
      category_id: categoryId,
      limit: 10,
    });
    expect(productListQuery.safeParse({ category_id: "platos" }).success).toBe(false);
    expect(optionsQuery.parse({})).toEqual({ limit: 10 });
    expect(optionsQuery.parse({ q: "  sod ", limit: "100" })).toEqual({ q: "sod", limit: 100 });
    expect(optionsQuery.safeParse({ limit: "101" }).success).toBe(false);
  });
});
