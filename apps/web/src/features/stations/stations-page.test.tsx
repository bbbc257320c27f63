import type { Station } from "@comanda/domain/stations";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const createdAt = Date.UTC(2026, 10, 20, 15);
const station = (n: number, overrides: Partial<Station> = {}): Station => ({
  id: `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  name: `Estación ${n}`,
  status: "enabled",
  printerHost: null,
  printerPort: null,
  paperWidth: null,
  resendUnconfirmed: false,
  createdAt: createdAt + n,
  updatedAt: createdAt + n,
  ...overrides,
});
const cocina = station(1, { name: "Cocina" });
const barra = station(2, { name: "Barra", printerHost: "192.168.0.60", printerPort: 9100, paperWidth: 58 });
const categories = ok({
  items: [
    { id: "cat-1", name: "Bebidas" },
    { id: "cat-2", name: "Platos" },
  ],
});

const openStations = async (routes: FakeRoutes = {}) => {
  const fetchMock = fakeApi({
    "GET /session": signedIn(),
    "GET /stations?limit=10": pageOf([barra, cocina]),
    "GET /stations?limit=100": pageOf([barra, cocina]),
    "GET /station-routing": ok({
      categories: { "cat-1": barra.id },
      products: { "p-flan": barra.id },
      productNames: { "p-flan": "Flan casero" },
    }),
    "GET /category-options?limit=100": categories,
    "GET /printer-networks": ok({
      direct: true,
      networks: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"],
    }),
    ...routes,
  });
  const app = renderApp("/stations");
  await screen.findByRole("heading", { level: 1, name: "Estaciones" });
  return { fetchMock, ...app };
};

describe("StationsPage", { timeout: 20_000 }, () => {
  it("lists each station with its printer, and sets one with its port and paper", async () => {
    const { user, fetchMock } = await openStations({
      [`PATCH /stations/${cocina.id}`]: (body) =>
        ok({
          ...cocina,
          printerHost: (body as { printer_host: string }).printer_host,
          printerPort: 9100,
          paperWidth: 80,
        }),
    });
    const table = await screen.findByRole("table", { name: "Estaciones" });
    expect(within(table).getByRole("row", { name: /Barra/ })).toHaveTextContent("192.168.0.60:9100 · 58 mm");
    expect(within(table).getByRole("row", { name: /Cocina/ })).toHaveTextContent("Sin impresora");
    await user.click(screen.getByRole("button", { name: "Impresora de Cocina" }));
    const dialog = await screen.findByRole("dialog", { name: "Impresora de Cocina" });
    await user.type(within(dialog).getByLabelText("IP o nombre de la impresora"), "192.168.0.50");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, "PATCH", `/stations/${cocina.id}`)).toEqual([
        {
          name: "Cocina",
          printer_host: "192.168.0.50",
          printer_port: 9100,
          paper_width: 80,
          resend_unconfirmed: false,
        },
      ]),
    );
    expect(
      await screen.findByText("Las comandas de Cocina se imprimen en 192.168.0.50."),
    ).toBeInTheDocument();
  });

  it("puts the server's refusal of an address under its field", async () => {
    const outside =
      "La impresora 8.8.8.8 no está en una red permitida para imprimir (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16). Quien administra el servidor puede sumarla en PRINTER_NETWORKS.";
    const { user } = await openStations({
      [`PATCH /stations/${cocina.id}`]: {
        status: 400,
        body: {
          error: {
            code: "invalid-argument",
            message: "Revisá los datos.",
            fields: { printer_host: outside },
          },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Impresora de Cocina" }));
    const dialog = await screen.findByRole("dialog", { name: "Impresora de Cocina" });
    await user.type(within(dialog).getByLabelText("IP o nombre de la impresora"), "8.8.8.8");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    // Decision 065: an address outside PRINTER_NETWORKS says why, under the field.
    expect(await within(dialog).findByText(outside)).toBeInTheDocument();
  });

  it("'Imprimir prueba' prints on the address typed, and says what became of it", async () => {
    const { user, fetchMock } = await openStations({
      [`POST /stations/${cocina.id}/test-print`]: ok({
        outcome: "unconfirmed",
        message: "La impresora avisa que no tiene papel (192.168.0.50:9100).",
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Impresora de Cocina" }));
    const dialog = await screen.findByRole("dialog", { name: "Impresora de Cocina" });
    expect(
      within(dialog).getByText(
        "Por ejemplo 192.168.0.50. Tiene que estar en la red del local (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16).",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Imprimir prueba" }));
    expect(await within(dialog).findByText("Ingresá la IP o el nombre de la impresora.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("IP o nombre de la impresora"), "192.168.0.50");
    await user.click(within(dialog).getByRole("button", { name: "Imprimir prueba" }));
    expect(
      await within(dialog).findByText("La impresora avisa que no tiene papel (192.168.0.50:9100)."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", `/stations/${cocina.id}/test-print`)).toEqual([
      { printer_host: "192.168.0.50", printer_port: 9100, paper_width: 80 },
    ]);
    expect(sentBodies(fetchMock, "PATCH", `/stations/${cocina.id}`)).toEqual([]);
  });

  it("on a hosted install, says printing goes through the print agent instead of asking for an address", async () => {
    const { user } = await openStations({ "GET /printer-networks": ok({ direct: false, networks: [] }) });
    await user.click(await screen.findByRole("button", { name: "Impresora de Barra" }));
    const dialog = await screen.findByRole("dialog", { name: "Impresora de Barra" });
    expect(await within(dialog).findByText(/van a salir por el agente de impresión/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("IP o nombre de la impresora")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Quitar impresora" })).toBeInTheDocument();
  });

  it("sends a category to a station, and back to the first one", async () => {
    const { user, fetchMock } = await openStations({
      "PUT /station-routing": ok({ categories: {}, products: {}, productNames: {} }),
    });
    const platos = await screen.findByRole("combobox", { name: "Platos" });
    expect(screen.getByRole("combobox", { name: "Bebidas" })).toHaveTextContent("Barra");
    // The oldest station takes what has no station.
    expect(platos).toHaveTextContent("Sin asignar (Cocina)");
    await user.click(platos);
    await user.click(await screen.findByRole("option", { name: "Barra" }));
    await user.click(screen.getByRole("combobox", { name: "Bebidas" }));
    await user.click(await screen.findByRole("option", { name: "Sin asignar (Cocina)" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, "PUT", "/station-routing")).toEqual([
        { categories: [{ id: "cat-2", stationId: barra.id }] },
        { categories: [{ id: "cat-1", stationId: null }] },
      ]),
    );
  });

  it("gives a product a station of its own, and takes it back to its category's", async () => {
    const { user, fetchMock } = await openStations({
      "PUT /station-routing": ok({ categories: {}, products: {}, productNames: {} }),
      "GET /product-options?limit=20": ok({
        items: [{ id: "p-coca", name: "Coca-Cola", price: 2500, quantity: null, categoryId: "cat-2" }],
      }),
    });
    const flan = await screen.findByText("Flan casero");
    expect(flan.parentElement).toHaveTextContent("Barra");
    await user.click(within(flan.parentElement as HTMLElement).getByRole("button", { name: "Quitar" }));
    await user.click(screen.getByRole("combobox", { name: "Producto" }));
    await user.click(await screen.findByRole("option", { name: "Coca-Cola" }));
    await user.click(screen.getByRole("combobox", { name: "Estación del producto" }));
    await user.click(await screen.findByRole("option", { name: "Barra" }));
    await user.click(screen.getByRole("button", { name: "Asignar" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, "PUT", "/station-routing")).toEqual([
        { products: [{ id: "p-flan", stationId: null }] },
        { products: [{ id: "p-coca", stationId: barra.id }] },
      ]),
    );
  });
});
