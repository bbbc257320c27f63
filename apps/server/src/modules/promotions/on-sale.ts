import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/**
 * The combos on sale (docs/product.md#rules), for the order dialog and the menus alike: active, inside their
 * dates (the end is exclusive, as in `promotionWindow`), every product enabled. Dates are instants, so `now`
 * needs no time zone. Callers add their own filter, order and limit.
 */
export const combosOnSale = (db: Db, businessId: string, now: number) =>
  db
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
    );

/** The items of the given combos, in each combo's order, with their product's name and stock. */
export const itemsOfCombos = (db: Db, businessId: string, comboIds: readonly string[]) =>
  db
    .selectFrom("promotion_item as i")
    .innerJoin("product as p", "p.id", "i.product_id")
    .select(["i.promotion_id", "i.product_id", "i.quantity_needed", "p.name", "p.quantity"])
    .where("i.business_id", "=", businessId)
    .where("i.promotion_id", "in", comboIds)
    .orderBy("i.promotion_id")
    .orderBy("i.position")
    .execute();
