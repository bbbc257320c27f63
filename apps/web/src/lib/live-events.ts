import { type ChangeEvent, changeEvent } from "@comanda/domain";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

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
  users: [["session"]],
  business: [["session"], ["menu"]],
  categories: [["products"], ["menu"]],
  ingredients: [["products"]],
  products: [["promotions"], ["menu"]],
};

/** Query keys start with the entity they list (["orders", …]); the session embeds the user and business. */
export const queryKeysFor = (event: ChangeEvent): QueryKey[] => [
  [event.entity],
  ...(shownIn[event.entity] ?? []),
];

export const invalidateFor = (queryClient: QueryClient, event: ChangeEvent) =>
  Promise.all(queryKeysFor(event).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export const parseChangeEvent = (data: unknown): ChangeEvent | null => {
  if (typeof data !== "string") return null;
  try {
    const parsed = changeEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** Keeps the TanStack Query cache in step with the server (DESIGN §1); returns the function that stops it. */
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
      if (!dropped) return;
      dropped = false;
      void queryClient.invalidateQueries();
    });
    current.addEventListener("error", () => {
      dropped = true;
      if (current.readyState !== closedState) return;
      // Refused outright (e.g. the session ended): re-check the session and try again later.
      void queryClient.invalidateQueries({ queryKey: ["session"] });
      retryTimer = setTimeout(connect, reconnectDelayMs);
    });
  };

  connect();
  return () => {
    clearTimeout(retryTimer);
    source?.close();
  };
}

/** Mounted once in the signed-in part of the app; the stream closes when it unmounts (sign-out). */
export function useLiveEvents(createSource?: EventSourceFactory) {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveEvents(queryClient, createSource), [queryClient, createSource]);
}
