import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { boardOf, chooseBoardView } from "@/testing/board-fixtures";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const board = boardOf({ stations: [{ id: "st-kitchen", name: "Cocina", hasPrinter: true }] });
const ticket = (id: string, turn: string) => ({
  id,
  printerName: "Cocina",
  kind: "comanda",
  turn,
  reason: "La impresora no confirmó el ticket (192.168.0.50:9100).",
  at: Date.UTC(2026, 10, 28, 21),
});

const refused =
  "Comanda no imprime en 127.0.0.1: es una dirección reservada del servidor, no de una impresora.";

beforeEach(() => localStorage.clear());

describe("the board's printer warnings (decision 065)", { timeout: 20_000 }, () => {
  it("asks to check before reprinting, then reprints one and lets another be marked as printed", async () => {
    chooseBoardView();
    let waiting = [ticket("job-1", "21"), ticket("job-2", "22")];
    const settle = (id: string) => () => {
      waiting = waiting.filter((job) => job.id !== id);
      return ok({ id: `${id}-copy` });
    };
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "KITCHEN" }),
      "GET /board": ok(board),
      "GET /printers": ok([
        {
          printerName: "Barra",
          host: "127.0.0.1",
          port: 9100,
          online: false,
          pendingJobs: 1,
          lastError: refused,
          lastAttemptAt: Date.UTC(2026, 10, 28, 21),
        },
      ]),
      "GET /print-jobs/unconfirmed": () => ok(waiting),
      "POST /print-jobs/job-1/reprint": settle("job-1"),
      "POST /print-jobs/job-2/printed": settle("job-2"),
    });
    const { user } = renderApp("/orders");
    // Decision 065: a printer the server may not print to says why, where the board warns of it.
    expect(await screen.findByText(refused)).toBeInTheDocument();
    const first = await screen.findByRole("alert", { name: "Comanda del pedido N° 21 en Cocina" });
    expect(first).toHaveTextContent("Puede haberse impreso: revisá antes de reimprimir");
    expect(first).toHaveTextContent("La impresora no confirmó el ticket (192.168.0.50:9100).");
    await user.click(
      within(first).getByRole("button", { name: "Reimprimir: Comanda del pedido N° 21 en Cocina" }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("alert", { name: "Comanda del pedido N° 21 en Cocina" }),
      ).not.toBeInTheDocument(),
    );
    const second = screen.getByRole("alert", { name: "Comanda del pedido N° 22 en Cocina" });
    await user.click(
      within(second).getByRole("button", { name: "Ya salió: Comanda del pedido N° 22 en Cocina" }),
    );
    await waitFor(() => expect(screen.queryByText(/Puede haberse impreso/)).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "POST", "/print-jobs/job-1/reprint")).toHaveLength(1);
    expect(sentBodies(fetchMock, "POST", "/print-jobs/job-2/printed")).toHaveLength(1);
  });
});
