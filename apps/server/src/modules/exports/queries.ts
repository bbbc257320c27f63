import type { OrderType } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { bigintText, sumText } from "../../db/money-sums.ts";

/** A shift's orders (of one type, when asked), in the order they were taken. */
export const selectShiftOrders = (db: Db, businessId: string, shiftId: string, type?: OrderType) =>
  db
    .selectFrom("order")
    .select([
      "id",
      "turn",
      "created_at",
      "status",
      "payment_method_name",
      "total",
      "created_by_name",
      "waiter_name",
      "subtotal",
      "discount",
      "surcharge",
      "tip",
      "type",
      "customer_name",
      "customer_phone",
      "customer_address",
      "delivery_fee",
      "promised_at",
      "joined_at",
      "observation",
    ])
    .where("business_id", "=", businessId)
    .where("shift_id", "=", shiftId)
    .$if(type !== undefined, (q) => q.where("type", "=", type ?? "counter"))
    .orderBy("created_at")
    .orderBy("id")
    .execute();

/** The lines of those orders, by order and position. */
export const selectShiftOrderLines = (db: Db, businessId: string, shiftId: string, type?: OrderType) =>
  db
    .selectFrom("order_line as l")
    .innerJoin("order as o", "o.id", "l.order_id")
    .select([
      "l.order_id",
      "l.position",
      "l.kind",
      "l.parent_position",
      "l.name",
      "l.quantity",
      "l.options",
      "l.note",
    ])
    .where("o.business_id", "=", businessId)
    .where("o.shift_id", "=", shiftId)
    .$if(type !== undefined, (q) => q.where("o.type", "=", type ?? "counter"))
    .orderBy("l.order_id")
    .orderBy("l.position")
    .execute();

/** Their payments, by order and position. */
export const selectShiftOrderPayments = (db: Db, businessId: string, shiftId: string, type?: OrderType) =>
  db
    .selectFrom("order_payment as p")
    .innerJoin("order as o", "o.id", "p.order_id")
    .select(["p.order_id", "p.name", "p.amount", "p.tendered"])
    .where("o.business_id", "=", businessId)
    .where("o.shift_id", "=", shiftId)
    .$if(type !== undefined, (q) => q.where("o.type", "=", type ?? "counter"))
    .orderBy("p.order_id")
    .orderBy("p.position")
    .execute();

/** Their discounts and surcharges, by order and position. */
export const selectShiftOrderAdjustments = (db: Db, businessId: string, shiftId: string, type?: OrderType) =>
  db
    .selectFrom("order_adjustment as a")
    .innerJoin("order as o", "o.id", "a.order_id")
    .select(["a.order_id", "a.kind", "a.mode", "a.value", "a.reason", "a.amount"])
    .where("o.business_id", "=", businessId)
    .where("o.shift_id", "=", shiftId)
    .$if(type !== undefined, (q) => q.where("o.type", "=", type ?? "counter"))
    .orderBy("a.order_id")
    .orderBy("a.position")
    .execute();

/** A shift's authorized invoices and credit notes, with the order's number. */
export const selectShiftInvoices = (db: Db, businessId: string, shiftId: string) =>
  db
    .selectFrom("invoice as i")
    .innerJoin("order as o", "o.id", "i.order_id")
    .select([
      "i.voucher_date",
      "i.voucher_type",
      "i.point_of_sale",
      "i.number",
      "o.turn",
      "i.receptor_name",
      "i.document_type",
      "i.document_number",
      "i.total",
      "i.net",
      "i.cae",
      "i.cae_due_date",
    ])
    .where("i.business_id", "=", businessId)
    .where("o.shift_id", "=", shiftId)
    .where("i.status", "=", "authorized")
    .execute();

/**
 * Every closed shift, newest start first, with the sum of its count's differences and its completed
 * orders' discounts, surcharges, tips and delivery fees (decision 068: sums read as text).
 */
export const selectClosedShiftSums = (db: Db, businessId: string) =>
  db
    .selectFrom("shift as s")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("shift_count")
          .select(["shift_id", sumText("difference").as("difference")])
          .where("business_id", "=", businessId)
          .groupBy("shift_id")
          .as("c"),
      (join) => join.onRef("c.shift_id", "=", "s.id"),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("order")
          .select([
            "shift_id",
            sumText("discount").as("discount"),
            sumText("surcharge").as("surcharge"),
            sumText("tip").as("tip"),
            sumText("delivery_fee").as("delivery_fee"),
          ])
          .where("business_id", "=", businessId)
          .where("status", "=", "completed")
          .groupBy("shift_id")
          .as("o"),
      (join) => join.onRef("o.shift_id", "=", "s.id"),
    )
    .select([
      "s.start_date",
      "s.end_date",
      "s.total_orders",
      bigintText("s.total_amount").as("total_amount"),
      "s.cash_float",
      "c.difference",
      "o.discount",
      "o.surcharge",
      "o.tip",
      "o.delivery_fee",
    ])
    .where("s.business_id", "=", businessId)
    .where("s.status", "=", "inactive")
    .orderBy("s.start_date", "desc")
    .orderBy("s.id", "desc")
    .execute();
