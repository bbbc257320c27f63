import { type Order, orderStatusLabels } from "@comanda/domain";
import { type KitchenRecallInput, type LineDoneInput, linesToMake } from "@comanda/domain/kitchen";
import { madeLines, stationOf } from "@comanda/domain/stations";
import { sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import { AppError, notFound } from "../../../errors.ts";
import { enabledStations, readRouting } from "../../stations/index.ts";
import { afterOrderChange } from "../after-order-change.ts";
import type { OrderDeps } from "../order-deps.ts";
import { withLines } from "../read/queries.ts";
import { orderMissing } from "../read/read-order.ts";
import { clearLineDone, clearStationDone, markLineDone, readForReady } from "./queries.ts";
import { readyInTransaction } from "./station-ready.ts";
import { type Actor, moveInTransaction } from "./transitions.ts";

// Decision 087: the kitchen display runs the pass — a line done at a tap, the card bumped when its last line is,
// and 'Recuperar' for a card bumped too soon.

const lineGone = () =>
  new AppError("aborted", "Esa línea ya no está en el pedido: se modificó. Mirá la tarjeta de nuevo.");

const notInKitchen = (status: Order["status"]) =>
  new AppError("aborted", `Este pedido ya está «${orderStatusLabels[status]}».`);

/** The order as the transaction sees it now, with its lines and what the kitchen did of it. */
const readNow = async (trx: Db, businessId: string, id: string, lock: boolean) => {
  const row = await readForReady(trx, businessId, id, lock);
  if (!row) throw orderMissing();
  return row;
};

const ensureOpen = (row: { end_date: number | null }, actor: Actor) => {
  if (row.end_date === null) return;
  // Decision 070: KITCHEN knows nothing of closed shifts, not even that the order is there.
  throw actor.role === "KITCHEN"
    ? orderMissing()
    : new AppError("aborted", "El turno de este pedido ya está cerrado.");
};

const current = async (trx: Db, businessId: string, id: string) => {
  const row = await readForReady(trx, businessId, id, false);
  if (!row) throw orderMissing();
  const [order] = await withLines(trx, businessId, [row]);
  return order as Order;
};

const doneInTransaction = async (
  trx: Db,
  lock: boolean,
  businessId: string,
  id: string,
  input: LineDoneInput,
  actor: Actor,
): Promise<Order> => {
  const row = await readNow(trx, businessId, id, lock);
  ensureOpen(row, actor);
  if (row.status !== "pending" && row.status !== "preparing") throw notInKitchen(row.status);
  const [before] = (await withLines(trx, businessId, [row])) as [Order];
  const line = madeLines(linesToMake(before)).find((made) => made.key === input.key);
  if (!line) throw lineGone();
  if (!input.done) {
    await clearLineDone(trx, businessId, id, input.key);
    return current(trx, businessId, id);
  }
  // A line tapped on a card nobody received yet: the kitchen has it now.
  if (row.status === "pending") await moveInTransaction(trx, businessId, id, actor, "receive");
  const now = Date.now();
  await markLineDone(trx, { businessId, orderId: id, key: input.key, quantity: line.quantity, actor, now });
  const after = await current(trx, businessId, id);
  const left = madeLines(linesToMake(after));
  const done = (made: (typeof left)[number]) =>
    (after.linesDone ?? []).some((entry) => entry.key === made.key && entry.quantity >= made.quantity);
  const [stations, routing] = await Promise.all([
    enabledStations(trx, businessId),
    readRouting(trx, businessId),
  ]);
  if (stations.length === 0) {
    // No stations: the card is the order's; its last line done, it is 'Listo para entregar'.
    if (!left.every(done)) return after;
    return (await moveInTransaction(trx, businessId, id, actor, "deliver")).order;
  }
  const known = new Set(stations.map((station) => station.id));
  const at = (made: (typeof left)[number]) => {
    const found = stationOf(made, routing, stations);
    return found !== null && known.has(found) ? found : (stations[0]?.id ?? null);
  };
  const station = at(line);
  if (station === null || after.stationsDone.includes(station)) return after;
  if (!left.filter((made) => at(made) === station).every(done)) return after;
  // The station's last line: its 'Listo', which makes the order ready when it was the last station.
  return (await readyInTransaction(trx, lock, businessId, id, station, actor)).order;
};

/** One of the pass's writes on an order: in a transaction that locks it on PostgreSQL, its events after the commit. */
const onOrder = async (
  deps: OrderDeps,
  businessId: string,
  id: string,
  write: (trx: Db, lock: boolean) => Promise<Order>,
): Promise<Order> => {
  const lock = deps.database.dialect === "postgres";
  const order = await deps.database.db.transaction().execute((trx) => write(trx, lock));
  await afterOrderChange(deps, businessId, { orderId: id, op: "update" });
  return order;
};

/**
 * POST /orders/:id/kitchen/lines (decision 087): a line of a card done, or not done after all. The last line of a
 * station's lines bumps its card (the station's 'Listo'); with no stations, the last line makes the order ready.
 */
export const lineDone = (
  deps: OrderDeps,
  businessId: string,
  id: string,
  input: LineDoneInput,
  actor: Actor,
) => onOrder(deps, businessId, id, (trx, lock) => doneInTransaction(trx, lock, businessId, id, input, actor));

const recallInTransaction = async (
  trx: Db,
  lock: boolean,
  businessId: string,
  id: string,
  input: KitchenRecallInput,
  actor: Actor,
): Promise<Order> => {
  const row = await readNow(trx, businessId, id, lock);
  ensureOpen(row, actor);
  const { stationId } = input;
  if (stationId !== null) {
    const stations = await enabledStations(trx, businessId);
    if (!stations.some((station) => station.id === stationId)) throw notFound("No encontramos esa estación.");
  }
  // Only a card the kitchen let go of and nobody took away yet: 'Listo para entregar', or a station's 'Listo'.
  const recallable = row.status === "ready" || (stationId !== null && row.status === "preparing");
  if (!recallable) throw new AppError("aborted", "Este pedido ya salió de la cocina: no se puede recuperar.");
  if (stationId !== null) await clearStationDone(trx, businessId, id, stationId);
  if (row.status === "ready") {
    const now = Date.now();
    const moved = await trx
      .updateTable("order")
      .set({
        status: "preparing",
        status_changed_at: now,
        updated_at: now,
        ready_at: null,
        version: sql<number>`version + 1`,
      })
      .where("business_id", "=", businessId)
      .where("id", "=", id)
      .where("status", "=", "ready")
      .returning("id")
      .executeTakeFirst();
    if (!moved) throw new AppError("aborted", "Este pedido cambió recién: mirá la tarjeta de nuevo.");
  }
  return current(trx, businessId, id);
};

/**
 * POST /orders/:id/kitchen/recall (decision 087): 'Recuperar' a bumped card. A station's: its 'Listo' undone (and
 * the order back to 'En preparación' if that had made it ready); the whole order's: back to 'En preparación'.
 */
export const recallCard = (
  deps: OrderDeps,
  businessId: string,
  id: string,
  input: KitchenRecallInput,
  actor: Actor,
) =>
  onOrder(deps, businessId, id, (trx, lock) => recallInTransaction(trx, lock, businessId, id, input, actor));
