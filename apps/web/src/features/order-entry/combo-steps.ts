import type { PromotionOption } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import type { ComboStep } from "@/components/combo-choices";
import type { GridItem } from "./order-draft";

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
