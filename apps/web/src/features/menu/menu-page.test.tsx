import type { Menu } from "@comanda/domain/menu";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { combosHeading } from "@/components/menu-sections";
import { type FakeRoutes, fakeApi, ok, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";

// Money is formatted with a no-break space after the sign.
const textOf = (element: HTMLElement) => element.textContent?.replaceAll("\u00a0", " ");
const id = (n: number) => `0190e000-0000-7000-8000-${String(n).padStart(12, "0")}`;
const menu: Menu = {
  business: { name: "La Esquina", slug: "la-esquina", logoUrl: null },
  sections: [
    {
      categoryId: id(1),
      categoryName: "Bebidas",
      products: [
        { id: id(11), name: "Agua", price: 800 },
        { id: id(12), name: "Gaseosa", price: 1000 },
      ],
    },
    {
      categoryId: id(2),
      categoryName: "Hamburguesas",
      products: [
        { id: id(21), name: "Clásica", price: 4500.5 },
        { id: id(22), name: "Doble", price: 6200 },
        { id: id(23), name: "Veggie", price: 5100 },
      ],
    },
  ],
  combos: [],
};

const openMenu = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...routes });
  const app = renderApp("/menu");
  await screen.findByRole("heading", { level: 1, name: "Menu de La Esquina" });
  return { fetchMock, ...app };
};

const priceListUrl = `${window.location.origin}/price-list/la-esquina`;

describe("MenuPage", { timeout: 20_000 }, () => {
  it("shows the enabled products under their category, name and ARS price, with dividers between rows", async () => {
    await openMenu({ "GET /menu": ok(menu) });

    const drinks = await screen.findByRole("region", { name: "Bebidas" });
    expect(within(drinks).getByRole("heading", { level: 2, name: "Bebidas" })).toBeInTheDocument();
    const drinkRows = within(drinks).getAllByRole("listitem");
    expect(drinkRows.map(textOf)).toEqual(["Agua$ 800,00", "Gaseosa$ 1.000,00"]);
    const burgers = within(screen.getByRole("region", { name: "Hamburguesas" })).getAllByRole("listitem");
    expect(burgers.map(textOf)).toEqual(["Clásica$ 4.500,50", "Doble$ 6.200,00", "Veggie$ 5.100,00"]);
    // A divider under every row but the last of its category.
    expect(burgers.map((row) => row.classList.contains("MuiListItem-divider"))).toEqual([true, true, false]);
  });

  it("shows the business's logo above the products when it has one", async () => {
    const logoUrl = "/api/v1/business/logo?v=17";
    await openMenu({ "GET /menu": ok({ ...menu, business: { ...menu.business, logoUrl } }) });

    expect(await screen.findByRole("img", { name: "Logo de La Esquina" })).toHaveAttribute("src", logoUrl);
  });

  it("says so when no product is enabled", async () => {
    await openMenu({ "GET /menu": ok({ ...menu, sections: [] }) });

    expect(await screen.findByText(/Todavía no hay productos habilitados para mostrar/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cargalos en Productos" })).toHaveAttribute("href", "/stock");
  });

  it("links the public price list with its QR code, copies the link and prints", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { user } = await openMenu({ "GET /menu": ok(menu) });

    expect(screen.getByRole("link", { name: priceListUrl })).toHaveAttribute("href", priceListUrl);
    const qr = screen.getByRole("img", { name: "Código QR de la lista de precios" });
    expect(qr).toHaveAttribute("data-qr-text", priceListUrl);
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+,\d+h1v1h-1z/);

    await user.click(screen.getByRole("button", { name: "Copiar enlace" }));
    expect(await screen.findByText("Enlace copiado.")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(priceListUrl);

    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("refetches when the live stream says a product changed", async () => {
    let current = menu;
    await openMenu({ "GET /menu": () => ok(current) });
    await screen.findByText("Agua");

    current = { ...menu, sections: menu.sections.slice(1) };
    FakeEventSource.latest().emit("change", JSON.stringify({ entity: "products", id: id(11), op: "update" }));

    await screen.findByText("Clásica");
    await vi.waitFor(() => expect(screen.queryByText("Agua")).not.toBeInTheDocument());
  });

  it("shows the combos on sale, and refetches when the live stream says a combo changed", async () => {
    let current = menu;
    await openMenu({ "GET /menu": () => ok(current) });
    await screen.findByText("Agua");
    expect(screen.queryByRole("region", { name: combosHeading })).not.toBeInTheDocument();

    const combo = { id: id(90), name: "Combo pizza", price: 9000, items: [{ name: "Clásica", quantity: 2 }] };
    current = { ...menu, combos: [combo] };
    FakeEventSource.latest().emit(
      "change",
      JSON.stringify({ entity: "promotions", id: id(90), op: "insert" }),
    );

    const promotions = await screen.findByRole("region", { name: combosHeading });
    expect(promotions).toHaveTextContent("Combo pizza2 × Clásica");
  });

  it("says 'Agotado hoy' under a product the kitchen ran out of, as soon as the live stream says so", async () => {
    let current = menu;
    await openMenu({ "GET /menu": () => ok(current) });
    const drinks = await screen.findByRole("region", { name: "Bebidas" });
    expect(within(drinks).queryByText("Agotado hoy")).not.toBeInTheDocument();

    current = {
      ...menu,
      sections: menu.sections.map((section) => ({
        ...section,
        products: section.products.map((p) => (p.name === "Agua" ? { ...p, soldOut: true } : p)),
      })),
    };
    FakeEventSource.latest().emit("change", JSON.stringify({ entity: "products", id: id(11), op: "update" }));

    await vi.waitFor(() =>
      expect(within(drinks).getAllByRole("listitem").map(textOf)).toEqual([
        "AguaAgotado hoy$ 800,00",
        "Gaseosa$ 1.000,00",
      ]),
    );
  });
});
