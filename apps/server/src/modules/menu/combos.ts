import { centavosToPesos } from "@comanda/domain";
import type { MenuCombo } from "@comanda/domain/menu";
import type { Db } from "../../db/database.ts";
import { combosOnSaleByName, itemsOfCombos } from "../promotions/index.ts";

/**
 * The combos a menu shows (decision 017): the ones the order dialog sells. Only names, quantities and
 * the price leave the server; the price list's ETag is the body's hash, so it changes as a window opens or
 * closes.
 */
export const readMenuCombos = async (db: Db, businessId: string, now = Date.now()): Promise<MenuCombo[]> => {
  const combos = await combosOnSaleByName(db, businessId, now);
  if (combos.length === 0) return [];
  const items = await itemsOfCombos(
    db,
    businessId,
    combos.map((combo) => combo.id),
  );
  const byCombo = new Map<string, MenuCombo["items"]>(combos.map((combo) => [combo.id, []]));
  for (const item of items)
    byCombo.get(item.promotion_id)?.push({ name: item.name, quantity: Number(item.quantity_needed) });
  return combos.map((combo) => ({
    id: combo.id,
    name: combo.name,
    price: centavosToPesos(Number(combo.value)),
    items: byCombo.get(combo.id) ?? [],
  }));
};
