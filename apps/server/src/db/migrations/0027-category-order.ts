import type { Kysely } from "kysely";

/**
 * Decision 074: the owner orders the categories, and the order screen's chips, the menu and the public
 * price list follow. Null until the owner orders them: those come after the ordered ones, by name, so a
 * business that never orders keeps the alphabetical order it had, and a category created later lands at the
 * end without reading the others' positions.
 */
export const categoryOrder = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("category").addColumn("position", "integer").execute();
  },
});
