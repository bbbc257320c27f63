import { z } from "zod";
import { limits } from "./limits.ts";
import { enabledStatus } from "./lists.ts";
import { moneyInput } from "./money.ts";
import { nameText } from "./names.ts";
import { ingredientUnit, quantityInput } from "./quantities.ts";

/** Fields every catalog record shares; timestamps are epoch milliseconds. */
const record = {
  id: z.string(),
  name: z.string(),
  status: enabledStatus,
  createdAt: z.number(),
  updatedAt: z.number(),
};

/** SPEC §3 Category: `productCount` is kept by the products module (SPEC §7 counter). */
export const category = z.object({ ...record, productCount: z.number().int() });
export type Category = z.infer<typeof category>;

export const categoryInput = z.object({
  name: nameText(limits.categoryName, "Ingresá el nombre de la categoría."),
});
export type CategoryInput = z.input<typeof categoryInput>;

export const paymentMethod = z.object(record);
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const paymentMethodInput = z.object({
  name: nameText(limits.paymentMethodName, "Ingresá el nombre del medio de pago."),
});
export type PaymentMethodInput = z.input<typeof paymentMethodInput>;

/**
 * SPEC §3 Ingredient. `quantity` and `minQuantity` are decimals in the unit (1.5 kg); stock may be
 * negative after sales (DESIGN §5). `lowStock` is quantity ≤ minQuantity.
 */
export const ingredient = z.object({
  ...record,
  code: z.string().nullable(),
  unit: ingredientUnit,
  quantity: z.number(),
  minQuantity: z.number(),
  lowStock: z.boolean(),
  /** pesos per kg / lt / unidad (issue 8), so a product's recipe shows its food cost; null when unknown */
  cost: z.number().nullable(),
});
export type Ingredient = z.infer<typeof ingredient>;

const optionalCode = z
  .string({ error: "El código debe ser texto." })
  .trim()
  .max(limits.ingredientCode, `El código puede tener hasta ${limits.ingredientCode} caracteres.`)
  .nullish()
  .transform((code) => code || null);

/** The ingredient dialog's fields (SPEC §5); quantities arrive as decimals or text and leave as thousandths. */
export const ingredientInput = z.object({
  name: nameText(limits.ingredientName, "Ingresá el nombre del ingrediente."),
  code: optionalCode,
  unit: ingredientUnit,
  quantity: quantityInput,
  min_quantity: quantityInput,
  /** pesos per unit of the ingredient; left out or null when unknown */
  cost: moneyInput.nullish().transform((centavos) => centavos ?? null),
});
export type IngredientInput = z.input<typeof ingredientInput>;
export type IngredientValues = z.output<typeof ingredientInput>;
