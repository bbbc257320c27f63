import type { Order, OrderStatus, Role } from "@comanda/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boardOf, chooseBoardView, makeOrder } from "@/testing/board-fixtures";
import { deferredReply, type FakeRoutes, fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { cancelOrderConfirmText } from "./order-actions";

const allStatuses: OrderStatus[] = [
  "pending",
  "preparing",
  "ready",
  "served",
  "on_the_way",
  "completed",
  "cancelled",
];

const openBoard = async (routes: FakeRoutes, role: Role = "CASHIER") => {
  chooseBoardView();
  const fetchMock = fakeApi({ "GET /session": signedIn({ role }), ...routes });
  const app = renderApp("/orders");
  await screen.findByRole("heading", { level: 1, name: "Pedidos" });
  return { fetchMock, ...app };
};

/** The card's action buttons (its print buttons are the same for every status). */
const buttonsOf = (turn: string) =>
  within(screen.getByRole("article", { name: `Pedido ${turn}` }))
    .queryAllByRole("button")
    // 'Editar' has its own test (order-card-edit.test.tsx).
    .filter(
      (button) =>
        !button.getAttribute("aria-label")?.startsWith("Imprimir") && button.textContent !== "Editar",
    )
    .map((button) => button.textContent);

const printButtonsOf = (turn: string) =>
  within(screen.getByRole("article", { name: `Pedido ${turn}` }))
    .queryAllByRole("button", { name: /^Imprimir/ })
    .map((button) => button.getAttribute("aria-label"));

beforeEach(() => {
  // Every status shown, so each card's buttons can be read.
  localStorage.setItem("comanda.board-settings", JSON.stringify({ statuses: allStatuses }));
});
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe("order card buttons", { timeout: 20_000 }, () => {
  const orders = allStatuses.map((status, i) => makeOrder(i + 1, { turn: status, status }));

  it.each<[Role, Record<OrderStatus, string[]>]>([
    [
      "CASHIER",
      {
        pending: ["Recibir", "Cancelar"],
        preparing: ["Entregar pedido", "Cancelar"],
        ready: ["Completar", "Cancelar"],
        // A counter order is never on a table nor on its way (decision 050): only a tab is served, a delivery dispatched.
        served: ["Cancelar"],
        on_the_way: ["Cancelar"],
        completed: [],
        cancelled: [],
      },
    ],
    [
      "ADMIN",
      {
        pending: ["Recibir", "Cancelar"],
        preparing: ["Entregar pedido", "Cancelar"],
        ready: ["Completar", "Cancelar"],
        // A counter order is never on a table nor on its way (decision 050): only a tab is served, a delivery dispatched.
        served: ["Cancelar"],
        on_the_way: ["Cancelar"],
        completed: [],
        cancelled: [],
      },
    ],
    [
      "KITCHEN",
      {
        pending: ["Recibir", "Cancelar"],
        preparing: ["Entregar pedido", "Cancelar"],
        ready: [],
        served: [],
        on_the_way: [],
        completed: [],
        cancelled: [],
      },
    ],
  ])("offers %s the buttons of each status", async (role, expected) => {
    await openBoard({ "GET /board": ok(boardOf({ orders })) }, role);
    await screen.findByRole("article", { name: "Pedido pending" });
    for (const status of allStatuses) expect(buttonsOf(status), status).toEqual(expected[status]);
  });

  it.each<[Role, Record<"ready" | "on_the_way", string[]>]>([
    ["CASHIER", { ready: ["En camino", "Cancelar"], on_the_way: ["Completar", "Cancelar"] }],
    ["KITCHEN", { ready: [], on_the_way: [] }],
  ])("offers %s 'En camino' on a ready delivery, and 'Completar' once it left", async (role, expected) => {
    const delivery = (n: number, status: OrderStatus) =>
      makeOrder(n, { turn: status, status, type: "delivery", customer: null });
    await openBoard(
      { "GET /board": ok(boardOf({ orders: [delivery(1, "ready"), delivery(2, "on_the_way")] })) },
      role,
    );
    await screen.findByRole("article", { name: "Pedido ready" });
    expect(buttonsOf("ready")).toEqual(expected.ready);
    expect(buttonsOf("on_the_way")).toEqual(expected.on_the_way);
  });

  it("sends a ready delivery on its way with 'En camino'", async () => {
    const order = makeOrder(1, { status: "ready", type: "delivery" });
    let stored: Order = order;
    const { user, fetchMock } = await openBoard({
      "GET /board": () => ok(boardOf({ orders: [stored] })),
      [`POST /orders/${order.id}/dispatch`]: () => {
        stored = { ...order, status: "on_the_way", statusChangedAt: Date.now() };
        return ok(stored);
      },
    });
    const card = within(await screen.findByRole("article", { name: "Pedido 1" }));

    await user.click(card.getByRole("button", { name: "En camino" }));
    expect(await card.findByRole("button", { name: "Completar" })).toBeEnabled();
    expect(sentBodies(fetchMock, "POST", `/orders/${order.id}/dispatch`)).toEqual([undefined]);
  });

  it("moves the order on and disables the card's buttons while it runs", async () => {
    const order = makeOrder(1);
    let stored: Order = order;
    const reply = deferredReply();
    const { user, fetchMock } = await openBoard({
      "GET /board": () => ok(boardOf({ orders: [stored] })),
      [`POST /orders/${order.id}/receive`]: reply.handler,
    });
    const card = within(await screen.findByRole("article", { name: "Pedido 1" }));

    await user.click(card.getByRole("button", { name: "Recibir" }));
    await waitFor(() => expect(card.getByRole("button", { name: "Cancelar" })).toBeDisabled());
    expect(card.getByRole("button", { name: /Recibir/ })).toBeDisabled();

    stored = { ...order, status: "preparing", statusChangedAt: Date.now() };
    act(() => reply.release(ok(stored)));
    expect(await card.findByText("En preparación")).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Entregar pedido" })).toBeEnabled();
    expect(sentBodies(fetchMock, "POST", `/orders/${order.id}/receive`)).toEqual([undefined]);
  });

  it("shows the server's message on a conflict and the card as the order now is", async () => {
    const order = makeOrder(1);
    let stored: Order = order;
    const message = "Este pedido ya está «En preparación».";
    const { user, fetchMock } = await openBoard({
      "GET /board": () => ok(boardOf({ orders: [stored] })),
      [`POST /orders/${order.id}/receive`]: () => {
        // Another device pressed it first.
        stored = { ...order, status: "preparing" };
        return { status: 409, body: { error: { code: "aborted", message } } };
      },
    });
    const card = within(await screen.findByRole("article", { name: "Pedido 1" }));
    const loads = sentBodies(fetchMock, "GET", "/board").length;

    await user.click(card.getByRole("button", { name: "Recibir" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await card.findByText("En preparación")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "GET", "/board").length).toBeGreaterThan(loads);
    expect(card.getByRole("button", { name: "Entregar pedido" })).toBeEnabled();
  });

  it("asks before cancelling, with 'Volver' and 'Cancelar pedido'", async () => {
    const order = makeOrder(1, { status: "preparing" });
    let stored: Order = order;
    const { user, fetchMock } = await openBoard({
      "GET /board": () => ok(boardOf({ orders: [stored] })),
      [`POST /orders/${order.id}/cancel`]: () => {
        stored = { ...order, status: "cancelled" };
        return ok(stored);
      },
    });
    const card = within(await screen.findByRole("article", { name: "Pedido 1" }));

    await user.click(card.getByRole("button", { name: "Cancelar" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Pedido 1" }));
    expect(dialog.getByText("¿Querés cancelar este pedido?")).toBeInTheDocument();
    expect(cancelOrderConfirmText).toBe("¿Querés cancelar este pedido?");
    expect(dialog.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Volver",
      "Cancelar pedido",
    ]);
    await user.click(dialog.getByRole("button", { name: "Volver" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "POST", `/orders/${order.id}/cancel`)).toHaveLength(0);

    await user.click(card.getByRole("button", { name: "Cancelar" }));
    dialog = within(await screen.findByRole("dialog", { name: "Pedido 1" }));
    await user.click(dialog.getByRole("button", { name: "Cancelar pedido" }));
    expect(await card.findByText("Cancelado")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", `/orders/${order.id}/cancel`)).toHaveLength(1);
    expect(buttonsOf("1")).toEqual([]);
  });
});

describe("printing from a card", { timeout: 20_000 }, () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll("iframe")) frame.remove();
  });

  it.each<[Role, string[]]>([
    ["ADMIN", ["Imprimir comanda", "Imprimir comprobante"]],
    ["CASHIER", ["Imprimir comanda", "Imprimir comprobante"]],
    ["KITCHEN", ["Imprimir comanda"]],
  ])("offers %s %j on every card, whatever its status", async (role, expected) => {
    const orders = allStatuses.map((status, i) => makeOrder(i + 1, { turn: status, status }));
    await openBoard({ "GET /board": ok(boardOf({ orders })) }, role);
    await screen.findByRole("article", { name: "Pedido pending" });
    for (const status of allStatuses) expect(printButtonsOf(status), status).toEqual(expected);
  });

  it.each([
    ["Imprimir comanda", "kitchen"],
    ["Imprimir comprobante", "receipt"],
  ])("'%s' prints the ticket in a hidden frame, without a new tab", async (name, kind) => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const order = makeOrder(1);
    const { user } = await openBoard({ "GET /board": ok(boardOf({ orders: [order] })) });
    const card = within(await screen.findByRole("article", { name: "Pedido 1" }));

    await user.click(card.getByRole("button", { name }));

    const frames = [...document.querySelectorAll("iframe")];
    expect(frames.map((frame) => frame.getAttribute("src"))).toEqual([
      `/print/orders/${order.id}/${kind}?auto=1`,
    ]);
    expect(frames[0]).toHaveAttribute("aria-hidden", "true");
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});

describe("a card waiting too long", { timeout: 20_000 }, () => {
  it("changes colour and says so once its status's threshold has passed, on the board's clock", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const now = Date.now();
    const pending = makeOrder(1, { createdAt: now - 4 * 60_000, statusChangedAt: now - 4 * 60_000 });
    // Ten minutes is preparing's threshold: eight in preparing is still fine.
    const preparing = makeOrder(2, {
      status: "preparing",
      createdAt: now - 12 * 60_000,
      statusChangedAt: now - 8 * 60_000,
    });
    await openBoard({ "GET /board": ok(boardOf({ orders: [pending, preparing] })) });
    const first = within(await screen.findByRole("article", { name: "Pedido 1" }));
    const second = within(screen.getByRole("article", { name: "Pedido 2" }));
    const style = () => getComputedStyle(screen.getByRole("article", { name: "Pedido 1" }));
    const calm = style().backgroundColor;
    expect(first.queryByText(/Esperando hace más de/)).not.toBeInTheDocument();
    expect(second.queryByText(/Esperando hace más de/)).not.toBeInTheDocument();
    expect(first.getByText(/^hace 4 min/)).toBeInTheDocument();

    // The board's clock ticks every 20 s: the tick after the fifth minute shows it.
    act(() => vi.advanceTimersByTime(80_000));

    expect(first.getByText("Esperando hace más de 5 min")).toBeInTheDocument();
    expect(first.getByText(/^hace 5 min/)).toBeInTheDocument();
    expect(second.queryByText(/Esperando hace más de/)).not.toBeInTheDocument();
    expect(style().backgroundColor).not.toBe(calm);

    act(() => vi.advanceTimersByTime(60_000));
    expect(second.getByText("Esperando hace más de 10 min")).toBeInTheDocument();
  });
});
