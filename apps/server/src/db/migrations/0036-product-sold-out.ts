import type { Kysely } from "kysely";

/**
 * Decision 086: a product 'Agotado' for one Buenos Aires day, as an option is (decision 080): the day it was
 * marked (`YYYY-MM-DD`), so it is available again the next morning without anyone unmarking it.
 */
export const productSoldOut = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("product").addColumn("sold_out_on", "text").execute();
  },
});
