import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { bebidas, optionsOf, pizzas, product } from "./testing/product-fixtures";

const provoleta = product(1, { name: "Provoleta", price: 9000 });
const flan = product(2, { name: "Flan", price: 1000 });

describe("ProductsPage: 'Agotado hoy' (decision 086)", { timeout: 20_000 }, () => {
  it("marks what the kitchen sold out today and undoes it at once", async () => {
    let soldOut = true;
    const fetchMock = fakeApi({
      "GET /session": signedIn(),
      "GET /category-options?limit=100": optionsOf([bebidas, pizzas]),
      "GET /products?limit=10": () => pageOf([{ ...provoleta, soldOut }, flan]),
      [`PATCH /products/${provoleta.id}/availability`]: (body) => {
        soldOut = (body as { soldOut: boolean }).soldOut;
        return ok({ ...provoleta, soldOut });
      },
    });
    const { user } = renderApp("/stock");
    const table = await screen.findByRole("table", { name: "Inventario" });
    const row = (name: string) => within(within(table).getByRole("row", { name: new RegExp(name) }));
    await within(table).findByText("Provoleta");
    expect(row("Provoleta").getByText("Agotado hoy")).toBeInTheDocument();
    expect(row("Flan").queryByText("Agotado hoy")).not.toBeInTheDocument();

    await user.click(row("Provoleta").getByRole("button", { name: "Deshacer 'Agotado hoy' de Provoleta" }));
    expect(await screen.findByText("Provoleta está disponible otra vez.")).toBeInTheDocument();
    await waitFor(() => expect(row("Provoleta").queryByText("Agotado hoy")).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "PATCH", `/products/${provoleta.id}/availability`)).toEqual([
      { soldOut: false },
    ]);
  });
});
