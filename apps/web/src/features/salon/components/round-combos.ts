import { type Order, type PromotionOption, pesosToCentavos } from "@comanda/domain";
import { type ComboChoice, type ComboStep, comboAsks, comboChoicesPrice } from "@/components/combo-choices";
import type { Item, Picked } from "./round-items";

/**
 * A round's combos (decision 080): each with the products that ask their own groups, whether it must ask them
 * before it goes in, and, once asked, its price with what they add and what was chosen.
 */
export const comboItemsOf = (
  promotions: readonly PromotionOption[],
  products: readonly Item[],
  choices: Readonly<Record<string, ComboChoice[]>>,
): Item[] =>
  promotions.map((combo) => {
    const steps: ComboStep[] = combo.items.flatMap((each) => {
      const groups = products.find((product) => product.id === each.productId)?.groups ?? [];
      return groups.length > 0 ? [{ ...each, groups }] : [];
    });
    const chosen = choices[combo.id] ?? [];
    const detail = chosen
      .map((choice) => `${choice.name}: ${choice.options.map((option) => option.name).join(", ")}`)
      .join(" · ");
    return {
      kind: "promotion",
      id: combo.id,
      name: combo.name,
      price: combo.value + comboChoicesPrice(combo.items, chosen) / 100,
      max: combo.maxQuantity,
      categoryId: null,
      groups: [],
      courseId: null,
      steps,
      // Asked once: more of it, in this round or the table's next, come with the same choices.
      asks: comboAsks(steps) && chosen.length === 0,
      ...(detail ? { detail } : {}),
    };
  });

/** The round's combos as POST /tabs/:id/rounds takes them, with their products' choices. */
export const combosInput = (picked: Picked, choices: Readonly<Record<string, ComboChoice[]>>) =>
  Object.entries(picked)
    .filter(([, quantity]) => quantity > 0)
    .map(([promotion_id, quantity]) => {
      const chosen = choices[promotion_id] ?? [];
      return {
        promotion_id,
        quantity,
        ...(chosen.length > 0
          ? {
              items: chosen.map((choice) => ({
                product_id: choice.productId,
                options: choice.options.map((option) => option.id),
              })),
            }
          : {}),
      };
    });

/**
 * The choices of the combos a table already has (decision 080): a round adds units to them with the same ones,
 * as the server takes them (a combo is once in an order).
 */
export const tabComboChoices = (tab: Pick<Order, "lines">): Record<string, ComboChoice[]> =>
  Object.fromEntries(
    tab.lines.flatMap((line) => {
      if (line.kind !== "promotion") return [];
      const chosen = line.items.flatMap((item) =>
        item.options?.length
          ? [
              {
                productId: item.productId,
                name: item.name,
                options: item.options.map((option) => ({ ...option, price: pesosToCentavos(option.price) })),
              },
            ]
          : [],
      );
      return chosen.length > 0 ? [[line.itemId, chosen]] : [];
    }),
  );
