import { createHash } from "node:crypto";
import type { OrderValues } from "@comanda/domain";

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
    input.products.map((line) => [line.product_id, line.quantity]),
    input.promotions.map((line) => [line.promotion_id, line.quantity]),
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
