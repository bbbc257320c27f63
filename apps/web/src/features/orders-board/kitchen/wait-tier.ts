import type { KitchenTargets, Order } from "@comanda/domain";

const minute = 60_000;

/** Decision 087: how a card's wait reads against the owner's targets: on time, amber past the first, red past the second. */
export type WaitTier = "ok" | "warn" | "late";

/** Whole minutes since what the card makes reached the kitchen (decision 081: the round, or the marched course). */
export const waitedMinutes = (order: Pick<Order, "kitchenSince">, now: number) =>
  Math.max(0, Math.floor((now - order.kitchenSince) / minute));

export const waitTier = (waited: number, targets: KitchenTargets): WaitTier =>
  waited >= targets.late ? "late" : waited >= targets.warn ? "warn" : "ok";
