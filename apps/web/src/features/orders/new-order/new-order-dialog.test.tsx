import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  addProduct,
  group,
  openDialog,
  pickProduct,
  productList,
  quantityOptions,
} from "./new-order-harness";
import { comboBurger } from "./order-fixtures";

describe("'Nuevo pedido' dialog: lines and fields", { timeout: 30_000 }, () => {
  it("adds a product only once a product and a quantity are chosen, from 1 to what its stock allows", async () => {
    const { user, dialog, fetchMock } = await openDialog();
    const add = dialog.getByRole("button", { name: "Agregar Producto" });
    expect(add).toBeDisabled();

    await pickProduct(user, dialog, "Coca-Cola", "coc");
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/v1/product-options?limit=20&q=coc");
    expect(quantityOptions(dialog, "Productos")).toEqual(["Elegí", "1", "2", "3"]);
    expect(add).toBeDisabled();
    await user.selectOptions(group(dialog, "Productos").getByRole("combobox", { name: "Cantidad" }), "2");
    expect(add).toBeEnabled();
    await user.click(add);
    expect(dialog.getByRole("listitem", { name: "Coca-Cola" })).toHaveTextContent("2 ×Coca-Cola$ 2.400,00");
    expect(add).toBeDisabled();

    // Adding it again adds to the line, within what is left of the stock.
    await pickProduct(user, dialog, "Coca-Cola");
    expect(quantityOptions(dialog, "Productos")).toEqual(["Elegí", "1"]);
    await user.selectOptions(group(dialog, "Productos").getByRole("combobox", { name: "Cantidad" }), "1");
    await user.click(add);
    expect(dialog.getAllByRole("listitem", { name: "Coca-Cola" })).toHaveLength(1);
    expect(dialog.getByRole("listitem", { name: "Coca-Cola" })).toHaveTextContent("3 ×Coca-Cola$ 3.600,00");

    await user.click(dialog.getByRole("combobox", { name: "Producto" }));
    const products = await productList();
    expect(await products.findByRole("option", { name: /Agua/ })).toHaveTextContent("Sin stock");
    expect(products.getByRole("option", { name: /Agua/ })).toHaveAttribute("aria-disabled", "true");
    // All of it is in the order already.
    expect(products.getByRole("option", { name: /Coca-Cola/ })).toHaveAttribute("aria-disabled", "true");
    // An untracked product is not limited by stock.
    await user.click(products.getByRole("option", { name: /Milanesa/ }));
    expect(quantityOptions(dialog, "Productos")).toHaveLength(100);
  });

  it("adds a combo only once a combo and a quantity are chosen, up to what its products allow", async () => {
    const { user, dialog } = await openDialog();
    const add = dialog.getByRole("button", { name: "Agregar Promoción" });
    const combos = group(dialog, "Promociones");
    expect(add).toBeDisabled();
    expect(combos.getByRole("option", { name: /^Combo Agua · \$\s1\.500,00 · Sin stock$/ })).toBeDisabled();

    await user.selectOptions(combos.getByRole("combobox", { name: "Promoción" }), comboBurger.id);
    expect(quantityOptions(dialog, "Promociones")).toEqual(["Elegí", "1", "2"]);
    expect(add).toBeDisabled();
    await user.selectOptions(combos.getByRole("combobox", { name: "Cantidad" }), "2");
    await user.click(add);

    const line = dialog.getByRole("listitem", { name: "Combo Burger" });
    expect(line).toHaveTextContent("2 ×Combo Burger2 × Hamburguesa2 × Coca-Cola$ 8.000,00");
    expect(combos.getByRole("option", { name: /^Combo Burger .* · Sin stock$/ })).toBeDisabled();
    // The two combos took two of the three Coca-Colas.
    await pickProduct(user, dialog, "Coca-Cola");
    expect(quantityOptions(dialog, "Productos")).toEqual(["Elegí", "1"]);
  });

  it("prefills the order number, offers only enabled payment methods and enables 'Crear' when all is there", async () => {
    const { user, dialog } = await openDialog();
    const create = dialog.getByRole("button", { name: "Crear" });
    const turn = dialog.getByRole("textbox", { name: "Número de orden" });
    expect(turn).toHaveValue("7");
    const methods = dialog.getByRole("combobox", { name: "Medio de pago" });
    expect(
      within(methods)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Elegí un medio de pago", "Efectivo", "Mercado Pago"]);
    expect(create).toBeDisabled();

    await addProduct(user, dialog, "Coca-Cola", 1);
    expect(create).toBeDisabled();
    await user.selectOptions(methods, "Mercado Pago");
    expect(create).toBeEnabled();
    await user.clear(turn);
    expect(create).toBeDisabled();
    await user.type(turn, "A12");
    expect(create).toBeEnabled();
    await user.click(dialog.getByRole("button", { name: "Quitar Coca-Cola" }));
    expect(create).toBeDisabled();
  });

  it("follows the shift's next number until the cashier types another", async () => {
    const { user, dialog, setNextTurn } = await openDialog();
    const turn = dialog.getByRole("textbox", { name: "Número de orden" });
    expect(turn).toHaveValue("7");
    // Another device took 7 meanwhile.
    setNextTurn("8");
    await waitFor(() => expect(turn).toHaveValue("8"));
    await user.clear(turn);
    await user.type(turn, "Mesa 4");
    setNextTurn("9");
    expect(turn).toHaveValue("Mesa 4");
  });

  it("keeps a running total and takes a line out", async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.getByText("Total: $ 0,00")).toBeInTheDocument();
    await addProduct(user, dialog, "Milanesa", 2);
    await addProduct(user, dialog, "Coca-Cola", 1);
    expect(dialog.getByText("Total: $ 12.200,00")).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Quitar Milanesa" }));
    expect(dialog.queryByRole("listitem", { name: "Milanesa" })).not.toBeInTheDocument();
    expect(dialog.getByText("Total: $ 1.200,00")).toBeInTheDocument();
  });
});
