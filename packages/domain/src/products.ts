import { z } from "zod";
import { lineCourse } from "./courses.ts";
import { limits, MAX_PRODUCT_MODIFIER_GROUPS } from "./limits.ts";
import { enabledStatus, listQuery } from "./lists.ts";
import { moneyInput } from "./money.ts";
import { nameText } from "./names.ts";
import { blankAs, blankAsNone } from "./optional.ts";
import { ingredientUnit } from "./quantities.ts";
import { MAX_RECIPE_AMOUNT, MAX_RECIPE_ROWS, recipeThousandths, recipeUnit } from "./recipes.ts";

const uuid = (message: string) => z.uuid({ error: message });

/** Upper bound of a product's stock, in units. */
export const MAX_PRODUCT_STOCK = 1_000_000_000;

/**
 * Stock of a product (docs/product.md#rules): a whole number of units, or null (or left out) for a product that is
 * not tracked, such as a dish made to order.
 */
const productUnits = z
  .number({ error: "Ingresá una cantidad válida." })
  .int("La cantidad debe ser un número entero.")
  .min(0, "La cantidad no puede ser negativa.")
  .max(MAX_PRODUCT_STOCK, "La cantidad es demasiado grande.");

export const productStockInput = blankAsNone(productUnits);

/**
 * The stock the edit dialog loaded (decision 019), so a save never writes back units sold while it was
 * open: null for an untracked product, left out by clients that do not send it (then the quantity is
 * taken as given, as before).
 */
export const productStockSeen = productUnits.nullable().optional();

/** One recipe row as the dialog sends it; the amount leaves as thousandths of the ingredient's unit. */
export const recipeRowInput = z
  .object({
    ingredient_id: uuid("Elegí un ingrediente."),
    quantity_needed: z
      .number({ error: "Ingresá la cantidad necesaria." })
      .positive("La cantidad necesaria debe ser mayor a 0.")
      .max(MAX_RECIPE_AMOUNT, "La cantidad necesaria es demasiado grande."),
    unit: recipeUnit,
  })
  .transform((row, ctx) => {
    const thousandths = recipeThousandths(row.quantity_needed, row.unit);
    if (thousandths === null) {
      ctx.addIssue({
        code: "custom",
        path: ["quantity_needed"],
        message:
          row.unit === "piece"
            ? "La cantidad puede tener como máximo 3 decimales."
            : "Los gramos y mililitros van sin decimales.",
      });
      return z.NEVER;
    }
    return { ingredient_id: row.ingredient_id, unit: row.unit, thousandths };
  });
export type RecipeRowValues = z.output<typeof recipeRowInput>;

const optionalCode = blankAsNone(
  z
    .string({ error: "El código debe ser texto." })
    .trim()
    .max(limits.productCode, `El código puede tener hasta ${limits.productCode} caracteres.`)
    .refine((code) => !/\p{Cc}|\p{Cs}/u.test(code), "El código tiene caracteres que no se pueden usar."),
);

/**
 * The IVA rates a product may carry, in hundredths of a percent: the keys of `vatRates` in fiscal.ts,
 * repeated here so the product screens do not load the fiscal module (decision 053); fiscal.test.ts checks
 * they agree.
 */
export const productVatRates = [0, 1050, 2100, 2700] as const;
export type ProductVatRate = (typeof productVatRates)[number];
/** Decision 055: a product's IVA is 21 % unless it says otherwise. */
export const DEFAULT_PRODUCT_VAT_RATE: ProductVatRate = 2100;
/** How the product dialog names each rate; fiscal.ts's `vatRateLabels` are these. */
export const productVatRateLabels: Record<ProductVatRate, string> = {
  0: "0 % (exento)",
  1050: "10,5 %",
  2100: "21 %",
  2700: "27 %",
};
const productVatRate = z.literal(productVatRates, { error: "Elegí la alícuota de IVA." });

/** The product dialog's groups, in the order the order screen asks them. */
export const productModifierGroupsInput = z
  .array(uuid("El grupo de opciones no es válido."), { error: "Los grupos de opciones deben ser una lista." })
  .max(
    MAX_PRODUCT_MODIFIER_GROUPS,
    `Un producto puede tener hasta ${MAX_PRODUCT_MODIFIER_GROUPS} grupos de opciones.`,
  )
  .refine((ids) => new Set(ids).size === ids.length, "Cada grupo puede estar una sola vez.");

