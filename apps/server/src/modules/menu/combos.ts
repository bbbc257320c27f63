import { centavosToPesos, type MenuCombo } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/**
 * The combos a menu shows (issue 15, point 5): the ones the order dialog sells (docs/product.md#rules): active,
 * inside their dates (the end is exclusive, as in `promotionWindow`), every product enabled. Only names,
 * quantities and the price leave the database. Dates are instants, so `now` needs no time zone; the
 * price list's ETag is the body's hash, so it changes as a window opens or closes.
 */
export const readMenuCombos = async (db: Db, businessId: string, now = Date.now()): Promise<MenuCombo[]> => {
  const combos = await db
    .selectFrom("promotion as c")
    .select(["c.id", "c.name", "c.value"])
    .where("c.business_id", "=", businessId)
    .where("c.is_active", "=", 1)
    .where("c.start_date", "<=", now)
    .where((eb) => eb.or([eb("c.end_date", "is", null), eb("c.end_date", ">", now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("promotion_item as i")
            .innerJoin("product as p", "p.id", "i.product_id")
            .select(sql.lit(1).as("off"))
            .whereRef("i.promotion_id", "=", "c.id")
            .where("p.status", "<>", "enabled"),
        ),
      ),
    )
    .orderBy("c.name_key")
    .orderBy("c.id")
    .execute();
  if (combos.length === 0) return [];
  const items = await db
    .selectFrom("promotion_item as i")
    .innerJoin("product as p", "p.id", "i.product_id")
    .select(["i.promotion_id", "i.quantity_needed", "p.name"])
    .where("i.business_id", "=", businessId)
    .where(
      "i.promotion_id",
      "in",
      combos.map((combo) => combo.id),
    )
    .orderBy("i.promotion_id")
    .orderBy("i.position")
    .execute();
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
