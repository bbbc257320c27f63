import type { Order } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { coca, comboBurger, mercadoPago, milanesa } from "@/entities/order/testing/order-fixtures";
import { queryKeys } from "@/lib/query-keys";
import { ok, sentBodies } from "@/testing/fake-api";
import { editedText, editOfflineText } from "./edit-order-screen";
import { openEditDialog, openOrder } from "./testing/edit-order-harness";
import { gridButton, line, tap } from "./testing/new-order-harness";

const path = `/orders/${openOrder.id}`;
const conflict = (message: string, order: unknown) => ({
  status: 409,
  body: { error: { code: "aborted", message, details: { order } } },
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("'Modificar pedido'", { timeout: 30_000 }, () => {
  it("opens with the order's lines, turn, method and observation", async () => {
    const { dialog } = await openEditDialog();
    expect(line(dialog, "Coca-Cola")).toHaveTextContent("$ 2.400,00");
    expect(line(dialog, "Combo Burger")).toHaveTextContent("1 × Hamburguesa1 × Coca-Cola$ 4.000,00");
    expect(dialog.getByRole("textbox", { name: "Número de orden" })).toHaveValue("7");
    expect(dialog.getByRole("textbox", { name: "Observación" })).toHaveValue("sin hielo");
    const methods = within(dialog.getByRole("group", { name: "Medio de pago" }));
    expect(methods.getByRole("button", { name: "Efectivo" })).toHaveAttribute("aria-pressed", "true");
    expect(dialog.getByRole("status", { name: "Total del pedido" })).toHaveTextContent("$ 6.400,00");
    expect(dialog.getByRole("button", { name: "Guardar cambios" })).toBeEnabled();
  });

  it("counts what the order took as available: 3 Coca-Cola left in stock, 3 in the order, up to 6", async () => {
    const { user, dialog } = await openEditDialog();
    // The combo holds one: the line goes from 2 to 5, and no further.
    await tap(user, dialog, "Coca-Cola", 3);
    expect(line(dialog, "Coca-Cola")).toHaveTextContent("$ 6.000,00");
    expect(dialog.getByRole("button", { name: "Agregar uno de Coca-Cola" })).toBeDisabled();
    expect(gridButton(dialog, "Coca-Cola")).toHaveAccessibleName(/No queda más/);
  });

  it("sends the whole new content with the version, then closes and refreshes the board", async () => {
    const { user, dialog, fetchMock, queryClient } = await openEditDialog({
      [`PATCH ${path}`]: ok({ ...openOrder, version: 4 }),
    });
    queryClient.setQueryData(queryKeys.orders.board, {});
    await tap(user, dialog, "Milanesa");
    await user.click(dialog.getByRole("button", { name: "Agregar uno de Coca-Cola" }));
    await user.click(
      within(dialog.getByRole("group", { name: "Medio de pago" })).getByRole("button", {
        name: "Mercado Pago",
      }),
    );
    await user.clear(dialog.getByRole("textbox", { name: "Observación" }));
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));

    expect(await screen.findByText(editedText)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "PATCH", path)).toEqual([
      {
        turn: "7",
        payment_method_id: mercadoPago.id,
        observation: null,
        products: [
          { product_id: coca.id, quantity: 3, options: [], note: null },
          { product_id: milanesa.id, quantity: 1, options: [], note: null },
        ],
        promotions: [{ promotion_id: comboBurger.id, quantity: 1 }],
        // An edit says its money whole: what it leaves out, the order would keep.
        adjustments: [],
        tip: 0,
        payments: [{ payment_method_id: mercadoPago.id, amount: 13_100 }],
        version: 3,
      },
    ]);
    expect(queryClient.getQueryState(queryKeys.orders.board)?.isInvalidated).toBe(true);
  });

  it("on a conflict shows the server's message and reloads the order as it is now", async () => {
    const message = "El pedido cambió mientras lo editabas: revisá cómo quedó y volvé a guardar.";
    const current = { ...openOrder, version: 5, turn: "8", lines: openOrder.lines.slice(1) };
    let replies = 0;
    const { user, dialog, fetchMock } = await openEditDialog({
      [`PATCH ${path}`]: () => (++replies === 1 ? conflict(message, current) : ok(current)),
    });
    await tap(user, dialog, "Milanesa");
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));

    expect(await dialog.findByText(message)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Ver cómo quedó" }));
    expect(dialog.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Modificar pedido 8" })).toBeInTheDocument();
    expect(dialog.queryByRole("listitem", { name: "Coca-Cola" })).not.toBeInTheDocument();
    expect(dialog.queryByRole("listitem", { name: "Milanesa" })).not.toBeInTheDocument();
    expect(dialog.getByRole("textbox", { name: "Número de orden" })).toHaveValue("8");

    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() => expect(sentBodies(fetchMock, "PATCH", path)).toHaveLength(2));
    expect(sentBodies(fetchMock, "PATCH", path)[1]).toMatchObject({ turn: "8", version: 5 });
  });

  it("offers to close an order that is no longer open", async () => {
    const message = "Este pedido ya está «Completado»: no se puede modificar.";
    const { user, dialog } = await openEditDialog({
      [`PATCH ${path}`]: conflict(message, { ...openOrder, status: "completed", version: 4 }),
    });
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Ver cómo quedó" })).not.toBeInTheDocument();
    await user.click(within(dialog.getByRole("alert")).getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says an invoiced order needs a credit note, at the top, and offers to close", async () => {
    const message = "Este pedido ya tiene factura: emití una nota de crédito para modificarlo";
    const { user, dialog } = await openEditDialog({
      [`PATCH ${path}`]: {
        status: 409,
        body: { error: { code: "aborted", message, details: { invoiced: true } } },
      },
    });
    await tap(user, dialog, "Milanesa");
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    const alert = within(await dialog.findByRole("alert"));
    expect(alert.getByText(message)).toBeInTheDocument();
    expect(alert.queryByRole("button", { name: "Ver cómo quedó" })).not.toBeInTheDocument();
    await user.click(alert.getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open with an oversell at the top and a taken turn under its field", async () => {
    const oversell = "No hay stock suficiente de Coca-Cola: quedan 3.";
    const taken = "Ese número de orden ya lo tiene otro pedido abierto.";
    let replies = 0;
    const { user, dialog } = await openEditDialog({
      [`PATCH ${path}`]: () =>
        ++replies === 1
          ? { status: 409, body: { error: { code: "aborted", message: oversell } } }
          : { status: 409, body: { error: { code: "aborted", message: taken, fields: { turn: taken } } } },
    });
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    expect(await dialog.findByText(oversell)).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Ver cómo quedó" })).not.toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    const turn = dialog.getByRole("textbox", { name: "Número de orden" });
    await waitFor(() => expect(turn).toHaveAccessibleDescription(taken));
    expect(turn).toHaveValue("7");
    expect(screen.getByRole("dialog", { name: "Modificar pedido 7" })).toBeInTheDocument();
  });

  it("does not save offline: it says why and sends nothing", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { user, dialog, fetchMock } = await openEditDialog();
    expect(dialog.getByText(editOfflineText)).toBeInTheDocument();
    const save = dialog.getByRole("button", { name: "Guardar cambios" });
    expect(save).toBeDisabled();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(sentBodies(fetchMock, "PATCH", path)).toEqual([]);
  });

  it("opens with the order's discount and tip, and taking the discount away says so to the server", async () => {
    const discounted: Order = {
      ...openOrder,
      subtotal: 6400,
      adjustments: [
        { kind: "discount", mode: "percent", value: 10, reason: "Pago en efectivo", amount: 640 },
      ],
      tip: 500,
      total: 6260,
      payments: [
        {
          paymentMethodId: openOrder.paymentMethodId,
          name: "Efectivo",
          isCash: true,
          amount: 6260,
          tendered: null,
          change: null,
        },
      ],
    };
    const { user, dialog, fetchMock } = await openEditDialog(
      { [`PATCH ${path}`]: ok({ ...discounted, version: 4 }) },
      discounted,
    );
    const details = dialog.getByLabelText("Detalle del total");
    expect(details).toHaveTextContent("Descuento 10 % (Pago en efectivo)");
    expect(dialog.getByRole("status", { name: "Total del pedido" })).toHaveTextContent("$ 6.260,00");
    await user.click(dialog.getByRole("button", { name: "Quitar descuento 1" }));
    expect(dialog.getByRole("status", { name: "Total del pedido" })).toHaveTextContent("$ 6.900,00");
    await user.click(dialog.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() => expect(sentBodies(fetchMock, "PATCH", path)).toHaveLength(1));
    expect(sentBodies(fetchMock, "PATCH", path)[0]).toMatchObject({
      adjustments: [],
      tip: 500,
      payments: [{ payment_method_id: openOrder.paymentMethodId, amount: 6900 }],
      version: 3,
    });
  });
});
