import type { Order } from "@comanda/domain";
import {
  type BoardStation,
  linesByStation,
  madeLines,
  type StationLine,
  type StationRouting,
} from "@comanda/domain/stations";

/** A display's line: where it is made (its name, shown when the display follows every station; its id). */
export type KitchenLine = StationLine & { station: string | null; stationId: string | null };

/** Every product of the order, a combo's one by one, each with its station's name when there are any. */
const allLines = (
  order: Order,
  routing: StationRouting,
  stations: readonly BoardStation[],
): KitchenLine[] => {
  if (stations.length === 0)
    return madeLines(order).map(({ itemId: _item, categoryId: _category, ...line }) => ({
      ...line,
      station: null,
      stationId: null,
    }));
  const names = new Map(stations.map((station) => [station.id, station.name]));
  return [...linesByStation(order, routing, stations)].flatMap(([id, lines]) =>
    lines.map((line) => ({ ...line, station: names.get(id) ?? null, stationId: id })),
  );
};

/** What a display shows of an order: one station's lines, or every line when it follows them all. */
export const kitchenLines = (
  order: Order,
  routing: StationRouting,
  stations: readonly BoardStation[],
  stationId: string | null,
): KitchenLine[] => {
  if (stationId === null) return allLines(order, routing, stations);
  return (linesByStation(order, routing, stations).get(stationId) ?? []).map((line) => ({
    ...line,
    station: null,
    stationId,
  }));
};
