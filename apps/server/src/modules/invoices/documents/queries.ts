import type { unsettledInvoiceStatuses } from "@comanda/domain/invoices";
import type { Db } from "../../../db/database.ts";
import { sumText } from "../../../db/money-sums.ts";
import type { InvoiceRow } from "../queue/queries.ts";

const withTurn = (db: Db) =>
  db.selectFrom("invoice as i").innerJoin("order as o", "o.id", "i.order_id").selectAll("i").select("o.turn");

/** A page of the business's vouchers, newest first, and how many there are in all under the filter. */
export const invoicePage = (
  db: Db,
  businessId: string,
  filter: {
    statuses?: typeof unsettledInvoiceStatuses;
    order?: string;
    cursor?: { at: number; id: string } | null;
    limit: number;
  },
) => {
  let base = withTurn(db).where("i.business_id", "=", businessId);
  if (filter.statuses) base = base.where("i.status", "in", [...filter.statuses]);
  if (filter.order) base = base.where("i.order_id", "=", filter.order);
  let rows = base;
  const { cursor } = filter;
  if (cursor)
    rows = rows.where(({ or, and, eb }) =>
      or([
        eb("i.created_at", "<", cursor.at),
        and([eb("i.created_at", "=", cursor.at), eb("i.id", "<", cursor.id)]),
      ]),
    );
  return Promise.all([
    rows
      .orderBy("i.created_at", "desc")
      .orderBy("i.id", "desc")
      .limit(filter.limit + 1)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
};

/** One voucher of the business with its order's turn; undefined when it is not the business's. */
export const invoiceWithTurn = (db: Db, businessId: string, id: string) =>
  withTurn(db).where("i.business_id", "=", businessId).where("i.id", "=", id).executeTakeFirst();

/**
 * What a printed voucher reads beside its own row: the issuer's fiscal settings, the business's name and
 * address, the order's money, its charged lines and payments, and the voucher a credit note credits.
 */
export const documentRowsOf = (
  db: Db,
  row: Pick<InvoiceRow, "business_id" | "order_id" | "related_invoice_id">,
) =>
  Promise.all([
    db
      .selectFrom("fiscal_settings")
      .selectAll()
      .where("business_id", "=", row.business_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("business")
      .select(["name", "address"])
      .where("id", "=", row.business_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("order")
      .select(["discount", "surcharge", "delivery_fee", "tip"])
      .where("id", "=", row.order_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("order_line")
      .select([
        "name",
        "quantity",
        "unit_price",
        "subtotal",
        "options",
        "kind",
        "position",
        "parent_position",
      ])
      .where("order_id", "=", row.order_id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("order_payment")
      .select(["name", "amount"])
      .where("order_id", "=", row.order_id)
      .orderBy("position")
      .execute(),
    row.related_invoice_id
      ? db
          .selectFrom("invoice")
          .select(["voucher_type", "point_of_sale", "number"])
          .where("id", "=", row.related_invoice_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);

/** A shift's authorized vouchers per voucher type: count, total and net (summed as text, decision 068). */
export const voucherSums = (db: Db, businessId: string, shiftId: string) =>
  db
    .selectFrom("invoice as i")
    .innerJoin("order as o", "o.id", "i.order_id")
    .select((eb) => [
      "i.voucher_type",
      eb.fn.countAll<number>().as("count"),
      sumText("i.total").as("total"),
      sumText("i.net").as("net"),
    ])
    .where("i.business_id", "=", businessId)
    .where("o.shift_id", "=", shiftId)
    .where("i.status", "=", "authorized")
    .groupBy("i.voucher_type")
    .execute();
