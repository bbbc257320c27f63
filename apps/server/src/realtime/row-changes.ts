import { EventEmitter } from "node:events";
import { z } from "zod";

/**
 * The tables whose list pages a server keeps in memory (modules/named-records/page-cache.ts): every row
 * written in them, by whatever path, is announced by the database itself (migration 0025 on PostgreSQL,
 * realtime/sqlite-row-triggers.ts on SQLite). A table joins only with a new migration adding its trigger,
 * and only if no hot path writes it: on PostgreSQL every announcing commit takes NOTIFY's global lock, so
 * a table that every order writes (an ingredient's stock) stays out.
 */
export const announcedTables = ["category", "payment_method", "station"] as const;
export type AnnouncedTable = (typeof announcedTables)[number];

/** A row of `table` in this business was inserted, updated or deleted. Internal only: never sent to SSE clients. */
export const rowChange = z.strictObject({
  table: z.enum(announcedTables),
  businessId: z.string().min(1),
});
export type RowChange = z.infer<typeof rowChange>;

/** `resync`: changes may have been missed (the PostgreSQL listener reconnected), so trust nothing cached. */
export type RowListener = (change: RowChange | "resync") => void;

/**
 * Listeners run synchronously, inside the write on SQLite and before the write's query resolves on
 * PostgreSQL, like auth changes (realtime/auth-changes.ts): they must not touch the database there.
 */
export const createRowFanout = () => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (change: RowChange | "resync") => emitter.emit("rows", change),
    subscribe: (listener: RowListener) => {
      emitter.on("rows", listener);
      return () => {
        emitter.off("rows", listener);
      };
    },
    clear: () => emitter.removeAllListeners(),
  };
};
