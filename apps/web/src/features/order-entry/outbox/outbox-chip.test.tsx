import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { NotificationsProvider } from "@/components/notifications-provider";
import { coca, efectivo } from "@/entities/order/testing/order-fixtures";
import { CurrentSessionProvider } from "@/lib/current-session";
import { createQueryClient } from "@/lib/query-client";
import { fakeApi, ok, sentBodies } from "@/testing/fake-api";
import { TestProviders } from "@/testing/providers";
import { NewOrderButton } from "../new-order-button";
import { addOne, productItem } from "../order-draft";
import { networkDown, optionRoutes, session, storedOrder } from "../testing/new-order-harness";
import { type OutboxEntry, outboxKey } from "./outbox";
import { readOutbox, updateOutbox } from "./outbox-store";

const key = outboxKey(session.business.id, session.user.id);
const queued = (id: string, turn: string): OutboxEntry => ({
  id,
  input: { id, turn, payment_method_id: efectivo.id, products: [{ product_id: coca.id, quantity: 1 }] },
  lines: addOne([], productItem(coca)),
  total: 120_000,
  queuedAt: Date.now(),
  status: "waiting",
  reason: null,
});

const renderButton = () =>
  render(
    <TestProviders queryClient={createQueryClient()}>
      <NotificationsProvider>
        <CurrentSessionProvider session={session}>
          <NewOrderButton nextTurn="9" />
        </CurrentSessionProvider>
      </NotificationsProvider>
    </TestProviders>,
  );

afterEach(() => localStorage.clear());

describe("the board's outbox chip (decision 028)", { timeout: 30_000 }, () => {
  it("counts the waiting orders and sends them when the connection is back, each once", async () => {
    let online = false;
    const fetchMock = fakeApi({ "POST /orders": () => (online ? ok(storedOrder, 201) : networkDown()) });
    updateOutbox(key, () => [
      queued("0190f000-0000-7000-8000-0000000000a1", "7"),
      queued("0190f000-0000-7000-8000-0000000000a2", "8"),
    ]);
    renderButton();
    expect(await screen.findByRole("button", { name: "2 pedidos por enviar" })).toBeInTheDocument();
    // The first try found no network: it stopped there.
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));

    online = true;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(screen.queryByRole("button", { name: /por enviar/ })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "POST", "/orders").map((body) => body.turn)).toEqual(["7", "7", "8"]);
    expect(readOutbox(key)).toEqual([]);
  });

  it("shows a refusal with the server's reason; 'Corregir' opens it back in the dialog, with the reason", async () => {
    const reason = "No hay stock suficiente de Coca-Cola: quedan 0.";
    fakeApi({
      ...optionRoutes,
      "POST /orders": { status: 409, body: { error: { code: "aborted", message: reason } } },
    });
    updateOutbox(key, () => [queued("0190f000-0000-7000-8000-0000000000a1", "7")]);
    const user = userEvent.setup({ delay: null });
    renderButton();
    const chip = await screen.findByRole("button", { name: "1 pedido por enviar · 1 rechazado" });
    await user.click(chip);
    const list = within(await screen.findByRole("dialog", { name: "Pedidos por enviar" }));
    expect(list.getByRole("listitem", { name: "Pedido 7" })).toHaveTextContent(reason);
    await user.click(list.getByRole("button", { name: "Corregir" }));

    // The screen is a lazy chunk: the dialog that holds it replaces the loading one.
    const notice = await screen.findByText(`El servidor no aceptó este pedido: ${reason}`);
    const dialog = within(screen.getByRole("dialog", { name: "Nuevo pedido" }));
    expect(dialog.getByText(notice.textContent ?? "")).toBeInTheDocument();
    expect(dialog.getByRole("listitem", { name: "Coca-Cola" })).toBeInTheDocument();
    expect(dialog.getByRole("textbox", { name: "Número de orden" })).toHaveValue("7");
    expect(readOutbox(key)).toEqual([]);
  });
});
