import { type Kysely, sql } from "kysely";

/**
 * Categories, payment methods and ingredients (issue #4). `name_key` (normalised, lowercase) is unique
 * per business so two concurrent creations of "Bebidas" and " bebidas" cannot both succeed. Ingredient
 * quantities are integer thousandths of the unit (docs/product.md#data) and may go negative after sales (docs/product.md#rules).
 */
export const catalog = () => ({
  async up(db: Kysely<unknown>) {
    const namedRecord = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_key", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("enabled"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .addCheckConstraint(`${table}_status_check`, sql`status in ('enabled', 'disabled')`);

    await namedRecord("category")
      .addColumn("product_count", "integer", (c) => c.notNull().defaultTo(0))
      .addCheckConstraint("category_product_count_check", sql`product_count >= 0`)
      .execute();
    await namedRecord("payment_method").execute();
    await namedRecord("ingredient")
      .addColumn("code", "text")
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("quantity", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("min_quantity", "bigint", (c) => c.notNull().defaultTo(0))
      .addCheckConstraint("ingredient_unit_check", sql`unit in ('kg', 'lt', 'piece')`)
      .execute();

    for (const table of ["category", "payment_method", "ingredient"]) {
      await db.schema
        .createIndex(`${table}_name_key_unique`)
        .on(table)
        .columns(["business_id", "name_key"])
        .unique()
        .execute();
      await db.schema
        .createIndex(`${table}_list_idx`)
        .on(table)
        .columns(["business_id", "created_at", "id"])
        .execute();
    }
  },
});
