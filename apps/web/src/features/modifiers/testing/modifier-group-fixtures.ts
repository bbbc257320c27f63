import type { IngredientOption } from "@comanda/domain";
import type { ModifierGroup, ModifierOption } from "@comanda/domain/modifier-group";

/** Test data for the Opciones screen's tests. */
const createdAt = Date.UTC(2026, 10, 20, 15);
const uuid = (prefix: string, n: number) => `0190e000-0000-7000-${prefix}-${String(n).padStart(12, "0")}`;

export const huevo: IngredientOption = { id: uuid("8002", 1), name: "Huevo", unit: "piece", cost: 150 };
export const cebolla: IngredientOption = { id: uuid("8002", 2), name: "Cebolla", unit: "kg", cost: 900 };

export const modifierOption = (n: number, overrides: Partial<ModifierOption> = {}): ModifierOption => ({
  id: uuid("8004", n),
  name: `Opción ${n}`,
  price: 0,
  ingredientEffect: "none",
  ingredientId: null,
  ingredientName: null,
  quantityNeeded: null,
  unit: null,
  soldOut: false,
  ...overrides,
});

export const modifierGroup = (n: number, overrides: Partial<ModifierGroup> = {}): ModifierGroup => ({
  id: uuid("8005", n),
  name: `Grupo ${n}`,
  minChoices: 1,
  maxChoices: 1,
  options: [modifierOption(1)],
  productCount: 0,
  createdAt,
  updatedAt: createdAt,
  ...overrides,
});

/** 'Punto de cocción': pick one of three, 'A punto' sold out today. */
export const cooking = modifierGroup(1, {
  name: "Punto de cocción",
  options: [
    modifierOption(1, { name: "Jugoso" }),
    modifierOption(2, { name: "A punto", soldOut: true }),
    modifierOption(3, { name: "Bien cocido" }),
  ],
  productCount: 4,
});

/** 'Extras': up to 3, one costs more and takes an egg. */
export const extras = modifierGroup(2, {
  name: "Extras",
  minChoices: 0,
  maxChoices: 3,
  options: [
    modifierOption(4, {
      name: "Huevo frito",
      price: 800,
      ingredientEffect: "add",
      ingredientId: huevo.id,
      ingredientName: huevo.name,
      quantityNeeded: 1,
      unit: "piece",
    }),
  ],
  productCount: 2,
});
