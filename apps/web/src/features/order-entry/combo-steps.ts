import type { PromotionOption } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import type { GridItem } from "./order-draft";

/** One of a combo's products that asks groups (decision 080): what the combo's sheet asks, one at a time. */
export type ComboStep = { productId: string; name: string; quantityNeeded: number; groups: ModifierGroup[] };

/** A combo's products that ask groups, in the combo's order (`groupsOf` a product of the catalog). */
export const comboSteps = (
  option: PromotionOption,
  catalog: ReadonlyMap<string, GridItem>,
  groupsOf: (item: GridItem) => ModifierGroup[],
): ComboStep[] =>
  option.items.flatMap((each) => {
    const product = catalog.get(each.productId);
    const groups = product ? groupsOf(product) : [];
    return groups.length > 0 ? [{ ...each, groups }] : [];
  });

/** Whether a combo must ask before it goes in: one of its products has a group that must be chosen. */
export const comboAsks = (steps: readonly ComboStep[]) =>
  steps.some((step) => step.groups.some((group) => group.minChoices > 0));
