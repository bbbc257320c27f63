import type { Ingredient } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, pageOf, type Reply, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const createdAt = Date.UTC(2026, 10, 20, 15);
const harina: Ingredient = {
  id: "0190a000-0000-7000-8000-000000000001",
  code: null,
  name: "Harina",
  unit: "kg",
  quantity: -0.25,
  minQuantity: 1,
  status: "enabled",
  lowStock: true,
  cost: null,
  createdAt,
  updatedAt: createdAt,
};
const moved = "El stock cambió mientras editabas: ahora es -1,25 kg. Revisá la cantidad y guardá de nuevo.";
const conflict: Reply = {
  status: 409,
  body: { error: { code: "aborted", message: moved, fields: { quantity: moved } } },
};

/** 'Harina' at -0,25 kg (sales took it below zero) on /ingredients; `stock` is what the server holds now. */
const openHarina = async (replies: Reply[]) => {
  let stock = harina.quantity;
  const fetchMock = fakeApi({
    "GET /session": signedIn(),
    "GET /ingredients?limit=10": () => pageOf([{ ...harina, quantity: stock }]),
    [`GET /ingredients/${harina.id}`]: () => ok({ ...harina, quantity: stock }),
    [`PATCH /ingredients/${harina.id}`]: () => replies.shift() ?? ok(harina),
  });
  const app = renderApp("/ingredients");
  await app.user.click(await screen.findByRole("button", { name: "Editar Harina" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Editar ingrediente" }));
  return { ...app, fetchMock, dialog, use: (kg: number) => (stock -= kg) };
};

describe("the ingredient dialog against sales while it is open", { timeout: 30_000 }, () => {
  it("sends the stock it loaded, as the decimal it showed", async () => {
    const { user, fetchMock, dialog } = await openHarina([]);
    const quantity = dialog.getByRole("textbox", { name: "Cantidad" });
    expect(quantity).toHaveValue("-0,25");
    await user.clear(quantity);
    await user.type(quantity, "5");
    await user.clear(dialog.getByRole("textbox", { name: "Nombre" }));
    await user.type(dialog.getByRole("textbox", { name: "Nombre" }), "Harina 000");
    await user.click(dialog.getByRole("button", { name: "Editar" }));

    expect(await screen.findByText("Ingrediente actualizado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/ingredients/${harina.id}`)).toEqual([
      expect.objectContaining({ name: "Harina 000", quantity: 5, stock_seen: -0.25 }),
    ]);
  });

  it("shows the 409 under Cantidad, reads the ingredient again, and saves against the stock it named", async () => {
    const { user, fetchMock, dialog, use } = await openHarina([conflict]);
    const quantity = dialog.getByRole("textbox", { name: "Cantidad" });
    use(1);
    await user.clear(quantity);
    await user.type(quantity, "5");
    await user.click(dialog.getByRole("button", { name: "Editar" }));

    await waitFor(() => expect(quantity).toHaveAccessibleDescription(moved));
    // Under the field, not repeated above the form.
    expect(dialog.queryByRole("alert")).not.toBeInTheDocument();
    const row = screen.getByRole("row", { name: /Harina/, hidden: true });
    expect(await within(row).findByText("-1,25")).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/v1/ingredients/${harina.id}`)).toBe(true),
    );

    await user.click(dialog.getByRole("button", { name: "Editar" }));
    expect(await screen.findByText("Ingrediente actualizado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/ingredients/${harina.id}`)).toEqual([
      expect.objectContaining({ quantity: 5, stock_seen: -0.25 }),
      expect.objectContaining({ quantity: 5, stock_seen: -1.25 }),
    ]);
  });
});
