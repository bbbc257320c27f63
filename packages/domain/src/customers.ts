import { z } from "zod";
import { limits } from "./limits.ts";
import { listQuery } from "./lists.ts";
import { nameText } from "./names.ts";
import { blankAsNone } from "./optional.ts";
import { looksLikePhone, phoneSchema } from "./phone.ts";

/**
 * Decision 048: a customer of the business, with how many orders it placed and what it spent
 * (`spent`, pesos: completed orders only; a cancelled or open order has not been paid).
 */
export const customer = z.object({
  id: z.string(),
  name: z.string(),
  /** 10 digits (domain `normalizePhone`), or null */
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  orders: z.number().int().nonnegative(),
  spent: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Customer = z.infer<typeof customer>;

/** Text the person typed: no control characters but line breaks in the notes. */
const typedText = (max: number) =>
  z
    .string({ error: "Debe ser texto." })
    .trim()
    .max(max, `Puede tener hasta ${max} caracteres.`)
    .refine((text) => !/(?![\n\r\t])\p{Cc}|\p{Cs}/u.test(text), "Tiene caracteres que no se pueden usar.");

/** POST and PATCH /customers: only the name is required; a phone, when given, is an Argentine one. */
export const customerInput = z.object({
  name: nameText(limits.customerName, "Ingresá el nombre del cliente."),
  phone: phoneSchema,
  address: blankAsNone(typedText(limits.address)),
  notes: blankAsNone(typedText(limits.customerNotes)),
});
export type CustomerInput = z.input<typeof customerInput>;
export type CustomerValues = z.output<typeof customerInput>;

/** GET /customers: `q` matches the name anywhere or, written as a phone, any run of the phone's digits. */
export const customerListQuery = listQuery;

/**
 * The digits of a phone search, to be found anywhere in a stored phone: "11 4567" → "114567". What stored
 * phones never have goes: the trunk 0 typed out of habit ("(011) 4567" → "114567"), and +54 with the mobile 9
 * ("+54 9 11 4567" → "114567"); "" when it has no digits.
 */
export const phoneDigits = (text: string): string => {
  const trimmed = text.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+") || digits.startsWith("00")) digits = digits.replace(/^(00)?549?/, "");
  return digits.replace(/^0+/, "").slice(0, 15);
};

/** The list's `q` as a phone search: its digits when written as a phone ("6543", "11 6543-"), else "". */
export const phoneSearch = (q: string): string => (looksLikePhone(q) ? phoneDigits(q) : "");

/** GET /customer-options?phone=: as the order screen types a phone, the customers whose phone holds its digits. */
export const customerOptionsQuery = z.object({
  phone: z
    .string({ error: "Ingresá el teléfono." })
    .trim()
    .max(limits.phone, `Puede tener hasta ${limits.phone} caracteres.`),
});
export const MAX_CUSTOMER_OPTIONS = 10;

/** What the order screen needs to fill in a customer. */
export const customerOption = customer.pick({
  id: true,
  name: true,
  phone: true,
  address: true,
  notes: true,
});
export type CustomerOption = z.infer<typeof customerOption>;
