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

/** The business's stations among these ids. */
export const findStations = (trx: Db, businessId: string, ids: readonly string[]) =>
  trx
    .selectFrom("station")
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "in", ids)
    .execute();

/** Sends a category or a product to a station (null: the first one); undefined when it is not there. */
export const setStationOf = (
  trx: Db,
  table: "category" | "product",
  businessId: string,
  id: string,
  stationId: string | null,
  now: number,
) =>
  trx
    .updateTable(table)
    .set({ station_id: stationId, updated_at: now })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();

const stationJobs = (db: Db, businessId: string, stationId: string) =>
  db.updateTable("print_job").where("business_id", "=", businessId).where("station_id", "=", stationId);

/**
 * The station's pending tickets sent to another printer than this one go to this one, due at once with
 * their failed attempts forgotten. A ticket being sent now finishes on the printer it went to.
 */
export const repointPendingJobs = (
  db: Db,
  businessId: string,
  stationId: string,
  printer: { name: string; host: string; port: number; width: 58 | 80 },
  now: number,
) =>
  stationJobs(db, businessId, stationId)
    .set({
      printer_name: printer.name,
      host: printer.host,
      port: printer.port,
      width: printer.width,
      attempts: 0,
      next_attempt_at: now,
    })
    .where("status", "=", "pending")
    .where((eb) =>
      eb.or([
        eb("host", "<>", printer.host),
        eb("port", "<>", printer.port),
        eb("width", "<>", printer.width),
        eb("printer_name", "<>", printer.name),
      ]),
    )
    .executeTakeFirst();

/** The station's tickets still to print, or being printed, end 'failed' with the reason. */
export const failStationJobs = (db: Db, businessId: string, stationId: string, reason: string) =>
  stationJobs(db, businessId, stationId)
    .set({
      status: "failed",
      last_error: reason,
      lease_until: null,
      claim: null,
    })
    .where("status", "in", ["pending", "printing"])
    .executeTakeFirst();

/** An enabled station of the business with its printer, the one the counter chose to print on. */
export const enabledStation = (db: Db, businessId: string, stationId: string) =>
  db
    .selectFrom("station")
    .select(["id", "name", "printer_host", "printer_port", "paper_width"])
    .where("business_id", "=", businessId)
    .where("id", "=", stationId)
    .where("status", "=", "enabled")
    .executeTakeFirst();

/** The station's name and its business's, as a test ticket prints them. */
export const stationAndBusinessNames = (db: Db, businessId: string, stationId: string) =>
  db
    .selectFrom("station")
    .innerJoin("business", "business.id", "station.business_id")
    .select(["station.name as station", "business.name as business"])
    .where("station.business_id", "=", businessId)
    .where("station.id", "=", stationId)
    .executeTakeFirst();

/** The printer address of every station of the business that has one. */
export const stationPrinterAddresses = (db: Db, businessId: string) =>
  db
    .selectFrom("station")
    .select(["printer_host", "printer_port"])
    .where("business_id", "=", businessId)
    .where("printer_host", "is not", null)
    .execute();
