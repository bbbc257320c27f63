import type { Order } from "@comanda/domain";
import { editedInKitchen } from "@comanda/domain/kitchen";
import { useEffect, useRef } from "react";
import { playChangedOrderSound, playNewOrderSound } from "../lib/new-order-sound";

type Seen = { since: number; modifiedAt: number | null };

/**
 * Decision 087: the kitchen hears a new card (a new order, a table's new round, a marched course) and a change to
 * one it is making, each its own sound, when `shouldChime` says the card is this display's. Not on the first load.
 */
export function useKitchenSound(
  orders: readonly Order[] | undefined,
  enabled: boolean,
  shouldChime: (order: Order) => boolean,
) {
  const seen = useRef<ReadonlyMap<string, Seen> | null>(null);
  useEffect(() => {
    if (!orders) return;
    const known = seen.current;
    seen.current = new Map(
      orders.map((order) => [order.id, { since: order.kitchenSince, modifiedAt: order.modifiedAt }]),
    );
    if (!known || !enabled) return;
    let fresh = false;
    let changed = false;
    for (const order of orders) {
      const before = known.get(order.id);
      if (before && before.since === order.kitchenSince && before.modifiedAt === order.modifiedAt) continue;
      if (!shouldChime(order)) continue;
      if (!before || order.kitchenSince > before.since) fresh = true;
      else if (editedInKitchen(order)) changed = true;
    }
    if (fresh) playNewOrderSound();
    else if (changed) playChangedOrderSound();
  }, [orders, enabled, shouldChime]);
}
