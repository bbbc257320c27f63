import { type Order, orderStatusLabels } from "@comanda/domain";
import { linesToMake } from "@comanda/domain/kitchen";
import { linesByStation } from "@comanda/domain/stations";
import type { Db } from "../../../db/database.ts";
import { AppError, notFound } from "../../../errors.ts";
import { enabledStations, readRouting } from "../../stations/index.ts";
import { afterOrderChange } from "../after-order-change.ts";
import type { OrderDeps } from "../order-deps.ts";
import { withLines } from "../read/queries.ts";
import { orderMissing } from "../read/read-order.ts";
import { markStationDone, readForReady } from "./queries.ts";
import { type Actor, moveInTransaction } from "./transitions.ts";

type Done = { order: Order; finished: boolean };

const notMaking = (status: Order["status"]) =>
  new AppError(
    "aborted",
    status === "pending"
      ? "Primero hay que recibir el pedido."
      : `Este pedido ya está «${orderStatusLabels[status]}».`,
  );

export const readyInTransaction = async (
  trx: Db,
  lock: boolean,
  businessId: string,
  id: string,
  stationId: string,
  actor: Actor,
): Promise<Done> => {
  // PostgreSQL: two stations finishing at once take turns here, so the second sees the first's 'Listo'
  // and exactly one of them moves the order on. SQLite's writes already take turns.
  const row = await readForReady(trx, businessId, id, lock);
  if (!row) throw orderMissing();
  if (row.end_date !== null)
    throw actor.role === "KITCHEN"
      ? orderMissing()
      : new AppError("aborted", "El turno de este pedido ya está cerrado.");
  if (row.status !== "preparing") throw notMaking(row.status);
  const [stations, routing] = await Promise.all([
    enabledStations(trx, businessId),
    readRouting(trx, businessId),
  ]);
  if (!stations.some((station) => station.id === stationId)) throw notFound("No encontramos esa estación.");
  const [before] = (await withLines(trx, businessId, [row])) as [Order];
  // Decision 081: the stations with something of this round to make; one with nothing new is not asked.
  const making = [...linesByStation(linesToMake(before), routing, stations).keys()];
  if (!making.includes(stationId))
    throw new AppError("aborted", "Esta estación no tiene nada que hacer en este pedido.");
  const now = Date.now();
  await markStationDone(trx, { orderId: id, stationId, businessId, actor, now });
  const done = new Set([...before.stationsDone, stationId]);
  // Not the last station: the order as read, with this station done (no second read).
  if (!making.every((station) => done.has(station)))
    return {
      order: {
        ...before,
        stationsDone: [...done],
        stationsDoneAt: { ...before.stationsDoneAt, [stationId]: now },
      },
      finished: false,
    };
  // The last station: 'Listo para entregar', with the compare-and-set every transition uses.
  const moved = await moveInTransaction(trx, businessId, id, actor, "deliver");
  return { order: moved.order, finished: true };
};

/**
 * POST /orders/:id/stations/:stationId/ready (decision 046): the station is done with its lines; when every
 * station with lines in the order is, the order becomes 'Listo para entregar', once.
 */
export const stationReady = async (
  deps: OrderDeps,
  businessId: string,
  id: string,
  stationId: string,
  actor: Actor,
): Promise<Order> => {
  const lock = deps.database.dialect === "postgres";
  const { order } = await deps.database.db
    .transaction()
    .execute((trx) => readyInTransaction(trx, lock, businessId, id, stationId, actor));
  await afterOrderChange(deps, businessId, { orderId: id, op: "update" });
  return order;
};
