import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/testing/fake-event-source";
import {
  connectLiveEvents,
  getLiveConnection,
  queryKeysFor,
  reconnectDelayMs,
  useLiveConnection,
  useLiveEvents,
} from "./live-events";

const change = (entity: string, op = "update") => JSON.stringify({ entity, id: "01J", op });

let client: QueryClient;
const invalidated = (queryKey: unknown[]) => client.getQueryState(queryKey)?.isInvalidated ?? false;

beforeEach(() => {
  client = new QueryClient();
  for (const key of [["orders"], ["orders", { shift: "s1" }], ["products"], ["session"], ["users"]]) {
    client.setQueryData(key, "cached");
  }
});

afterEach(() => vi.useRealTimers());

describe("queryKeysFor", () => {
  it("names the entity's keys", () => {
    expect(queryKeysFor({ entity: "promotions", id: "1", op: "insert" })).toEqual([["promotions"], ["menu"]]);
  });

  it("refreshes the shift's totals and the audit trail with its orders, and the board with its shift", () => {
    expect(queryKeysFor({ entity: "orders", id: "1", op: "insert" })).toEqual([
      ["orders"],
      ["shifts"],
      ["dashboard"],
      ["audit"],
    ]);
    expect(queryKeysFor({ entity: "shifts", id: "1", op: "update" })).toEqual([
      ["shifts"],
      ["orders"],
      ["dashboard"],
    ]);
  });

  it("also refreshes the session when the user or the business changes", () => {
    expect(queryKeysFor({ entity: "users", id: "1", op: "update" })).toEqual([["users"], ["session"]]);
    expect(queryKeysFor({ entity: "business", id: "1", op: "update" })).toEqual([
      ["business"],
      ["session"],
      ["menu"],
    ]);
  });

  it("refreshes the lists that show a changed record beside their own", () => {
    expect(queryKeysFor({ entity: "categories", id: "1", op: "update" })).toEqual([
      ["categories"],
      ["products"],
      ["menu"],
      ["orders", "board"],
      ["dashboard"],
    ]);
    expect(queryKeysFor({ entity: "ingredients", id: "1", op: "update" })).toEqual([
      ["ingredients"],
      ["products"],
      ["dashboard"],
      ["modifier-groups"],
    ]);
    expect(queryKeysFor({ entity: "products", id: "1", op: "delete" })).toEqual([
      ["products"],
      ["promotions"],
      ["menu"],
      ["dashboard"],
      ["modifier-groups"],
    ]);
  });
});

describe("the home dashboard", () => {
  it.each(["orders", "shifts", "products", "ingredients", "categories", "payment-methods"])(
    "refreshes on a change of %s",
    (entity) => {
      client.setQueryData(["dashboard"], "cached");
      connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
      FakeEventSource.latest().emit("change", change(entity));
      expect(invalidated(["dashboard"])).toBe(true);
    },
  );

  it("stays as it is on a change it does not show", () => {
    client.setQueryData(["dashboard"], "cached");
    connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
    FakeEventSource.latest().emit("change", change("users"));
    expect(invalidated(["dashboard"])).toBe(false);
  });
});

describe("connectLiveEvents", () => {
  it("invalidates the queries of the changed entity only", () => {
    connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
    FakeEventSource.latest().emit("change", change("orders", "insert"));
    expect(invalidated(["orders"])).toBe(true);
    expect(invalidated(["orders", { shift: "s1" }])).toBe(true);
    expect(invalidated(["products"])).toBe(false);
    expect(invalidated(["session"])).toBe(false);
  });

  it("leaves to a query that updates itself the events it takes charge of", () => {
    const seen: string[] = [];
    client.setQueryData(["orders", "board"], "cached");
    client
      .getQueryCache()
      .find({ queryKey: ["orders", "board"], exact: true })
      ?.setOptions({
        queryKey: ["orders", "board"],
        meta: {
          liveUpdate: (_client, event) => {
            seen.push(`${event.entity} ${event.op}`);
            return event.entity === "orders";
          },
        },
      });
    connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
    FakeEventSource.latest().emit("change", change("orders", "insert"));
    expect(seen).toEqual(["orders insert"]);
    expect(invalidated(["orders", "board"])).toBe(false);
    // The other queries under "orders" are fetched again as before.
    expect(invalidated(["orders", { shift: "s1" }])).toBe(true);
    // It declines a shift's change: invalidated like any other.
    FakeEventSource.latest().emit("change", change("shifts"));
    expect(seen).toEqual(["orders insert", "shifts update"]);
    expect(invalidated(["orders", "board"])).toBe(true);
  });

  it("ignores malformed events", () => {
    connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
    const source = FakeEventSource.latest();
    source.emit("change", "not json");
    source.emit("change", change("secrets"));
    expect(
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.isInvalidated),
    ).toBe(false);
  });

  it("refetches everything when the server says it may have missed changes", () => {
    connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
    FakeEventSource.latest().emit("resync", "{}");
    expect(invalidated(["products"])).toBe(true);
    expect(invalidated(["orders"])).toBe(true);
  });

  it("refetches everything after a reconnect, not on the first open", () => {
    connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
    const source = FakeEventSource.latest();
    source.emit("open");
    expect(invalidated(["products"])).toBe(false);
    source.fail();
    source.emit("open");
    expect(invalidated(["products"])).toBe(true);
    expect(invalidated(["session"])).toBe(true);
  });

  it("re-checks the session and reconnects when the browser gives up", async () => {
    vi.useFakeTimers();
    connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
    FakeEventSource.latest().fail(true);
    expect(invalidated(["session"])).toBe(true);
    expect(invalidated(["products"])).toBe(false);
    await vi.advanceTimersByTimeAsync(reconnectDelayMs);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.latest().emit("open");
    expect(invalidated(["products"])).toBe(true);
  });

  it("closes the stream and stops reconnecting when stopped", async () => {
    vi.useFakeTimers();
    const stop = connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
    const source = FakeEventSource.latest();
    source.fail(true);
    stop();
    await vi.advanceTimersByTimeAsync(reconnectDelayMs * 2);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });
});

describe("useLiveConnection", () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

  it("is connecting until the stream opens, down from an error until it opens again", () => {
    const { result, unmount } = renderHook(
      () => {
        useLiveEvents();
        return useLiveConnection();
      },
      { wrapper },
    );
    const source = FakeEventSource.latest();
    expect(result.current).toBe("connecting");
    act(() => source.emit("open"));
    expect(result.current).toBe("open");
    act(() => source.fail());
    expect(result.current).toBe("down");
    act(() => source.emit("open"));
    expect(result.current).toBe("open");
    unmount();
    expect(getLiveConnection()).toBe("connecting");
  });

  it("stays down while the browser has given up, until our own retry opens", async () => {
    vi.useFakeTimers();
    const stop = connectLiveEvents(client, (url) => new FakeEventSource(url) as unknown as EventSource);
    FakeEventSource.latest().emit("open");
    FakeEventSource.latest().fail(true);
    expect(getLiveConnection()).toBe("down");
    await vi.advanceTimersByTimeAsync(reconnectDelayMs);
    expect(getLiveConnection()).toBe("down");
    FakeEventSource.latest().emit("open");
    expect(getLiveConnection()).toBe("open");
    stop();
  });
});

describe("useLiveEvents", () => {
  it("opens the business stream with credentials and closes it on unmount", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveEvents(), { wrapper });
    const source = FakeEventSource.latest();
    expect(source).toMatchObject({ url: "/api/v1/events", withCredentials: true });
    source.emit("change", change("products", "delete"));
    expect(invalidated(["products"])).toBe(true);
    unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });
});
