import type { Role } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Board } from "@/entities/order/board";
import { queryKeys } from "@/lib/query-keys";
import {
  boardOf,
  chooseBoardView,
  comboLine,
  makeOrder,
  makeShift,
  orderRoutes,
  productLine,
} from "@/testing/board-fixtures";
import { type FakeRoutes, fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";

const openBoard = async (routes: FakeRoutes, role: Role = "CASHIER") => {
  chooseBoardView();
  const fetchMock = fakeApi({ "GET /session": signedIn({ role }), ...routes });
  const app = renderApp("/orders");
  await screen.findByRole("heading", { level: 1, name: "Pedidos" });
  return { fetchMock, ...app };
};

const boardCalls = (fetchMock: Awaited<ReturnType<typeof openBoard>>["fetchMock"]) =>
  sentBodies(fetchMock, "GET", "/board").length;

/** The figure under a total's label ('Ordenes completadas', 'Monto total'). */
const statOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeEach(() => localStorage.clear());

describe("OrdersPage shift bar", { timeout: 20_000 }, () => {
  it.each<Role>(["ADMIN", "CASHIER"])("lets %s open a shift when none is open", async (role) => {
    let board: Board = boardOf({ shift: null });
    const { user, fetchMock } = await openBoard(
      {
        "GET /board": () => ok(board),
        "POST /shifts": () => {
          board = boardOf({ shift: makeShift() });
          return ok(board.shift, 201);
        },
      },
      role,
    );

    expect(await screen.findByText("No se ha iniciado un turno.")).toBeInTheDocument();
    expect(screen.queryByText("No hay ordenes cargadas.")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hacer pedido" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Iniciar turno" }));
    // The float dialog (decision 020) has its own tests: shift-bar-cash.test.tsx.
    const dialog = await screen.findByRole("dialog", { name: "Iniciar turno" });
    await user.click(within(dialog).getByRole("button", { name: "Iniciar turno" }));

    expect(await screen.findByText("No hay ordenes cargadas.")).toBeInTheDocument();
    expect(screen.queryByText("No se ha iniciado un turno.")).not.toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: /^Turno del \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/ }),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/shifts")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Iniciar turno" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hacer pedido" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cerrar turno" })).toBeInTheDocument();
  });

  it("shows the live totals of the open shift", async () => {
    await openBoard({
      "GET /board": ok(boardOf({ shift: makeShift({ totalOrders: 12, totalAmount: 45678.5 }) })),
    });

    await screen.findByText("Ordenes completadas");
    expect(statOf("Ordenes completadas")).toBe("12");
    expect(statOf("Monto total")).toBe("$\u00a045.678,50");
  });

  it("offers the kitchen no shift or order buttons", async () => {
    await openBoard({ "GET /board": ok(boardOf({ shift: null })) }, "KITCHEN");
    expect(await screen.findByText("No se ha iniciado un turno.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Iniciar turno" })).not.toBeInTheDocument();
  });

  it("offers the kitchen no shift buttons while one is open either", async () => {
    await openBoard(
      { "GET /board": ok(boardOf({ orders: [makeOrder(1, { status: "ready" })] })) },
      "KITCHEN",
    );
    const card = await screen.findByRole("article", { name: "Pedido 1" });
    expect(screen.queryByRole("button", { name: "Hacer pedido" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cerrar turno" })).not.toBeInTheDocument();
    // Only the comanda to print (decision 020): nothing to move on, no receipt.
    expect(
      within(card)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Imprimir comanda"]);
  });

  // Closing is the cash count (decision 020): features/shift-cash/shift-bar-cash.test.tsx.

  it("shows no orders of a shift that has ended", async () => {
    await openBoard({
      "GET /board": ok(boardOf({ shift: makeShift({ endDate: Date.now() }), orders: [makeOrder(1)] })),
    });
    expect(await screen.findByText("No se ha iniciado un turno.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("opens 'Nuevo pedido' from 'Hacer pedido'", async () => {
    const { user } = await openBoard({ "GET /board": ok(boardOf({ shift: makeShift({ nextTurn: "8" }) })) });
    await user.click(await screen.findByRole("button", { name: "Hacer pedido" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByText("Nuevo pedido").length).toBeGreaterThan(0);
  });
});

describe("OrdersPage cards", { timeout: 20_000 }, () => {
  it("shows each ticket, newest first, with what to make and who took it", async () => {
    const first = makeOrder(1, { turn: "7", createdAt: Date.now() - 4 * 60_000 - 5_000 });
    const second = makeOrder(2, {
      turn: "8",
      observation: "Sin sal",
      paymentMethodName: "Mercado Pago",
      total: 12300.5,
      createdByName: "Beto",
      status: "preparing",
      lines: [
        productLine("Milanesa", 2),
        comboLine("Combo Burger", 2, [
          { name: "Hamburguesa", quantity: 1, categoryId: "cat-food" },
          { name: "Coca-Cola", quantity: 1, categoryId: "cat-drinks" },
        ]),
      ],
    });
    await openBoard({ "GET /board": ok(boardOf({ orders: [first, second] })) });

    await screen.findByRole("article", { name: "Pedido 8" });
    expect(screen.getAllByRole("article").map((card) => card.getAttribute("aria-label"))).toEqual([
      "Pedido 8",
      "Pedido 7",
    ]);
    const card = within(screen.getByRole("article", { name: "Pedido 8" }));
    expect(card.getByRole("heading", { name: "8" })).toBeInTheDocument();
    expect(card.getByText("2 × Milanesa")).toBeInTheDocument();
    expect(card.getByText("2 × Combo Burger")).toBeInTheDocument();
    const combo = within(card.getByRole("list", { name: "Contenido de Combo Burger" }));
    expect(combo.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "2 × Hamburguesa",
      "2 × Coca-Cola",
    ]);
    expect(card.getByText("Sin sal")).toBeInTheDocument();
    expect(card.getByText("Mercado Pago")).toBeInTheDocument();
    expect(card.getByText("$ 12.300,50")).toBeInTheDocument();
    expect(card.getByText("Tomó: Beto")).toBeInTheDocument();
    expect(card.getByText("En preparación")).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Pedido 7" })).getByText(/^hace 4 min · \d\d:\d\d$/),
    ).toBeInTheDocument();
  });
});

describe("OrdersPage for the kitchen", { timeout: 20_000 }, () => {
  it("renders the server's kitchen view of an order: whom and when, nothing of the money", async () => {
    // Decision 070: the server answers KITCHEN without payments, phone or address.
    const order = makeOrder(3, {
      type: "delivery",
      paymentMethodId: "",
      paymentMethodName: "",
      total: 3700,
      adjustments: [],
      tip: 0,
      payments: [],
      deliveryFee: 800,
      customer: { id: "c1", name: "Marta", phone: null, address: null, notes: null },
    });
    await openBoard({ "GET /board": ok(boardOf({ orders: [order] })) }, "KITCHEN");
    const card = within(await screen.findByRole("article", { name: "Pedido 3" }));
    expect(card.getByText("Marta")).toBeInTheDocument();
    expect(card.getByText("2 × Milanesa")).toBeInTheDocument();
    expect(card.queryByText(/\$/)).not.toBeInTheDocument();
    expect(card.queryByRole("definition")).not.toBeInTheDocument();
  });
});

describe("OrdersPage live connection", { timeout: 20_000 }, () => {
  it("says plainly while the live stream is down and refetches once it is back", async () => {
    let board = boardOf({ orders: [makeOrder(1)] });
    const { fetchMock, queryClient } = await openBoard({ "GET /board": () => ok(board) });
    await screen.findByRole("article", { name: "Pedido 1" });
    const source = FakeEventSource.latest();
    act(() => source.emit("open"));
    const downText = "Sin conexión en vivo: los pedidos pueden estar desactualizados. Reconectando…";
    expect(screen.queryByText(downText)).not.toBeInTheDocument();

    act(() => source.fail());
    expect(await screen.findByText(downText)).toBeInTheDocument();

    // An order taken while the stream was down arrives with the refetch that follows the reconnection.
    board = boardOf({ orders: [makeOrder(1), makeOrder(2)] });
    const before = boardCalls(fetchMock);
    act(() => source.emit("open"));
    await waitFor(() => expect(screen.queryByText(downText)).not.toBeInTheDocument());
    expect(await screen.findByRole("article", { name: "Pedido 2" })).toBeInTheDocument();
    expect(boardCalls(fetchMock)).toBeGreaterThan(before);
    expect(queryClient.getQueryState(queryKeys.orders.board)?.isInvalidated).toBe(false);
  });

  it("shows a new order and the shift's totals from their change events, without fetching the board", async () => {
    let orders = [makeOrder(1)];
    let shift = makeShift();
    const { fetchMock } = await openBoard({
      "GET /board": () => ok(boardOf({ orders, shift })),
      "GET /shifts/current": () => ok({ shift }),
      ...orderRoutes(() => orders, [makeOrder(1), makeOrder(2)]),
    });
    await screen.findByRole("article", { name: "Pedido 1" });
    const loads = boardCalls(fetchMock);

    orders = [makeOrder(1), makeOrder(2)];
    shift = makeShift({ totalOrders: 3 });
    const source = FakeEventSource.latest();
    act(() => {
      source.emit("change", JSON.stringify({ entity: "orders", id: makeOrder(2).id, op: "insert" }));
      source.emit("change", JSON.stringify({ entity: "shifts", id: shift.id, op: "update" }));
    });
    expect(await screen.findByRole("article", { name: "Pedido 2" })).toBeInTheDocument();
    await waitFor(() => expect(statOf("Ordenes completadas")).toBe("3"));
    expect(boardCalls(fetchMock)).toBe(loads);
  });

  it("takes off a card completed on another device (the board shows open orders)", async () => {
    let orders = [makeOrder(2), makeOrder(1, { status: "ready" })];
    await openBoard({
      "GET /board": () => ok(boardOf({ orders })),
      ...orderRoutes(() => orders, orders),
    });
    await screen.findByRole("article", { name: "Pedido 1" });

    orders = [makeOrder(2), makeOrder(1, { status: "completed", updatedAt: Date.now() + 1 })];
    act(() =>
      FakeEventSource.latest().emit(
        "change",
        JSON.stringify({ entity: "orders", id: makeOrder(1).id, op: "update" }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole("article", { name: "Pedido 1" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Pedido 2" })).toBeInTheDocument();
  });
});
