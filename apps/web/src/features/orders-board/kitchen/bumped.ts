import type { Order } from "@comanda/domain";

/**
 * Decision 087: whether a display let go of the card: its station said 'Listo' (its last line done, or the button),
 * or the order is ready — on a display of every station, only the latter.
 */
export const bumped = (order: Pick<Order, "status" | "stationsDone">, stationId: string | null) =>
  order.status === "ready" || (stationId !== null && order.stationsDone.includes(stationId));

/** When the display let go of it, for 'Recuperar' (the most recent first). */
export const bumpedAt = (
  order: Pick<Order, "status" | "stationsDoneAt" | "statusChangedAt">,
  stationId: string | null,
) => (stationId !== null ? order.stationsDoneAt?.[stationId] : undefined) ?? order.statusChangedAt;
