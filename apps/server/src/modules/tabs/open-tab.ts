import { type Order, uuidv7 } from "@comanda/domain";
import type { OpenTabInput, openTabInput } from "@comanda/domain/tabs";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import {
  afterOrderChange,
  getOrder,
  holdOpenShift,
  insertOrderRow,
  newOrderHistory,
  type OrderDeps,
  type OrderRow,
  type OrderTaker,
  openTurnIndex,
} from "../orders/index.ts";
import { findOpenShiftTurn, findStoredTab, findWaiter, firstPaymentMethod } from "./queries.ts";
import { findTable, openTableIndex, tableLabel, tableTaken } from "./tab-rows.ts";

type OpenTabValues = z.output<typeof openTabInput>;

export type { OpenTabInput };

const noShift = () => new AppError("aborted", "No hay un turno abierto: iniciá un turno para abrir mesas.");
const noMethod = () => new AppError("aborted", "Cargá un medio de pago habilitado antes de abrir una mesa.");
const orderPrimaryKey = { name: "order_pkey", table: "order", column: "id" };
// Decision 070: the same words whether the id is another tab of this business or any other's order.
const otherData = () => new AppError("aborted", "Esa mesa ya se abrió con otros datos.");

/**
 * An id already stored: this table's tab sent again (answered as it is), else a conflict that says nothing
 * of whose it is. Read before the insert: SQLite reports a taken primary key unlike a unique index.
 */
const storedTab = async (db: Db, businessId: string, tableId: string, id: string) => {
  const stored = await findStoredTab(db, id);
  if (!stored) return false;
  if (stored.business_id === businessId && stored.table_id === tableId) return true;
  throw otherData();
};

/** Who serves the table: a member of the business's staff who can sign in, or the caller. */
const waiterOf = async (db: Db, businessId: string, user: OrderTaker, waiterId: string | undefined) => {
  if (!waiterId || waiterId === user.id) return { id: user.id, name: user.name };
  const waiter = await findWaiter(db, businessId, waiterId);
  if (!waiter)
    throw new AppError("invalid-argument", "Elegí quién atiende la mesa.", {
      waiter_id: "Elegí quién atiende la mesa.",
    });
  return waiter;
};

/**
 * Decision 051: a table opens as an empty tab ('En la mesa'), with the shift's next turn so the kitchen
 * can call it like any order, and the business's cash method (else its first) as the method it will be
 * paid by unless the payment says otherwise. The one-open-tab-per-table index decides two waiters opening
 * one table at once; the same request sent again answers the tab it opened.
 */
const openInTransaction = async (
  trx: Db,
  deps: OrderDeps,
  businessId: string,
  tableId: string,
  user: OrderTaker,
  input: OpenTabValues,
  attempt: number,
) => {
  if (await storedTab(trx, businessId, tableId, input.id)) return null;
  const table = await findTable(trx, businessId, tableId);
  const shift = await findOpenShiftTurn(trx, businessId);
  if (!shift) throw noShift();
  const method = await firstPaymentMethod(trx, businessId);
  if (!method) throw noMethod();
  const waiter = await waiterOf(trx, businessId, user, input.waiter_id);
  const now = Date.now();
  // PostgreSQL raises the counter after commit, so a retry after a clash looks further on.
  const turn = Number(shift.last_turn) + 1 + attempt;
  const row: OrderRow = {
    id: input.id,
    shift_id: shift.id,
    turn: String(turn),
    status: "served",
    payment_method_id: method.id,
    payment_method_name: method.name,
    observation: null,
    total: 0,
    subtotal: 0,
    discount: 0,
    surcharge: 0,
    tip: 0,
    created_by: user.id,
    created_by_name: user.name,
    created_at: now,
    updated_at: now,
    status_changed_at: now,
    ...newOrderHistory,
    type: "table",
    customer_id: null,
    customer_name: null,
    customer_phone: null,
    customer_address: null,
    customer_notes: null,
    delivery_fee: 0,
    promised_at: null,
    table_id: table.id,
    table_name: tableLabel(table),
    guests: input.guests,
    waiter_id: waiter.id,
    waiter_name: waiter.name,
    bill_requested_at: null,
  };
  await insertOrderRow(trx, { ...row, business_id: businessId, request_hash: `tab:${table.id}` });
  await recordAudit(
    trx,
    businessId,
    user,
    [
      {
        id: uuidv7(now),
        action: "created",
        orderId: row.id,
        target: `${row.table_name} · turno ${row.turn}`,
        detail: `Mesa abierta: ${input.guests} ${input.guests === 1 ? "persona" : "personas"}, atiende ${waiter.name}`,
        authorizedByName: null,
      },
    ],
    now,
  );
  if (!(await holdOpenShift(trx, deps.database.dialect, shift.id, turn))) throw noShift();
  return { shiftId: shift.id, turn, table };
};

/** POST /tables/:id/tab. `created` false when it answered a resend. */
export const openTab = async (
  deps: OrderDeps,
  businessId: string,
  tableId: string,
  user: OrderTaker,
  input: OpenTabValues,
): Promise<{ order: Order; created: boolean }> => {
  const { db } = deps.database;
  for (let attempt = 0; ; attempt++) {
    try {
      const opened = await db
        .transaction()
        .execute((trx) => openInTransaction(trx, deps, businessId, tableId, user, input, attempt));
      if (!opened) return { order: await getOrder(db, businessId, input.id), created: false };
      await afterOrderChange(deps, businessId, {
        orderId: input.id,
        op: "insert",
        turn: { shiftId: opened.shiftId, turn: opened.turn },
        shiftId: opened.shiftId,
      });
      return { order: await getOrder(db, businessId, input.id), created: true };
    } catch (error) {
      // PostgreSQL: the same id sent twice at once, the second waited on the first's key.
      if (isUniqueViolation(error, orderPrimaryKey)) {
        if (await storedTab(db, businessId, tableId, input.id))
          return { order: await getOrder(db, businessId, input.id), created: false };
        throw otherData();
      }
      if (isUniqueViolation(error, openTableIndex)) {
        const table = await findTable(db, businessId, tableId);
        throw tableTaken(table.name);
      }
      // A counter order took the same number meanwhile (PostgreSQL): the next one is free.
      if (isUniqueViolation(error, openTurnIndex) && attempt < 3) continue;
      throw error;
    }
  }
};
