import type { Order } from "@comanda/domain";
import type { BoardCategory } from "@/entities/order/board";
import type { BoardSettings } from "@/entities/order/board-settings";

/**
 * The categories the device filters by, among those the business still has enabled: a category chosen
 * once and later disabled or deleted no longer hides every card. Empty means every category.
 */
export const chosenCategories = (
  settings: BoardSettings,
  categories: readonly BoardCategory[],
): Set<string> => {
  const known = new Set(categories.map((category) => category.id));
  return new Set(settings.categories.filter((id) => known.has(id)));
};

/** Whether a line (or a combo's item) is in one of the chosen categories; with none chosen, all are. */
export const inCategories = (categoryId: string | null, chosen: ReadonlySet<string>): boolean =>
  chosen.size === 0 || (categoryId !== null && chosen.has(categoryId));

/**
 * A card shows when its status is chosen, its type is chosen (none chosen: every type, decision 050) and any of its
 * lines or combo items is in a chosen category.
 */
export const matchesFilters = (
  order: Order,
  statuses: readonly Order["status"][],
  chosen: ReadonlySet<string>,
  types: readonly Order["type"][] = [],
): boolean =>
  statuses.includes(order.status) &&
  (types.length === 0 || types.includes(order.type)) &&
  (chosen.size === 0 ||
    order.lines.some(
      (line) =>
        inCategories(line.categoryId, chosen) ||
        line.items.some((item) => inCategories(item.categoryId, chosen)),
    ));

/** Newest first (docs/product.md#screens), whatever order the cache got its rows in. */
export const newestFirst = (orders: readonly Order[]): Order[] =>
  [...orders].sort((a, b) => b.createdAt - a.createdAt);
