import {
  formatQuantity,
  fromThousandths,
  type Ingredient,
  type IngredientInput,
  type IngredientValues,
  ingredientFields,
  toThousandths,
} from "@comanda/domain";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { moneyFieldText, moneyText, pesosOf } from "@/lib/money-text";

/** The domain's field rules (a negative stock is the server's to judge), with the cost read from es-AR text ("1.234,50"); blank is no cost. */
export const ingredientForm = ingredientFields.extend({ cost: moneyText });

/** The dialog's fields as typed: quantities and cost stay text ("1,5") until the rules read them. */
export type IngredientFields = z.input<typeof ingredientForm>;

export const ingredientFieldNames = ["name", "code", "unit", "quantity", "min_quantity", "cost"] as const;

/** docs/product.md#validation: a new ingredient's quantity starts at 0; the unit is chosen on purpose. */
export const emptyIngredientFields: DefaultValues<IngredientFields> = {
  name: "",
  code: "",
  quantity: "0",
  min_quantity: "",
  cost: "",
};

/** An ingredient's fields in es-AR text, as the user would type them (1.5 → "1,5"). */
export const fieldsOf = (ingredient: Ingredient): IngredientFields => ({
  name: ingredient.name,
  code: ingredient.code ?? "",
  unit: ingredient.unit,
  quantity: formatQuantity(toThousandths(ingredient.quantity)),
  min_quantity: formatQuantity(toThousandths(ingredient.minQuantity)),
  cost: moneyFieldText(ingredient.cost),
});

/** The validated form, back in the decimals the API speaks (thousandths 1500 → 1.5). */
export const inputOf = (values: IngredientValues): IngredientInput => ({
  name: values.name,
  code: values.code,
  unit: values.unit,
  quantity: fromThousandths(values.quantity),
  min_quantity: fromThousandths(values.min_quantity),
  cost: pesosOf(values.cost),
});

const blank = (text: unknown) => typeof text !== "string" || text.trim() === "";

/** docs/product.md#validation: the action stays disabled while nothing has been filled in. */
export const isEmpty = (fields: Partial<IngredientFields>): boolean =>
  blank(fields.name) &&
  blank(fields.code) &&
  !fields.unit &&
  blank(fields.min_quantity) &&
  blank(fields.cost) &&
  (blank(fields.quantity) || String(fields.quantity).trim() === "0");
