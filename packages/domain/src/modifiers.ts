import { z } from "zod";
import { limits, MAX_MODIFIER_OPTIONS } from "./limits.ts";
import { listQuery } from "./lists.ts";
import { ingredientEffects } from "./modifier-group.ts";
import { moneyInput } from "./money.ts";
import { nameKey, nameText } from "./names.ts";
import { blankAs, blankAsNone } from "./optional.ts";
import { MAX_RECIPE_AMOUNT, recipeThousandths, recipeUnit } from "./recipes.ts";

// Modifier groups (decision 080): 'Punto de cocción', 'Guarnición', 'Extras', 'Sin…'. A group's options may
// cost more and may take an ingredient from stock or spare one of the product's recipe.

const uuid = (message: string) => z.uuid({ error: message });

export const modifierOptionInput = z
  .object({
    /** the option's id when editing a group, so 'Agotado' and the options sold keep following it */
    id: uuid("La opción no es válida.").optional(),
    name: nameText(limits.modifierOptionName, "Ingresá el nombre de la opción."),
    /** pesos added to the line's unit price; blank is 0 */
    price: blankAs(moneyInput, 0),
    ingredient_effect: z
      .enum(ingredientEffects, { error: "Elegí qué hace la opción con el stock." })
      .default("none"),
    ingredient_id: blankAsNone(uuid("Elegí un ingrediente.")),
    /** for 'add': how much of the ingredient one unit of the product takes, in `unit` */
    quantity_needed: blankAsNone(
      z
        .number({ error: "Ingresá la cantidad." })
        .positive("La cantidad debe ser mayor a 0.")
        .max(MAX_RECIPE_AMOUNT, "La cantidad es demasiado grande."),
    ),
    unit: recipeUnit.optional(),
  })
  .transform((option, ctx) => {
    const base = { id: option.id, name: option.name, price: option.price };
    if (option.ingredient_effect === "none") return { ...base, ingredient: null };
    if (option.ingredient_id === null) {
      ctx.addIssue({ code: "custom", path: ["ingredient_id"], message: "Elegí un ingrediente." });
      return z.NEVER;
    }
    if (option.ingredient_effect === "remove")
      return { ...base, ingredient: { id: option.ingredient_id, effect: "remove" as const, thousandths: 0 } };
    const { quantity_needed: amount, unit } = option;
    if (amount === null || unit === undefined) {
      const message = "Ingresá cuánto lleva del ingrediente.";
      ctx.addIssue({ code: "custom", path: ["quantity_needed"], message });
      return z.NEVER;
    }
    const thousandths = recipeThousandths(amount, unit);
    if (thousandths === null) {
      const message =
        unit === "piece"
          ? "La cantidad puede tener como máximo 3 decimales."
          : "Los gramos y mililitros van sin decimales.";
      ctx.addIssue({ code: "custom", path: ["quantity_needed"], message });
      return z.NEVER;
    }
    return { ...base, ingredient: { id: option.ingredient_id, effect: "add" as const, thousandths, unit } };
  });
export type ModifierOptionValues = z.output<typeof modifierOptionInput>;

const choiceCount = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_MODIFIER_OPTIONS, `Puede ser como mucho ${MAX_MODIFIER_OPTIONS}.`);

/** The group dialog: a name, how many options the line must and may take, and the options. */
export const modifierGroupInput = z
  .object({
    name: nameText(limits.modifierGroupName, "Ingresá el nombre del grupo."),
    min_choices: choiceCount("Ingresá el mínimo de opciones.").default(0),
    max_choices: choiceCount("Ingresá el máximo de opciones.")
      .min(1, "El máximo debe ser al menos 1.")
      .default(1),
    options: z
      .array(modifierOptionInput, { error: "Las opciones deben ser una lista." })
      .min(1, "Agregá al menos una opción.")
      .max(MAX_MODIFIER_OPTIONS, `Un grupo puede tener hasta ${MAX_MODIFIER_OPTIONS} opciones.`)
      .refine(
        (options) => new Set(options.map((option) => nameKey(option.name))).size === options.length,
        "Cada opción puede estar una sola vez en el grupo.",
      )
      .refine((options) => {
        const ids = options.flatMap((option) => (option.id ? [option.id] : []));
        return new Set(ids).size === ids.length;
      }, "Cada opción puede estar una sola vez en el grupo."),
  })
  .superRefine((group, ctx) => {
    if (group.min_choices > group.max_choices)
      ctx.addIssue({
        code: "custom",
        path: ["min_choices"],
        message: "El mínimo no puede ser mayor que el máximo.",
      });
    if (group.min_choices > group.options.length)
      ctx.addIssue({
        code: "custom",
        path: ["min_choices"],
        message: "El mínimo no puede ser mayor que la cantidad de opciones.",
      });
  });
export type ModifierGroupInput = z.input<typeof modifierGroupInput>;
export type ModifierGroupValues = z.output<typeof modifierGroupInput>;

/** 'Agotado' for the rest of the business day (Buenos Aires), or available again. */
export const modifierOptionAvailabilityInput = z.object({
  soldOut: z.boolean({ error: "Indicá si la opción está agotada." }),
});

export const modifierGroupListQuery = listQuery;
export type ModifierGroupListQuery = z.input<typeof modifierGroupListQuery>;
