import { z } from "zod";
import { limits } from "./limits.ts";
import { enabledStatus } from "./lists.ts";

/**
 * Decision 074: the owner's order of the categories, which the order screen, the menu and the price list
 * follow. A subpath (decision 053): only the categories screen and its route use it.
 */
export const categoryOrderItem = z.object({ id: z.string(), name: z.string(), status: enabledStatus });
export type CategoryOrderItem = z.infer<typeof categoryOrderItem>;

/** Every category of the business, each once, first to last. */
export const categoryOrderInput = z.object({
  ids: z
    .array(z.uuid({ error: "El identificador no es válido." }), {
      error: "Las categorías deben ser una lista.",
    })
    .max(limits.categoriesPerBusiness, `Se pueden ordenar hasta ${limits.categoriesPerBusiness} categorías.`)
    .refine((ids) => new Set(ids).size === ids.length, "Cada categoría puede aparecer una sola vez."),
});
export type CategoryOrderInput = z.infer<typeof categoryOrderInput>;
