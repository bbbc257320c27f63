import type { stationRoutingInput } from "@comanda/domain/stations";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { findStations, readRoutingView, setStationOf } from "./queries.ts";

type Assignments = z.output<typeof stationRoutingInput>;

const refused = (message: string) => new AppError("not-found", message);

/**
 * PUT /station-routing: moves categories and products between stations in one transaction. Every id must
 * be this business's, and every station too; nothing is written otherwise.
 */
export const writeRouting = async (ctx: AppContext, businessId: string, input: Assignments) => {
  const stationIds = [
    ...new Set([...input.categories, ...input.products].flatMap((a) => (a.stationId ? [a.stationId] : []))),
  ];
  await ctx.database.db.transaction().execute(async (trx) => {
    if (stationIds.length) {
      const found = await findStations(trx, businessId, stationIds);
      if (found.length !== stationIds.length) throw refused("Una de las estaciones elegidas ya no existe.");
    }
    const now = Date.now();
    for (const [table, list, missing] of [
      ["category", input.categories, "Una de las categorías ya no existe."],
      ["product", input.products, "Uno de los productos ya no existe."],
    ] as const) {
      for (const { id, stationId } of list) {
        const moved = await setStationOf(trx, table, businessId, id, stationId, now);
        if (!moved) throw refused(missing);
      }
    }
  });
  // One event for the lot: boards and displays read the routing again.
  await ctx.bus.publish(businessId, { entity: "stations", id: "routing", op: "update" });
  return readRoutingView(ctx.database.db, businessId);
};
