import { formatQuantity, type IngredientUnit, ingredientUnits } from "@comanda/domain";

export const count = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 }).format;

const isUnit = (unit: string): unit is IngredientUnit =>
  (ingredientUnits as readonly string[]).includes(unit);

/** An ingredient's stock in its unit as the API sends it (0.25 kg): "0,25 kg", "3 unidades". */
export const stockText = (quantity: number, unit: string) => {
  // Stored in thousandths (docs/product.md#data): rounding only undoes the float of the decimal the API sent.
  const thousandths = Math.round(quantity * 1000);
  return isUnit(unit) ? formatQuantity(thousandths, unit) : `${formatQuantity(thousandths)} ${unit}`;
};

const weekdays = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/**
 * The weekday of a Buenos Aires calendar day "YYYY-MM-DD". Read from the day the server sent, never from the
 * device's clock, so a tablet with the wrong date or zone still names the right day.
 */
export const weekdayOf = (day: string) => weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? "";

/** "2026-11-23" → "23/11", the short label of the 30-day chart. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** "2026-11-23" → "23/11/2026", es-AR as everywhere else. */
export const longDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Hour 0–23 as a label: "14 h". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")} h`;

/**
 * How a figure of today compares with the same weekday last week: "+12 % vs. lunes pasado". A change against
 * nothing has no percentage, so it says there was nothing then.
 */
export const comparisonText = (today: number, lastWeek: number, weekday: string, nothing: string) => {
  if (lastWeek === 0)
    return today === 0 ? `Igual que el ${weekday} pasado` : `${nothing} el ${weekday} pasado`;
  const change = Math.round(((today - lastWeek) / lastWeek) * 100);
  if (change === 0) return `Igual que el ${weekday} pasado`;
  return `${change > 0 ? "+" : "-"}${count(Math.abs(change))} % vs. ${weekday} pasado`;
};
