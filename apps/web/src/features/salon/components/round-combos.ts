import type { PromotionOption } from "@comanda/domain";
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
      asks: comboAsks(steps),
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
