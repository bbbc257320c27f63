import {
  centavosOfTotal,
  formatClock,
  formatDate,
  formatDateTime,
  formatMoney,
  type MoneyTotal,
} from "@comanda/domain";
import { differenceKind } from "@comanda/domain/cash";

export const count = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 }).format;

/**
 * When an order was taken: the time alone on the shift's first day; with the date once the shift ran past
 * midnight (docs/product.md#rules), so "00:15" is not read as the evening before.
 */
export const orderTime = (createdAt: number, shiftStart: number) =>
  formatDate(createdAt) === formatDate(shiftStart) ? formatClock(createdAt) : formatDateTime(createdAt);

/** A count's difference (counted − expected, pesos): "Faltante $ 100,00", "Sobrante $ 50,00" or "Exacto". */
export const differenceText = (pesos: MoneyTotal) => {
  const centavos = centavosOfTotal(pesos);
  const kind = differenceKind(centavos);
  if (kind === "exacto") return "Exacto";
  return `${kind === "faltante" ? "Faltante" : "Sobrante"} ${formatMoney(centavos < 0n ? -centavos : centavos)}`;
};
