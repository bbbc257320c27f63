import type { Order } from "@comanda/domain";
import { isLineDone, linesToMake } from "@comanda/domain/kitchen";
import type { BoardStation, StationRouting } from "@comanda/domain/stations";
import { kitchenLines } from "./kitchen-lines";

/** One station's part of an order at the pass: how many of its lines are done, and whether it said 'Listo'. */
export type StationProgress = {
  id: string | null;
  name: string;
  done: number;
  total: number;
  ready: boolean;
};

/**
 * Decision 087: what the expeditor reads of an order — per station with something of this round to make, its lines
 * done out of its lines, and its 'Listo' (the order ready counts for all). No stations: the kitchen as one.
 */
export const passProgress = (
  order: Order,
  routing: StationRouting,
  stations: readonly BoardStation[],
): StationProgress[] => {
  const lines = kitchenLines(linesToMake(order), routing, stations, null);
  const groups = new Map<string | null, typeof lines>();
  for (const line of lines) groups.set(line.stationId, [...(groups.get(line.stationId) ?? []), line]);
  const names = new Map(stations.map((station) => [station.id, station.name]));
  const finished = order.status !== "pending" && order.status !== "preparing";
  return [...groups].map(([id, ofStation]) => {
    const ready = finished || (id !== null && order.stationsDone.includes(id));
    return {
      id,
      name: id === null ? "Cocina" : (names.get(id) ?? "Cocina"),
      done: ready ? ofStation.length : ofStation.filter((line) => isLineDone(order, line)).length,
      total: ofStation.length,
      ready,
    };
  });
};
