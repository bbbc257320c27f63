import { type Kysely, sql } from "kysely";

/**
 * Decision 055: each product's IVA rate, in hundredths of a percent (21 % → 2100), the rates
 * `@comanda/domain/fiscal`'s `vatRates` maps to ARCA's AlicIva ids. Every product so far is at the general
 * rate. A column added with a CHECK is checked against the rows already there on both engines, and the
 * default passes it.
 */
export const productVatRate = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("product")
      .addColumn("vat_rate", "integer", (c) =>
        c.notNull().defaultTo(2100).check(sql`vat_rate in (0, 1050, 2100, 2700)`),
      )
      .execute();
  },
});
