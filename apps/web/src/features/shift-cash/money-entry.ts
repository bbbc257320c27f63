import { moneyInput } from "@comanda/domain";
import { moneyText, pesosOf } from "@/lib/money-text";

export type MoneyEntry = { pesos: number; error: null } | { pesos: null; error: string | null };

/**
 * An amount typed in the shift's cash dialogs ("1.234,50"), as the pesos the API takes. Blank is
 * `blank` (the float may be 0) or, when null, "no amount yet" without an error.
 */
export const readMoneyEntry = (text: string, blank: number | null = null): MoneyEntry => {
  const parsed = moneyText.safeParse(text);
  if (!parsed.success) return { pesos: null, error: parsed.error.issues[0]?.message ?? null };
  const pesos = pesosOf(parsed.data) ?? blank;
  if (pesos === null) return { pesos: null, error: null };
  const problem = moneyInput.safeParse(pesos).error?.issues[0]?.message;
  return problem ? { pesos: null, error: problem } : { pesos, error: null };
};
