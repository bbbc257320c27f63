import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { combosHeading } from "@/components/menu-sections";
import { fakeApi, signedIn, signedOut } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { askForLinkText } from "./own-price-list-page";
import { notFoundText } from "./price-list-page";

// Money is formatted with a no-break space after the sign.
const textOf = (element: HTMLElement) => element.textContent?.replaceAll("\u00a0", " ");
const id = (n: number) => `0190e000-0000-7000-8000-${String(n).padStart(12, "0")}`;
const priceList = {
  business: { name: "la Esquina", slug: "la-esquina", logoUrl: null as string | null },
  sections: [
    {
      categoryId: id(1),
      categoryName: "Bebidas",
      // Whatever else a server might add, the page reads only name and price.
      products: [{ id: id(11), name: "Agua", price: 800, unitPrice: 123, code: "SECRETO", quantity: 7 }],
    },
    {
      categoryId: id(2),
      categoryName: "Postres",
      products: [
        { id: id(21), name: "Flan", price: 2500 },
        { id: id(22), name: "Helado", price: 3000.5 },
      ],
    },
  ],
};

describe("PriceListPage", { timeout: 20_000 }, () => {
  it("shows the business's mark and name and its products by category, name and price only, signed out", async () => {
    const fetchMock = fakeApi({ "GET /price-list/la-esquina": { status: 200, body: { data: priceList } } });
    renderApp("/price-list/la-esquina");

    expect(await screen.findByRole("heading", { level: 1, name: "Lista de productos" })).toBeInTheDocument();
    expect(await screen.findByText("la Esquina")).toBeInTheDocument();
    expect(screen.getByText("L")).toBeInTheDocument();
    const desserts = screen.getByRole("region", { name: "Postres" });
    expect(within(desserts).getAllByRole("listitem").map(textOf)).toEqual([
      "Flan$ 2.500,00",
      "Helado$ 3.000,50",
    ]);
    const drinks = screen.getByRole("region", { name: "Bebidas" });
    expect(within(drinks).getByRole("listitem")).toHaveTextContent(/^Agua\$ 800,00$/);
    expect(screen.queryByText(/SECRETO|123|Stock|Cantidad/)).not.toBeInTheDocument();
    // Public: it never asks who is signed in.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/v1/price-list/la-esquina"]);
  });

  it("shows the combos on sale in a section of their own, each with its products and price", async () => {
    const combos = [
      {
        id: id(31),
        name: "Combo almuerzo",
        price: 4500.5,
        // Whatever else a server might add, the page reads only names, quantities and the price.
        items: [
          { name: "Empanada", quantity: 2, stock: 99 },
          { name: "Agua", quantity: 1 },
        ],
      },
    ];
    fakeApi({ "GET /price-list/la-esquina": { status: 200, body: { data: { ...priceList, combos } } } });
    renderApp("/price-list/la-esquina");

    const promotions = await screen.findByRole("region", { name: combosHeading });
    expect(within(promotions).getAllByRole("listitem").map(textOf)).toEqual([
      "Combo almuerzo2 × Empanada · 1 × Agua$ 4.500,50",
    ]);
    expect(screen.getAllByRole("heading", { level: 2 }).map(textOf)).toEqual([
      combosHeading,
      "Bebidas",
      "Postres",
    ]);
    expect(screen.queryByText(/99/)).not.toBeInTheDocument();
  });

  it("shows a business with combos and no products yet", async () => {
    const combos = [{ id: id(31), name: "Combo", price: 100, items: [{ name: "Agua", quantity: 2 }] }];
    fakeApi({
      "GET /price-list/la-esquina": { status: 200, body: { data: { ...priceList, sections: [], combos } } },
    });
    renderApp("/price-list/la-esquina");
    expect(await screen.findByRole("region", { name: combosHeading })).toHaveTextContent("2 × Agua");
  });

  it("shows the business's logo instead of its initial when it has one", async () => {
    const logoUrl = "/api/v1/price-list/la-esquina/logo?v=17";
    fakeApi({
      "GET /price-list/la-esquina": {
        status: 200,
        body: { data: { ...priceList, business: { ...priceList.business, logoUrl } } },
      },
    });
    renderApp("/price-list/la-esquina");

    expect(await screen.findByRole("img", { name: "Logo de la Esquina" })).toHaveAttribute("src", logoUrl);
    expect(screen.queryByText("L")).not.toBeInTheDocument();
  });

  it("says in Spanish when there is no such list", async () => {
    fakeApi({
      "GET /price-list/no-existe": {
        status: 404,
        body: { error: { code: "not-found", message: "La lista de precios no existe." } },
      },
    });
    renderApp("/price-list/no-existe");

    expect(await screen.findByText(notFoundText)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Lista de productos" })).toBeInTheDocument();
  });

  it("says so when the business has no product to show yet", async () => {
    fakeApi({
      "GET /price-list/la-esquina": { status: 200, body: { data: { ...priceList, sections: [] } } },
    });
    renderApp("/price-list/la-esquina");

    expect(
      await screen.findByText("Este negocio todavía no tiene productos para mostrar."),
    ).toBeInTheDocument();
  });
});

describe("OwnPriceListPage", { timeout: 20_000 }, () => {
  it("sends a signed-in user to their own business's list", async () => {
    fakeApi({
      "GET /session": signedIn(),
      "GET /price-list/la-esquina": { status: 200, body: { data: priceList } },
    });
    const { currentPath } = renderApp("/price-list");

    expect(await screen.findByText("Flan")).toBeInTheDocument();
    expect(currentPath()).toBe("/price-list/la-esquina");
  });

  it("tells anyone else to ask the business for its link", async () => {
    fakeApi({ "GET /session": signedOut });
    const { currentPath } = renderApp("/price-list");

    expect(await screen.findByText(askForLinkText)).toBeInTheDocument();
    expect(currentPath()).toBe("/price-list");
  });
});
