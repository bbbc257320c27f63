import { z } from "zod";

/** Nothing typed: left out, null, or only spaces. */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * An optional field (decision 023): left out, null, "" or spaces all mean "none" and leave as null;
 * anything else must pass `schema`. Forms send what their resolver produced (null for a blank phone) and
 * other clients send "" or leave the key out, so every optional field takes all three, and what this
 * schema outputs is always valid input again.
 */
export const blankAsNone = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess<unknown, z.ZodOptional<T>, z.input<T> | "" | null | undefined>(
      (value) => (isBlank(value) ? undefined : value),
      schema.optional(),
    )
    .transform((value): z.output<T> | null => value ?? null);

/** Like `blankAsNone`, with a value for "none" (a price left blank is 0, docs/product.md#validation). */
export const blankAs = <T extends z.ZodType>(schema: T, none: z.output<T>) =>
  blankAsNone(schema).transform((value): z.output<T> => value ?? none);
