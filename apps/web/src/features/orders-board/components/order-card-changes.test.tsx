import type { Order, OrderStatus, Role } from "@comanda/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ticketFrameAttribute } from "@/lib/print-ticket";
import { boardOf, chooseBoardView, makeOrder, productLine } from "@/testing/board-fixtures";
import { type FakeRoutes, fakeApi, ok, signedIn } from "@/testing/fake-api";
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

// 14:32 in Buenos Aires (UTC-3).
const modifiedAt = Date.UTC(2026, 10, 23, 17, 32);
const edited: Order = makeOrder(1, {
  turn: "12",
  version: 2,
  createdAt: modifiedAt - 10 * 60_000,
  modifiedAt,
  lines: [productLine("Milanesa", 3), productLine("Flan", 1)],
  changes: [
    { kind: "quantity", line: "product", itemId: "product-Milanesa", name: "Milanesa", before: 2, after: 3 },
    { kind: "added", line: "product", itemId: "product-Flan", name: "Flan", before: 0, after: 1 },
    { kind: "removed", line: "product", itemId: "product-Coca", name: "Coca-Cola", before: 2, after: 0 },
    { kind: "observation", before: null, after: "sin sal" },
    { kind: "payment-method", before: "Efectivo", after: "Mercado Pago" },
  ],
});

beforeEach(() => {
  localStorage.setItem("comanda.board-settings", JSON.stringify({ statuses: allStatuses }));
});
afterEach(() => {
  localStorage.clear();
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

describe("a modified order's card", { timeout: 20_000 }, () => {
  it.each<Role>(["KITCHEN", "CASHIER"])(
    "shows %s 'Modificado' with its time and what changed",
    async (role) => {
      await openBoard({ "GET /board": ok(boardOf({ orders: [edited] })) }, role);
      const changes = within(await screen.findByRole("region", { name: "Cambios del pedido" }));
      expect(changes.getByText("Modificado 14:32")).toBeInTheDocument();
      // The kitchen's view of the edit: no payment method.
      expect(
        within(changes.getByRole("list", { name: "Qué cambió" }))
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Milanesa: 2 → 3", "Agregado: 1 × Flan", "Quitado: 2 × Coca-Cola", "Observación: sin sal"]);
    },
  );

  it("prints a ticket of only the changes", async () => {
    const { user } = await openBoard({ "GET /board": ok(boardOf({ orders: [edited] })) }, "KITCHEN");
    await screen.findByRole("article", { name: "Pedido 12" });
    await user.click(card("12").getByRole("button", { name: "Imprimir cambios" }));
    const frame = document.querySelector(`iframe[${ticketFrameAttribute}="changes"]`);
    expect(frame?.getAttribute("src")).toBe(`/print/orders/${edited.id}/changes?auto=1`);
  });

  it("shows nothing of the kind on an order never edited", async () => {
    await openBoard({
      "GET /board": ok(boardOf({ orders: [makeOrder(1, { modifiedAt: null, changes: [] })] })),
    });
    await screen.findByRole("article", { name: "Pedido 1" });
    expect(screen.queryByRole("region", { name: "Cambios del pedido" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Modificado/)).not.toBeInTheDocument();
  });
});
