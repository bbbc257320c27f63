import {
  type Adjustment,
  type AdjustmentKind,
  type AdjustmentMode,
  centavosToPesos,
  changeFor,
  type DiscountRule,
  discountRefusal,
  MAX_ADJUSTMENT_REASON,
  type OrderInput,
  type OrderMoney,
  orderMoney,
  parseMoney,
  type Role,
} from "@comanda/domain";
import {
  gapText,
  type PartView,
  type PaymentPartDraft,
  readMoney,
  readParts,
} from "@/entities/order/payment-parts-draft";

/**
 * Decision 031 as the order screen types them: text as typed (kept in the draft and the outbox), read
 * into centavos with the domain's rules so the total shown is the one the server computes.
 */
export type AdjustmentDraft = { kind: AdjustmentKind; mode: AdjustmentMode; value: string; reason: string };
export type MoneyDraft = {
  adjustments: AdjustmentDraft[];
  tip: string;
  /** null: paid in full by the order's method ('Paga con' then goes in `tendered`) */
  parts: PaymentPartDraft[] | null;
  /** 'Paga con' for an order paid in full in cash */
  tendered: string;
};

export const emptyMoney = (): MoneyDraft => ({ adjustments: [], tip: "", parts: null, tendered: "" });

export const quickReasons = {
  discount: ["Pago en efectivo", "Cliente frecuente", "Promoción del día"],
  surcharge: ["Pago con tarjeta", "Envío", "Servicio de mesa"],
} as const;

export type MoneyView = {
  money: OrderMoney | null;
  adjustmentErrors: { value?: string; reason?: string }[];
  tipError?: string;
  /** why the discounts are refused (the role's limit, or more than the subtotal) */
  discountError?: string;
  parts: PartView[] | null;
  /** "Faltan $ …" / "Sobran $ …" */
  gap: string | null;
  tendered: number | null;
  tenderedError?: string;
  change: number | null;
  /** nothing blocks 'Crear' */
  complete: boolean;
};

const readAdjustment = (
  draft: AdjustmentDraft,
): { adjustment: Adjustment | null; errors: MoneyView["adjustmentErrors"][number] } => {
  const errors: MoneyView["adjustmentErrors"][number] = {};
  // A row opened but left without a value is no adjustment yet: it neither blocks 'Crear' nor is sent.
  if (draft.value.trim() === "") return { adjustment: null, errors };
  const reason = draft.reason.trim();
  if (reason === "") errors.reason = "Ingresá el motivo.";
  else if (reason.length > MAX_ADJUSTMENT_REASON)
    errors.reason = `El motivo puede tener hasta ${MAX_ADJUSTMENT_REASON} caracteres.`;
  // parseMoney reads "10,5" as 1050: hundredths of a percent, as the domain keeps percentages.
  const value = parseMoney(draft.value);
  if (value === null || value <= 0)
    errors.value =
      draft.mode === "percent" ? "Ingresá un porcentaje mayor a 0." : "Ingresá un monto mayor a 0.";
  else if (draft.mode === "percent" && value > 10000)
    errors.value = "El porcentaje puede ser como mucho 100.";
  const ok = Object.keys(errors).length === 0 && value !== null;
  return { adjustment: ok ? { kind: draft.kind, mode: draft.mode, value, reason } : null, errors };
};

type ViewContext = {
  lines: readonly { unitPrice: number; quantity: number }[];
  role: Role;
  /** null while the business's setting loads: the server still checks */
  rule: DiscountRule | null;
  methodId: string;
  isCash: (methodId: string) => boolean;
  /** a delivery's fee, centavos (decision 050): in the total, never under a percentage */
  deliveryFee?: number;
};

export const moneyView = (draft: MoneyDraft, context: ViewContext): MoneyView => {
  const read = draft.adjustments.map(readAdjustment);
  const tip = readMoney(draft.tip);
  const priced = orderMoney(
    context.lines.map((line) => ({ subtotal: line.unitPrice * line.quantity })),
    read.flatMap((each) => (each.adjustment ? [each.adjustment] : [])),
    tip.value ?? 0,
    context.deliveryFee ?? 0,
  );
  const money = priced.ok ? priced.money : null;
  // Decision 068: a tip over the subtotal is said under the tip; the rest beside the discounts and 'Crear'.
  const tipRefusal = !priced.ok && priced.field === "tip" ? priced.message : undefined;
  const discountError = priced.ok
    ? ((context.rule &&
        discountRefusal(context.role, context.rule, priced.money.discount, priced.money.subtotal)) ??
      undefined)
    : tipRefusal
      ? undefined
      : priced.message;
  const total = money?.total ?? 0;
  const parts = draft.parts && readParts(draft.parts, total, context.isCash);
  const paid = parts?.reduce((sum, part) => sum + (part.amount ?? 0), 0) ?? total;
  const gap = parts ? gapText(total, paid) : null;
  const tendered = readMoney(draft.tendered);
  const inFullCash = !parts && context.isCash(context.methodId);
  const tenderedError =
    tendered.error ??
    (inFullCash && tendered.value !== null && tendered.value < total
      ? "'Paga con' no puede ser menor que el total."
      : undefined);
  const partsOk = !parts || (gap === null && parts.every((part) => Object.keys(part.errors).length === 0));
  return {
    money,
    adjustmentErrors: read.map((each) => each.errors),
    tipError: tip.error ?? tipRefusal,
    discountError,
    parts,
    gap,
    tendered: inFullCash ? tendered.value : null,
    tenderedError: inFullCash ? tenderedError : undefined,
    change: inFullCash && !tenderedError ? changeFor(tendered.value, total) : null,
    complete:
      money !== null &&
      !discountError &&
      !tip.error &&
      read.every((each) => Object.keys(each.errors).length === 0) &&
      partsOk &&
      !(inFullCash && tenderedError),
  };
};

/** Why the money keeps 'Crear' greyed, said beside the button (docs/product.md#new-order); null when nothing does. */
export const moneyBlocker = (view: MoneyView): string | null =>
  view.discountError ?? (view.gap ? `Los pagos no suman el total: ${view.gap.toLowerCase()}.` : null);

export type MoneyFields = Pick<OrderInput, "adjustments" | "tip" | "payments">;

/** The money fields of POST /orders, in pesos; each left out when empty, so a plain order is sent as before. */
export const moneyInput = (draft: MoneyDraft, view: MoneyView, methodId: string): MoneyFields => {
  const fields: MoneyFields = {};
  if (!view.money) return fields;
  if (view.money.adjustments.length > 0)
    fields.adjustments = view.money.adjustments.map((adjustment) => ({
      kind: adjustment.kind,
      mode: adjustment.mode,
      value: centavosToPesos(adjustment.value),
      reason: adjustment.reason,
    }));
  if (view.money.tip > 0) fields.tip = centavosToPesos(view.money.tip);
  if (view.parts)
    fields.payments = view.parts.map((part) => ({
      payment_method_id: part.methodId,
      amount: centavosToPesos(part.amount ?? 0),
      ...(part.tendered === null ? {} : { tendered: centavosToPesos(part.tendered) }),
    }));
  else if (view.tendered !== null && draft.tendered.trim() !== "")
    fields.payments = [
      {
        payment_method_id: methodId,
        amount: centavosToPesos(view.money.total),
        tendered: centavosToPesos(view.tendered),
      },
    ];
  return fields;
};
