import type { SalonView } from "@comanda/domain/tabs";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeOrder } from "@/testing/board-fixtures";
import { fakeApi, ok, pageOf, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`;
const cash = { id: id(901), name: "Efectivo", status: "enabled", isCash: true, createdAt: 0, updatedAt: 0 };
const milanesa = { id: id(801), name: "Milanesa", price: 9500, quantity: null, categoryId: id(700) };
const provoleta = { ...milanesa, id: id(803), name: "Provoleta", soldOut: true };

describe("a table's round: a product 'Agotado' (decision 086)", { timeout: 30_000 }, () => {
  it("says 'Agotado' and lets no unit of it be picked", async () => {
    const tab = makeOrder(2, {
      id: id(502),
      turn: "7",
      type: "table",
      status: "served",
      paymentMethodId: cash.id,
      lines: [],
      total: 0,
      subtotal: 0,
      tab: {
        tableId: id(2),
        tableName: "Mesa 2 (Salón)",
        guests: 3,
        waiterId: "u1",
        waiterName: "Ana Pérez",
        billRequestedAt: null,
      },
    });
    const salon: SalonView = {
      rooms: [
        {
          id: id(1),
          name: "Salón",
          tables: [
            {
              id: id(2),
              name: "Mesa 2",
              seats: 4,
              shape: "square",
              x: 200,
              y: 200,
              state: "occupied",
              tab: {
                orderId: tab.id,
                turn: "7",
                status: "served",
                guests: 3,
                waiterName: "Ana Pérez",
                openedAt: Date.now(),
                total: 0,
                billRequestedAt: null,
              },
            },
          ],
        },
      ],
    };
    fakeApi({
      "GET /session": signedIn(),
      "GET /salon": ok(salon),
      "GET /payment-methods?limit=100": pageOf([cash]),
      "GET /product-options?limit=100": ok({ items: [milanesa, provoleta] }),
      "GET /promotion-options?limit=100": ok({ items: [] }),
      "GET /staff?limit=100": pageOf([]),
      [`GET /orders/${tab.id}`]: ok(tab),
    });
    const { user } = renderApp("/salon");
    await user.click(await screen.findByRole("button", { name: /^Mesa 2, ocupada/ }));
    const panel = await screen.findByRole("dialog", { name: "Mesa 2" });
    await user.click(await within(panel).findByRole("button", { name: "Agregar ronda" }));
    const round = await screen.findByRole("dialog", { name: "Nueva ronda para Mesa 2" });
    await within(round).findByRole("button", { name: "Agregar uno de Milanesa" });
    expect(within(round).getByText(/Agotado/)).toBeInTheDocument();
    expect(within(round).getByRole("button", { name: "Agregar uno de Provoleta" })).toBeDisabled();
    expect(within(round).getByRole("button", { name: "Opciones y nota de Provoleta" })).toBeDisabled();
    expect(within(round).getByRole("button", { name: "Agregar uno de Milanesa" })).toBeEnabled();
  });
});
