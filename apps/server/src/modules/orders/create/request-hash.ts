import { createHash } from "node:crypto";
import type { OrderValues } from "@comanda/domain";

type ProductLine = OrderValues["products"][number];
type PromotionLine = OrderValues["promotions"][number];
const sorted = (ids: readonly string[]) => [...ids].sort();

// Decisions 080 and 082: a line's options, note and course, and a combo's choices, are part of what was asked,
// so a retry that changed them is another body. They join a line's shape only when it has them, so a plain
// line hashes as before.
const productShape = (line: ProductLine) =>
  line.options.length > 0 || line.note || line.course
    ? [line.product_id, line.quantity, sorted(line.options), line.note ?? null, line.course ?? null]
    : [line.product_id, line.quantity];
const promotionShape = (line: PromotionLine) =>
  line.items?.length
    ? [line.promotion_id, line.quantity, line.items.map((item) => [item.product_id, sorted(item.options)])]
    : [line.promotion_id, line.quantity];

/**
 * The parsed request, in a fixed shape: a retry of the same order hashes the same, whatever its spacing.
 * The money fields (decision 026) join the shape only when sent, so an order without them hashes as before.
 */
export const requestHash = (input: OrderValues) => {
  const shape: unknown[] = [
    input.id,
    input.turn,
    input.payment_method_id,
    input.observation,
    input.products.map(productShape),
    input.promotions.map(promotionShape),
  ];
  if (input.payments || input.adjustments || input.tip !== undefined)
    shape.push(
      (input.payments ?? []).map((p) => [p.payment_method_id, p.amount, p.tendered]),
      (input.adjustments ?? []).map((a) => [a.kind, a.mode, a.value, a.reason]),
      input.tip ?? 0,
    );
  // The order types' fields (decision 050) likewise: a counter order hashes as it did before them.
  if (input.type !== "counter" || input.customer_id || input.delivery_fee || input.promised_at)
    shape.push([input.type, input.customer_id ?? null, input.delivery_fee ?? 0, input.promised_at ?? null]);
  return createHash("sha256").update(JSON.stringify(shape)).digest("base64url");
};
