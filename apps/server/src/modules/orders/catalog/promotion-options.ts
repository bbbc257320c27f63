import {
  centavosToPesos,
  comboAvailability,
  nameKey,
  type optionsQuery,
  type PromotionOption,
} from "@comanda/domain";
import type { z } from "zod";
import type { Db } from "../../../db/database.ts";
import { itemsOfCombos } from "../../promotions/index.ts";
import { findCombosOnSale } from "./queries.ts";

type OptionsFilter = z.output<typeof optionsQuery>;

/**
 * The combos the order dialog offers (docs/product.md#rules): active, inside their dates (the end is exclusive, as in
 * `promotionWindow`), every product enabled; by name, with how many the tracked items still allow.
 */
export const promotionOptions = async (
  db: Db,
  businessId: string,
  query: OptionsFilter,
  now = Date.now(),
): Promise<PromotionOption[]> => {
  const search = query.q ? nameKey(query.q) : "";
  const combos = await findCombosOnSale(db, { businessId, search, limit: query.limit, now });
  if (combos.length === 0) return [];
  const items = await itemsOfCombos(
    db,
    businessId,
    combos.map((combo) => combo.id),
  );
  const byCombo = new Map<string, PromotionOption["items"]>(combos.map((combo) => [combo.id, []]));
  for (const item of items)
    byCombo.get(item.promotion_id)?.push({
      productId: item.product_id,
      name: item.name,
      quantityNeeded: Number(item.quantity_needed),
      quantity: item.quantity === null ? null : Number(item.quantity),
    });
  return combos.map((combo) => {
    const comboItems = byCombo.get(combo.id) ?? [];
    return {
      id: combo.id,
      name: combo.name,
      value: centavosToPesos(Number(combo.value)),
      items: comboItems,
      maxQuantity: comboAvailability(comboItems),
    };
  });
};
