import { z } from "zod";

// Decision 086: a product 'Agotado' for the day. A subpath of its own: the kitchen's dialog and the server
// read these, and the sign-in page's bundle never does.

/** Decision 086: 'Agotado' for the rest of the business day (Buenos Aires), or available again. */
export const productAvailabilityInput = z.object({
  soldOut: z.boolean({ error: "Indicá si el producto está agotado." }),
});
export type ProductAvailabilityInput = z.input<typeof productAvailabilityInput>;

/**
 * Decision 086: what the kitchen's 'Agotados' dialog lists: every enabled product (by category and name) and
 * every option (by group and name), each with its 'Agotado' for today. No prices: KITCHEN sees no money.
 */
export const availabilityBoard = z.object({
  products: z.array(
    z.object({ id: z.string(), name: z.string(), categoryName: z.string(), soldOut: z.boolean() }),
  ),
  options: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      groupId: z.string(),
      groupName: z.string(),
      soldOut: z.boolean(),
    }),
  ),
});
export type AvailabilityBoard = z.infer<typeof availabilityBoard>;
