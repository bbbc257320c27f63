import type { Db } from "../../../db/database.ts";
import type { KitchenProgress, OrderRow } from "./order-rows.ts";

const since = (row: OrderRow) => Number(row.kitchen_since ?? row.created_at);

/**
 * Decisions 046, 081 and 087, for orders the kitchen may still be making, in two queries whatever their number.
 * A station's 'Listo' given before the order's last edit or its last round is left out (they ask the stations
 * again); a line marked done before the round on the card now is too.
 */
export const kitchenProgressOf = async (db: Db, businessId: string, rows: readonly OrderRow[]) => {
  const progress = new Map<string, KitchenProgress>();
  const making = rows.filter((row) => row.status === "preparing" || row.status === "pending");
  if (!making.length) return progress;
  const ids = making.map((row) => row.id);
  const byId = new Map(making.map((row) => [row.id, row]));
  const [stations, lines] = await Promise.all([
    db
      .selectFrom("order_station")
      .select(["order_id", "station_id", "done_at"])
      .where("business_id", "=", businessId)
      .where("order_id", "in", ids)
      .execute(),
    db
      .selectFrom("order_line_done")
      .select(["order_id", "line_key", "quantity", "done_at"])
      .where("business_id", "=", businessId)
      .where("order_id", "in", ids)
      .execute(),
  ]);
  const of = (id: string) => {
    const found = progress.get(id) ?? { stationsDone: [], stationsDoneAt: {}, linesDone: [] };
    progress.set(id, found);
    return found;
  };
  for (const done of stations) {
    const row = byId.get(done.order_id);
    if (row?.status !== "preparing") continue;
    if (Number(done.done_at) < Math.max(Number(row.modified_at ?? 0), since(row))) continue;
    const found = of(done.order_id);
    found.stationsDone.push(done.station_id);
    found.stationsDoneAt[done.station_id] = Number(done.done_at);
  }
  for (const done of lines) {
    const row = byId.get(done.order_id);
    if (!row || Number(done.done_at) < since(row)) continue;
    of(done.order_id).linesDone.push({ key: done.line_key, quantity: Number(done.quantity) });
  }
  return progress;
};
