import { z } from "zod";

/** What the live stream names; never another business's data, only what changed. */
export const changeEntities = [
  "business",
  "users",
  "categories",
  "payment-methods",
  "ingredients",
  "products",
  "promotions",
  // Decision 080: a modifier group, its options or an option's 'Agotado'.
  "modifier-groups",
  "shifts",
  "orders",
  "stations",
  "print-jobs",
  "customers",
  // Decision 049: a room, its name or its plan of tables.
  "rooms",
  // Decision 055: an invoice or credit note queued, authorized, refused.
  "invoices",
] as const;
export type ChangeEntity = (typeof changeEntities)[number];

export const changeOps = ["insert", "update", "delete"] as const;
export type ChangeOp = (typeof changeOps)[number];

export const changeEvent = z.object({
  entity: z.enum(changeEntities),
  id: z.string(),
  op: z.enum(changeOps),
});
export type ChangeEvent = z.infer<typeof changeEvent>;
