import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { boardOf, makeOrder, makeShift, orderRoutes } from "@/testing/board-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";
import { boardTickMs } from "../hooks/use-now";

// The real card, counted: which orders' cards render; and how often the board's row of filters renders.
const rendered = vi.hoisted(() => ({ turns: [] as string[], filters: 0 }));
vi.mock("./board-filters", async (original) => {
  const { counted } = await import("@/testing/counted");
  const real = await original<typeof import("./board-filters")>();
  return {
    ...real,
    BoardFilters: counted(real.BoardFilters, () => {
      rendered.filters += 1;
    }),
  };
});
vi.mock("./order-card", async (original) => {
  const real = await original<typeof import("./order-card")>();
  return {
    ...real,
    OrderCard: (props: Parameters<typeof real.OrderCard>[0]) => {
      rendered.turns.push(props.order.turn);
      return real.OrderCard(props);
    },
  };
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe("a busy board's live change", { timeout: 30_000 }, () => {
  it("renders the new or changed card only, not every card", async () => {
    let orders = Array.from({ length: 30 }, (_, n) => makeOrder(30 - n));
    const added = makeOrder(40);
    fakeApi({
      "GET /session": signedIn(),
      "GET /board": () => ok(boardOf({ orders })),
      ...orderRoutes(() => orders, [added, makeOrder(5)]),
    });
    renderApp("/orders");
    await screen.findByRole("article", { name: "Pedido 30" });
    await settle();

    rendered.turns = [];
    rendered.filters = 0;
    orders = [added, ...orders];
    act(() =>
      FakeEventSource.latest().emit(
        "change",
        JSON.stringify({ entity: "orders", id: added.id, op: "insert" }),
      ),
    );
    await screen.findByRole("article", { name: "Pedido 40" });
    await settle();
    expect(rendered.turns).toEqual(["40"]);
    // Decision 093: nor did the filters.
    expect(rendered.filters).toBe(0);

    rendered.turns = [];
    orders = orders.map((order) =>
      order.turn === "5" ? { ...order, status: "preparing", updatedAt: Date.now() + 1 } : order,
    );
    act(() =>
      FakeEventSource.latest().emit(
        "change",
        JSON.stringify({ entity: "orders", id: makeOrder(5).id, op: "update" }),
      ),
    );
    // The card took the change (on a busy machine the refetch takes its time), and nothing else rendered.
    await waitFor(() =>
      expect(screen.getByRole("article", { name: "Pedido 5" })).toHaveTextContent("En preparación"),
    );
    await settle();
    expect(rendered.turns).toEqual(["5"]);
  });

  // Decision 093: the shift's bar takes the new totals; the cards and the filters stay as they are.
  it("a shift event with new totals renders no card and no filter", async () => {
    const orders = Array.from({ length: 30 }, (_, n) => makeOrder(30 - n));
    let shift = makeShift();
    fakeApi({
      "GET /session": signedIn(),
      "GET /board": () => ok(boardOf({ orders, shift })),
      "GET /shifts/current": () => ok({ shift }),
    });
    renderApp("/orders");
    await screen.findByRole("article", { name: "Pedido 30" });
    await settle();

    rendered.turns = [];
    rendered.filters = 0;
    shift = { ...shift, totalOrders: 7 };
    act(() =>
      FakeEventSource.latest().emit(
        "change",
        JSON.stringify({ entity: "shifts", id: shift.id, op: "update" }),
      ),
    );
    const completed = await screen.findByText("Ordenes completadas");
    await waitFor(() => expect(completed.nextElementSibling).toHaveTextContent("7"));
    await settle();
    expect(rendered.turns).toEqual([]);
    expect(rendered.filters).toBe(0);
  });

  it("a tick of the board's clock renders no card, and each card's wait still moves", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setInterval", "Date"] });
    try {
      const orders = Array.from({ length: 30 }, (_, n) =>
        makeOrder(30 - n, { createdAt: Date.now() - 30_000 }),
      );
      fakeApi({ "GET /session": signedIn(), "GET /board": () => ok(boardOf({ orders })) });
      renderApp("/orders");
      const card = await screen.findByRole("article", { name: "Pedido 30" });
      await settle();
      expect(card).toHaveTextContent("hace menos de 1 min");

      rendered.turns = [];
      await act(async () => {
        vi.advanceTimersByTime(boardTickMs * 2);
      });
      await settle();
      expect(card).toHaveTextContent("hace 1 min");
      expect(rendered.turns).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
