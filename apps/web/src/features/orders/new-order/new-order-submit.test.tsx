import { uuidPattern } from "@comanda/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { networkErrorMessage } from "@/lib/api-error";
import { queryKeys } from "@/lib/query-keys";
import { deferredReply, ok, sentBodies } from "@/testing/fake-api";
import { addProduct, fillOrder, group, networkDown, openDialog, storedOrder } from "./new-order-harness";
import { comboBurger, efectivo, milanesa } from "./order-fixtures";

describe("'Nuevo pedido' dialog: creating the order", { timeout: 30_000 }, () => {
  it("sends ids and quantities, never a price, then closes and refreshes the board, the shift and the dashboard", async () => {
    const { user, dialog, fetchMock, queryClient } = await openDialog({
      "POST /orders": ok(storedOrder, 201),
    });
    // Keys real queries use: the board holds the open shift; a shift's figures; the home dashboard.
    const refreshed = [queryKeys.orders.board, queryKeys.shifts.one("s1"), queryKeys.dashboard];
    for (const key of refreshed) queryClient.setQueryData(key, {});
    await addProduct(user, dialog, "Milanesa", 2);
    await user.selectOptions(
      group(dialog, "Promociones").getByRole("combobox", { name: "Promoción" }),
      comboBurger.id,
    );
    await user.selectOptions(group(dialog, "Promociones").getByRole("combobox", { name: "Cantidad" }), "1");
    await user.click(dialog.getByRole("button", { name: "Agregar Promoción" }));
    await user.selectOptions(dialog.getByRole("combobox", { name: "Medio de pago" }), "Efectivo");
    await user.type(dialog.getByRole("textbox", { name: "Observación" }), "  sin sal ");
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [body] = sentBodies(fetchMock, "POST", "/orders");
    expect(body).toEqual({
      id: expect.stringMatching(uuidPattern),
      turn: "7",
      payment_method_id: efectivo.id,
      observation: "sin sal",
      products: [{ product_id: milanesa.id, quantity: 2 }],
      promotions: [{ promotion_id: comboBurger.id, quantity: 1 }],
    });
    expect(body.id[14]).toBe("7");
    for (const key of refreshed) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("re-sends the same id and body after a network failure", async () => {
    let calls = 0;
    const { user, dialog, fetchMock } = await openDialog({
      "POST /orders": () => (++calls === 1 ? networkDown() : ok(storedOrder, 201)),
    });
    await fillOrder(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent(networkErrorMessage);
    expect(dialog.getByRole("listitem", { name: "Coca-Cola" })).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    const [first, second] = sentBodies(fetchMock, "POST", "/orders");
    expect(second).toEqual(first);
  });

  it("keeps the id after a network failure even when the order changes: the first may have been stored", async () => {
    let calls = 0;
    const { user, dialog, fetchMock } = await openDialog({
      "POST /orders": () => (++calls === 1 ? networkDown() : ok(storedOrder, 201)),
    });
    await fillOrder(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await dialog.findByRole("alert");
    await addProduct(user, dialog, "Milanesa", 1);
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    const [first, second] = sentBodies(fetchMock, "POST", "/orders");
    expect(second.id).toBe(first.id);
    expect(second.products).toHaveLength(2);
  });

  it("shows the server's refusal in the dialog, keeps the lines, refetches the options and uses a new id once edited", async () => {
    const oversell = "No hay stock suficiente de Coca-Cola: quedan 0.";
    let calls = 0;
    const { user, dialog, fetchMock, queryClient } = await openDialog({
      "POST /orders": () =>
        ++calls === 1
          ? { status: 409, body: { error: { code: "aborted", message: oversell } } }
          : ok(storedOrder, 201),
    });
    const fetched = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api/v1${path}`).length;
    await addProduct(user, dialog, "Milanesa", 1);
    await fillOrder(user, dialog);
    const before = fetched("/promotion-options?limit=100");
    queryClient.setQueryData(queryKeys.orders.board, { orders: [] });
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent(oversell);
    expect(screen.getByRole("dialog", { name: "Nuevo pedido" })).toBeInTheDocument();
    expect(dialog.getByRole("listitem", { name: "Coca-Cola" })).toBeInTheDocument();
    expect(dialog.getByRole("listitem", { name: "Milanesa" })).toBeInTheDocument();
    await waitFor(() => expect(fetched("/promotion-options?limit=100")).toBe(before + 1));
    // The board holds the open shift: it may have closed meanwhile.
    expect(queryClient.getQueryState(queryKeys.orders.board)?.isInvalidated).toBe(true);

    // Sent again unchanged, the order keeps its id; changed, it is another order.
    await user.click(dialog.getByRole("button", { name: "Quitar Coca-Cola" }));
    expect(dialog.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    const [first, second] = sentBodies(fetchMock, "POST", "/orders");
    expect(second.id).not.toBe(first.id);
    expect(second.id).toMatch(uuidPattern);
    expect(second.products).toEqual([{ product_id: milanesa.id, quantity: 1 }]);
  });

  it("after a taken turn, says which order holds it and puts the next free number (issue 15)", async () => {
    const taken = "El turno 12 ya está en uso por un pedido pendiente.";
    let calls = 0;
    const { user, dialog, fetchMock, setNextTurn } = await openDialog({
      "POST /orders": () =>
        ++calls === 1
          ? { status: 409, body: { error: { code: "aborted", message: taken, fields: { turn: taken } } } }
          : ok(storedOrder, 201),
    });
    await fillOrder(user, dialog);
    const turn = dialog.getByRole("textbox", { name: "Número de orden" });
    await user.clear(turn);
    await user.type(turn, "12");
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await dialog.findByText(taken)).toBeInTheDocument();
    expect(turn).toHaveValue("7");
    // Another device took 7 meanwhile: the proposal follows the board's next number, the reason stays.
    setNextTurn("8");
    await waitFor(() => expect(turn).toHaveValue("8"));
    expect(dialog.getByText(taken)).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    const [first, second] = sentBodies(fetchMock, "POST", "/orders");
    expect(first.turn).toBe("12");
    expect(second.turn).toBe("8");
    expect(second.id).not.toBe(first.id);
  });

  it("keeps 'Crear' and 'Cancelar' off while saving", async () => {
    const reply = deferredReply();
    const { user, dialog } = await openDialog({ "POST /orders": reply.handler });
    await fillOrder(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(dialog.getByRole("button", { name: "Crear" })).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Cancelar" })).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Quitar Coca-Cola" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Nuevo pedido" })).toBeInTheDocument();
    reply.release(ok(storedOrder, 201));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes on 'Cancelar' without sending anything", async () => {
    const { user, dialog, fetchMock } = await openDialog();
    await fillOrder(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "POST", "/orders")).toEqual([]);
  });
});
