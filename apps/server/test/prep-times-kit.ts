import { nameKey, uuidv7 } from "@comanda/domain";
import type { Db } from "../src/db/database.ts";

export const MINUTE = 60_000;

/** A station without a printer, written straight to the database. */
export const insertStation = async (db: Db, businessId: string, name: string) => {
  const now = Date.now();
  const id = uuidv7(now);
  await db
    .insertInto("station")
    .values({
      id,
      business_id: businessId,
      name,
      name_key: nameKey(name),
      status: "enabled",
      printer_host: null,
      printer_port: null,
      paper_width: null,
      resend_unconfirmed: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
};

export type KitchenTimes = {
  createdAt: number;
  /** a table's round (decision 081); null: the order's creation */
  kitchenSince?: number | null;
  readyAt?: number | null;
  /** each station's 'Listo' */
  done?: readonly { stationId: string; at: number }[];
};

/** Sets when an order reached the kitchen, became ready and each station said 'Listo', for exact figures. */
export const timeOrder = async (db: Db, businessId: string, orderId: string, times: KitchenTimes) => {
  await db
    .updateTable("order")
    .set({
      created_at: times.createdAt,
      kitchen_since: times.kitchenSince ?? null,
      ready_at: times.readyAt ?? null,
    })
    .where("id", "=", orderId)
    .execute();
  for (const { stationId, at } of times.done ?? [])
    await db
      .insertInto("order_station")
      .values({
        order_id: orderId,
        station_id: stationId,
        business_id: businessId,
        done_at: at,
        done_by: "user",
        done_by_name: "Ana Pérez",
      })
      .execute();
};
