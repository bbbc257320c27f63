import { DEFAULT_VAT_RATE, type InvoiceOrder, type VatRate } from "@comanda/domain/fiscal";
import type { Db } from "../../../db/database.ts";
import { type InvoiceLineRow, invoiceLinesOf, orderMoneyOf } from "./queries.ts";

/**
 * A combo is charged on its own line and its items at 0: it is taxed at its items' rate, and at the
 * general rate when they differ (a combo mixing rates would need its price split per item, which the
 * order does not record).
 */
const comboRate = (combo: InvoiceLineRow, lines: readonly InvoiceLineRow[]): VatRate => {
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
  const order = await orderMoneyOf(db, businessId, orderId);
  const lines = await invoiceLinesOf(db, businessId, orderId);
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
