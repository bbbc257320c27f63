import type { OrderValues } from "@comanda/domain";
import { sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import { queryTemplate, type TemplateParam } from "../../../db/query-template.ts";
import { contextSelect, type OrderContext, type ProductRow, selectProducts } from "./queries.ts";

type Name = "businessId" | "id" | "methodId" | "productIds" | "comboIds";

/**
 * PostgreSQL: the order's context and its products in one round trip (issue 17: on PostgreSQL an order's
 * time is its round trips). Read outside any transaction and without locks: the write that follows
 * checks again, in its one statement, that the shift is still open and that the stock is there
 * (create-postgres.ts, decision 042).
 * The products are those the order names and those of the combos it names (the combos themselves are
 * read apart, only when there are any): one row per recipe row, each beside the context's columns, or a
 * single row of the context with no product when it names none that exist.
 */
const contextAndProducts = queryTemplate((db: Db, p: TemplateParam<Name>) => {
  const ids = sql`array(select unnest(${p("productIds")}::text[]) union all select i.product_id from promotion_item i where i.promotion_id = any(${p("comboIds")}::text[]))`;
  const products = selectProducts(db)
    .where("p.business_id", "=", p("businessId"))
    .where(sql<boolean>`p.id = any(${ids})`)
    .as("products");
  return db
    .selectFrom(contextSelect(db, p).as("context"))
    .leftJoin(products, (join) => join.onTrue())
    .selectAll("context")
    .selectAll("products");
});

type Row = OrderContext & { [Column in keyof ProductRow]: ProductRow[Column] | null };

export const readOrderOnPostgres = async (
  trx: Db,
  businessId: string,
  input: OrderValues,
): Promise<{ context: OrderContext; products: ProductRow[] }> => {
  const values = {
    businessId,
    id: input.id,
    methodId: input.payment_method_id,
    productIds: input.products.map((line) => line.product_id),
    comboIds: input.promotions.map((line) => line.promotion_id),
  };
  const rows = (await trx.executeQuery(contextAndProducts(trx, values))).rows as Row[];
  const first = rows[0] as Row;
  const context: OrderContext = {
    shift_id: first.shift_id,
    last_turn: first.last_turn,
    stored_business: first.stored_business,
    stored_hash: first.stored_hash,
    method_name: first.method_name,
    method_status: first.method_status,
    method_is_cash: first.method_is_cash,
  };
  return { context, products: rows.filter((row): row is Row & ProductRow => row.id !== null) };
};
