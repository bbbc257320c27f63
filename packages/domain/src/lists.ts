import { z } from "zod";

/** docs/product.md#constants: lists show 10 rows a page, and only that option. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * docs/product.md#lists: keyset pagination (`cursor` is opaque, from the previous page's `nextCursor`),
 * newest first, and a name filter `q`.
 */
export const listQuery = z.object({
  // Decimal digits only: Number() would also read "0x10", "1e2" and " 5" (decision 015).
  limit: z
    .string({ error: "El tamaño de página debe ser un número." })
    .regex(/^(0|[1-9][0-9]*)$/, "El tamaño de página debe ser un número entero.")
    .transform(Number)
    .pipe(
      // Only a number too big for a double (Infinity) fails as a number here.
      z
        .number({ error: `El tamaño de página puede ser como mucho ${MAX_PAGE_SIZE}.` })
        .min(1, "El tamaño de página debe ser al menos 1.")
        .max(MAX_PAGE_SIZE, `El tamaño de página puede ser como mucho ${MAX_PAGE_SIZE}.`),
    )
    .default(PAGE_SIZE),
  cursor: z.string().max(200, "El cursor no es válido.").optional(),
  q: z.string().trim().max(80, "La búsqueda puede tener hasta 80 caracteres.").optional(),
});
export type ListQuery = z.input<typeof listQuery>;

/**
 * docs/product.md#lists: a list that may match without bound (a search over the catalog) counts its matches
 * only up to this many; past it the total is this number and `totalIsCapped` is true ("más de 1.000").
 * Counting every match of a common word cost more than finding the page (decision 033).
 */
export const TOTAL_CAP = 1000;

/**
 * One page of a list: its rows, how many rows match in all, and the cursor of the next page (null at the end).
 * `totalIsCapped` (only on lists that cap their count): there are more than `total` (= TOTAL_CAP) rows.
 */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    totalIsCapped: z.boolean().optional(),
    nextCursor: z.string().nullable(),
  });
export type Page<T> = { items: T[]; total: number; totalIsCapped?: boolean; nextCursor: string | null };

/** "25", or "más de 1.000" for a capped total, in es-AR. */
export const totalText = (list: { total: number; totalIsCapped?: boolean }): string => {
  const count = list.total.toLocaleString("es-AR");
  return list.totalIsCapped ? `más de ${count}` : count;
};

export const enabledStatuses = ["enabled", "disabled"] as const;
export type EnabledStatus = (typeof enabledStatuses)[number];
export const enabledStatus = z.enum(enabledStatuses, { error: "El estado debe ser enabled o disabled." });
export const statusInput = z.object({ status: enabledStatus });

export const idParams = z.object({ id: z.uuid({ error: "El identificador no es válido." }) });
