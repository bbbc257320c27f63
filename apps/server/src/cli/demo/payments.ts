import type { CounterOrderType, PaymentValues } from "@comanda/domain";
import type { PaymentDraft } from "../../modules/orders/index.ts";
import type { DemoMethod } from "./catalog.ts";
import type { MethodKey } from "./catalog-data.ts";
import type { Random } from "./random.ts";

/** How an order is paid: its main method, the parts the dialog sent (none: all by the main one), as stored. */
export type Charge = { main: DemoMethod; given: PaymentValues[] | undefined; parts: PaymentDraft[] };

const shares: Record<CounterOrderType, readonly (readonly [MethodKey, number])[]> = {
  counter: [
    ["cash", 38],
    ["debit", 24],
    ["credit", 10],
    ["qr", 28],
  ],
  takeaway: [
    ["cash", 40],
    ["debit", 20],
    ["credit", 8],
    ["qr", 32],
  ],
  delivery: [
    ["cash", 50],
    ["qr", 45],
    ["debit", 5],
  ],
};

const PESO = 100;
const ceilTo = (centavos: number, pesos: number) => Math.ceil(centavos / (pesos * PESO)) * pesos * PESO;

const draft = (method: DemoMethod, amount: number, tendered: number | null): PaymentDraft => ({
  paymentMethodId: method.id,
  name: method.name,
  isCash: method.isCash,
  amount,
  tendered,
});

/**
 * Mostly one method; about one order in twenty is split between cash and a card or QR (decision 026), and
 * half the cash payers say what they pay with ('Paga con': the next $ 1.000, $ 10.000 or $ 20.000).
 */
export const charge = (
  random: Random,
  methods: Record<MethodKey, DemoMethod>,
  type: CounterOrderType,
  total: number,
): Charge => {
  const main = methods[random.weighted(shares[type])];
  let parts: PaymentDraft[];
  if (total >= 1_000_000 && random.chance(0.05)) {
    const other = main.isCash ? methods[random.pick(["debit", "qr"] as const)] : methods.cash;
    const first = Math.round((total * random.int(3, 7)) / 10 / (100 * PESO)) * 100 * PESO;
    parts = [draft(main, first, null), draft(other, total - first, null)];
  } else if (main.isCash && random.chance(0.5)) {
    parts = [draft(main, total, ceilTo(total, random.pick([1_000, 10_000, 20_000])))];
  } else {
    return { main, given: undefined, parts: [draft(main, total, null)] };
  }
  const given = parts.map((part) => ({
    payment_method_id: part.paymentMethodId,
    amount: part.amount,
    tendered: part.tendered,
  }));
  return { main, given, parts };
};
