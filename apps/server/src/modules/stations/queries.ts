import type { StationRouting, StationRoutingView } from "@comanda/domain/stations";
import type { Db } from "../../db/database.ts";

/** The enabled stations, oldest first: the first takes what nobody was assigned (domain `stationOf`). */
export const enabledStations = (db: Db, businessId: string) =>
  db
    .selectFrom("station")
    .select(["id", "name", "printer_host", "printer_port", "paper_width"])
    .where("business_id", "=", businessId)
    .where("status", "=", "enabled")
    .orderBy("created_at")
    .orderBy("id")
    .execute();

/** Which station makes what: every category and product that has one. */
export const readRouting = async (db: Db, businessId: string): Promise<StationRouting> => {
  const assigned = (table: "category" | "product") =>
    db
      .selectFrom(table)
      .select(["id", "station_id"])
      .where("business_id", "=", businessId)
      .where("station_id", "is not", null)
      .execute();
  const [categories, products] = await Promise.all([assigned("category"), assigned("product")]);
  const asRecord = (rows: { id: string; station_id: string | null }[]) =>
    Object.fromEntries(rows.map((row) => [row.id, row.station_id as string]));
  return { categories: asRecord(categories), products: asRecord(products) };
};

/** The routing as the stations screen shows it: with each routed product's name. */
export const readRoutingView = async (db: Db, businessId: string): Promise<StationRoutingView> => {
  const [routing, named] = await Promise.all([
    readRouting(db, businessId),
    db
      .selectFrom("product")
      .select(["id", "name"])
      .where("business_id", "=", businessId)
      .where("station_id", "is not", null)
      .execute(),
  ]);
  return { ...routing, productNames: Object.fromEntries(named.map((row) => [row.id, row.name])) };
};

/** How many categories or products send their lines to the station. */
export const countSentTo = (db: Db, table: "category" | "product", businessId: string, stationId: string) =>
  db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("business_id", "=", businessId)
    .where("station_id", "=", stationId)
    .executeTakeFirstOrThrow();
