import type { ModifierGroup } from "@comanda/domain/modifier-group";

// Decision 080: a combo whose products ask their own groups, as the order screen and a table's round ask them
// (combo-sheet.tsx). Apart from the sheet, so a screen decides whether to ask without loading it.

/** One of a combo's products that asks groups (decision 080): what the combo's sheet asks, one at a time. */
export type ComboStep = { productId: string; name: string; quantityNeeded: number; groups: ModifierGroup[] };

/** What a combo's product was asked: its options (`price` in centavos, what one unit adds). */
export type ComboChoice = {
  productId: string;
  name: string;
  options: readonly { id: string; group: string; name: string; price: number }[];
};

/** Whether a combo must ask before it goes in: one of its products has a group that must be chosen. */
export const comboAsks = (steps: readonly ComboStep[]) =>
  steps.some((step) => step.groups.some((group) => group.minChoices > 0));

/** What a combo's products' options add to one combo, once per unit of each product in it (centavos). */
export const comboChoicesPrice = (
  items: readonly { productId: string; quantityNeeded: number }[],
  choices: readonly { productId: string; options: readonly { price: number }[] }[],
) =>
  choices.reduce((sum, choice) => {
    const units = items.find((item) => item.productId === choice.productId)?.quantityNeeded ?? 1;
    return sum + choice.options.reduce((add, option) => add + option.price, 0) * units;
  }, 0);
