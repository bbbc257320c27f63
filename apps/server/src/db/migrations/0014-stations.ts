import { type Kysely, sql } from "kysely";

/**
 * Decision 046: stations (Cocina, Parrilla, Barra), each a named record like a category, with the network
 * printer its comandas go to.
 *
 * - `category.station_id`, `product.station_id`: where their lines are made; a product's own station wins
 *   over its category's, and what has neither goes to the first station (domain `stationOf`). Routed when
 *   read, so a category moved to the bar mid-service moves its open lines with it.
 * - `order_station`: a station said 'Listo' for an order at `done_at`; it counts while the order has not
 *   been edited since (`order.modified_at`). When every station with lines in the order has, the order is
 *   'Listo para entregar'.
 */
export const stations = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("station")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("enabled"))
      .addColumn("printer_host", "text")
      .addColumn("printer_port", "integer")
      .addColumn("paper_width", "integer")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addCheckConstraint("station_status_check", sql`status in ('enabled', 'disabled')`)
      .addCheckConstraint(
        "station_printer_check",
        sql`(printer_host is null and printer_port is null and paper_width is null) or (printer_host is not null and printer_port between 1 and 65535 and paper_width in (58, 80))`,
      )
      .execute();
    await db.schema
      .createIndex("station_name_key_unique")
      .unique()
      .on("station")
      .columns(["business_id", "name_key"])
      .execute();
    await db.schema
      .createIndex("station_list_idx")
      .on("station")
      .columns(["business_id", "created_at", "id"])
      .execute();

    for (const table of ["category", "product"])
      await db.schema
        .alterTable(table)
        .addColumn("station_id", "text", (c) => c.references("station.id"))
        .execute();

    await db.schema
      .createTable("order_station")
      .addColumn("order_id", "text", (c) => c.notNull().references("order.id"))
      .addColumn("station_id", "text", (c) => c.notNull())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("done_at", "bigint", (c) => c.notNull())
      .addColumn("done_by", "text", (c) => c.notNull())
      .addColumn("done_by_name", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("order_station_pk", ["order_id", "station_id"])
      .execute();
  },
});
