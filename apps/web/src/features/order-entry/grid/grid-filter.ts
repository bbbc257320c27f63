import type { GridItem } from "../order-draft";

/** "Café con leche" is found by "cafe", "CAFÉ" or "leche". */
export const searchKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

export const allTab = "all";
export const combosTab = "combos";

export type IndexedItem = GridItem & { key: string; categoryId: string | null };

export const indexItems = (items: readonly GridItem[]): IndexedItem[] =>
  items.map((item) => ({
    ...item,
    key: searchKey(item.name),
    categoryId: item.kind === "product" ? item.option.categoryId : null,
  }));

/**
 * What the grid shows: with a search, every match whatever the tab (so Enter finds it); without one, the tab's
 * items. Products first, then combos, each by name as the catalog came.
 */
export const visibleItems = (items: readonly IndexedItem[], tab: string, query: string): IndexedItem[] => {
  const wanted = searchKey(query);
  if (wanted) return items.filter((item) => item.key.includes(wanted));
  if (tab === allTab) return [...items];
  if (tab === combosTab) return items.filter((item) => item.kind === "promotion");
  return items.filter((item) => item.categoryId === tab);
};
