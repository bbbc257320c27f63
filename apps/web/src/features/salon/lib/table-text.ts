import { formatPesos } from "@comanda/domain";
import type { SalonTable } from "@comanda/domain/tabs";

const people = (guests: number) => `${guests} ${guests === 1 ? "persona" : "personas"}`;
const places = (seats: number) => `${seats} ${seats === 1 ? "lugar" : "lugares"}`;

/** Whole minutes since the table opened, never below zero (another device's clock may be ahead). */
export const minutesOpen = (openedAt: number, now: number) =>
  Math.max(0, Math.floor((now - openedAt) / 60_000));

/** "12 min", "1 h 05 min": how long the table has been sitting. */
export const durationText = (minutes: number) =>
  minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;

/** What a screen reader says of a table: "Mesa 4, ocupada, 3 personas, $ 4.500,00, hace 12 min". */
export const tableName = (table: SalonTable, now: number): string => {
  const { tab } = table;
  if (!tab && table.joinedTo) return `${table.name}, unida a ${table.joinedTo.tableName}`;
  if (!tab) return `${table.name}, libre, ${places(table.seats)}`;
  const state = tab.billRequestedAt === null ? "ocupada" : "pidió la cuenta";
  return `${table.name}, ${state}, ${people(tab.guests)}, ${formatPesos(tab.total)}, hace ${durationText(minutesOpen(tab.openedAt, now))}`;
};

export { people, places };
