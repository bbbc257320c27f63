import type { Order, Role } from "@comanda/domain";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Board } from "@/entities/order/board";
import { boardSettingsKey, readBoardSettings } from "@/entities/order/board-settings";
import { queryKeys } from "@/lib/query-keys";
import {
  boardOf,
  chooseBoardView,
  comboLine,
  makeOrder,
  orderRoutes,
  productLine,
} from "@/testing/board-fixtures";
import { type FakeRoutes, fakeApi, ok, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";

const openBoard = async (routes: FakeRoutes, role: Role = "KITCHEN") => {
  chooseBoardView();
  fakeApi({ "GET /session": signedIn({ role }), ...routes });
  const app = renderApp("/orders");
  await screen.findByRole("heading", { level: 1, name: "Pedidos" });
  return app;
};

// Hidden too: 'Más filtros' open hides the page from assistive technology, not from sight.
const shownTurns = () =>
  screen.queryAllByRole("article", { hidden: true }).map((card) => card.getAttribute("aria-label"));
const chip = (group: string, name: string) =>
  within(screen.getByRole("group", { name: group })).getByRole("button", { name });
/** Types, categories, the sound and the thresholds are under 'Más filtros' (docs/product.md#orders-board). */
const openMore = async (user: { click: (element: Element) => Promise<void> }) => {
  await user.click(screen.getByRole("button", { name: /^Más filtros/ }));
  return screen.findByRole("dialog", { name: "Más filtros" });
};

const food = makeOrder(1, { lines: [productLine("Milanesa", 1, "cat-food")] });
const drink = makeOrder(2, { lines: [productLine("Cerveza", 2, "cat-drinks")] });
const combo = makeOrder(3, {
  lines: [
    comboLine("Combo", 1, [
      { name: "Hamburguesa", quantity: 1, categoryId: "cat-food" },
      { name: "Gaseosa", quantity: 1, categoryId: "cat-drinks" },
    ]),
  ],
});
const done = makeOrder(4, { status: "completed" });

beforeEach(() => localStorage.clear());

describe("board filters", { timeout: 20_000 }, () => {
  it("take one row: the view, the statuses (scrolling sideways, never wrapping) and 'Más filtros' (docs/product.md#orders-board)", async () => {
    const { user } = await openBoard({ "GET /board": ok(boardOf({ orders: [food] })) }, "CASHIER");
    await screen.findByRole("article", { name: "Pedido 1" });
    const row = screen.getByRole("group", { name: "Filtros del tablero" });
    const statuses = within(row).getByRole("group", { name: "Estados" });
    expect(within(row).getByRole("group", { name: "Vista" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Más filtros" })).toBeInTheDocument();
    expect(getComputedStyle(statuses).flexWrap).toBe("nowrap");
    expect(getComputedStyle(statuses.parentElement as HTMLElement).overflowX).toBe("auto");
    // The rest waits behind the button, so the first card starts right under the row.
    for (const group of ["Tipos", "Categorías"])
      expect(screen.queryByRole("group", { name: group })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sonido" })).not.toBeInTheDocument();
    expect(row.nextElementSibling).toContainElement(screen.getByRole("article", { name: "Pedido 1" }));
    await openMore(user);
    expect(screen.getByRole("group", { name: "Tipos" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sonido" })).toBeInTheDocument();
  });

  it("show the working statuses by default and remember another choice on this device", async () => {
    const { user } = await openBoard({ "GET /board": ok(boardOf({ orders: [food, done] })) });
    await screen.findByRole("article", { name: "Pedido 1" });
    expect(shownTurns()).toEqual(["Pedido 1"]);
    expect(chip("Estados", "Completado")).toHaveAttribute("aria-pressed", "false");

    await user.click(chip("Estados", "Completado"));
    expect(shownTurns()).toEqual(["Pedido 4", "Pedido 1"]);
    await user.click(chip("Estados", "Pendiente"));
    expect(shownTurns()).toEqual(["Pedido 4"]);
    expect(readBoardSettings().statuses).toEqual(["preparing", "ready", "served", "on_the_way", "completed"]);

    cleanup();
    await openBoard({ "GET /board": ok(boardOf({ orders: [food, done] })) });
    await screen.findByRole("article", { name: "Pedido 4" });
    expect(shownTurns()).toEqual(["Pedido 4"]);
    expect(chip("Estados", "Completado")).toHaveAttribute("aria-pressed", "true");
    expect(chip("Estados", "Pendiente")).toHaveAttribute("aria-pressed", "false");
  });

  it("show only the chosen order types, every type when none is chosen, and remember it on this device", async () => {
    const delivery = makeOrder(5, { type: "delivery" });
    const takeaway = makeOrder(6, { type: "takeaway" });
    const { user } = await openBoard({
      "GET /board": ok(boardOf({ orders: [food, delivery, takeaway] })),
    });
    await screen.findByRole("article", { name: "Pedido 5" });
    expect(shownTurns()).toEqual(["Pedido 6", "Pedido 5", "Pedido 1"]);
    await openMore(user);
    expect(chip("Tipos", "Todos")).toHaveAttribute("aria-pressed", "true");

    await user.click(chip("Tipos", "Delivery"));
    expect(shownTurns()).toEqual(["Pedido 5"]);
    expect(chip("Tipos", "Todos")).toHaveAttribute("aria-pressed", "false");
    await user.click(chip("Tipos", "Para llevar"));
    expect(shownTurns()).toEqual(["Pedido 6", "Pedido 5"]);
    expect(readBoardSettings().types).toEqual(["delivery", "takeaway"]);

    cleanup();
    const again = await openBoard({ "GET /board": ok(boardOf({ orders: [food, delivery, takeaway] })) });
    await screen.findByRole("article", { name: "Pedido 5" });
    expect(shownTurns()).toEqual(["Pedido 6", "Pedido 5"]);
    // The button says a filter under it hides cards.
    expect(screen.getByRole("button", { name: "Más filtros (1)" })).toBeInTheDocument();
    await openMore(again.user);
    await again.user.click(chip("Tipos", "Todos"));
    expect(shownTurns()).toEqual(["Pedido 6", "Pedido 5", "Pedido 1"]);
  });

  it("show only the orders with a line or a combo's item in the chosen categories", async () => {
    const { user } = await openBoard({ "GET /board": ok(boardOf({ orders: [food, drink, combo] })) });
    await screen.findByRole("article", { name: "Pedido 1" });
    await openMore(user);
    expect(chip("Categorías", "Todas")).toHaveAttribute("aria-pressed", "true");

    await user.click(chip("Categorías", "Bebidas"));
    expect(shownTurns()).toEqual(["Pedido 3", "Pedido 2"]);
    expect(chip("Categorías", "Todas")).toHaveAttribute("aria-pressed", "false");
    expect(JSON.parse(localStorage.getItem(boardSettingsKey) ?? "{}").categories).toEqual(["cat-drinks"]);

    await user.click(chip("Categorías", "Comidas"));
    expect(shownTurns()).toEqual(["Pedido 3", "Pedido 2", "Pedido 1"]);
    await user.click(chip("Categorías", "Bebidas"));
    expect(shownTurns()).toEqual(["Pedido 3", "Pedido 1"]);
    await user.click(chip("Categorías", "Todas"));
    expect(shownTurns()).toEqual(["Pedido 3", "Pedido 2", "Pedido 1"]);
  });

  it("say so when they hide every order, and ignore a category the business no longer has", async () => {
    localStorage.setItem(boardSettingsKey, JSON.stringify({ categories: ["cat-gone"], statuses: ["ready"] }));
    const { user } = await openBoard({ "GET /board": ok(boardOf({ orders: [food] })) });
    expect(await screen.findByText("No hay pedidos con los filtros elegidos.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Más filtros" })).toBeInTheDocument();

    await user.click(chip("Estados", "Pendiente"));
    expect(shownTurns()).toEqual(["Pedido 1"]);
  });

  it("let this device choose after how long a card turns red", async () => {
    const now = Date.now();
    const waiting = makeOrder(1, { createdAt: now - 3 * 60_000, statusChangedAt: now - 3 * 60_000 });
    const { user } = await openBoard({ "GET /board": ok(boardOf({ orders: [waiting] })) });
    const card = within(await screen.findByRole("article", { name: "Pedido 1" }));
    expect(card.queryByText(/Esperando hace más de/)).not.toBeInTheDocument();

    await openMore(user);
    await user.click(screen.getByRole("button", { name: "Tiempos de espera" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Tiempos de espera" }));
    const pending = dialog.getByRole("textbox", { name: "Pendiente (minutos)" });
    expect(pending).toHaveValue("5");
    await user.clear(pending);
    await user.type(pending, "0");
    expect(dialog.getByText("Ingresá minutos enteros entre 1 y 240.")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Guardar" })).toBeDisabled();
    await user.clear(pending);
    await user.type(pending, "2");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    expect(await card.findByText("Esperando hace más de 2 min")).toBeInTheDocument();
    expect(readBoardSettings().thresholds).toEqual({ pending: 2, preparing: 10, ready: 5 });
  });
});

/** Web Audio at the edge: counts the tones the board starts. */
class FakeAudioContext {
  static tones = 0;
  state = "running";
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator = () => ({
    type: "sine",
    frequency: { value: 0 },
    connect: (node: unknown) => node,
    start: () => {
      FakeAudioContext.tones += 1;
    },
    stop: () => undefined,
  });
  createGain = () => ({
    gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
    connect: (node: unknown) => node,
  });
}

describe("the new-order sound", { timeout: 20_000 }, () => {
  let orders: Order[];
  const arrive = async (order: Order) => {
    orders = [...orders, order];
    act(() =>
      FakeEventSource.latest().emit(
        "change",
        JSON.stringify({ entity: "orders", id: order.id, op: "insert" }),
      ),
    );
    await screen.findByRole("article", { name: `Pedido ${order.turn}` });
  };

  const liveOrders = () => orderRoutes(() => orders, [food, drink, combo]);

  beforeEach(() => {
    FakeAudioContext.tones = 0;
    vi.stubGlobal("AudioContext", FakeAudioContext);
    orders = [food];
  });

  it("stays quiet while off", async () => {
    await openBoard({ "GET /board": () => ok(boardOf({ orders })), ...liveOrders() });
    await screen.findByRole("article", { name: "Pedido 1" });
    await arrive(drink);
    await act(async () => undefined);
    expect(FakeAudioContext.tones).toBe(0);
  });

  it("chimes for an order this device had not seen, once turned on, and remembers it", async () => {
    const { user } = await openBoard({ "GET /board": () => ok(boardOf({ orders })), ...liveOrders() });
    await screen.findByRole("article", { name: "Pedido 1" });
    await openMore(user);
    const sound = screen.getByRole("button", { name: "Sonido" });
    expect(sound).toHaveAttribute("aria-pressed", "false");
    await user.click(sound);
    expect(sound).toHaveAttribute("aria-pressed", "true");
    expect(readBoardSettings().sound).toBe(true);
    // Turning it on plays the chime once, so whoever set it up hears it works.
    expect(FakeAudioContext.tones).toBe(2);
    await user.keyboard("{Escape}");

    await arrive(drink);
    await waitFor(() => expect(FakeAudioContext.tones).toBe(4));
    // A status change of an order already seen is no new order.
    orders = orders.map((order) => ({ ...order, status: "preparing" }));
    act(() =>
      FakeEventSource.latest().emit(
        "change",
        JSON.stringify({ entity: "orders", id: food.id, op: "update" }),
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole("article", { name: "Pedido 1" })).getByText("En preparación"),
      ).toBeInTheDocument(),
    );
    expect(FakeAudioContext.tones).toBe(4);
  });

  it("does not chime on the first load, nor for an order outside this device's filters", async () => {
    localStorage.setItem(boardSettingsKey, JSON.stringify({ sound: true, categories: ["cat-drinks"] }));
    orders = [drink];
    const { queryClient } = await openBoard({
      "GET /board": () => ok(boardOf({ orders })),
      ...liveOrders(),
    });
    await screen.findByRole("article", { name: "Pedido 2" });
    expect(FakeAudioContext.tones).toBe(0);

    orders = [...orders, food];
    act(() =>
      FakeEventSource.latest().emit(
        "change",
        JSON.stringify({ entity: "orders", id: food.id, op: "insert" }),
      ),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<Board>(queryKeys.orders.board)?.orders).toHaveLength(2),
    );
    await act(async () => undefined);
    expect(FakeAudioContext.tones).toBe(0);
    await arrive(combo);
    await waitFor(() => expect(FakeAudioContext.tones).toBe(2));
  });
});
