import { z } from "zod";
import { recipeUnit } from "./recipes.ts";

// A modifier group as the API answers it (decision 080), apart from the dialog's input schemas (modifiers.ts):
// the order screen reads these, and carries no more of them than it needs.

/** What an option does to stock: nothing, takes an ingredient ('Huevo frito'), or spares one of the recipe ('Sin cebolla'). */
export const ingredientEffects = ["none", "add", "remove"] as const;
export type IngredientEffect = (typeof ingredientEffects)[number];

export const modifierOption = z.object({
  id: z.string(),
  name: z.string(),
  /** pesos added to the unit price */
  price: z.number(),
  ingredientEffect: z.enum(ingredientEffects),
  ingredientId: z.string().nullable(),
  ingredientName: z.string().nullable(),
  /** for 'add': the amount in `unit` */
  quantityNeeded: z.number().nullable(),
  unit: recipeUnit.nullable(),
  /** 'Agotado' today (Buenos Aires) */
  soldOut: z.boolean(),
});
export type ModifierOption = z.infer<typeof modifierOption>;

export const modifierGroup = z.object({
  id: z.string(),
  name: z.string(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(modifierOption),
  /** how many products ask it */
  productCount: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ModifierGroup = z.infer<typeof modifierGroup>;
