import { type Kysely, sql } from "kysely";

/**
 * Decision 082: courses ('tiempos'). The business's, in order (JSON, domain `Course[]`); a product's default
 * one; each order line's; and what a table's rounds hold for a course not yet marched (`order.held`, JSON, domain
 * `servedKey` → quantity). A new business starts with Entrada, Principal, Postre and Bebida.
 */
export const courses = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("business")
      .addColumn("courses", "text", (c) =>
        c
          .notNull()
          .defaultTo(
            sql.lit(
              '[{"id":"entrada","name":"Entrada"},{"id":"principal","name":"Principal"},{"id":"postre","name":"Postre"},{"id":"bebida","name":"Bebida"}]',
            ),
          ),
      )
      .execute();
    await db.schema.alterTable("product").addColumn("course_id", "text").execute();
    await db.schema.alterTable("order_line").addColumn("course", "text").execute();
    await db.schema.alterTable("order").addColumn("held", "text").execute();
  },
});
