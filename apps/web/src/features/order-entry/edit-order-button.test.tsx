import type { OrderStatus, Role } from "@comanda/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { boardOf, chooseBoardView, makeOrder } from "@/testing/board-fixtures";
import { type FakeRoutes, fakeApi, ok, pageOf, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const allStatuses: OrderStatus[] = ["pending", "preparing", "ready", "completed", "cancelled"];

const openBoard = async (routes: FakeRoutes, role: Role = "CASHIER") => {
  chooseBoardView();
  const fetchMock = fakeApi({ "GET /session": signedIn({ role }), ...routes });
  const app = renderApp("/orders");
  await screen.findByRole("heading", { level: 1, name: "Pedidos" });
  return { fetchMock, ...app };
};

const card = (turn: string) => within(screen.getByRole("article", { name: `Pedido ${turn}` }));

beforeEach(() => {
  localStorage.setItem("comanda.board-settings", JSON.stringify({ statuses: allStatuses }));
});
afterEach(() => localStorage.clear());

describe("editing from the board", { timeout: 20_000 }, () => {
  const orders = allStatuses.map((status, i) => makeOrder(i + 1, { turn: status, status }));

  it.each<[Role, OrderStatus[]]>([
    ["CASHIER", ["pending", "preparing", "ready"]],
    ["ADMIN", ["pending", "preparing", "ready"]],
    ["KITCHEN", []],
  ])("offers %s 'Editar' on open orders only", async (role, editable) => {
    await openBoard({ "GET /board": ok(boardOf({ orders })) }, role);
    await screen.findByRole("article", { name: "Pedido pending" });
    for (const status of allStatuses)
      expect(card(status).queryAllByRole("button", { name: "Editar" }), status).toHaveLength(
        editable.includes(status) ? 1 : 0,
      );
  });

  it("opens 'Modificar pedido' with the order's lines", async () => {
    const order = makeOrder(1, { turn: "9", status: "preparing", version: 1, modifiedAt: null, changes: [] });
    const { user } = await openBoard({
      "GET /board": ok(boardOf({ orders: [order] })),
      "GET /product-options?limit=100": ok({ items: [] }),
      "GET /category-options?limit=100": ok({ items: [] }),
      "GET /promotion-options?limit=100": ok({ items: [] }),
      "GET /payment-methods?limit=100": pageOf([]),
    });
    await screen.findByRole("article", { name: "Pedido 9" });
    await user.click(card("9").getByRole("button", { name: "Editar" }));
    // The screen is a chunk of its own: a dialog of the same name waits for it.
    await screen.findByRole("button", { name: "Guardar cambios" }, { timeout: 5000 });
    const dialog = within(screen.getByRole("dialog", { name: "Modificar pedido 9" }));
    expect(dialog.getByRole("listitem", { name: "Milanesa" })).toBeInTheDocument();
  });
});
