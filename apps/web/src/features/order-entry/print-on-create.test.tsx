import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { boardSettingsKey } from "@/entities/order/board-settings";
import { ok } from "@/testing/fake-api";
import { fillOrder, openDialog, storedOrder } from "./testing/new-order-harness";

const frameSources = () => [...document.querySelectorAll("iframe")].map((frame) => frame.getAttribute("src"));

afterEach(() => {
  localStorage.clear();
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

describe("'Nuevo pedido' with 'Imprimir comanda al crear un pedido'", { timeout: 30_000 }, () => {
  it("prints the new order's kitchen ticket once it is stored, when this device chose it", async () => {
    localStorage.setItem(boardSettingsKey, JSON.stringify({ autoPrintKitchen: true }));
    const { user, dialog } = await openDialog({ "POST /orders": ok(storedOrder, 201) });
    await fillOrder(user, dialog);
    expect(frameSources()).toEqual([]);

    await user.click(dialog.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    await waitFor(() => expect(frameSources()).toEqual([`/print/orders/${storedOrder.id}/kitchen?auto=1`]));
  });

  it("prints nothing when the setting is off", async () => {
    const { user, dialog } = await openDialog({ "POST /orders": ok(storedOrder, 201) });
    await fillOrder(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await screen.findByText("Pedido creado.")).toBeInTheDocument();
    expect(frameSources()).toEqual([]);
  });

  it("prints nothing when the order is refused", async () => {
    localStorage.setItem(boardSettingsKey, JSON.stringify({ autoPrintKitchen: true }));
    const { user, dialog } = await openDialog({
      "POST /orders": {
        status: 409,
        body: { error: { code: "aborted", message: "No hay stock suficiente de Coca-Cola: quedan 0." } },
      },
    });
    await fillOrder(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("No hay stock suficiente de Coca-Cola");
    expect(frameSources()).toEqual([]);
  });
});
