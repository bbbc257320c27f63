import { uuidv7 } from "@comanda/domain";
import type { Insertable } from "kysely";
import type { DatabaseTarget } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/database.ts";
import type { OrderLineTable, OrderPaymentTable, OrderTable } from "../../apps/server/src/db/schema.ts";
import type { ServiceBusiness } from "./service-business.ts";

/** One order in fifty is cancelled, as in a real evening; the rest are completed. */
const cancelledEvery = 50;
/** The seeded orders spread over the last twelve hours, so the shift looks like a long busy day. */
const span = 12 * 60 * 60_000;

/**
 * Fills the business's open shift with `count` orders straight in the database (the API would take
 * minutes): one to three dishes each, no stock touched (the dishes are untracked), and the shift's totals,
 * its running totals per payment method and last turn set to match, so `npm run comanda -- doctor` would still pass.
 */
export const seedShiftOrders = async (target: DatabaseTarget, business: ServiceBusiness, count: number) => {
  const database = openDatabase(target);
  const db = database.db;
  const start = Date.now() - span;
  const step = Math.floor(span / count);
  const batch = 500;
  let completed = 0;
  let amount = 0;
  // The running totals per payment method that completing each order would have moved (decision 020).
  const byMethod = new Map<string, { name: string; orders: number; amount: number }>();
  try {
    for (let offset = 0; offset < count; offset += batch) {
      const orders: Insertable<OrderTable>[] = [];
      const lines: OrderLineTable[] = [];
      // Every order is paid by at least one part (decision 026); the figures per method read them.
      const payments: OrderPaymentTable[] = [];
      for (let n = offset; n < Math.min(count, offset + batch); n++) {
        const at = start + n * step;
        const id = uuidv7(at);
        const method = business.paymentMethods[n % business.paymentMethods.length];
        let total = 0;
        for (let position = 0; position < 1 + (n % 3); position++) {
          const product = business.products[(n + position * 5) % business.products.length];
          if (!product) continue;
          const quantity = 1 + ((n + position) % 2);
          const unitPrice = product.price * 100;
          total += unitPrice * quantity;
          lines.push({
            order_id: id,
            position,
            business_id: business.businessId,
            kind: "product",
            parent_position: null,
            item_id: product.id,
            name: product.name,
            category_id: business.categoryId,
            quantity,
            unit_price: unitPrice,
            subtotal: unitPrice * quantity,
            note: null,
            options: null,
            course: null,
          });
        }
        const status = n % cancelledEvery === cancelledEvery - 1 ? "cancelled" : "completed";
        if (status === "completed") {
          completed += 1;
          amount += total;
          if (method) {
            const sums = byMethod.get(method.id) ?? { name: method.name, orders: 0, amount: 0 };
            sums.orders += 1;
            sums.amount += total;
            byMethod.set(method.id, sums);
          }
        }
        orders.push({
          id,
          business_id: business.businessId,
          shift_id: business.shift.id,
          turn: String(n + 1),
          status,
          payment_method_id: method?.id ?? "",
          payment_method_name: method?.name ?? "",
          observation: n % 7 === 0 ? "Sin sal" : null,
          total,
          subtotal: total,
          created_by: business.owner.id,
          created_by_name: business.owner.name,
          request_hash: `seed-${n}`,
          created_at: at,
          updated_at: at + 15 * 60_000,
          status_changed_at: at + 15 * 60_000,
        });
        payments.push({
          order_id: id,
          position: 0,
          business_id: business.businessId,
          payment_method_id: method?.id ?? "",
          name: method?.name ?? "",
          is_cash: 0,
          amount: total,
          tendered: null,
        });
      }
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("order").values(orders).execute();
        await trx.insertInto("order_line").values(lines).execute();
        await trx.insertInto("order_payment").values(payments).execute();
      });
    }
    await db
      .updateTable("shift")
      .set({
        start_date: start - 60_000,
        created_at: start - 60_000,
        total_orders: completed,
        total_amount: amount,
        last_turn: count,
      })
      .where("id", "=", business.shift.id)
      .execute();
    if (byMethod.size > 0)
      await db
        .insertInto("shift_method_total")
        .values(
          [...byMethod].map(([id, sums]) => ({
            shift_id: business.shift.id,
            payment_method_id: id,
            business_id: business.businessId,
            name: sums.name,
            is_cash: 0,
            orders: sums.orders,
            amount: sums.amount,
          })),
        )
        .execute();
    // What a long-running database would have: fresh planner statistics.
    if (target.kind === "postgres") await database.pool?.query("analyze");
    else database.sqlite?.exec("analyze");
  } finally {
    await database.close();
  }
};
