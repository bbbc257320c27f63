import { type Kysely, sql } from "kysely";

/**
 * Decision 080: modifier groups and their options, the groups each product asks (in order), a note per order
 * line, and the options each line was sold with. A line's options are a snapshot kept on the line as JSON
 * (names, group name, price and what they moved of stock): the catalog may change, what was sold may not, and
 * every read of a line gets them without another table.
 */
export const modifiers = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("modifier_group")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("min_choices", "integer", (c) => c.notNull())
      .addColumn("max_choices", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addCheckConstraint(
        "modifier_group_choices_check",
        sql`min_choices >= 0 and max_choices >= 1 and min_choices <= max_choices`,
      )
      .execute();
    await db.schema
      .createIndex("modifier_group_name_key_unique")
      .on("modifier_group")
      .columns(["business_id", "name_key"])
      .unique()
      .execute();
    await db.schema
      .createIndex("modifier_group_list_idx")
      .on("modifier_group")
      .columns(["business_id", "created_at", "id"])
      .execute();

    await db.schema
      .createTable("modifier_option")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("group_id", "text", (c) => c.notNull().references("modifier_group.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("price_delta", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("ingredient_effect", "text", (c) => c.notNull().defaultTo("none"))
      .addColumn("ingredient_id", "text", (c) => c.references("ingredient.id"))
      // 'add': thousandths of the ingredient's unit per unit of the product, in `unit` as the dialog showed it.
      .addColumn("ingredient_thousandths", "bigint")
      .addColumn("unit", "text")
      // 'Agotado' for that Buenos Aires day ("YYYY-MM-DD"); available again the next day.
      .addColumn("sold_out_on", "text")
      .addCheckConstraint("modifier_option_price_check", sql`price_delta >= 0`)
      .addCheckConstraint(
        "modifier_option_effect_check",
        sql`(ingredient_effect = 'none' and ingredient_id is null)
          or (ingredient_effect = 'remove' and ingredient_id is not null)
          or (ingredient_effect = 'add' and ingredient_id is not null and ingredient_thousandths > 0
              and unit in ('g', 'ml', 'piece'))`,
      )
      .execute();
    await db.schema
      .createIndex("modifier_option_group_idx")
      .on("modifier_option")
      .columns(["group_id", "position"])
      .execute();
    await db.schema
      .createIndex("modifier_option_ingredient_idx")
      .on("modifier_option")
      .columns(["business_id", "ingredient_id"])
      .execute();

    await db.schema
      .createTable("product_modifier_group")
      .addColumn("product_id", "text", (c) => c.notNull().references("product.id").onDelete("cascade"))
      .addColumn("group_id", "text", (c) => c.notNull().references("modifier_group.id").onDelete("cascade"))
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("product_modifier_group_pk", ["product_id", "group_id"])
      .execute();
    await db.schema
      .createIndex("product_modifier_group_group_idx")
      .on("product_modifier_group")
      .columns(["business_id", "group_id"])
      .execute();

    // The notes a line takes in one tap, in the owner's order (JSON array); a business starts with three.
    await db.schema
      .alterTable("business")
      .addColumn("quick_notes", "text", (c) =>
        c.notNull().defaultTo('["Sin sal","Bien cocido","Para llevar"]'),
      )
      .execute();

    await db.schema.alterTable("order_line").addColumn("note", "text").execute();
    // JSON array of the options the line was sold with (domain `storedLineOption`), null when none.
    await db.schema.alterTable("order_line").addColumn("options", "text").execute();
  },
});