/** docs/product.md#validation product dialog; missing prices default to 0 (docs/product.md#validation), prices arrive in pesos and leave as centavos. */
export const productInput = z.object({
  name: nameText(limits.productName, "Ingresá el nombre del producto."),
  code: optionalCode,
  category_id: uuid("Elegí una categoría."),
  price: blankAs(moneyInput, 0),
  unit_price: blankAs(moneyInput, 0),
  quantity: productStockInput,
  stock_seen: productStockSeen,
  /** left out: 21 % on create, the rate it had on edit */
  vat_rate: productVatRate.optional(),
  ingredients: z
    .array(recipeRowInput, { error: "Los ingredientes deben ser una lista." })
    .max(MAX_RECIPE_ROWS, `Una receta puede tener hasta ${MAX_RECIPE_ROWS} ingredientes.`)
    .default([])
    .refine(
      (rows) => new Set(rows.map((row) => row.ingredient_id)).size === rows.length,
      "Cada ingrediente puede estar una sola vez en la receta.",
    ),
  /** Decision 080: the groups the order screen asks, in order; left out, they stay as they are */
  modifier_group_ids: productModifierGroupsInput.optional(),
  /** Decision 082: the course its lines take by default (null: none); left out, it stays as it is */
  course_id: lineCourse,
});
export type ProductInput = z.input<typeof productInput>;
export type ProductValues = z.output<typeof productInput>;

/** A recipe row as the API returns it: the amount in the row's unit, with the ingredient's unit and cost. */
export const recipeRow = z.object({
  ingredientId: z.string(),
  name: z.string(),
  unit: recipeUnit,
  quantityNeeded: z.number(),
  ingredientUnit,
  /** pesos per kg / lt / unidad, null when the ingredient has no cost */
  ingredientCost: z.number().nullable(),
});
export type RecipeRow = z.infer<typeof recipeRow>;

/** docs/product.md#product-record. Money in pesos; `quantity` null means not tracked ('Sin control'). */
export const product = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  price: z.number(),
  unitPrice: z.number(),
  quantity: z.number().nullable(),
  status: enabledStatus,
  /** IVA in hundredths of a percent (21 % → 2100) */
  vatRate: z.literal(productVatRates),
  ingredients: z.array(recipeRow),
  /** what the recipe costs in pesos from the ingredients that have a cost; null when none has one */
  recipeCost: z.number().nullable(),
  /** every recipe row's ingredient has a cost, so recipeCost is the whole recipe */
  recipeCostComplete: z.boolean(),
  /** Decision 080: the modifier groups it asks, in order */
  modifierGroupIds: z.array(z.string()),
  /** Decision 082: the course its lines take by default */
  courseId: z.string().nullable().optional(),
  /** Decision 086: 'Agotado' for the rest of today (Buenos Aires); new lines refuse it */
  soldOut: z.boolean().optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Product = z.infer<typeof product>;

/** The products list: docs/product.md#lists, `q` matching name or code, and an optional category. */
export const productListQuery = listQuery.extend({
  category_id: uuid("La categoría no es válida.").optional(),
});
export type ProductListQuery = z.input<typeof productListQuery>;

/** Pickers (recipe rows, combo items, the order dialog, the product dialog's category): enabled records by name. */
export const optionsQuery = z.object({
  q: z.string().trim().max(80, "La búsqueda puede tener hasta 80 caracteres.").optional(),
  limit: listQuery.shape.limit,
});
export type OptionsQuery = z.input<typeof optionsQuery>;

export const categoryOption = z.object({ id: z.string(), name: z.string() });
export type CategoryOption = z.infer<typeof categoryOption>;

export const ingredientOption = z.object({
  id: z.string(),
  name: z.string(),
  unit: ingredientUnit,
  cost: z.number().nullable(),
});
export type IngredientOption = z.infer<typeof ingredientOption>;

export const productOption = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().nullable(),
  categoryId: z.string(),
  /** Decision 080: the modifier groups the order screen asks, in order (empty: one tap adds it) */
  modifierGroupIds: z.array(z.string()).default([]),
  /** Decision 082: the course a round puts it in unless the waiter moves it */
  courseId: z.string().nullable().optional(),
  /** Decision 086: 'Agotado' today: the order screen shows it and does not add it */
  soldOut: z.boolean().optional(),
});
export type ProductOption = z.infer<typeof productOption>;

export const optionList = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
