import { z } from "zod";
import { limits } from "./limits.ts";
import { enabledStatus } from "./lists.ts";
import { moneyInput } from "./money.ts";
import { nameKey, nameText } from "./names.ts";
import { blankAsNone } from "./optional.ts";
import { ingredientUnit, quantityInput, quantityMessages, readQuantity } from "./quantities.ts";

/** Fields every catalog record shares; timestamps are epoch milliseconds. */
const record = {
  id: z.string(),
  name: z.string(),
  status: enabledStatus,
  createdAt: z.number(),
  updatedAt: z.number(),
};

/** docs/product.md#category-record: `productCount` is kept by the products module (docs/product.md#category-counters). */
export const category = z.object({ ...record, productCount: z.number().int() });
export type Category = z.infer<typeof category>;

export const categoryInput = z.object({
  name: nameText(limits.categoryName, "Ingresá el nombre de la categoría."),
});
export type CategoryInput = z.input<typeof categoryInput>;

/** `isCash`: the method whose expected amount at the cash count also carries the float and cash movements. */
export const paymentMethod = z.object({ ...record, isCash: z.boolean() });
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const paymentMethodInput = z.object({
  name: nameText(limits.paymentMethodName, "Ingresá el nombre del medio de pago."),
  /** left out: a new method is cash when named like cash, an edited one stays as it was */
  is_cash: z.boolean({ error: "Indicá si es efectivo." }).optional(),
});

/** Names that mean cash, as the migration and new methods read them (decision 020). */
export const isCashName = (name: string): boolean => ["efectivo", "cash", "contado"].includes(nameKey(name));
export type PaymentMethodInput = z.input<typeof paymentMethodInput>;

/**
 * docs/product.md#ingredient-record. `quantity` and `minQuantity` are decimals in the unit (1.5 kg); stock may be
 * negative after sales (docs/product.md#rules). `lowStock` is quantity ≤ minQuantity.
 */
export const ingredient = z.object({
  ...record,
  code: z.string().nullable(),
  unit: ingredientUnit,
  quantity: z.number(),
  minQuantity: z.number(),
  lowStock: z.boolean(),
  /** pesos per kg / lt / unidad (decision 017), so a product's recipe shows its food cost; null when unknown */
  cost: z.number().nullable(),
});
export type Ingredient = z.infer<typeof ingredient>;

const optionalCode = blankAsNone(
  z
    .string({ error: "El código debe ser texto." })
    .trim()
    .max(limits.ingredientCode, `El código puede tener hasta ${limits.ingredientCode} caracteres.`),
);

/** A quantity read like `quantityInput` into thousandths, but signed. */
const signedQuantity = z
  .union([z.number(), z.string().max(40, quantityMessages.invalid)], { error: quantityMessages.invalid })
  .transform((input, ctx) => {
    const negative = typeof input === "number" ? input < 0 : input.trim().startsWith("-");
    const magnitude = typeof input === "number" ? Math.abs(input) : input.trim().replace(/^-/, "");
    const reading = readQuantity(magnitude);
    if (reading.ok) return negative ? 0 - reading.thousandths : reading.thousandths;
    ctx.addIssue({ code: "custom", message: quantityMessages[reading.problem] });
    return z.NEVER;
  });

/**
 * The stock the edit dialog loaded (decision 019), signed: sales may have taken an ingredient below
 * zero (docs/product.md#rules), and the dialog sends what it showed.
 */
export const ingredientStockSeen = signedQuantity;

/** The ingredient dialog's fields (docs/product.md#validation); quantities arrive as decimals or text and leave as thousandths. */
export const ingredientFields = z.object({
  name: nameText(limits.ingredientName, "Ingresá el nombre del ingrediente."),
  code: optionalCode,
  unit: ingredientUnit,
  // Signed only so a stock that sales took below zero can be saved back untouched (checked below).
  quantity: z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? quantityMessages.required : quantityMessages.invalid),
    })
    .pipe(signedQuantity),
  min_quantity: quantityInput,
  /** what the edit dialog loaded as the stock; left out, the quantity is taken as given */
  stock_seen: ingredientStockSeen.optional(),
  /** pesos per unit of the ingredient; left out or null when unknown */
  cost: blankAsNone(moneyInput),
});

/**
 * A negative stock is accepted only as the dialog loaded it (sales took it there), never typed anew. The
 * dialog's form checks `ingredientFields` and leaves this to the server, which answers under the field.
 */
export const ingredientInput = ingredientFields.refine(
  (input) => input.quantity >= 0 || input.quantity === input.stock_seen,
  {
    path: ["quantity"],
    message: quantityMessages.negative,
    // Also when another field failed, so every field's message shows at once.
    when: ({ value }) => typeof (value as { quantity?: unknown })?.quantity === "number",
  },
);
export type IngredientInput = z.input<typeof ingredientInput>;
export type IngredientValues = z.output<typeof ingredientInput>;
