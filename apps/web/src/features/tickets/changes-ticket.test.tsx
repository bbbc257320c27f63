import type { Order } from "@comanda/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeOrder, productLine } from "@/testing/board-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const order: Order = makeOrder(12, {
  turn: "12",
  // Edited 23/11/2026 14:32 in Buenos Aires (UTC-3).
  modifiedAt: Date.UTC(2026, 10, 23, 17, 32),
  version: 2,
  lines: [productLine("Milanesa", 3), productLine("Flan", 1)],
  observation: "sin sal",
  changes: [
    { kind: "quantity", line: "product", itemId: "product-Milanesa", name: "Milanesa", before: 2, after: 3 },
    { kind: "added", line: "product", itemId: "product-Flan", name: "Flan", before: 0, after: 1 },
    { kind: "turn", before: "11", after: "12" },
    { kind: "observation", before: null, after: "sin sal" },
    { kind: "payment-method", before: "Efectivo", after: "Mercado Pago" },
  ],
});

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  print = vi.fn();
  vi.stubGlobal("print", print);
});
afterEach(() => vi.unstubAllGlobals());

const open = (shown: Order) => {
  fakeApi({ "GET /session": signedIn({ role: "KITCHEN" }), [`GET /orders/${shown.id}`]: ok(shown) });
  return renderApp(`/print/orders/${shown.id}/changes`);
};

describe("the ticket of an order's changes", { timeout: 20_000 }, () => {
  it("prints the turn, MODIFICADO, when, and only what changed for the kitchen", async () => {
    open(order);
    const ticket = within(await screen.findByRole("article", { name: "Cambios del pedido" }));
    expect(await ticket.findByRole("heading", { level: 1, name: "Pedido N° 12" })).toBeInTheDocument();
    expect(ticket.getByText("MODIFICADO")).toBeInTheDocument();
    expect(ticket.getByText("23/11/2026 14:32")).toBeInTheDocument();
    expect(
      within(ticket.getByRole("list", { name: "Cambios" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Milanesa: 2 → 3", "Agregado: 1 × Flan", "Pedido N°: 11 → 12", "Observación: sin sal"]);
    // Not the whole order, no prices, no payment method.
    expect(ticket.queryByText(/Mercado Pago|\$/)).not.toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says so when the order has no change for the kitchen", async () => {
    open({ ...order, changes: [{ kind: "payment-method", before: "Efectivo", after: "Mercado Pago" }] });
    const ticket = within(await screen.findByRole("article", { name: "Cambios del pedido" }));
    expect(await ticket.findByText("Este pedido no tiene cambios para la cocina.")).toBeInTheDocument();
  });
});
