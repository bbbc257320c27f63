import {
  businessDayCode,
  businessZoneOffset,
  type CounterOrderType,
  centavosToPesos,
  type OrderInput,
  orderTypeIssues,
  parseMoney,
} from "@comanda/domain";
import type { CustomerOption } from "@comanda/domain/customers";
import { z } from "zod";

/**
 * Decision 050: how the order is served, as the screen keeps it (in the draft, so a reload keeps the customer):
 * the customer as picked, the fee and the promised time as typed.
 */
export type TypeDraft = {
  type: CounterOrderType;
  customer: CustomerOption | null;
  /** 'Costo de envío' as typed, pesos */
  deliveryFee: string;
  /** 'Hora prometida' as the time input gives it, "HH:MM"; "" for none */
  promisedTime: string;
};

export const emptyTypeDraft = (): TypeDraft => ({
  type: "counter",
  customer: null,
  deliveryFee: "",
  promisedTime: "",
});

export const typeDraftSchema = z.object({
  type: z.enum(["counter", "takeaway", "delivery"]),
  customer: z
    .object({
      id: z.string(),
      name: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      notes: z.string().nullable(),
    })
    .nullable(),
  deliveryFee: z.string(),
  promisedTime: z.string(),
});

export type TypeFields = Pick<OrderInput, "type" | "customer_id" | "delivery_fee" | "promised_at">;
export const typeFieldNames = ["customer_id", "delivery_fee", "promised_at"] as const;
export type TypeErrors = Partial<Record<(typeof typeFieldNames)[number], string>>;

/** Same words as the server's refusal, so the cashier reads one message whichever side caught it. */
export const noAddressText = "El cliente no tiene dirección: cargala para enviar el pedido.";

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const slackMs = 60 * minuteMs;

/**
 * "21:30" typed at `now` → that time today in Buenos Aires, or tomorrow when today's is more than an hour
 * past (at 23:50 "00:30" is the night's, not the one gone); null when it is not a time.
 */
export const promisedAtFor = (time: string, now: number): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const [year, month, day] = businessDayCode(now).split("-").map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours, minutes);
  const today = wall - businessZoneOffset(now);
  return today < now - slackMs ? today + dayMs : today;
};

export type TypeView = {
  /** what POST /orders gets: nothing for a counter order, so it is sent as before decision 050 */
  fields: Partial<TypeFields>;
  /** centavos, in the total */
  deliveryFee: number;
  /** epoch ms, for the hint under the time */
  promisedAt: number | null;
  /** what blocks 'Crear' as typed (a fee that is no amount), shown at once */
  typingErrors: TypeErrors;
  /** what 'Crear' refuses: the domain's rules (orderTypeIssues) and a delivery without an address */
  errors: TypeErrors;
};

/** The type's fields read with the domain's rules, at `now`. */
export const readTypeDraft = (draft: TypeDraft, now: number): TypeView => {
  const typingErrors: TypeErrors = {};
  if (draft.type === "counter")
    return { fields: {}, deliveryFee: 0, promisedAt: null, typingErrors, errors: {} };
  const delivery = draft.type === "delivery";
  const fee = delivery && draft.deliveryFee.trim() !== "" ? parseMoney(draft.deliveryFee) : 0;
  if (fee === null) typingErrors.delivery_fee = "Ingresá un monto válido, por ejemplo 1.500.";
  const promisedAt = draft.promisedTime.trim() === "" ? null : promisedAtFor(draft.promisedTime, now);
  if (draft.promisedTime.trim() !== "" && promisedAt === null)
    typingErrors.promised_at = "La hora prometida no es válida.";
  const fields: Partial<TypeFields> = { type: draft.type };
  if (draft.customer) fields.customer_id = draft.customer.id;
  if (fee) fields.delivery_fee = centavosToPesos(fee);
  if (promisedAt !== null) fields.promised_at = promisedAt;
  const errors: TypeErrors = { ...typingErrors };
  for (const issue of orderTypeIssues({ type: draft.type, ...fields }, now))
    errors[issue.path as keyof TypeErrors] ??= issue.message;
  if (delivery && draft.customer && !draft.customer.address) errors.customer_id ??= noAddressText;
  return { fields, deliveryFee: fee ?? 0, promisedAt, typingErrors, errors };
};
