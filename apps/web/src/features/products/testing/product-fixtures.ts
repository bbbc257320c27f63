import type { CategoryOption, IngredientOption, Product } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import { businessSettingsOf } from "@/testing/business-fixtures";
import { ok } from "@/testing/fake-api";

/** Test data for the Inventario screen's tests. */
const createdAt = Date.UTC(2026, 10, 20, 15);
const uuid = (prefix: string, n: number) => `0190a000-0000-7000-${prefix}-${String(n).padStart(12, "0")}`;

export const bebidas: CategoryOption = { id: uuid("8001", 1), name: "Bebidas" };
export const pizzas: CategoryOption = { id: uuid("8001", 2), name: "Pizzas" };

export const harina: IngredientOption = { id: uuid("8002", 1), name: "Harina", unit: "kg", cost: 1200 };
export const leche: IngredientOption = { id: uuid("8002", 2), name: "Leche", unit: "lt", cost: null };
export const huevo: IngredientOption = { id: uuid("8002", 3), name: "Huevo", unit: "piece", cost: 150 };

export const product = (n: number, overrides: Partial<Product> = {}): Product => ({
  id: uuid("8003", n),
  name: `Producto ${n}`,
  code: null,
  categoryId: bebidas.id,
  categoryName: bebidas.name,
  price: 1000,
  unitPrice: 400,
  quantity: null,
  status: "enabled",
  vatRate: 2100,
  ingredients: [],
  recipeCost: null,
  recipeCostComplete: true,
  modifierGroupIds: [],
  createdAt,
  updatedAt: createdAt,
  ...overrides,
});

const group = (n: number, name: string, minChoices: number, maxChoices: number): ModifierGroup => ({
  id: uuid("8006", n),
  name,
  minChoices,
  maxChoices,
  options: [],
  productCount: 0,
  createdAt,
  updatedAt: createdAt,
});
/** Decision 080's modifier groups, as GET /modifier-options lists them (by name). */
export const sides = group(1, "Guarnición", 0, 1);
export const cooking = group(2, "Punto de cocción", 1, 1);

export const optionsOf = (items: unknown[]) => ok({ items });

/** GET /business as the product dialog reads it: the courses ('tiempos', decision 082) it offers. */
export const business = businessSettingsOf();
