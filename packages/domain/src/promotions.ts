import { z } from "zod";
import { limits } from "./limits.ts";
import {
  type CatalogGroup,
  type ChoiceProblem,
  type ComponentChoice,
  checkChoices,
  lineUnitPrice,
  type StoredLineOption,
  storedOptions,
} from "./line-choices.ts";
import { moneyInput } from "./money.ts";
import { nameText } from "./names.ts";
import { blankAsNone } from "./optional.ts";

/** docs/product.md#constants: the only promotion type. */
export const promotionTypes = ["combo"] as const;
export type PromotionType = (typeof promotionTypes)[number];
export const promotionTypeLabels: Record<PromotionType, string> = { combo: "Combo" };

/** docs/product.md#constants: minimum combo item quantity 1. */
export const MIN_COMBO_QUANTITY = 1;
export const MAX_COMBO_QUANTITY = 1000;
export const MAX_COMBO_ITEMS = 50;

/** The latest date a promotion may carry (year 9999), so every engine and `Date` can hold it. */
export const MAX_TIMESTAMP = 253_402_300_799_999;

const timestamp = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_TIMESTAMP, message);

export const comboItemInput = z.object({
  product_id: z.uuid({ error: "Elegí un producto." }),
  quantity_needed: z
    .number({ error: "Ingresá la cantidad." })
    .int("La cantidad debe ser un número entero.")
    .min(MIN_COMBO_QUANTITY, `La cantidad mínima es ${MIN_COMBO_QUANTITY}.`)
    .max(MAX_COMBO_QUANTITY, `La cantidad puede ser como mucho ${MAX_COMBO_QUANTITY}.`),
});

/**
 * docs/product.md#promotions combo promotion. `start_date` defaults to now on the server (docs/product.md#states); `end_date` is optional
 * and must come after the start. Dates are epoch milliseconds.
 */
export const promotionInput = z
  .object({
    name: nameText(limits.promotionName, "Ingresá el nombre de la promoción."),
    value: moneyInput,
    start_date: blankAsNone(timestamp("La fecha de inicio no es válida.")),
    end_date: blankAsNone(timestamp("La fecha final no es válida.")),
    applies_to: z
      .array(comboItemInput, { error: "Los productos deben ser una lista." })
      .min(1, "Agregá al menos un producto.")
      .max(MAX_COMBO_ITEMS, `Un combo puede tener hasta ${MAX_COMBO_ITEMS} productos.`)
      .refine(
        (items) => new Set(items.map((item) => item.product_id)).size === items.length,
        "Cada producto puede estar una sola vez en el combo.",
      ),
  })
  .refine(
    (input) => input.end_date == null || input.start_date == null || input.end_date > input.start_date,
    {
      path: ["end_date"],
      message: "La fecha final debe ser posterior a la de inicio.",
    },
  );
export type PromotionInput = z.input<typeof promotionInput>;
export type PromotionValues = z.output<typeof promotionInput>;

export const promotionStatusInput = z.object({
  isActive: z.boolean({ error: "isActive debe ser verdadero o falso." }),
});

export const comboItem = z.object({
  productId: z.string(),
  name: z.string(),
  quantityNeeded: z.number().int(),
  /** the product's public price in pesos, for the combo's list value */
  price: z.number(),
  /** the product's stock, null when not tracked */
  quantity: z.number().nullable(),
  status: z.enum(["enabled", "disabled"]),
});
export type ComboItem = z.infer<typeof comboItem>;

/** docs/product.md#promotion-record; `value` in pesos, dates in epoch milliseconds. */
export const promotion = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(promotionTypes),
  isActive: z.boolean(),
  value: z.number(),
  startDate: z.number(),
  endDate: z.number().nullable(),
  appliesTo: z.array(comboItem),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Promotion = z.infer<typeof promotion>;

export type PromotionWindow = "scheduled" | "current" | "expired";

/** Where `now` falls in a promotion's dates; the end date is exclusive. */
export const promotionWindow = (
  promotion: Pick<Promotion, "startDate" | "endDate">,
  now: number,
): PromotionWindow => {
  if (now < promotion.startDate) return "scheduled";
  if (promotion.endDate !== null && now >= promotion.endDate) return "expired";
  return "current";
};

/** docs/product.md#rules: a combo can be sold only while active and inside its dates. */
export const isPromotionSellable = (
  promotion: Pick<Promotion, "isActive" | "startDate" | "endDate">,
  now: number,
): boolean => promotion.isActive && promotionWindow(promotion, now) === "current";

export const promotionWindowLabels: Record<PromotionWindow, string> = {
  scheduled: "Programada",
  current: "Vigente",
  expired: "Vencida",
};

/** Plus raises an item's quantity; minus lowers it and at the minimum removes it (docs/product.md#validation). */
export const raiseComboItem = <T extends { quantityNeeded: number }>(item: T): T => ({
  ...item,
  quantityNeeded: Math.min(item.quantityNeeded + 1, MAX_COMBO_QUANTITY),
});

export const lowerComboItem = <T extends { quantityNeeded: number }>(item: T): T | null =>
  item.quantityNeeded <= MIN_COMBO_QUANTITY ? null : { ...item, quantityNeeded: item.quantityNeeded - 1 };

/**
 * Decision 080 (the combo's step): one of a combo's products as a combo line sells it: how many of it one combo
 * brings, its recipe (thousandths per unit) and the modifier groups it asks, in order.
 */
export type ComboComponent = {
  productId: string;
  name: string;
  quantityNeeded: number;
  recipe: readonly { ingredientId: string; thousandths: number }[];
  groups: readonly CatalogGroup[];
};

/** A combo line's choices priced from the catalog (centavos). */
export type PricedComboChoices = {
  /** the combo's value plus what each product's options add, times the units of it in one combo */
  unitPrice: number;
  /** per product of the combo, in the combo's order: its options as that product's line stores them */
  items: { productId: string; options: StoredLineOption[] }[];
};

/** A refusal, on the product of the combo it is about (null: a choice for a product the combo has not). */
export type ComboChoiceProblem = ChoiceProblem & { productId: string | null };

/**
 * Decision 080: a combo's products ask their own groups. Each product's options are checked against its groups
 * as a product line's are (`checkChoices`, named 'Bife de chorizo del Combo Parrilla'); every unit of it in every
 * combo of the line has them, so what they add is counted `quantityNeeded` times in the combo's unit price, and
 * what they take or spare of stock rides on that product's line (stored per unit, as a product line's). A choice
 * for a product the combo does not bring means the screen was stale.
 */
export const priceComboChoices = (
  comboName: string,
  value: number,
  components: readonly ComboComponent[],
  choices: readonly ComponentChoice[],
  allowSoldOut = false,
): PricedComboChoices | ComboChoiceProblem => {
  const chosen = new Map(choices.map((choice) => [choice.productId, choice.optionIds]));
  const stray = choices.find((choice) => !components.some((each) => each.productId === choice.productId));
  if (stray)
    return {
      problem: `Una de las opciones elegidas ya no corresponde a ${comboName}.`,
      stale: true,
      productId: null,
    };
  let unitPrice = value;
  const items: PricedComboChoices["items"] = [];
  for (const component of components) {
    const options = checkChoices(
      `${component.name} del ${comboName}`,
      component.groups,
      chosen.get(component.productId) ?? [],
      allowSoldOut,
    );
    if ("problem" in options) return { ...options, productId: component.productId };
    unitPrice += lineUnitPrice(0, options) * component.quantityNeeded;
    items.push({ productId: component.productId, options: storedOptions(component.recipe, options) });
  }
  return { unitPrice, items };
};
