import { type Kysely, sql } from "kysely";

/**
 * Decision 049: the dining room plan. A business has rooms ('Salón', 'Terraza'), each with its tables
 * placed on a plan 1000 × 700 units (domain `PLAN`).
 *
 * - `room.version`: raised by every saved plan; a plan drawn from an older version is refused, so two
 *   owners editing one room never lose each other's work silently (decision 049).
 * - `dining_table`: its id stays for the table's life, for the orders and open tabs of later issues to
 *   name it; its name is unique in its room (`name_key`, domain `nameKey`). `x`, `y` are its centre; its
 *   size follows from shape and seats (domain `tableSize`), so it is not stored.
 */
export const diningRoom = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("room")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("room_name_key_unique")
      .unique()
      .on("room")
      .columns(["business_id", "name_key"])
      .execute();
    await db.schema
      .createIndex("room_list_idx")
      .on("room")
      .columns(["business_id", "created_at", "id"])
      .execute();

    await db.schema
      .createTable("dining_table")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("room_id", "text", (c) => c.notNull().references("room.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("seats", "integer", (c) => c.notNull())
      .addColumn("shape", "text", (c) => c.notNull())
      .addColumn("x", "integer", (c) => c.notNull())
      .addColumn("y", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addCheckConstraint("dining_table_seats_check", sql`seats between 1 and 99`)
      .addCheckConstraint("dining_table_shape_check", sql`shape in ('square', 'round', 'rectangle')`)
      .addCheckConstraint("dining_table_position_check", sql`x between 0 and 1000 and y between 0 and 700`)
      .execute();
    await db.schema
      .createIndex("dining_table_name_key_unique")
      .unique()
      .on("dining_table")
      .columns(["business_id", "room_id", "name_key"])
      .execute();
  },
});
