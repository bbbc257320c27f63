import { comboChoicesKey, lineLabel, type PromotionOption } from "@comanda/domain";
import { type ComboChoice, type ComboStep, comboAsks } from "@/components/combo-choices";
import { addByKey } from "./round-choices";
import type { Item, Picked } from "./round-items";

/** A round's combos (decision 080): each with the products that ask their own groups, and whether one must. */
export const comboItemsOf = (promotions: readonly PromotionOption[], products: readonly Item[]): Item[] =>
  promotions.map((combo) => {
    const steps: ComboStep[] = combo.items.flatMap((each) => {
      const groups = products.find((product) => product.id === each.productId)?.groups ?? [];
      return groups.length > 0 ? [{ ...each, groups }] : [];
    });
    return {
      kind: "promotion",
      id: combo.id,
      name: combo.name,
      price: combo.value,
      max: combo.maxQuantity,
      categoryId: null,
      groups: [],
      courseId: null,
      steps,
      // Asked on every 'Opciones de …': other choices are a line of their own, as a product's (decision 080).
      asks: comboAsks(steps),
    };
  });

/** A round's combo with its products' choices (decision 080): its own line on the tab and at the kitchen. */
export type ChosenCombo = {
  promotionId: string;
  name: string;
  /** centavos, the combo's value plus what its products' options add */
  unitPrice: number;
  quantity: number;
  choices: readonly ComboChoice[];
};

/** 'Bife: Jugoso, Huevo · Papas: Sin sal': what a combo's products were asked. */
export const comboChoicesText = (choices: readonly ComboChoice[]) =>
  choices
    .map((choice) => `${choice.name}: ${choice.options.map((option) => option.name).join(", ")}`)
    .join(" · ");

/** 'Combo Parrilla (Bife: Jugoso, Huevo)': a chosen combo as its buttons name it. */
export const labelOfCombo = (line: Pick<ChosenCombo, "name" | "choices">) =>
  lineLabel(line.name, [comboChoicesText(line.choices)], null);

/** The same combo with the same choices is one line (the server's `comboChoicesKey`). */
export const keyOfCombo = (line: Pick<ChosenCombo, "promotionId" | "choices">) =>
  comboChoicesKey(
    line.promotionId,
    line.choices.map((choice) => ({
      productId: choice.productId,
      optionIds: choice.options.map((option) => option.id),
    })),
  );

/** Adds a chosen combo to the round, or its units to the one with the same choices ('+1 igual'). */
export const addChosenCombo = (lines: readonly ChosenCombo[], line: ChosenCombo): ChosenCombo[] =>
  addByKey(lines, keyOfCombo, line);

/** The round's combos as POST /tabs/:id/rounds takes them: the plain ones, then each chosen line with its choices. */
export const combosInput = (picked: Picked, chosen: readonly ChosenCombo[]) => [
  ...Object.entries(picked)
    .filter(([, quantity]) => quantity > 0)
    .map(([promotion_id, quantity]) => ({ promotion_id, quantity })),
  ...chosen.map((line) => ({
    promotion_id: line.promotionId,
    quantity: line.quantity,
    items: line.choices.map((choice) => ({
      product_id: choice.productId,
      options: choice.options.map((option) => option.id),
    })),
  })),
];
