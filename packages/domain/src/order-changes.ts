import { z } from "zod";

/**
 * What the last edit of an open order changed (decision 027), as the board's card lists it under
 * 'Modificado' and the kitchen reprints it. A product or combo line: added (before 0), removed (after 0) or
 * its quantity changed; and the order's turn, observation and payment method, before and after.
 */
export const lineChangeKinds = ["added", "removed", "quantity"] as const;
export type LineChangeKind = (typeof lineChangeKinds)[number];

/** A product the line makes, as the stations' routing finds its station (a combo's line makes several). */
export const madeProduct = z.object({ itemId: z.string(), categoryId: z.string().nullable() });
export type MadeProduct = z.infer<typeof madeProduct>;

export const lineChange = z.object({
  kind: z.enum(lineChangeKinds),
  line: z.enum(["product", "promotion"]),
  itemId: z.string(),
  name: z.string(),
  before: z.number().int(),
  after: z.number().int(),
  /** what the line makes, so each station's display lists only its own changes; absent on older edits */
  makes: z.array(madeProduct).optional(),
});
export type LineChange = z.infer<typeof lineChange>;

export const fieldChangeKinds = ["turn", "observation", "payment-method"] as const;
export type FieldChangeKind = (typeof fieldChangeKinds)[number];

export const fieldChange = z.object({
  kind: z.enum(fieldChangeKinds),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChange>;

export const orderChange = z.union([lineChange, fieldChange]);
export type OrderChange = z.infer<typeof orderChange>;

export const isLineChange = (change: OrderChange): change is LineChange =>
  (lineChangeKinds as readonly string[]).includes(change.kind);

/** One change in Spanish, as the card and the kitchen's ticket print it. */
export const changeText = (change: OrderChange): string => {
  if (isLineChange(change)) {
    if (change.kind === "added") return `Agregado: ${change.after} × ${change.name}`;
    if (change.kind === "removed") return `Quitado: ${change.before} × ${change.name}`;
    return `${change.name}: ${change.before} → ${change.after}`;
  }
  // Decision 066: 'Turno' is the shift; the order's number is 'Pedido N°'.
  if (change.kind === "turn") return `Pedido N°: ${change.before} → ${change.after}`;
  if (change.kind === "payment-method") return `Medio de pago: ${change.before} → ${change.after}`;
  if (change.after === null) return "Observación quitada";
  return `Observación: ${change.after}`;
};

/** What the kitchen's ticket of an edit prints: everything but how the order is paid. */
export const kitchenChanges = (changes: readonly OrderChange[]): OrderChange[] =>
  changes.filter((change) => change.kind !== "payment-method");
