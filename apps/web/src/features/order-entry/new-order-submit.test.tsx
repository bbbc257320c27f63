import { uuidPattern } from "@comanda/domain";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { comboBurger, efectivo, mercadoPago, milanesa } from "@/entities/order/testing/order-fixtures";
import { queryKeys } from "@/lib/query-keys";
import { deferredReply, ok, sentBodies } from "@/testing/fake-api";
import { lastPaymentMethodKey } from "./money/payment-default";
import { offlineText } from "./new-order-screen";
import { outboxKey } from "./outbox/outbox";
import { readOutbox } from "./outbox/outbox-store";
import {
  fillOrder,
  line,
  networkDown,
  openDialog,
  search,
  session,
  storedOrder,
  tap,
} from "./testing/new-order-harness";

const outbox = () => readOutbox(outboxKey(session.business.id, session.user.id));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("'Nuevo pedido': creating the order", { timeout: 30_000 }, () => {
  it("sends ids and quantities, never a price, then closes, refreshes the board and remembers the method", async () => {
    const { user, dialog, fetchMock, queryClient } = await openDialog({
      "POST /orders": ok(storedOrder, 201),
    });
    // Keys real queries use: the board holds the open shift; a shift's figures; the home dashboard.
    const refreshed = [queryKeys.orders.board, queryKeys.shifts.one("s1"), queryKeys.dashboard];
    for (const key of refreshed) queryClient.setQueryData(key, {});
    await tap(user, dialog, "Milanesa", 2);
    await tap(user, dialog, "Combo Burger");
    await user.click(
      within(dialog.getByRole("group", { name: "Medio de pago" })).getByRole("button", {
        name: "Mercado Pago",
      }),
    );
    await user.type(dialog.getByRole("textbox", { name: "Observación" }), "  sin sal ");
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [body] = sentBodies(fetchMock, "POST", "/orders");
    expect(body).toEqual({
      id: expect.stringMatching(uuidPattern),
      turn: "7",
      payment_method_id: mercadoPago.id,
      observation: "sin sal",
      products: [{ product_id: milanesa.id, quantity: 2, options: [], note: null }],
      promotions: [{ promotion_id: comboBurger.id, quantity: 1 }],
    });
    expect(body.id[14]).toBe("7");
    for (const key of refreshed) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(localStorage.getItem(lastPaymentMethodKey(session.business.id))).toBe(mercadoPago.id);
  });

  it("creates from the keyboard: search, Enter, arrows, + / - on a line, Ctrl+Enter", async () => {
    const { user, dialog, fetchMock } = await openDialog({ "POST /orders": ok(storedOrder, 201) });
    const box = dialog.getByRole("searchbox", { name: "Buscar producto" });
    expect(box).toHaveFocus();
    await user.keyboard("mila{Enter}");
    expect(line(dialog, "Milanesa")).toBeInTheDocument();
    expect(box).toHaveFocus();
    // Down into the grid (Agua is out of stock: the first button reached is Coca-Cola), right, Enter adds.
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toHaveAccessibleName(/^Coca-Cola,/);
    await user.keyboard("{ArrowRight}{Enter}");
    expect(line(dialog, "Hamburguesa")).toBeInTheDocument();
    // Typing on the grid goes back to the search.
    await user.keyboard("c");
    expect(box).toHaveFocus();
    expect(box).toHaveValue("c");
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
    expect(screen.getByRole("dialog", { name: "Nuevo pedido" })).toBeInTheDocument();

    line(dialog, "Milanesa").focus();
    await user.keyboard("++-+");
    expect(line(dialog, "Milanesa")).toHaveTextContent("$ 16.500,00");
    line(dialog, "Hamburguesa").focus();
    await user.keyboard("-");
    expect(dialog.queryByRole("listitem", { name: "Hamburguesa" })).not.toBeInTheDocument();
    await user.keyboard("{Control>}{Enter}{/Control}");

    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, "POST", "/orders");
    expect(body).toMatchObject({
      payment_method_id: efectivo.id,
      products: [{ product_id: milanesa.id, quantity: 3, options: [], note: null }],
    });
  });

  it("goes down to the first match of what was typed even before the grid shows it, and Enter adds that", async () => {
    const { dialog } = await openDialog();
    const box = search(dialog);
    // Typed, then ArrowDown and Enter at once, as a fast cashier does: the grid, which follows the search a
    // beat later, still shows every product (Coca-Cola first) when the keys arrive.
    act(() => {
      fireEvent.change(box, { target: { value: "hambur" } });
      fireEvent.keyDown(box, { key: "ArrowDown" });
      fireEvent.keyDown(box, { key: "Enter" });
    });
    expect(line(dialog, "Hamburguesa")).toBeInTheDocument();
    expect(dialog.queryByRole("listitem", { name: "Coca-Cola" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Hamburguesa,/));
  });

  it("shows the server's refusal, keeps the lines, refetches the options and uses a new id once edited", async () => {
    const oversell = "No hay stock suficiente de Coca-Cola: quedan 0.";
    let calls = 0;
    const { user, dialog, fetchMock, queryClient } = await openDialog({
      "POST /orders": () =>
        ++calls === 1
          ? { status: 409, body: { error: { code: "aborted", message: oversell } } }
          : ok(storedOrder, 201),
    });
    const fetched = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api/v1${path}`).length;
    await tap(user, dialog, "Milanesa");
    await fillOrder(user, dialog);
    const before = fetched("/promotion-options?limit=100");
    queryClient.setQueryData(queryKeys.orders.board, { orders: [] });
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await dialog.findByText(oversell)).toBeInTheDocument();
    expect(line(dialog, "Coca-Cola")).toBeInTheDocument();
    await waitFor(() => expect(fetched("/promotion-options?limit=100")).toBe(before + 1));
    expect(queryClient.getQueryState(queryKeys.orders.board)?.isInvalidated).toBe(true);

    await user.click(dialog.getByRole("button", { name: "Quitar uno de Coca-Cola" }));
    expect(dialog.queryByText(oversell)).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    const [first, second] = sentBodies(fetchMock, "POST", "/orders");
    expect(second.id).not.toBe(first.id);
    expect(second.products).toEqual([{ product_id: milanesa.id, quantity: 1, options: [], note: null }]);
  });

  it("after a taken turn, says so under the field and follows the shift's next free number (decision 024)", async () => {
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
    setNextTurn("8");
    await waitFor(() => expect(turn).toHaveValue("8"));
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    const [first, second] = sentBodies(fetchMock, "POST", "/orders");
    expect([first.turn, second.turn]).toEqual(["12", "8"]);
    expect(second.id).not.toBe(first.id);
  });

  it("keeps everything off while saving", async () => {
    const reply = deferredReply();
    const { user, dialog } = await openDialog({ "POST /orders": reply.handler });
    await fillOrder(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(dialog.getByRole("button", { name: "Crear" })).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Cerrar" })).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Quitar uno de Coca-Cola" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Nuevo pedido" })).toBeInTheDocument();
    reply.release(ok(storedOrder, 201));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offline, says so and leaves the order in the device's outbox instead of sending it", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { user, dialog, fetchMock } = await openDialog({ "POST /orders": ok(storedOrder, 201) });
    expect(dialog.getByText(offlineText)).toBeInTheDocument();
    await tap(user, dialog, "Coca-Cola", 2);
    await user.click(dialog.getByRole("button", { name: "Crear" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "POST", "/orders")).toEqual([]);
    const [entry] = outbox();
    expect(entry).toMatchObject({
      status: "waiting",
      total: 240_000,
      input: { turn: "7", payment_method_id: efectivo.id },
    });
    expect(entry?.input.id).toMatch(uuidPattern);
  });

  it("when the request gets no answer, queues it under the same id: the outbox sends it again", async () => {
    const { user, dialog, fetchMock } = await openDialog({ "POST /orders": networkDown });
    await fillOrder(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [sent] = sentBodies(fetchMock, "POST", "/orders");
    expect(outbox().map((entry) => entry.input)).toEqual([sent]);
  });
});
