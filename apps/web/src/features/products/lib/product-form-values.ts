import {
  DEFAULT_PRODUCT_VAT_RATE,
  ingredientUnit,
  type Product,
  type ProductInput,
  productInput,
  productStockInput,
  recipeUnit,
} from "@comanda/domain";
import { z } from "zod";
import { moneyFieldText, moneyText, pesosOf } from "@/lib/money-text";

/** A recipe row as the dialog keeps it: the ingredient's unit and cost travel with it for the cost. */
export const recipeRowField = z.object({
  ingredientId: z.string(),
  name: z.string(),
  ingredientUnit,
  /** pesos per kg / lt / unidad, null when the ingredient has no cost */
  cost: z.number().nullable(),
  quantityNeeded: z.number(),
  unit: recipeUnit,
});
export type RecipeRowField = z.infer<typeof recipeRowField>;

/** Stock as typed: blank is a product not tracked ('Sin control'); otherwise whole units. */
const stockText = z.string().transform((text, ctx) => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const problem = /^\d+$/.test(trimmed)
    ? productStockInput.safeParse(Number(trimmed)).error?.issues[0]?.message
    : /^-/.test(trimmed)
      ? "La cantidad no puede ser negativa."
      : /^\d*[.,]\d*$/.test(trimmed)
        ? "La cantidad debe ser un número entero."
        : "Ingresá una cantidad válida.";
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return Number(trimmed);
});

/** The dialog's rules: the domain's for name, code and category; prices and stock read from es-AR text. */
export const productForm = z.object({
  name: productInput.shape.name,
  code: productInput.shape.code,
  category_id: productInput.shape.category_id,
  price: moneyText,
  unit_price: moneyText,
  quantity: stockText,
  // The select holds the rate as text ("2100"); the API takes hundredths of a percent.
  vat_rate: z.string().transform(Number).pipe(productInput.shape.vat_rate.unwrap()),
  ingredients: z.array(recipeRowField),
  /** Decision 080: the modifier groups the order screen asks, in the order chosen. */
  modifier_group_ids: z.array(z.string()),
  /** Decision 082: the select holds the course's id, "" for none. */
  course_id: z
    .string()
    .transform((id) => id || null)
    .pipe(productInput.shape.course_id.unwrap()),
});
export type ProductFields = z.input<typeof productForm>;
export type ProductFormValues = z.output<typeof productForm>;

/** Fields a server error can sit under; a recipe row's error goes under the recipe. */
export const productFieldNames = [
  "name",
  "code",
  "category_id",
  "price",
  "unit_price",
  "quantity",
  "vat_rate",
  "modifier_group_ids",
  "course_id",
] as const;

export const emptyProductFields: ProductFields = {
  name: "",
  code: "",
  category_id: "",
  price: "",
  unit_price: "",
  quantity: "",
  vat_rate: String(DEFAULT_PRODUCT_VAT_RATE),
  ingredients: [],
  modifier_group_ids: [],
  course_id: "",
};

/** A product's fields as the user would type them (1234.5 → "1234,50"; no stock → blank). */
export const fieldsOf = (product: Product): ProductFields => ({
  name: product.name,
  code: product.code ?? "",
  category_id: product.categoryId,
  price: moneyFieldText(product.price),
  unit_price: moneyFieldText(product.unitPrice),
  quantity: product.quantity === null ? "" : String(product.quantity),
  vat_rate: String(product.vatRate),
  ingredients: product.ingredients.map((row) => ({
    ingredientId: row.ingredientId,
    name: row.name,
    ingredientUnit: row.ingredientUnit,
    cost: row.ingredientCost,
    quantityNeeded: row.quantityNeeded,
    unit: row.unit,
  })),
  modifier_group_ids: product.modifierGroupIds,
  course_id: product.courseId ?? "",
});

/** The validated form as the API's body (docs/product.md#validation: a missing price is 0). */
export const inputOf = (values: ProductFormValues): ProductInput => ({
  name: values.name,
  code: values.code,
  category_id: values.category_id,
  price: pesosOf(values.price) ?? 0,
  unit_price: pesosOf(values.unit_price) ?? 0,
  quantity: values.quantity,
  vat_rate: values.vat_rate,
  ingredients: values.ingredients.map((row) => ({
    ingredient_id: row.ingredientId,
    quantity_needed: row.quantityNeeded,
    unit: row.unit,
  })),
  modifier_group_ids: values.modifier_group_ids,
  course_id: values.course_id,
});

const blank = (text: unknown) => typeof text !== "string" || text.trim() === "";

/** docs/product.md#validation: create/save stays disabled while nothing has been filled in. */
export const isEmpty = (fields: { [K in keyof ProductFields]?: unknown }): boolean =>
  blank(fields.name) &&
  blank(fields.code) &&
  blank(fields.category_id) &&
  blank(fields.price) &&
  blank(fields.unit_price) &&
  blank(fields.quantity) &&
  !(Array.isArray(fields.ingredients) && fields.ingredients.length > 0);
