import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { boardOf, makeOrder, makeShift, orderRoutes } from "@/testing/board-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";
import { boardTickMs } from "../hooks/use-now";

// The real kitchen card, memoised as it is, counted: which orders' cards render; and how often the display's
// row of controls renders.
const rendered = vi.hoisted(() => ({ turns: [] as string[], toolbars: 0, lineLists: 0 }));
vi.mock("./kitchen-card-lines", async (original) => {
  const { counted } = await import("@/testing/counted");
  const real = await original<typeof import("./kitchen-card-lines")>();
  return {
    ...real,
    KitchenCardLines: counted(real.KitchenCardLines, () => {
      rendered.lineLists += 1;
    }),
  };
});
vi.mock("./kitchen-toolbar", async (original) => {
  const { counted } = await import("@/testing/counted");
  const real = await original<typeof import("./kitchen-toolbar")>();
  return {
    ...real,
    KitchenToolbar: counted(real.KitchenToolbar, () => {
      rendered.toolbars += 1;
    }),
  };
});
vi.mock("./kitchen-card", async (original) => {
  const { counted } = await import("@/testing/counted");
  const real = await original<typeof import("./kitchen-card")>();
  return {
    ...real,
    KitchenCard: counted(real.KitchenCard, (props) => {
      rendered.turns.push(props.order.turn);
    }),
  };
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

// Decision 085: a busy kitchen's display renders the changed card, not all of them (1 s a change at 400 cards).
describe("a busy kitchen display's live change", { timeout: 30_000 }, () => {
  it("renders the changed card only", async () => {
    localStorage.setItem("comanda.kitchen-display", JSON.stringify({ view: "kitchen" }));
    let orders = Array.from({ length: 30 }, (_, n) => makeOrder(30 - n));
    fakeApi({
      "GET /session": signedIn({ role: "KITCHEN" }),
      "GET /board": () => ok(boardOf({ orders })),
      ...orderRoutes(() => orders, [makeOrder(5)]),
    });
    renderApp("/orders");
    await screen.findByRole("article", { name: "Pedido 30" });
    await settle();

    rendered.turns = [];
    rendered.toolbars = 0;
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
    // Decision 093: nor did the display's controls.
    expect(rendered.toolbars).toBe(0);
  });

  // Decision 093: every order moves the shift's totals, which the kitchen's display does not show.
  it("a shift event draws no card and none of the display's controls, whether the totals moved or not", async () => {
    localStorage.setItem("comanda.kitchen-display", JSON.stringify({ view: "kitchen" }));
    const orders = Array.from({ length: 30 }, (_, n) => makeOrder(30 - n));
    let shift = makeShift();
    const fetchMock = fakeApi({
      "GET /session": signedIn(),
      "GET /board": () => ok(boardOf({ orders, shift })),
      "GET /shifts/current": () => ok({ shift }),
    });
    renderApp("/orders");
    await screen.findByRole("article", { name: "Pedido 30" });
    await settle();

    for (const totals of [{ totalOrders: 1, totalAmount: 2500 }, {}]) {
      rendered.turns = [];
      rendered.toolbars = 0;
      shift = { ...shift, ...totals };
      const asked = fetchMock.mock.calls.length;
      act(() =>
        FakeEventSource.latest().emit(
          "change",
          JSON.stringify({ entity: "shifts", id: shift.id, op: "update" }),
        ),
      );
      await waitFor(() =>
        expect(fetchMock.mock.calls.slice(asked).map(([url]) => String(url))).toEqual([
          expect.stringContaining("/shifts/current"),
        ]),
      );
      await settle();
      expect(rendered.turns).toEqual([]);
      expect(rendered.toolbars).toBe(0);
    }
  });

  // Decision 093: a card's minute turning draws its wait; its lines, the most of a card, stay as they are.
  it("a card whose wait turns a minute draws its wait again, not its lines", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setInterval", "Date"] });
    try {
      localStorage.setItem("comanda.kitchen-display", JSON.stringify({ view: "kitchen" }));
      const orders = [makeOrder(1, { status: "preparing", createdAt: Date.now() - 50_000 })];
      fakeApi({ "GET /session": signedIn({ role: "KITCHEN" }), "GET /board": () => ok(boardOf({ orders })) });
      renderApp("/orders");
      const card = await screen.findByRole("article", { name: "Pedido 1" });
      await settle();
      expect(card).toHaveTextContent("0 min");

      rendered.turns = [];
      rendered.lineLists = 0;
      await act(async () => {
        vi.advanceTimersByTime(boardTickMs * 3);
      });
      await settle();
      expect(card).toHaveTextContent("1 min");
      expect(rendered.turns).toEqual(["1"]);
      expect(rendered.lineLists).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
