import type { StockMovement } from "@comanda/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { type FakeRoutes, fakeApi, pageOf } from "@/testing/fake-api";
import { StockMovementsDialog } from "./stock-movements-dialog";

const path = "/ingredients/0190a000-0000-7000-8002-000000000001/movements";
const movement = (n: number, overrides: Partial<StockMovement> = {}): StockMovement => ({
  id: `m${n}`,
  delta: -1,
  quantityAfter: 0,
  reason: "sale",
  orderId: null,
  orderTurn: null,
  userName: "Ana Pérez",
  createdAt: Date.parse("2026-11-22T10:44:00Z"),
  ...overrides,
});

// The unit formatter a screen gives: here kilograms with an es-AR comma.
const kilos = (quantity: number) => `${String(quantity).replace(".", ",")} kg`;

const openDialog = (routes: FakeRoutes, open = true) => {
  const fetchMock = fakeApi(routes);
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <StockMovementsDialog
        open={open}
        title="Movimientos de Harina"
        path={path}
        formatQuantity={kilos}
        onClose={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { fetchMock, queryClient, user: userEvent.setup({ delay: null }) };
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("StockMovementsDialog", () => {
  it("shows each change with its date, reason, signed change, resulting stock, user and order", async () => {
    openDialog({
      [`GET ${path}?limit=10`]: pageOf([
        movement(4, { reason: "cancellation", delta: 0.5, quantityAfter: 1.25, orderTurn: "12" }),
        movement(3, { reason: "sale", delta: -0.25, quantityAfter: 0.75, orderTurn: "12" }),
        movement(2, { reason: "adjustment", delta: -2, quantityAfter: -1, userName: "Beto Caja" }),
        movement(1, { reason: "initial", delta: 1, quantityAfter: 1, userName: null }),
      ]),
    });

    const dialog = within(await screen.findByRole("dialog", { name: "Movimientos de Harina" }));
    const table = dialog.getByRole("table", { name: "Movimientos de stock" });
    await within(table).findByText("Pedido cancelado");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Fecha", "Motivo", "Cambio", "Stock resultante", "Usuario", "Pedido"]);
    expect(within(table).getAllByRole("row").slice(1).map(cellsOf)).toEqual([
      ["22/11/2026, 07:44", "Pedido cancelado", "+0,5 kg", "1,25 kg", "Ana Pérez", "12"],
      ["22/11/2026, 07:44", "Venta", "-0,25 kg", "0,75 kg", "Ana Pérez", "12"],
      ["22/11/2026, 07:44", "Ajuste manual", "-2 kg", "-1 kg", "Beto Caja", "—"],
      ["22/11/2026, 07:44", "Stock inicial", "+1 kg", "1 kg", "—", "—"],
    ]);
  });

  it("says 'Sin control' once a product stopped being tracked", async () => {
    openDialog({
      [`GET ${path}?limit=10`]: pageOf([movement(1, { reason: "adjustment", quantityAfter: null })]),
    });

    const row = await screen.findByRole("row", { name: /Ajuste manual/ });
    expect(within(row).getByText("Sin control")).toBeInTheDocument();
  });

  it("says so when the stock never changed", async () => {
    openDialog({ [`GET ${path}?limit=10`]: pageOf([]) });

    expect(await screen.findByRole("cell", { name: "No hay movimientos de stock." })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cargar más" })).not.toBeInTheDocument();
  });

  it("loads older movements with the server's cursor", async () => {
    const { user, fetchMock } = openDialog({
      [`GET ${path}?limit=10`]: pageOf([movement(2, { reason: "sale" })], { nextCursor: "c1" }),
      [`GET ${path}?limit=10&cursor=c1`]: pageOf([movement(1, { reason: "initial", delta: 1 })]),
    });

    await screen.findByRole("row", { name: /Venta/ });
    await user.click(screen.getByRole("button", { name: "Cargar más" }));

    expect(await screen.findByRole("row", { name: /Stock inicial/ })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Venta/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cargar más" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/v1${path}?limit=10`,
      `/api/v1${path}?limit=10&cursor=c1`,
    ]);
  });

  it("asks nothing while closed", () => {
    const { fetchMock } = openDialog({ [`GET ${path}?limit=10`]: pageOf([]) }, false);

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refreshes when the live stream says the ingredient changed", async () => {
    let items = [movement(1, { reason: "initial", delta: 1 })];
    const { queryClient } = openDialog({ [`GET ${path}?limit=10`]: () => pageOf(items) });
    await screen.findByRole("row", { name: /Stock inicial/ });

    items = [movement(2, { reason: "sale", orderTurn: "7" }), ...items];
    // What lib/live-events.ts invalidates for {entity: "ingredients"}.
    await queryClient.invalidateQueries({ queryKey: ["ingredients"] });

    expect(await screen.findByRole("row", { name: /Venta/ })).toBeInTheDocument();
  });
});
