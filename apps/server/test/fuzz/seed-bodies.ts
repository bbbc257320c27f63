// The records the fuzz world seeds in business A, and the bodies its create and edit routes are sent.

/** The tables a path id can point into. */
export type Resource =
  | "category"
  | "payment_method"
  | "ingredient"
  | "product"
  | "promotion"
  | "user"
  | "shift"
  | "room"
  | "order";

let seq = 0;
export const unique = (prefix: string) => {
  seq += 1;
  return `${prefix} ${seq}-${Date.now().toString(36)}`;
};

/** Business A's current records that bodies may name (a product's category, a combo's products, an order's). */
export type CatalogIds = {
  category: string[];
  ingredient: string[];
  product: string[];
  payment_method: string[];
};
export type Seeded = Exclude<Resource, "user" | "shift" | "order" | "room">;

export const seedBodies: Record<Seeded, (ids: CatalogIds) => Record<string, unknown>> = {
  category: () => ({ name: unique("Categoría") }),
  payment_method: () => ({ name: unique("Medio") }),
  ingredient: () => ({
    name: unique("Ingrediente"),
    code: null,
    unit: "kg",
    quantity: 1,
    min_quantity: 0,
    cost: 1500.5,
  }),
  product: (ids) => ({
    name: unique("Producto"),
    code: null,
    category_id: ids.category[0] ?? "01900000-0000-7000-8000-000000000000",
    price: 2500,
    unit_price: 1200.25,
    quantity: seq % 2 === 0 ? null : 10,
    ingredients: ids.ingredient
      .slice(0, 1)
      .map((id) => ({ ingredient_id: id, quantity_needed: 150, unit: "g" })),
  }),
  promotion: (ids) => ({
    name: unique("Combo"),
    value: 4000,
    applies_to: ids.product.slice(0, 2).map((id) => ({ product_id: id, quantity_needed: 2 })),
  }),
};

export const seedPaths: Record<Seeded, string> = {
  category: "/api/v1/categories",
  payment_method: "/api/v1/payment-methods",
  ingredient: "/api/v1/ingredients",
  product: "/api/v1/products",
  promotion: "/api/v1/promotions",
};
