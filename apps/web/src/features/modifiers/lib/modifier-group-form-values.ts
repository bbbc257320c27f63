import {
  centavosToPesos,
  fromThousandths,
  quantityMessages,
  type RecipeUnit,
  readQuantity,
  recipeUnit,
} from "@comanda/domain";
import { type IngredientEffect, ingredientEffects, type ModifierGroup } from "@comanda/domain/modifier-group";
import { type ModifierGroupInput, modifierGroupInput } from "@comanda/domain/modifiers";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { moneyFieldText, moneyText } from "@/lib/money-text";

/** An option as the dialog keeps it: what is typed, plus the picked ingredient's name and unit to show. */
export type OptionField = {
  /** The saved option's id ("" for a new one): 'Agotado' and what was sold follow it (decision 080). */
  id: string;
  name: string;
  price: string;
  ingredient_effect: IngredientEffect;
  ingredient_id: string;
  ingredientName: string;
  /** What the amount of an 'add' is measured in, from the ingredient's unit (decision 017: kg → g, lt → ml). */
  unit: RecipeUnit | null;
  quantity_needed: string;
  /** 'Agotado' today: shown and switched on its own endpoint, never sent with the group. */
  soldOut: boolean;
};

export type GroupFields = {
  name: string;
  min_choices: string;
  max_choices: string;
  options: OptionField[];
};

/** The dialog's form, as its option rows take it. */
export type GroupForm = UseFormReturn<GroupFields, unknown, ModifierGroupInput>;

export const emptyOption = (): OptionField => ({
  id: "",
  name: "",
  price: "",
  ingredient_effect: "none",
  ingredient_id: "",
  ingredientName: "",
  unit: null,
  quantity_needed: "",
  soldOut: false,
});

export const emptyGroupFields = (): GroupFields => ({
  name: "",
  min_choices: "0",
  max_choices: "1",
  options: [emptyOption()],
});

/** 30 g stays "30", half a lemon "0,5": the amount as a user types it. */
const amountText = (amount: number | null) => (amount === null ? "" : String(amount).replace(".", ","));

export const fieldsOf = (group: ModifierGroup): GroupFields => ({
  name: group.name,
  min_choices: String(group.minChoices),
  max_choices: String(group.maxChoices),
  options: group.options.map((option) => ({
    id: option.id,
    name: option.name,
    price: option.price === 0 ? "" : moneyFieldText(option.price),
    ingredient_effect: option.ingredientEffect,
    ingredient_id: option.ingredientId ?? "",
    ingredientName: option.ingredientName ?? "",
    unit: option.unit,
    quantity_needed: amountText(option.quantityNeeded),
    soldOut: option.soldOut,
  })),
});

/** A count as typed; blank takes the domain's default, anything but digits is refused by its rules. */
const countOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

const optionFields = z
  .object({
    id: z.string(),
    name: z.string(),
    price: moneyText,
    ingredient_effect: z.enum(ingredientEffects),
    ingredient_id: z.string(),
    ingredientName: z.string(),
    unit: recipeUnit.nullable(),
    quantity_needed: z.string(),
    soldOut: z.boolean(),
  })
  .transform((option, ctx) => {
    const body = {
      id: option.id || undefined,
      name: option.name,
      price: option.price === null ? undefined : centavosToPesos(option.price),
      ingredient_effect: option.ingredient_effect,
    };
    if (option.ingredient_effect === "none") return body;
    const withIngredient = { ...body, ingredient_id: option.ingredient_id || undefined };
    if (option.ingredient_effect === "remove") return withIngredient;
    const unit = option.unit ?? undefined;
    if (option.quantity_needed.trim() === "") return { ...withIngredient, unit };
    const reading = readQuantity(option.quantity_needed);
    if (!reading.ok) {
      ctx.addIssue({ code: "custom", path: ["quantity_needed"], message: quantityMessages[reading.problem] });
      return z.NEVER;
    }
    return { ...withIngredient, quantity_needed: fromThousandths(reading.thousandths), unit };
  });

/**
 * Reads the typed fields into the API's body, then checks it with the domain's own rules (decision 080), so a
 * refusal sits under the field it is about, with the same path the server would name (`options.0.ingredient_id`).
 */
export const groupForm = z
  .object({
    name: z.string(),
    min_choices: z.string(),
    max_choices: z.string(),
    options: z.array(optionFields),
  })
  .transform(
    (group): ModifierGroupInput => ({
      name: group.name,
      min_choices: countOf(group.min_choices),
      max_choices: countOf(group.max_choices),
      options: group.options,
    }),
  )
  .superRefine((input, ctx) => {
    for (const issue of modifierGroupInput.safeParse(input).error?.issues ?? []) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });

/** Guardar stays off until the group has a name and at least one option. */
export const canSave = (fields: { name?: string; options?: unknown[] }): boolean =>
  (fields.name ?? "").trim() !== "" && (fields.options?.length ?? 0) > 0;

const optionKeys = ["name", "price", "ingredient_effect", "ingredient_id", "quantity_needed"] as const;

/**
 * Where a server field error sits in the dialog: the group's fields, an option's ('options.0.ingredient_id'),
 * or the options list itself. An option's unit follows its ingredient, so its error goes under the amount;
 * an unknown option id under its name. Null when the dialog has no such field.
 */
export const formPathOf = (key: string): string | null => {
  if (key === "name" || key === "min_choices" || key === "max_choices" || key === "options") return key;
  const match = /^options\.(\d+)\.(\w+)$/.exec(key);
  if (!match) return null;
  const [, index, field] = match;
  if (field === "unit") return `options.${index}.quantity_needed`;
  if (field === "id") return `options.${index}.name`;
  return (optionKeys as readonly string[]).includes(field ?? "") ? `options.${index}.${field}` : null;
};
