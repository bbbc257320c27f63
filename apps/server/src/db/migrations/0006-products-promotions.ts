import { type Kysely, sql } from "kysely";

/**
 * Products with their recipes, and combo promotions (decision 017). Money is integer centavos, recipe amounts
 * integer thousandths of the ingredient's unit (docs/product.md#data). A product's `quantity` is null when its stock
 * is not tracked (docs/product.md#rules). `code_key` (the code, lowercased) is unique per business when given; both
 * engines let a unique index hold many nulls. Recipe rows and combo items carry `business_id` so every
 * index can start with it (docs/product.md#data), and their foreign keys keep a used ingredient or product from
 * vanishing under them.
 */
export const productsAndPromotions = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("ingredient").addColumn("cost", "bigint").execute();

    await db.schema
      .createTable("product")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("code", "text")
      .addColumn("code_key", "text")
      .addColumn("category_id", "text", (c) => c.notNull().references("category.id"))
      .addColumn("price", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("unit_price", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("quantity", "bigint")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("enabled"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addCheckConstraint("product_status_check", sql`status in ('enabled', 'disabled')`)
      .addCheckConstraint("product_price_check", sql`price >= 0 and unit_price >= 0`)
      .addCheckConstraint("product_quantity_check", sql`quantity is null or quantity >= 0`)
      .execute();
    await db.schema
      .createIndex("product_code_key_unique")
      .on("product")
      .columns(["business_id", "code_key"])
      .unique()
      .execute();
    await db.schema
      .createIndex("product_list_idx")
      .on("product")
      .columns(["business_id", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("product_category_list_idx")
      .on("product")
      .columns(["business_id", "category_id", "created_at", "id"])
      .execute();
    // Enabled products by name: the menu, the price list and the pickers (docs/product.md#api).
    await db.schema
      .createIndex("product_enabled_name_idx")
      .on("product")
      .columns(["business_id", "status", "name_key", "id"])
      .execute();

    await db.schema
      .createTable("product_ingredient")
      .addColumn("product_id", "text", (c) => c.notNull().references("product.id").onDelete("cascade"))
      .addColumn("ingredient_id", "text", (c) => c.notNull().references("ingredient.id"))
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("quantity_needed", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("product_ingredient_pk", ["product_id", "ingredient_id"])
      .addCheckConstraint("product_ingredient_unit_check", sql`unit in ('g', 'ml', 'piece')`)
      .addCheckConstraint("product_ingredient_quantity_check", sql`quantity_needed > 0`)
      .execute();
    await db.schema
      .createIndex("product_ingredient_ingredient_idx")
      .on("product_ingredient")
      .columns(["business_id", "ingredient_id"])
      .execute();

    await db.schema
      .createTable("promotion")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull().defaultTo("combo"))
      // 0/1 on both engines: SQLite has no boolean.
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("value", "bigint", (c) => c.notNull())
      .addColumn("start_date", "bigint", (c) => c.notNull())
      .addColumn("end_date", "bigint")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addCheckConstraint("promotion_type_check", sql`type in ('combo')`)
      .addCheckConstraint("promotion_active_check", sql`is_active in (0, 1)`)
      .addCheckConstraint("promotion_value_check", sql`value >= 0`)
      .addCheckConstraint("promotion_dates_check", sql`end_date is null or end_date > start_date`)
      .execute();
    await db.schema
      .createIndex("promotion_list_idx")
      .on("promotion")
      .columns(["business_id", "created_at", "id"])
      .execute();

    await db.schema
      .createTable("promotion_item")
      .addColumn("promotion_id", "text", (c) => c.notNull().references("promotion.id").onDelete("cascade"))
      .addColumn("product_id", "text", (c) => c.notNull().references("product.id"))
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("quantity_needed", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("promotion_item_pk", ["promotion_id", "product_id"])
      .addCheckConstraint("promotion_item_quantity_check", sql`quantity_needed >= 1`)
      .execute();
    await db.schema
      .createIndex("promotion_item_product_idx")
      .on("promotion_item")
      .columns(["business_id", "product_id"])
      .execute();
  },
});
