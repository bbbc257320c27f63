import { type ChangeEvent, changeEvent } from "@comanda/domain";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { z } from "zod";
import { type ChangeBus, createLocalFanout } from "./change-bus.ts";

const channel = "comanda_changes";
const envelope = changeEvent.extend({ businessId: z.string() });

/**
 * LISTEN/NOTIFY, so every instance on one PostgreSQL delivers every change (DESIGN §1). The listening
 * connection reconnects by itself; after a gap, local listeners get `resync` and refetch.
 */
export const createPostgresBus = async (
  pool: pg.Pool,
  connectionString: string,
  log: FastifyBaseLogger,
): Promise<ChangeBus> => {
  const fanout = createLocalFanout();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    const parsed = envelope.safeParse(JSON.parse(message.payload));
    if (!parsed.success) return;
    const { businessId, ...event } = parsed.data;
    fanout.emit(businessId, event);
  };

  const connect = async (attempt: number): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", onNotification);
    next.on("error", (error) => {
      log.warn({ err: error }, "change bus connection lost");
      void next.end().catch(() => {});
      if (client === next) client = null;
      schedule(1);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      if (attempt > 0) fanout.resyncAll();
    } catch (error) {
      void next.end().catch(() => {});
      if (attempt === 0) throw error;
      log.warn({ err: error }, "change bus reconnect failed");
      schedule(attempt + 1);
    }
  };

  const schedule = (attempt: number) => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        void connect(attempt);
      },
      Math.min(30_000, 250 * 2 ** attempt),
    );
  };

  await connect(0);

  return {
    publish: async (businessId: string, event: ChangeEvent) => {
      await pool.query("select pg_notify($1, $2)", [channel, JSON.stringify({ businessId, ...event })]);
    },
    subscribe: fanout.subscribe,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      fanout.clear();
      await client?.end().catch(() => {});
      client = null;
    },
  };
};
