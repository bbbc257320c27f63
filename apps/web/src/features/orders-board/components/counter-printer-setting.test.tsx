import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { boardOf, chooseBoardView, makeOrder } from "@/testing/board-fixtures";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const order = makeOrder(1, { turn: "7" });
const board = boardOf({
  orders: [order],
  stations: [
    { id: "st-kitchen", name: "Cocina", hasPrinter: false },
    { id: "st-caja", name: "Caja", hasPrinter: true },
  ],
});

beforeEach(() => localStorage.clear());

describe("the counter's printer (decision 046)", { timeout: 20_000 }, () => {
  it("sends the receipt to the station printer this device chose, and remembers the choice", async () => {
    chooseBoardView();
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "CASHIER" }),
      "GET /board": ok(board),
      "GET /printers": ok([]),
      [`POST /orders/${order.id}/receipt/print`]: ok({ id: "job-1" }),
    });
    const { user } = renderApp("/orders");
    await user.click(await screen.findByRole("button", { name: "Más filtros" }));
    const setting = await screen.findByRole("combobox", { name: "Comprobantes en" });
    expect(setting).toHaveTextContent("Este navegador");
    await user.click(setting);
    // Only the stations that have a printer are offered.
    expect(screen.queryByRole("option", { name: "Impresora Cocina" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Impresora Caja" }));
    await user.keyboard("{Escape}");
    const card = screen.getByRole("article", { name: "Pedido 7" });
    await user.click(within(card).getByRole("button", { name: "Imprimir comprobante" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", `/orders/${order.id}/receipt/print`)).toEqual([
        { stationId: "st-caja" },
      ]),
    );
    expect(await screen.findByText("Comprobante del pedido 7 enviado a Caja.")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("comanda.counter-printer") ?? "null")).toEqual({
      stationId: "st-caja",
      name: "Caja",
    });
  });
});
