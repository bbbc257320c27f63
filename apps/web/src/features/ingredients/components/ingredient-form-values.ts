import {
  formatQuantity,
  fromThousandths,
  type Ingredient,
  type IngredientInput,
  type IngredientValues,
  toThousandths,
} from "@comanda/domain";
import type { DefaultValues } from "react-hook-form";

/** The dialog's fields as typed: quantities stay text ("1,5") until the domain's rules read them. */
export type IngredientFields = IngredientInput;

export const ingredientFieldNames = ["name", "code", "unit", "quantity", "min_quantity"] as const;

/** SPEC §5: a new ingredient's quantity starts at 0; the unit is chosen on purpose. */
export const emptyIngredientFields: DefaultValues<IngredientFields> = {
  name: "",
  code: "",
  quantity: "0",
  min_quantity: "",
};

/** An ingredient's fields in es-AR text, as the user would type them (1.5 → "1,5"). */
export const fieldsOf = (ingredient: Ingredient): IngredientFields => ({
  name: ingredient.name,
  code: ingredient.code ?? "",
  unit: ingredient.unit,
  quantity: formatQuantity(toThousandths(ingredient.quantity)),
  min_quantity: formatQuantity(toThousandths(ingredient.minQuantity)),
});

/** The validated form, back in the decimals the API speaks (thousandths 1500 → 1.5). */
export const inputOf = (values: IngredientValues): IngredientInput => ({
  name: values.name,
  code: values.code,
  unit: values.unit,
  quantity: fromThousandths(values.quantity),
  min_quantity: fromThousandths(values.min_quantity),
});

const blank = (text: unknown) => typeof text !== "string" || text.trim() === "";

/** SPEC §5: the action stays disabled while nothing has been filled in. */
export const isEmpty = (fields: Partial<IngredientFields>): boolean =>
  blank(fields.name) &&
  blank(fields.code) &&
  !fields.unit &&
  blank(fields.min_quantity) &&
  (blank(fields.quantity) || String(fields.quantity).trim() === "0");
