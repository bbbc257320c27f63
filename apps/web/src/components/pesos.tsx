import { formatPesos, type MoneyTotal } from "@comanda/domain";
import type { CSSProperties, ReactNode } from "react";

/**
 * An amount never wraps ("$ 68.400,0" / "0" on the roll, "$ 14.5" / "00,00" on a phone).
 * Cells that let long names break anywhere would break amounts too; this span keeps them whole.
 */
export const noWrap: CSSProperties = { whiteSpace: "nowrap" };

/** Text holding an amount ("Faltante $ 400,00", "−$ 50,00") that must stay on one line. */
export function Money({ children }: { children: ReactNode }) {
  return (
    <span className="money" style={noWrap}>
      {children}
    </span>
  );
}

/** Pesos from the API as ARS, on one line: 1234.5 → "$ 1.234,50"; a sum as a decimal string, exactly (decision 068). */
export function Pesos({ value }: { value: MoneyTotal }) {
  return <Money>{formatPesos(value)}</Money>;
}
