import { type ChangeEvent, changeEvent } from "@comanda/domain";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { queryKeys } from "./query-keys";

export const liveEventsUrl = "/api/v1/events";
export const reconnectDelayMs = 5_000;
const closedState = 2; // EventSource.CLOSED: the browser gave up and will not retry by itself.

export type EventSourceFactory = (url: string) => EventSource;

const openEventSource: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true });

/**
 * Lists that show another entity's data beside their own: a product row names its category and its
 * recipe's ingredients, a combo names its products, the menu shows products under their categories.
 */
const shownIn: Partial<Record<ChangeEvent["entity"], QueryKey[]>> = {
  users: [queryKeys.session],
  business: [queryKeys.session, queryKeys.menu],
  // The board's category filter lists the enabled categories.
  // The home dashboard (decision 020) sums orders and shifts, lists low stock, and marks the getting-started steps
  // (a category, a product, a payment method, a shift) done.
  categories: [queryKeys.products.all, queryKeys.menu, queryKeys.orders.board, queryKeys.dashboard],
  "payment-methods": [queryKeys.dashboard],
  // Decision 046: the displays read the stations and who makes what from the board.
  stations: [queryKeys.orders.board],
  // Decision 080: the groups' list names each option's ingredient and counts the products asking it.
  ingredients: [queryKeys.products.all, queryKeys.dashboard, queryKeys.modifierGroups.all],
  products: [queryKeys.promotions.all, queryKeys.menu, queryKeys.dashboard, queryKeys.modifierGroups.all],
  // Decision 086: the kitchen's 'Agotados' list names every option with its 'Agotado'.
  "modifier-groups": [queryKeys.products.availability],
  // The menu lists the combos on sale.
  promotions: [queryKeys.menu],
  // The service plan (decision 051) draws the rooms' tables.
  rooms: [queryKeys.salon],
  // An order's completion moves its shift's totals; a shift's opening or closing changes the board.
  orders: [queryKeys.shifts.all, queryKeys.dashboard, queryKeys.audit.all],
  shifts: [queryKeys.orders.all, queryKeys.dashboard],
  // Decision 055: a closed shift's Z report counts its authorized vouchers, which may come in later.
  invoices: [queryKeys.shifts.all],
};

/** Query keys start with the entity they list (lib/query-keys.ts); the session embeds the user and business. */
export const queryKeysFor = (event: ChangeEvent): QueryKey[] => [
  [event.entity],
  ...(shownIn[event.entity] ?? []),
];

/**
 * A query that follows the stream itself instead of being fetched again, set as its `meta.liveUpdate`:
 * answers whether it takes charge of the event (the orders board applies the one changed order).
 */
export type LiveUpdate = (queryClient: QueryClient, event: ChangeEvent) => boolean;

declare module "@tanstack/react-query" {
  // Module augmentation needs an interface: TanStack Query's documented way to type `meta`.
  interface Register {
    queryMeta: { liveUpdate?: LiveUpdate };
  }
}

/** Refetches (when shown) what the event may have changed, except the queries that update themselves. */
export const invalidateFor = (queryClient: QueryClient, event: ChangeEvent) => {
  const cache = queryClient.getQueryCache();
  // Decided once per query, here: invalidateQueries runs its predicate twice (to invalidate, to refetch).
  const stale = queryKeysFor(event)
    .flatMap((queryKey) => cache.findAll({ queryKey }))
    .filter((query) => !query.meta?.liveUpdate?.(queryClient, event));
  return queryClient.invalidateQueries({ predicate: (query) => stale.includes(query) });
};

export const parseChangeEvent = (data: unknown): ChangeEvent | null => {
  if (typeof data !== "string") return null;
  try {
    const parsed = changeEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Whether the stream is up, for the screens that must say when they may be stale (the orders board,
 * decision 019). "down" from an error until the next open, whether the browser retries by itself or we do.
 */
export type LiveConnection = "connecting" | "open" | "down";

let liveConnection: LiveConnection = "connecting";
const connectionListeners = new Set<() => void>();

const setLiveConnection = (next: LiveConnection) => {
  if (next === liveConnection) return;
  liveConnection = next;
  for (const listener of connectionListeners) listener();
};

const subscribeToConnection = (listener: () => void) => {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
};

export const getLiveConnection = (): LiveConnection => liveConnection;

export const useLiveConnection = (): LiveConnection =>
  useSyncExternalStore(subscribeToConnection, getLiveConnection, getLiveConnection);

/** Keeps the TanStack Query cache in step with the server (docs/product.md#architecture); returns the function that stops it. */
export function connectLiveEvents(queryClient: QueryClient, createSource = openEventSource): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // After a drop, changes may have been missed: refetch everything once the stream is back.
  let dropped = false;

  const connect = () => {
    const current = createSource(liveEventsUrl);
    source = current;
    current.addEventListener("change", (message) => {
      const event = parseChangeEvent(message.data);
      if (event) void invalidateFor(queryClient, event);
    });
    // The server's own link to the change bus dropped and came back: it may have missed changes too.
    current.addEventListener("resync", () => {
      void queryClient.invalidateQueries();
    });
    current.addEventListener("open", () => {
      setLiveConnection("open");
      if (!dropped) return;
      dropped = false;
      void queryClient.invalidateQueries();
    });
    current.addEventListener("error", () => {
      dropped = true;
      setLiveConnection("down");
      if (current.readyState !== closedState) return;
      // Refused outright (e.g. the session ended): re-check the session and try again later.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      retryTimer = setTimeout(connect, reconnectDelayMs);
    });
  };

  setLiveConnection("connecting");
  connect();
  return () => {
    clearTimeout(retryTimer);
    source?.close();
    setLiveConnection("connecting");
  };
}

/** Mounted once in the signed-in part of the app; the stream closes when it unmounts (sign-out). */
export function useLiveEvents(createSource?: EventSourceFactory) {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveEvents(queryClient, createSource), [queryClient, createSource]);
}
