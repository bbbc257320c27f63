import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, pageOf, type Reply, sentBodies, signedIn } from "@/testing/fake-api";
import { findLoadedDialog } from "@/testing/find-dialog";
import { renderApp } from "@/testing/render-app";
import { bebidas, optionsOf, product } from "../testing/product-fixtures";

const moved = "El stock cambió mientras editabas: ahora es 7. Revisá la cantidad y guardá de nuevo.";
const conflict: Reply = {
  status: 409,
  body: { error: { code: "aborted", message: moved, fields: { quantity: moved } } },
};

/** 'Coca-Cola' with 10 in stock on /stock; `stock` is what the server holds now. */
const openCoke = async (replies: Reply[]) => {
  const coke = product(1, { name: "Coca-Cola", quantity: 10 });
  let stock = 10;
  const fetchMock = fakeApi({
    "GET /session": signedIn(),
    "GET /products?limit=10": () => pageOf([{ ...coke, quantity: stock }]),
    "GET /category-options?limit=100": optionsOf([bebidas]),
    [`GET /products/${coke.id}`]: () => ok({ ...coke, quantity: stock }),
    [`PATCH /products/${coke.id}`]: () => replies.shift() ?? ok(coke),
  });
  const app = renderApp("/stock");
  await app.user.click(await screen.findByRole("button", { name: "Editar Coca-Cola" }));
  const dialog = await findLoadedDialog("Editar producto");
  return { ...app, fetchMock, coke, dialog, sell: (units: number) => (stock -= units) };
};

describe("the product dialog against sales while it is open", { timeout: 30_000 }, () => {
  it("sends the stock it loaded with the edit, so the server keeps what was sold meanwhile", async () => {
    const { user, fetchMock, coke, dialog, sell } = await openCoke([]);
    sell(3);
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), " 500 ml");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByText("Producto actualizado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/products/${coke.id}`)).toEqual([
      expect.objectContaining({ name: "Coca-Cola 500 ml", quantity: 10, stock_seen: 10 }),
    ]);
  });

  it("shows the 409 under Cantidad, reads the product again, and saves against the stock it named", async () => {
    const { user, fetchMock, coke, dialog, sell } = await openCoke([conflict]);
    const quantity = dialog.getByRole("textbox", { name: "Cantidad" });
    sell(3);
    await user.clear(quantity);
    await user.type(quantity, "12");
    await user.click(dialog.getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(quantity).toHaveAccessibleDescription(moved));
    expect(screen.getByRole("dialog", { name: "Editar producto" })).toBeInTheDocument();
    // The list behind shows the stock now, read again after the refusal.
    const row = screen.getByRole("row", { name: /Coca-Cola/, hidden: true });
    expect(await within(row).findByText("7")).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/v1/products/${coke.id}`)).toBe(true),
    );

    await user.click(dialog.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Producto actualizado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/products/${coke.id}`)).toEqual([
      expect.objectContaining({ quantity: 12, stock_seen: 10 }),
      expect.objectContaining({ quantity: 12, stock_seen: 7 }),
    ]);
  });
});
