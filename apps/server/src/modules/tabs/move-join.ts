import { type Order, uuidv7 } from "@comanda/domain";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { invoicedRefusal } from "../invoices/index.ts";
import {
  getOrder,
  type OrderDeps,
  type OrderTaker,
  readLines,
  returnStock,
  staleVersion,
} from "../orders/index.ts";
import { addGuests, closeJoined, markBillRequested, moveToTable } from "./queries.ts";
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
      await moveToTable(trx, {
        businessId,
        id,
        version: Number(row.version),
        tableId: table.id,
        tableName: tableLabel(table),
      });
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
        const into = { id: row.id, tableName: row.table_name };
        const join = { businessId, otherId, version: Number(other.version), into };
        const closed = await closeJoined(trx, join, now);
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
        await addGuests(trx, businessId, id, Number(other.guests ?? 0));
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
    await markBillRequested(trx, businessId, id, now);
  });
  await publishTab(deps, businessId, id, null);
  return getOrder(db, businessId, id);
};
