import { type ChangeEvent, changeEvent } from "@comanda/domain";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { z } from "zod";
import { authChange, createAuthFanout } from "./auth-changes.ts";
import { type ChangeBus, createLocalFanout } from "./change-bus.ts";
import { createRoundTripBarrier } from "./heard-barrier.ts";
import { createBatcher } from "./notify-batcher.ts";

const changesChannel = "comanda_changes";
/** Sent by the triggers of migration 0005, never by the application. */
const authChannel = "comanda_auth";
const notifyText =
  "select pg_notify($1, p.payload) from unnest($2::text[]) with ordinality as p(payload, n) order by p.n";
const maxRetryMs = 2_000;
const envelope = changeEvent.extend({ businessId: z.string() }).strict();

const parsePayload = (payload: string | undefined): unknown => {
  try {
    return JSON.parse(payload ?? "");
  } catch {
    return null;
  }
};

/**
 * LISTEN/NOTIFY, so every instance on one PostgreSQL delivers every change (docs/product.md#architecture). The listening
 * connection reconnects by itself; after a gap, local listeners get `resync` and refetch.
 */
export const createPostgresBus = async (
  pool: pg.Pool,
  connectionString: string,
  log: FastifyBaseLogger,
): Promise<ChangeBus> => {
  const fanout = createLocalFanout();
  const auth = createAuthFanout();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === authChannel) {
      const parsed = authChange.safeParse(parsePayload(message.payload));
      if (parsed.success) auth.emit(parsed.data);
      return;
    }
    if (message.channel !== changesChannel) return;
    const parsed = envelope.safeParse(parsePayload(message.payload));
    if (!parsed.success) return;
    const { businessId, ...event } = parsed.data;
    fanout.emit(businessId, event);
  };

  const connect = async (attempt: number): Promise<void> => {
    // Named, so an operator can tell it in pg_stat_activity.
    const next = new pg.Client({ connectionString, application_name: "comanda-change-bus" });
    next.on("notification", onNotification);
    next.on("error", (error) => {
      log.warn({ err: error }, "change bus connection lost");
      void next.end().catch(() => {});
      if (client === next) client = null;
      schedule(1);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${changesChannel}; LISTEN ${authChannel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      if (attempt > 0) {
        fanout.resyncAll();
        auth.emit("resync");
      }
    } catch (error) {
      void next.end().catch(() => {});
      if (attempt === 0) throw error;
      log.warn({ err: error }, "change bus reconnect failed");
      schedule(attempt + 1);
    }
  };

  const schedule = (attempt: number) => {
    if (closed || retryTimer) return;
    // Other instances' revocations go unheard until the listener is back: drop what was cached.
    auth.emit("resync");
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        void connect(attempt);
      },
      // At most 2 s apart: a PostgreSQL restart takes seconds, and every screen waits on this to be live again.
      Math.min(maxRetryMs, 250 * 2 ** attempt),
    );
  };

  // A commit signals every listening backend before its own caller hears back, and a backend sends what
  // it was signalled before answering its next query: so once a query sent now on the listening connection
  // is answered, every change committed before now has been heard (node-pg emits notifications as it
  // reads them, before the query resolves). Another instance's revocation or change is then never missed.
  const heardChanges = createRoundTripBarrier(async () => {
    if (!client) return false;
    await client.query("select 1");
    return true;
  });

  // Under load many changes share one statement; order is kept, within a batch and between batches.
  const notify = createBatcher<string>(async (payloads) => {
    // Named, so each connection parses and plans it once.
    await pool.query({
      name: "comanda_notify_changes",
      text: notifyText,
      values: [changesChannel, payloads],
    });
  });

  await connect(0);

  return {
    // The change is committed whatever happens here, and some callers do not wait (decision 071): a
    // NOTIFY lost to an outage is logged, and the listeners, cut off by the same outage, refetch on return.
    publish: (businessId: string, event: ChangeEvent) =>
      notify(JSON.stringify({ businessId, ...event })).catch((error: unknown) => {
        log.warn({ err: error }, "change not announced");
      }),
    subscribe: fanout.subscribe,
    subscribeAll: fanout.subscribeAll,
    subscribeAuth: auth.subscribe,
    heardChanges,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      fanout.clear();
      auth.clear();
      await client?.end().catch(() => {});
      client = null;
    },
  };
};
