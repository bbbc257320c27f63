import { centavosToPesos, totalFromCentavos } from "@comanda/domain";
import type { CashMovementKind, CountSheet } from "@comanda/domain/cash";
import type { Db } from "../../db/database.ts";
import { centavosOf, compareCentavos } from "../../db/money-sums.ts";
import { AppError } from "../../errors.ts";
import {
  cashMovementsOf,
  countOpenOrders,
  findShiftFloat,
  firstCashMethod,
  methodTotalsOf,
  readBlindCashCount,
} from "./register/queries.ts";
import { shiftMissing } from "./rows.ts";

/** One method to count, money in centavos (BigInt: a running total may pass 2^53, decision 068). */
export type MethodLine = {
  paymentMethodId: string;
  name: string;
  isCash: boolean;
  /** completed orders of the method (its running total) */
  amount: bigint;
  expected: bigint;
};

type Register = { float: number; movements: readonly { kind: CashMovementKind; amount: number }[] };

/** Expected centavos of a method: its completed orders, and for the register's line the float ± movements. */
const expectedOf = (line: { amount: bigint }, cash: Register): bigint =>
  cash.movements.reduce(
    (sum, m) => sum + (m.kind === "in" ? BigInt(m.amount) : -BigInt(m.amount)),
    line.amount + BigInt(cash.float),
  );

type SheetShift = { id: string; cashFloat: number };

/**
 * The lines of the count (arqueo): every method used in the shift, from the running totals kept as orders
 * complete (never a scan of the orders, so closing takes the same with 10 or 10,000 orders), plus the cash
 * method when the float or cash movements put money in the register though no order was paid in cash.
 * The float and the movements belong to one register: they go to one cash line only (the cash method that
 * took most, or the oldest enabled one), else two cash methods would each expect the float.
 */
export const methodLines = async (db: Db, businessId: string, shift: SheetShift): Promise<MethodLine[]> => {
  const [totals, movements] = await Promise.all([
    methodTotalsOf(db, businessId, shift.id),
    cashMovementsOf(db, businessId, shift.id),
  ]);
  const lines = totals.map((row) => ({
    paymentMethodId: row.payment_method_id,
    name: row.name,
    isCash: Number(row.is_cash) === 1,
    amount: centavosOf(row.amount),
  }));
  const cash: Register = {
    float: shift.cashFloat,
    movements: movements.map((m) => ({ kind: m.kind as CashMovementKind, amount: Number(m.amount) })),
  };
  const inRegister = cash.float !== 0 || cash.movements.length > 0;
  let carrier = lines.filter((line) => line.isCash).sort((a, b) => compareCentavos(b.amount, a.amount))[0];
  if (!carrier && inRegister) {
    const method = await firstCashMethod(db, businessId);
    // A method used in the shift before it was marked as cash carries the register in its own line.
    const used = lines.find((line) => line.paymentMethodId === method?.id);
    if (used) {
      used.isCash = true;
      carrier = used;
    } else if (method) {
      carrier = { paymentMethodId: method.id, name: method.name, isCash: true, amount: 0n };
      lines.push(carrier);
    }
  }
  const none: Register = { float: 0, movements: [] };
  return lines
    .map((line) => ({ ...line, expected: expectedOf(line, line === carrier ? cash : none) }))
    .sort((a, b) => Number(b.isCash) - Number(a.isCash) || a.name.localeCompare(b.name, "es"));
};

/** The shift's float (centavos) and whether it is open; 404 for another business's or an unknown shift. */
export const shiftForCount = async (db: Db, businessId: string, id: string) => {
  const row = await findShiftFloat(db, businessId, id);
  if (!row) throw shiftMissing();
  return { id: row.id, cashFloat: Number(row.cash_float), open: row.end_date === null };
};

const isBlind = async (db: Db, businessId: string) => {
  const row = await readBlindCashCount(db, businessId);
  return Number(row?.blind_cash_count ?? 0) === 1;
};

/** GET /shifts/:id/count: what the close dialog asks for; blind businesses see no expected amounts. */
export const getCountSheet = async (db: Db, businessId: string, id: string): Promise<CountSheet> => {
  const shift = await shiftForCount(db, businessId, id);
  const [lines, blind, open] = await Promise.all([
    methodLines(db, businessId, shift),
    isBlind(db, businessId),
    countOpenOrders(db, businessId, id),
  ]);
  return {
    blind,
    cashFloat: centavosToPesos(shift.cashFloat),
    lines: lines.map((line) => ({
      paymentMethodId: line.paymentMethodId,
      name: line.name,
      isCash: line.isCash,
      expected: blind ? null : totalFromCentavos(line.expected),
    })),
    openOrders: Number(open.n),
  };
};

/**
 * The counted amounts (centavos) by method, checked against the sheet: every line counted (400 naming the
 * first one missing) and nothing counted that the sheet does not ask for.
 */
export const checkCounts = (
  lines: readonly MethodLine[],
  counts: readonly { payment_method_id: string; counted: number }[],
): Map<string, number> => {
  const counted = new Map(counts.map((count) => [count.payment_method_id, count.counted]));
  const missing = lines.find((line) => !counted.has(line.paymentMethodId));
  if (missing) {
    const message = `Contá ${missing.name}.`;
    throw new AppError("invalid-argument", message, { counts: message });
  }
  const asked = new Set(lines.map((line) => line.paymentMethodId));
  if (counts.some((count) => !asked.has(count.payment_method_id))) {
    const message = "Ese medio de pago no se usó en este turno.";
    throw new AppError("invalid-argument", message, { counts: message });
  }
  return counted;
};
