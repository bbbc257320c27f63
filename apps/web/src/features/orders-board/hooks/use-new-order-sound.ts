import type { Order } from "@comanda/domain";
import { useEffect, useRef } from "react";
import { playNewOrderSound } from "../lib/new-order-sound";

/**
 * Chimes when the board gets an order it had not seen (not on the first load) and `shouldChime` says this
 * device cares about it — a bar screen filtered to drinks stays quiet for a kitchen-only order.
 */
export function useNewOrderSound(
  orders: readonly Order[] | undefined,
  enabled: boolean,
  shouldChime: (order: Order) => boolean,
) {
  const seen = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!orders) return;
    const known = seen.current;
    seen.current = new Set(orders.map((order) => order.id));
    if (!known || !enabled) return;
    if (orders.some((order) => !known.has(order.id) && shouldChime(order))) playNewOrderSound();
  }, [orders, enabled, shouldChime]);
}
