import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

/**
 * PostgreSQL (docs/decisions/063): a new order's stock is taken by `comanda_take_stock`, called from the
 * order's one write statement (create-postgres.ts). When a row the statement must lock was changed by an
 * order that committed after the statement began, PostgreSQL re-checks the row (EvalPlanQual), and to do
 * that it starts a copy of every part of the statement's plan: in the order's statement, a dozen inserts
 * with all their indexes, on nearly every order when orders share products. Inside the function each
 * statement locks and re-checks alone, on a plan of its own.
 *
 * Products, then ingredients, each in id order, as edits and cancellations lock them (no deadlock): a
 * product is decremented only while it has enough (the caller refuses the order when one is missing from
 * what comes back), an ingredient always. Returns what was taken, with what is left. SQLite writes orders
 * in a transaction: nothing here.
 */
export const stockTakers = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== "postgres") return;
    await sql`
      create function comanda_take_stock(business text, product_ids text[], units bigint[],
        ingredient_ids text[], amounts bigint[])
      returns table (kind text, id text, quantity bigint) language plpgsql volatile as $$
      #variable_conflict use_column
      begin
        perform 1 from product p
          where p.id = any(product_ids) and p.business_id = business and p.quantity is not null
          order by p.id for update;
        return query
          update product p set quantity = p.quantity - w.units
          from unnest(product_ids, units) as w(id, units)
          where p.id = w.id and p.business_id = business and p.quantity is not null and p.quantity >= w.units
          returning 'product'::text, p.id, p.quantity;
        perform 1 from ingredient i
          where i.id = any(ingredient_ids) and i.business_id = business
          order by i.id for update;
        return query
          update ingredient i set quantity = i.quantity - w.amount
          from unnest(ingredient_ids, amounts) as w(id, amount)
          where i.id = w.id and i.business_id = business
          returning 'ingredient'::text, i.id, i.quantity;
      end
      $$`.execute(db);
  },
});
