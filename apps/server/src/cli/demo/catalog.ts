import {
  type IngredientUnit,
  nameKey,
  pesosToCentavos,
  recipeThousandths,
  recipeUnitOf,
  toThousandths,
  uuidv7,
} from "@comanda/domain";
import { customerInput } from "@comanda/domain/customers";
import type { OrderCatalog, RecipeRow } from "../../modules/orders/index.ts";
import {
  type CategoryName,
  type CustomerSpec,
  categoryCourses,
  categoryNames,
  comboSpecs,
  ingredientSpecs,
  type MethodKey,
  paymentMethodSpecs,
  productSpecs,
} from "./catalog-data.ts";
import type { DemoRows } from "./rows.ts";
import type { StockBook } from "./stock.ts";

export type DemoUser = { id: string; name: string };
export type DemoUsers = { owner: DemoUser; cashier: DemoUser; kitchen: DemoUser };

export type DemoProduct = {
  id: string;
  key: string;
  name: string;
  category: CategoryName;
  /** centavos */
  price: number;
  weight: number;
  /** full stock and reorder point in units; null when untracked */
  tracked: { full: number; reorderAt: number } | null;
};

/** Full stock and minimum in thousandths. */
export type DemoIngredient = { id: string; name: string; unit: IngredientUnit; full: number; min: number };
export type DemoCombo = { id: string; value: number; items: { key: string; quantityNeeded: number }[] };
export type DemoMethod = { id: string; name: string; isCash: boolean };
export type DemoCustomer = {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
};

export type DemoCatalog = {
  products: Map<string, DemoProduct>;
  ingredients: DemoIngredient[];
  combos: Map<string, DemoCombo>;
  /** what order pricing reads (modules/orders `priceOrder`), by id */
  sold: OrderCatalog;
  methods: Record<MethodKey, DemoMethod>;
  customers: DemoCustomer[];
};

/**
 * The catalog as the owner would have entered it through the dialogs, one record after another from
 * `at` on: the rows the catalog modules write (name keys, category counters, recipes in thousandths, an
 * 'initial' movement for each stock given) and what the history needs to sell from it.
 */
