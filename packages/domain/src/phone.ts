import { z } from "zod";
import { limits } from "./limits.ts";
import { blankAsNone } from "./optional.ts";

/** Argentina's national significant number: area code and subscriber number, 10 digits in all. */
export const PHONE_DIGITS = 10;

export const phoneMessages = {
  characters:
    "El teléfono solo puede tener números, espacios, guiones, puntos, paréntesis y un + al principio.",
  length: "Ingresá un teléfono válido, con característica: por ejemplo 11 4567-8901.",
  tooLong: `El teléfono puede tener hasta ${limits.phone} caracteres.`,
} as const;

/** What people put between the digits: spaces, hyphens, dots, parentheses; a + only first. */
const writtenPhone = /^\+?[\d\s\-.()]+$/;

/** Whether a text is written as a phone (or a piece of one): digits and what people put between them. */
export const looksLikePhone = (text: string): boolean => writtenPhone.test(text.trim());

/**
 * A phone as Argentines write it, as its 10-digit national number, or null when it is not one
 * (docs/decisions/023). Drops, in order: the country code (+54 or 0054) and the mobile 9 after it, or
 * the trunk 0 ("011", "(0223)"); then a 15 written after a 2–4 digit area code ("11 15 4567-8901").
 * "15 4567-8901", a mobile written without its area code, is 10 digits already and kept as typed.
 */
export const normalizePhone = (text: string): string | null => {
  const trimmed = text.trim();
  if (!writtenPhone.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+") || digits.startsWith("00");
  if (international) {
    digits = digits.replace(/^(00)?54/, "");
    // The 9 marks a mobile dialled from abroad; it may come before a 15 written out of habit.
    if (digits.startsWith("9") && [PHONE_DIGITS + 1, PHONE_DIGITS + 3].includes(digits.length))
      digits = digits.slice(1);
  } else if (digits.startsWith("0")) {
    digits = digits.slice(1);
  }
  if (digits.length === PHONE_DIGITS + 2) {
    const at = [2, 3, 4].find((i) => digits.slice(i, i + 2) === "15");
    if (at !== undefined) digits = digits.slice(0, at) + digits.slice(at + 2);
  }
  return digits.length === PHONE_DIGITS ? digits : null;
};

/** One rule for the sign-up and the settings (decision 023); blank is no phone. */
export const phoneSchema = blankAsNone(
  z
    .string({ error: "El teléfono debe ser texto." })
    .trim()
    .max(limits.phone, phoneMessages.tooLong)
    .refine((text) => writtenPhone.test(text), { message: phoneMessages.characters, abort: true })
    .transform((text, ctx) => {
      const phone = normalizePhone(text);
      if (phone !== null) return phone;
      ctx.addIssue({ code: "custom", message: phoneMessages.length });
      return z.NEVER;
    }),
);
