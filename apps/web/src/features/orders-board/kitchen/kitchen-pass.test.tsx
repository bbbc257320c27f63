import type { Order } from "@comanda/domain";
import { act, renderHook, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Board } from "@/entities/order/board";
import { boardOf, makeOrder, makeShift, productLine } from "@/testing/board-fixtures";
import { businessSettingsOf } from "@/testing/business-fixtures";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { useKitchenSound } from "./use-kitchen-sound";

const kitchen = { id: "st-kitchen", name: "Cocina", hasPrinter: false };
const bar = { id: "st-bar", name: "Barra", hasPrinter: false };
const routing = { categories: { "cat-drinks": bar.id }, products: {} };
const milanesaKey = "product:product-Milanesa||";

beforeEach(() => localStorage.clear());

/** The notes the page played: a stand-in for the browser's Web Audio, which jsdom has not. */
const listenToChimes = () => {
  const notes: number[] = [];
  class FakeAudioContext {
    state = "running";
    currentTime = 0;
    destination = {};
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (next: unknown) => next,
      };
    }
    createOscillator() {
      const frequency = { value: 0 };
      return {
        type: "sine",
        frequency,
        connect: (next: unknown) => next,
        start: () => notes.push(frequency.value),
        stop: () => undefined,
      };
    }
  }
  vi.stubGlobal("AudioContext", FakeAudioContext);
  return notes;
};

// Decision 087: the kitchen display runs the pass.
describe("the kitchen's pass", { timeout: 20_000 }, () => {
  it("marks a line done at a tap, bumps the card with its last line, and 'Recuperar' brings it back", async () => {
    localStorage.setItem("comanda.kitchen-display", JSON.stringify({ view: "kitchen", station: kitchen.id }));
    const making = makeOrder(13, {
      status: "preparing",
      lines: [productLine("Milanesa", 2), productLine("Coca", 1, "cat-drinks")],
      createdAt: Date.now() - 6 * 60_000,
    });
    let current: Board = boardOf({ shift: makeShift(), stations: [kitchen, bar], routing, orders: [making] });
    const answer = (changed: Order) => {
      current = { ...current, orders: [changed] };
      return ok(changed);
    };
    const bumpedOrder: Order = {
      ...making,
      version: 2,
      updatedAt: Date.now(),
      linesDone: [{ key: milanesaKey, quantity: 2 }],
      stationsDone: [kitchen.id],
      stationsDoneAt: { [kitchen.id]: Date.now() },
    };
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "KITCHEN" }),
      // The owner's targets: amber past 5 minutes, red past 8.
      "GET /business": ok(businessSettingsOf({ kitchenTargets: { warn: 5, late: 8 } })),
      "GET /board": () => ok(current),
      [`POST /orders/${making.id}/kitchen/lines`]: () => answer(bumpedOrder),
      [`POST /orders/${making.id}/kitchen/recall`]: () =>
        answer({
          ...bumpedOrder,
          version: 3,
          updatedAt: Date.now() + 1,
          stationsDone: [],
          stationsDoneAt: {},
        }),
    });
    const { user } = renderApp("/orders");
    const tickets = await screen.findByRole("region", { name: "Pedidos para preparar" });
    const card = within(tickets).getByRole("article", { name: "Pedido 13" });
    expect(
      await within(card).findByLabelText("Esperando hace 6 min, pasó el primer tiempo"),
    ).toBeInTheDocument();
    // The kitchen's station shows only its line, not done yet; nothing to recover.
    const line = within(card).getByRole("checkbox", { name: /2 × Milanesa/ });
    expect(line).toHaveAttribute("aria-checked", "false");
    expect(within(card).queryByRole("checkbox", { name: /Coca/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Recuperar/ })).toBeDisabled();

    await user.click(line);
    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", `/orders/${making.id}/kitchen/lines`)).toEqual([
        { key: milanesaKey, done: true },
      ]),
    );
    // Its last line: the station's card is bumped off the display.
    expect(await screen.findByText("No hay pedidos para preparar.")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Pedido 13" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Recuperar/ }));
    const dialog = await screen.findByRole("dialog", { name: "Recuperar pedidos" });
    expect(dialog).toHaveTextContent("2 × Milanesa");
    await user.click(within(dialog).getByRole("button", { name: "Recuperar pedido 13" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", `/orders/${making.id}/kitchen/recall`)).toEqual([
        { stationId: kitchen.id },
      ]),
    );
    const back = await screen.findByRole("article", { name: "Pedido 13" });
    // Back as it was left: its line done, to be tapped again if it was not.
    expect(within(back).getByRole("checkbox", { name: /2 × Milanesa/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  it("'Pase' shows every station's progress per order, and the ready one with its button", async () => {
    localStorage.setItem("comanda.kitchen-display", JSON.stringify({ view: "pass" }));
    const tab = {
      tableId: "t4",
      tableName: "Mesa 4 · Salón",
      guests: 2,
      waiterId: "u1",
      waiterName: "Ana Pérez",
      billRequestedAt: null,
    };
    const board = boardOf({
      shift: makeShift(),
      stations: [kitchen, bar],
      routing,
      orders: [
        makeOrder(21, {
          status: "preparing",
          lines: [productLine("Milanesa", 1), productLine("Flan", 1), productLine("Coca", 2, "cat-drinks")],
          linesDone: [{ key: milanesaKey, quantity: 1 }],
          stationsDone: [bar.id],
        }),
        makeOrder(22, { status: "ready", type: "table", tab, lines: [productLine("Bife", 1)] }),
      ],
    });
    fakeApi({ "GET /session": signedIn({ role: "ADMIN" }), "GET /board": ok(board) });
    renderApp("/orders");
    const pass = await screen.findByRole("region", { name: "Pase" });
    const making = within(pass).getByRole("article", { name: "Pedido 21" });
    expect(within(making).getByLabelText("Cocina: 1 de 2")).toBeInTheDocument();
    expect(within(making).getByLabelText("Barra: listo")).toBeInTheDocument();
    const ready = within(pass).getByRole("article", { name: "Pedido 22" });
    expect(within(ready).getByText("Mesa 4 · Salón")).toBeInTheDocument();
    expect(within(ready).getByText("Para entregar")).toBeInTheDocument();
    expect(within(ready).getByRole("button", { name: "Llevado a la mesa" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pase" })).toHaveAttribute("aria-pressed", "true");
  });

  it("chimes for a new card and, differently, for a change to one the kitchen is making", () => {
    const notes = listenToChimes();
    const first = makeOrder(1, { status: "preparing" });
    const { rerender } = renderHook(({ orders }) => useKitchenSound(orders, true, () => true), {
      initialProps: { orders: [first] },
    });
    expect(notes).toEqual([]);
    const second = makeOrder(2);
    act(() => rerender({ orders: [first, second] }));
    // A new card: two rising notes.
    expect(notes).toEqual([880, 1320]);
    const edited = { ...first, modifiedAt: first.kitchenSince + 60_000 };
    act(() => rerender({ orders: [edited, second] }));
    // A change to one being made: three falling ones.
    expect(notes).toEqual([880, 1320, 1320, 990, 660]);
    vi.unstubAllGlobals();
  });
});
