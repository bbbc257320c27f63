import { type Order, uuidv7 } from "@comanda/domain";
import { sql } from "kysely";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { invoicedRefusal } from "../invoices/invoiced-order.ts";
import {
  getOrder,
  type OrderDeps,
  type OrderTaker,
  readLines,
  returnStock,
  staleVersion,
} from "../orders/index.ts";
import { addToTab, contentOf, publishTab, readOpenTab } from "./rounds.ts";
import { findTable, openTableIndex, tableLabel, tableTaken } from "./tab-rows.ts";

/** POST /tabs/:id/move: the tab, as it is, to a free table; the index refuses an occupied one. */
export const moveTab = async (
  deps: OrderDeps,
  businessId: string,
  id: string,
  tableId: string,
): Promise<Order> => {
  const { db } = deps.database;
  const table = await findTable(db, businessId, tableId);
  try {
    await db.transaction().execute(async (trx) => {
      const row = await readOpenTab(trx, businessId, id);
      if (row.table_id === table.id) return;
      await trx
        .updateTable("order")
        .set({
          table_id: table.id,
          table_name: tableLabel(table),
          updated_at: Date.now(),
          version: sql<number>`version + 1`,
        })
        .where("business_id", "=", businessId)
        .where("id", "=", id)
        .where("version", "=", Number(row.version))
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error, openTableIndex)) throw tableTaken(table.name);
    throw error;
  }
  await publishTab(deps, businessId, id, null);
  return getOrder(db, businessId, id);
};

/**
 * POST /tabs/:id/join: the other table's tab comes into this one, like a round of everything it had
 * (the kitchen sees it added), and the other tab closes with nothing to pay: its stock goes back and this
 * tab takes it, so the movements tell what happened. Both tabs are read in the transaction and the other
 * one is closed by compare-and-set on its version, so a round sent to it meanwhile is never lost: the
 * join reads it again.
 */
export const joinTab = async (
  deps: OrderDeps,
  businessId: string,
  id: string,
  otherId: string,
  user: OrderTaker,
): Promise<Order> => {
  const { db } = deps.database;
  if (id === otherId)
    throw new AppError("invalid-argument", "Elegí otra mesa.", { tab_id: "Elegí otra mesa." });
  for (let attempt = 0; ; attempt++) {
    try {
      const joined = await db.transaction().execute(async (trx) => {
        const row = await readOpenTab(trx, businessId, id);
        const other = await readOpenTab(trx, businessId, otherId);
        // Decision 067: an invoiced tab is not closed without its Nota de crédito.
        const invoiced = await invoicedRefusal(trx, deps.database.dialect, businessId, otherId);
        if (invoiced) throw invoiced;
        const now = Date.now();
        const content = contentOf(await readLines(trx, businessId, otherId));
        const closed = await trx
          .updateTable("order")
          .set({
            status: "cancelled",
            total: 0,
            subtotal: 0,
            discount: 0,
            surcharge: 0,
            tip: 0,
            observation: `Unida a ${row.table_name ?? "otra mesa"}`,
            joined_at: now,
            joined_into: row.id,
            updated_at: now,
            status_changed_at: now,
            version: sql<number>`version + 1`,
          })
          .where("business_id", "=", businessId)
          .where("id", "=", otherId)
          .where("version", "=", Number(other.version))
          .returning("id")
          .executeTakeFirst();
        if (!closed) throw new AppError("aborted", staleVersion);
        const stock = await returnStock(trx, businessId, otherId, user, now);
        await recordAudit(
          trx,
          businessId,
          user,
          [
            {
              id: uuidv7(now),
              action: "cancelled",
              orderId: otherId,
              target: `${other.table_name ?? ""} · turno ${other.turn}`,
              detail: `Unida a ${row.table_name ?? ""} (turno ${row.turn})`,
              authorizedByName: null,
            },
          ],
          now,
        );
        const empty = content.products.length + content.promotions.length === 0;
        const rounded = empty ? null : await addToTab(trx, deps, businessId, row, user, content);
        // Decision 074: the guests of both tables now sit at this one.
        await trx
          .updateTable("order")
          .set({ guests: sql<number>`coalesce(guests, 0) + ${Number(other.guests ?? 0)}` })
          .where("business_id", "=", businessId)
          .where("id", "=", id)
          .execute();
        return { rounded, stock };
      });
      await publishTab(deps, businessId, otherId, null);
      await publishTab(deps, businessId, id, joined.rounded?.edited ?? null);
      for (const product of joined.stock.products)
        await deps.bus.publish(businessId, { entity: "products", id: product, op: "update" });
      return getOrder(db, businessId, id);
    } catch (error) {
      if (error instanceof AppError && error.message === staleVersion && attempt < 5) continue;
      throw error;
    }
  }
};

/** POST /tabs/:id/bill: the table asked for the bill ('Cuenta'); the plan shows it. Once is enough. */
export const requestBill = async (deps: OrderDeps, businessId: string, id: string): Promise<Order> => {
  const { db } = deps.database;
  await db.transaction().execute(async (trx) => {
    const row = await readOpenTab(trx, businessId, id);
    if (row.bill_requested_at !== null) return;
    const now = Date.now();
    await trx
      .updateTable("order")
      .set({ bill_requested_at: now, updated_at: now })
      .where("business_id", "=", businessId)
      .where("id", "=", id)
      .execute();
  });
  await publishTab(deps, businessId, id, null);
  return getOrder(db, businessId, id);
};
