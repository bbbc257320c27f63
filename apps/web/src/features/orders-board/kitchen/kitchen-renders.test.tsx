import { act, screen, waitFor } from "@testing-library/react";
import { memo } from "react";
import { describe, expect, it, vi } from "vitest";
import { boardOf, makeOrder, orderRoutes } from "@/testing/board-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";

// The real kitchen card, memoised as it is, counted: which orders' cards render.
const rendered = vi.hoisted(() => ({ turns: [] as string[] }));
vi.mock("./kitchen-card", async (original) => {
  const real = await original<typeof import("./kitchen-card")>();
  const inner = (real.KitchenCard as unknown as { type: typeof real.KitchenCard }).type as unknown as (
    props: Parameters<typeof real.KitchenCard>[0],
  ) => ReturnType<typeof real.KitchenCard>;
  return {
    ...real,
    KitchenCard: memo(function Counted(props: Parameters<typeof real.KitchenCard>[0]) {
      rendered.turns.push(props.order.turn);
      return inner(props);
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
});
