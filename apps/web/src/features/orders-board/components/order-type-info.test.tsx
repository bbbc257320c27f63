import { formatClock, type Role } from "@comanda/domain";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { boardOf, makeOrder } from "@/testing/board-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { kitchenSettingsKey } from "../kitchen/kitchen-settings";

const promisedAt = Date.now() + 45 * 60_000;
const delivery = makeOrder(1, {
  turn: "31",
  type: "delivery",
  customer: {
    id: "c1",
    name: "Lucía Gómez",
    phone: "1145678901",
    address: "Av. Corrientes 1234",
    notes: "Timbre roto",
  },
  deliveryFee: 1500,
  total: 3500,
  promisedAt,
});
const counter = makeOrder(2, { turn: "32" });

const openOn = async (view: "board" | "kitchen", role: Role) => {
  localStorage.setItem(kitchenSettingsKey, JSON.stringify({ view }));
  fakeApi({ "GET /session": signedIn({ role }), "GET /board": ok(boardOf({ orders: [delivery, counter] })) });
  renderApp("/orders");
  return within(await screen.findByRole("article", { name: "Pedido 31" }));
};
const promised = new RegExp(`^Para .*las ${formatClock(promisedAt)}$`);

beforeEach(() => localStorage.clear());

describe("an order's type on its card (decision 050)", { timeout: 20_000 }, () => {
  it("the board shows a delivery's type, customer, address, promised time and fee; a counter order as before", async () => {
    const card = await openOn("board", "CASHIER");
    const info = within(card.getByRole("group", { name: "Tipo de pedido y cliente" }));
    expect(info.getByText("Delivery")).toBeInTheDocument();
    expect(info.getByText(promised)).toBeInTheDocument();
    expect(info.getByText("Lucía Gómez")).toHaveTextContent("Lucía Gómez · 11 4567-8901");
    expect(info.getByText(/Av\. Corrientes 1234/)).toHaveTextContent("Av. Corrientes 1234 (Timbre roto)");
    expect(within(card.getByLabelText("Cobro")).getByText("Envío")).toBeInTheDocument();
    const other = within(screen.getByRole("article", { name: "Pedido 32" }));
    expect(other.queryByRole("group", { name: "Tipo de pedido y cliente" })).not.toBeInTheDocument();
  });

  it("the kitchen display shows the type, the customer's name and the time, never the address or money", async () => {
    const card = await openOn("kitchen", "KITCHEN");
    expect(card.getByText("Delivery")).toBeInTheDocument();
    expect(card.getByText(promised)).toBeInTheDocument();
    expect(card.getByText("Lucía Gómez")).toBeInTheDocument();
    expect(card.queryByText(/Corrientes/)).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Pedido 31" }).textContent).not.toMatch(/\$/);
  });
});