export const buildCatalog = (
  rows: DemoRows,
  book: StockBook,
  businessId: string,
  owner: DemoUser,
  at: number,
  customers: readonly CustomerSpec[],
): DemoCatalog => {
  let clock = at;
  const next = (gap = 20_000) => {
    clock += gap;
    return clock;
  };
  const stamp = (time: number) => ({ business_id: businessId, created_at: time, updated_at: time });

  const categoryIds = new Map<CategoryName, string>();
  for (const name of categoryNames) {
    const time = next();
    const id = uuidv7(time);
    categoryIds.set(name, id);
    const count = productSpecs.filter((spec) => spec.category === name).length;
    rows.category.push({
      id,
      ...stamp(time),
      name,
      name_key: nameKey(name),
      status: "enabled",
      product_count: count,
      station_id: null,
    });
  }

  const methods = {} as Record<MethodKey, DemoMethod>;
  for (const spec of paymentMethodSpecs) {
    const time = next();
    const id = uuidv7(time);
    methods[spec.key] = { id, name: spec.name, isCash: spec.isCash };
    rows.payment_method.push({
      id,
      ...stamp(time),
      name: spec.name,
      name_key: nameKey(spec.name),
      status: "enabled",
      is_cash: spec.isCash ? 1 : 0,
    });
  }

  const ingredients = new Map<string, DemoIngredient>();
  for (const spec of ingredientSpecs) {
    const time = next(45_000);
    const id = uuidv7(time);
    const full = toThousandths(spec.stock);
    ingredients.set(spec.key, {
      id,
      name: spec.name,
      unit: spec.unit,
      full,
      min: toThousandths(spec.min),
    });
    rows.ingredient.push({
      id,
      ...stamp(time),
      name: spec.name,
      name_key: nameKey(spec.name),
      status: "enabled",
      code: null,
      unit: spec.unit,
      quantity: full,
      min_quantity: toThousandths(spec.min),
      cost: pesosToCentavos(spec.cost),
    });
    book.start("ingredient", id, full, time, owner);
  }

  const products = new Map<string, DemoProduct>();
  const sold: OrderCatalog = {
    products: new Map(),
    combos: new Map(),
    recipes: new Map(),
    groups: new Map(),
  };
  for (const spec of productSpecs) {
    const time = next(60_000);
    const id = uuidv7(time);
    const categoryId = categoryIds.get(spec.category) as string;
    const price = pesosToCentavos(spec.price);
    const tracked = spec.stock === null ? null : { full: spec.stock, reorderAt: spec.reorderAt ?? 0 };
    products.set(spec.key, {
      id,
      key: spec.key,
      name: spec.name,
      category: spec.category,
      price,
      weight: spec.weight,
      tracked,
    });
    rows.product.push({
      id,
      ...stamp(time),
      name: spec.name,
      name_key: nameKey(spec.name),
      code: null,
      code_key: null,
      category_id: categoryId,
      station_id: null,
      price,
      unit_price: pesosToCentavos(spec.cost),
      quantity: spec.stock,
      status: "enabled",
      vat_rate: 2100,
      course_id: categoryCourses[spec.category],
    });
    const recipe: RecipeRow[] = [];
    spec.recipe.forEach(([key, amount], position) => {
      const ingredient = ingredients.get(key);
      if (!ingredient) throw new Error(`demo recipe: unknown ingredient ${key}`);
      const unit = recipeUnitOf[ingredient.unit];
      const thousandths = recipeThousandths(amount, unit) as number;
      recipe.push({ ingredientId: ingredient.id, thousandths });
      rows.product_ingredient.push({
        product_id: id,
        ingredient_id: ingredient.id,
        business_id: businessId,
        position,
        unit,
        quantity_needed: thousandths,
      });
    });
    if (recipe.length) sold.recipes.set(id, recipe);
    sold.products.set(id, {
      id,
      name: spec.name,
      price,
      categoryId,
      courseId: categoryCourses[spec.category],
      quantity: spec.stock,
      status: "enabled",
    });
    if (spec.stock !== null) book.start("product", id, spec.stock, time, owner);
  }

  const combos = new Map<string, DemoCombo>();
  for (const spec of comboSpecs) {
    const time = next(90_000);
    const id = uuidv7(time);
    const value = pesosToCentavos(spec.price);
    const items = spec.items.map(([key, quantityNeeded]) => {
      const product = products.get(key);
      if (!product) throw new Error(`demo combo: unknown product ${key}`);
      return { productId: product.id, quantityNeeded };
    });
    combos.set(spec.key, {
      id,
      value,
      items: spec.items.map(([key, quantityNeeded]) => ({ key, quantityNeeded })),
    });
    sold.combos.set(id, {
      id,
      name: spec.name,
      value,
      isActive: true,
      startDate: time,
      endDate: null,
      items,
    });
    rows.promotion.push({
      id,
      ...stamp(time),
      name: spec.name,
      name_key: nameKey(spec.name),
      type: "combo",
      is_active: 1,
      value,
      start_date: time,
      end_date: null,
    });
    rows.promotion_item.push(
      ...items.map((item, position) => ({
        promotion_id: id,
        product_id: item.productId,
        business_id: businessId,
        position,
        quantity_needed: item.quantityNeeded,
      })),
    );
  }

  const regulars = customers.map((spec): DemoCustomer => {
    const time = next(120_000);
    const input = customerInput.parse(spec);
    const customer = { id: uuidv7(time), ...input };
    rows.customer.push({ ...customer, ...stamp(time), name_key: nameKey(input.name) });
    return customer;
  });

  return {
    products,
    ingredients: [...ingredients.values()],
    combos,
    sold,
    methods,
    customers: regulars,
  };
};
