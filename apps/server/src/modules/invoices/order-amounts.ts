import { DEFAULT_VAT_RATE, type InvoiceOrder, type VatRate } from "@comanda/domain/fiscal";
import type { Db } from "../../db/database.ts";

type LineRow = {
  position: number;
  kind: "product" | "promotion" | "combo-item";
  parent_position: number | null;
  subtotal: number;
  vat_rate: number | null;
};

/**
 * A combo is charged on its own line and its items at 0: it is taxed at its items' rate, and at the
 * general rate when they differ (a combo mixing rates would need its price split per item, which the
 * order does not record).
 */
const comboRate = (combo: LineRow, lines: readonly LineRow[]): VatRate => {
  const rates = new Set(
    lines
      .filter((line) => line.kind === "combo-item" && line.parent_position === combo.position)
      .map((line) => (line.vat_rate ?? DEFAULT_VAT_RATE) as VatRate),
  );
  return rates.size === 1 ? ([...rates][0] as VatRate) : DEFAULT_VAT_RATE;
};

/**
 * The order's money as an invoice reads it: each charged line with its product's IVA rate (the product's
 * current rate: the order keeps the name and price it was sold at, not the rate), the order's discount,
 * surcharge, delivery fee and tip. Centavos.
 */
export const orderForInvoice = async (db: Db, businessId: string, orderId: string): Promise<InvoiceOrder> => {
  const order = await db
    .selectFrom("order")
    .select(["discount", "surcharge", "delivery_fee", "tip"])
    .where("business_id", "=", businessId)
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  const lines = (await db
    .selectFrom("order_line as l")
    .leftJoin("product as p", (join) =>
      join.onRef("p.id", "=", "l.item_id").on("l.kind", "in", ["product", "combo-item"]),
    )
    .select(["l.position", "l.kind", "l.parent_position", "l.subtotal", "p.vat_rate"])
    .where("l.business_id", "=", businessId)
    .where("l.order_id", "=", orderId)
    .orderBy("l.position")
    .execute()) as LineRow[];
  return {
    lines: lines
      .filter((line) => line.kind !== "combo-item" && Number(line.subtotal) > 0)
      .map((line) => ({
        gross: Number(line.subtotal),
        vatRate:
          line.kind === "promotion"
            ? comboRate(line, lines)
            : (Number(line.vat_rate ?? DEFAULT_VAT_RATE) as VatRate),
      })),
    discount: Number(order.discount),
    surcharge: Number(order.surcharge),
    deliveryFee: Number(order.delivery_fee),
    tip: Number(order.tip),
  };
};
