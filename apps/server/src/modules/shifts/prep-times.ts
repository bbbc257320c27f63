import type { PrepTimes } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import {
  type CompletedScope,
  countStations,
  selectReadyWithoutStation,
  selectStationsDone,
  selectTimedLines,
} from "./queries.ts";

const TENTH_OF_A_MINUTE = 6_000;
const PRODUCTS = 20;

const minutes = (ms: number) => Math.round(ms / TENTH_OF_A_MINUTE) / 10;

/**
 * Average and 90th percentile by nearest rank: the ⌈0.9·n⌉-th shortest, computed in integers (0.9 × 30 is
 * 27.000000000000004 in floating point). Only positive durations are kept: a 'Listo' from a table's earlier
 * round lies before the round's start (decision 081), and a clock set back yields nonsense.
 */
const figuresOf = (durations: readonly number[]) => {
  const sorted = durations.filter((ms) => ms > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const total = sorted.reduce((sum, ms) => sum + ms, 0);
  return {
    orders: sorted.length,
    averageMinutes: minutes(total / sorted.length),
    p90Minutes: minutes(sorted[Math.ceil((9 * sorted.length) / 10) - 1] ?? 0),
  };
};

const slowestFirst = (a: { name: string; p90Minutes: number }, b: { name: string; p90Minutes: number }) =>
  b.p90Minutes - a.p90Minutes || a.name.localeCompare(b.name, "es");

type Timed = { key: string; name: string; durations: number[] };

const byStationOf = async (db: Db, businessId: string, scope: CompletedScope) => {
  const [done, withoutStation, { stations }] = await Promise.all([
    selectStationsDone(db, businessId, scope),
    selectReadyWithoutStation(db, businessId, scope),
    countStations(db, businessId),
  ]);
  const timed = new Map<string, Timed & { stationId: string | null }>();
  const add = (stationId: string | null, name: string, ms: number) => {
    const key = stationId ?? "";
    const entry = timed.get(key) ?? { key, stationId, name, durations: [] };
    entry.durations.push(ms);
    timed.set(key, entry);
  };
  // A station is disabled, never deleted: the name is missing only to the left join's types.
  for (const row of done)
    add(row.stationId, row.name ?? "Sin estación", Number(row.doneAt) - Number(row.since));
  // Without stations the kitchen is the one place food is made; with them, these skipped every station.
  const unnamed = Number(stations) === 0 ? "Cocina" : "Sin estación";
  for (const row of withoutStation) add(null, unnamed, Number(row.readyAt) - Number(row.since));
  return [...timed.values()].flatMap(({ stationId, name, durations }) => {
    const figures = figuresOf(durations);
    return figures ? [{ stationId, name, ...figures }] : [];
  });
};

/**
 * An order's time: until it was 'Listo para entregar', or until its last station's 'Listo' when it never
 * became ready after reaching the kitchen (a table's round sent back after an earlier 'Listo').
 */
const orderTime = (row: { readyAt: number | null; since: number; lastDone: number | null }) => {
  const since = Number(row.since);
  if (row.readyAt !== null && Number(row.readyAt) > since) return Number(row.readyAt) - since;
  return row.lastDone === null ? 0 : Number(row.lastDone) - since;
};

const byProductOf = async (db: Db, businessId: string, scope: CompletedScope) => {
  const products = new Map<
    string,
    { key: string; name: string; latest: number; orders: Map<string, number> }
  >();
  for (const row of await selectTimedLines(db, businessId, scope)) {
    const latest = Number(row.latest);
    const entry = products.get(row.id) ?? { key: row.id, name: row.name, latest, orders: new Map() };
    // Snapshots keep the name a product had when sold: the latest order's is shown.
    if (latest > entry.latest) Object.assign(entry, { name: row.name, latest });
    // A product twice in an order (alone and in a combo) counts the order once.
    entry.orders.set(row.orderId, orderTime(row));
    products.set(row.id, entry);
  }
  return [...products.values()]
    .flatMap(({ key, name, orders }) => {
      const figures = figuresOf([...orders.values()]);
      return figures ? [{ productId: key, name, ...figures }] : [];
    })
    .sort(slowestFirst)
    .slice(0, PRODUCTS);
};

/**
 * docs/product.md#sales-history: the preparation times of a shift's completed orders, or of a day's. Only
 * completed orders: a 'Listo' or 'Servido' table may still go back to the kitchen for another round, which
 * moves its times, while a completed order's are final (so the shift detail's cache holds them), and every
 * other figure of a shift or a day counts an order once it is completed.
 */
export const prepTimesOf = async (db: Db, businessId: string, scope: CompletedScope): Promise<PrepTimes> => {
  const [byStation, byProduct] = await Promise.all([
    byStationOf(db, businessId, scope),
    byProductOf(db, businessId, scope),
  ]);
  return { byStation: byStation.sort(slowestFirst), byProduct };
};
