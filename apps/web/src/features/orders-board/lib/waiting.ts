import type { Order } from "@comanda/domain";
import { type BoardSettings, type WaitingStatus, waitingStatuses } from "@/entities/order/board-settings";

const isWaiting = (status: Order["status"]): status is WaitingStatus =>
  (waitingStatuses as readonly string[]).includes(status);

const minuteMs = 60_000;

/**
 * The threshold (minutes) an order has outwaited in its current status, or null while it is within it.
 * Only pending, preparing and ready orders wait.
 */
export function overdueThreshold(
  order: Order,
  thresholds: BoardSettings["thresholds"],
  now: number,
): number | null {
  // Finished, or (decision 050) a delivery on its way or a tab on its table: waiting on no one in the kitchen or
  // at the counter, so no threshold.
  if (!isWaiting(order.status)) return null;
  const threshold = thresholds[order.status];
  return now - order.statusChangedAt > threshold * minuteMs ? threshold : null;
}

/** "hace 4 min", "hace 1 h 5 min"; a clock a little behind the server's reads as just now. */
export function timeSince(since: number, now: number): string {
  const minutes = Math.floor(Math.max(now - since, 0) / minuteMs);
  if (minutes < 1) return "hace menos de 1 min";
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `hace ${hours} h` : `hace ${hours} h ${rest} min`;
}
