import { formatPesos } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { efectivo, mercadoPago, paymentMethod } from "@/entities/order/testing/order-fixtures";
import { pageOf } from "@/testing/fake-api";
import { lastPaymentMethodKey } from "./money/payment-default";
import { gridButton, line, openDialog, search, session, tap } from "./testing/new-order-harness";

afterEach(() => localStorage.clear());

describe("'Nuevo pedido': the grid", { timeout: 30_000 }, () => {
  it("shows the enabled categories as chips, the products and combos as buttons with their price, 'Sin stock' off", async () => {
    const { user, dialog } = await openDialog();
    const chips = within(dialog.getByRole("group", { name: "Categorías" }));
    expect(chips.getAllByRole("button").map((chip) => chip.textContent)).toEqual([
      "Todos",
      "Bebidas",
      "Cocina",
      "Combos",
    ]);
    expect(gridButton(dialog, "Coca-Cola")).toHaveAccessibleName(`Coca-Cola, ${formatPesos(1200)}`);
    expect(gridButton(dialog, "Agua")).toHaveAccessibleName(`Agua, ${formatPesos(900)}, Sin stock`);
    expect(gridButton(dialog, "Agua")).toBeDisabled();
    expect(gridButton(dialog, "Combo Agua")).toBeDisabled();

    await user.click(chips.getByRole("button", { name: "Cocina" }));
    const names = () =>
      within(dialog.getByRole("group", { name: "Productos" }))
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")?.split(",")[0]);
    expect(names()).toEqual(["Hamburguesa", "Milanesa"]);
    await user.click(chips.getByRole("button", { name: "Combos" }));
    expect(names()).toEqual(["Combo Agua", "Combo Burger"]);
  });

  it("adds one per tap, up to the stock, and steps each line with − / + (removing it at 0)", async () => {
    const { user, dialog } = await openDialog();
    await tap(user, dialog, "Coca-Cola", 2);
    expect(line(dialog, "Coca-Cola")).toHaveTextContent("$ 2.400,00");
    expect(dialog.getAllByRole("listitem", { name: "Coca-Cola" })).toHaveLength(1);
    await tap(user, dialog, "Coca-Cola");
    // Stock 3: all of it is in the order.
    expect(gridButton(dialog, "Coca-Cola")).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Agregar uno de Coca-Cola" })).toBeDisabled();
    expect(dialog.getByRole("status", { name: "Total del pedido" })).toHaveTextContent("$ 3.600,00");

    await user.click(dialog.getByRole("button", { name: "Quitar uno de Coca-Cola" }));
    expect(gridButton(dialog, "Coca-Cola")).toBeEnabled();
    await user.click(dialog.getByRole("button", { name: "Agregar uno de Coca-Cola" }));
    expect(line(dialog, "Coca-Cola")).toHaveTextContent("$ 3.600,00");
    for (let n = 0; n < 3; n++)
      await user.click(dialog.getByRole("button", { name: "Quitar uno de Coca-Cola" }));
    expect(dialog.queryByRole("listitem", { name: "Coca-Cola" })).not.toBeInTheDocument();
  });

  it("bounds a combo by its products' stock, what the other lines take included", async () => {
    const { user, dialog } = await openDialog();
    await tap(user, dialog, "Combo Burger", 2);
    expect(line(dialog, "Combo Burger")).toHaveTextContent("2 × Hamburguesa2 × Coca-Cola$ 8.000,00");
    expect(gridButton(dialog, "Combo Burger")).toBeDisabled();
    expect(gridButton(dialog, "Hamburguesa")).toBeDisabled();
    // Two of the three Coca-Colas went with the combos.
    await tap(user, dialog, "Coca-Cola");
    expect(gridButton(dialog, "Coca-Cola")).toBeDisabled();
  });

  it("filters as you type, across every tab, and Enter adds the only match", async () => {
    const { user, dialog } = await openDialog();
    await user.click(
      within(dialog.getByRole("group", { name: "Categorías" })).getByRole("button", { name: "Cocina" }),
    );
    const box = search(dialog);
    await user.type(box, "coca");
    await waitFor(() =>
      expect(within(dialog.getByRole("group", { name: "Productos" })).getAllByRole("button")).toHaveLength(1),
    );
    await user.keyboard("{Enter}");
    expect(line(dialog, "Coca-Cola")).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();

    // Accents and case do not matter; several matches: Enter adds none.
    await user.type(box, "COMBO");
    await user.keyboard("{Enter}");
    expect(dialog.queryByRole("listitem", { name: /Combo/ })).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, "zzz");
    expect(
      await dialog.findByText("No hay productos ni combos que coincidan con “zzz”."),
    ).toBeInTheDocument();
  });

  it("prefills the turn (following the shift's next number until typed) and the cash payment method", async () => {
    const { user, dialog, setNextTurn } = await openDialog();
    const turn = dialog.getByRole("textbox", { name: "Número de orden" });
    expect(turn).toHaveValue("7");
    const methods = within(dialog.getByRole("group", { name: "Medio de pago" }));
    // Enabled only, by name; cash chosen.
    expect(methods.getAllByRole("button").map((method) => method.textContent)).toEqual([
      "Efectivo",
      "Mercado Pago",
    ]);
    expect(methods.getByRole("button", { name: "Efectivo" })).toHaveAttribute("aria-pressed", "true");
    const create = dialog.getByRole("button", { name: "Crear" });
    expect(create).toBeDisabled();
    await tap(user, dialog, "Milanesa");
    expect(create).toBeEnabled();

    setNextTurn("8");
    await waitFor(() => expect(turn).toHaveValue("8"));
    await user.clear(turn);
    expect(create).toBeDisabled();
    await user.type(turn, "Mesa 4");
    setNextTurn("9");
    expect(turn).toHaveValue("Mesa 4");
    expect(create).toBeEnabled();
  });

  it("starts from the payment method this device used last", async () => {
    localStorage.setItem(lastPaymentMethodKey(session.business.id), "0190e000-0000-7000-8000-000000000003");
    const { dialog } = await openDialog();
    const methods = within(dialog.getByRole("group", { name: "Medio de pago" }));
    expect(methods.getByRole("button", { name: "Mercado Pago" })).toHaveAttribute("aria-pressed", "true");
  });

  it("starts a new device on the business's cash method, not the first by name, shown and changed beside 'Crear'", async () => {
    const credito = paymentMethod(4, "Crédito", "enabled");
    const { user, dialog } = await openDialog({
      "GET /payment-methods?limit=100": pageOf([mercadoPago, credito, efectivo]),
    });
    const methods = within(dialog.getByRole("group", { name: "Medio de pago" }));
    expect(methods.getAllByRole("button").map((method) => method.textContent)).toEqual([
      "Crédito",
      "Efectivo",
      "Mercado Pago",
    ]);
    expect(methods.getByRole("button", { name: "Efectivo" })).toHaveAttribute("aria-pressed", "true");
    // docs/product.md#new-order: in the actions bar with 'Crear', outside the content that scrolls, so no size hides it.
    const bar = dialog.getByRole("group", { name: "Total del pedido y crear" });
    expect(bar.closest(".MuiDialogContent-root")).toBeNull();
    expect(within(bar).getByRole("button", { name: "Crear" })).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: "Medio de pago elegido: Efectivo. Cambiar" }));
    await user.click(await screen.findByRole("menuitem", { name: "Crédito" }));
    expect(methods.getByRole("button", { name: "Crédito" })).toHaveAttribute("aria-pressed", "true");
    expect(
      within(bar).getByRole("button", { name: "Medio de pago elegido: Crédito. Cambiar" }),
    ).toBeVisible();
  });
});
