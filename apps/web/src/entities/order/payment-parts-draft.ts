import { centavosToPesos, changeFor, formatMoney, parseMoney, splitEvenly } from "@comanda/domain";
import { moneyFieldText } from "@/lib/money-text";

/**
 * How an order's total is split between payment methods, as the order screen and 'Completar' type it: text as
 * typed, read into centavos with the domain's rules so the parts shown are the ones the server takes. `amount`
 * left blank on the last part means "the rest".
 */
export type PaymentPartDraft = { methodId: string; amount: string; tendered: string };

export type PartView = {
  methodId: string;
  /** centavos; the rest for a blank last part */
  amount: number | null;
  tendered: number | null;
  change: number | null;
  errors: { amount?: string; tendered?: string };
};

export const readMoney = (text: string): { value: number | null; error?: string } => {
  if (text.trim() === "") return { value: null };
  const value = parseMoney(text);
  return value === null
    ? { value: null, error: "Ingresá un monto válido, por ejemplo 1.234,50." }
    : { value };
};

export const gapText = (total: number, paid: number): string | null =>
  paid === total ? null : `${paid < total ? "Faltan" : "Sobran"} ${formatMoney(Math.abs(total - paid))}`;

/** The parts as amounts: a blank last part takes what the others leave. */
export const readParts = (
  parts: readonly PaymentPartDraft[],
  total: number,
  isCash: (id: string) => boolean,
) => {
  const read = parts.map((part, index) => {
    const amount = readMoney(part.amount);
    const tendered = readMoney(part.tendered);
    const last = index === parts.length - 1;
    return { part, amount, tendered, rest: last && part.amount.trim() === "" };
  });
  const others = read.reduce((sum, each) => sum + (each.rest ? 0 : (each.amount.value ?? 0)), 0);
  return read.map<PartView>(({ part, amount, tendered, rest }) => {
    // Never below zero: typed parts past the total show as "Sobran", not as a negative part.
    const value = rest ? Math.max(total - others, 0) : amount.value;
    const errors: PartView["errors"] = {};
    if (amount.error) errors.amount = amount.error;
    else if (value === null) errors.amount = "Ingresá el monto.";
    else if (value <= 0) errors.amount = "El monto debe ser mayor a 0.";
    const paysWith = isCash(part.methodId) ? tendered.value : null;
    if (tendered.error) errors.tendered = tendered.error;
    else if (paysWith !== null && value !== null && paysWith < value)
      errors.tendered = "'Paga con' no puede ser menor que el monto.";
    return {
      methodId: part.methodId,
      amount: value,
      tendered: paysWith,
      change: value === null || errors.tendered ? null : changeFor(paysWith, value),
      errors,
    };
  });
};

/** 'En partes iguales': `splitEvenly`'s shares typed into every part but the last, which takes the rest. */
export const evenParts = (parts: readonly PaymentPartDraft[], total: number): PaymentPartDraft[] => {
  const shares = splitEvenly(Math.max(total, 0), parts.length);
  return parts.map((part, index) => ({
    ...part,
    amount: index === parts.length - 1 ? "" : moneyFieldText(centavosToPesos(shares[index] ?? 0)),
  }));
};

/** 'Dividir pago': the order's method and another, in equal parts. */
export const startSplit = (
  methods: readonly { id: string }[],
  methodId: string,
  total: number,
): PaymentPartDraft[] => {
  const other = methods.find((method) => method.id !== methodId);
  const parts = [methodId, ...(other ? [other.id] : [])].map((id) => ({
    methodId: id,
    amount: "",
    tendered: "",
  }));
  return evenParts(parts, total);
};
