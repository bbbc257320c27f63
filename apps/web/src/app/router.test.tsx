import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferredReply, fakeApi, signedIn, signedOut } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

describe("guards", () => {
  it("shows a full-screen spinner while the session loads", async () => {
    const session = deferredReply();
    fakeApi({ "GET /session": session.handler });
    renderApp("/stock");

    expect(await screen.findByRole("progressbar", { name: "Cargando" })).toBeInTheDocument();
    session.release(signedIn());
    expect(await screen.findByRole("heading", { name: "Inventario" })).toBeInTheDocument();
  });

  it.each(["/", "/stock", "/profile", "/orders"])(
    "sends a signed-out visitor of %s to /login",
    async (path) => {
      fakeApi({ "GET /session": signedOut });
      const { currentPath } = renderApp(path);

      expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
      // The probe hears of the location in an effect, a moment after the screen shows.
      await waitFor(() => expect(currentPath()).toBe("/login"));
    },
  );

  it("sends a kitchen user from the back office to /orders", async () => {
    fakeApi({ "GET /session": signedIn({ role: "KITCHEN" }) });
    const { currentPath } = renderApp("/categories");

    expect(await screen.findByRole("heading", { name: "Pedidos" })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe("/orders"));
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeInTheDocument();
  });

  it.each([
    ["ADMIN", "/signup", "/"],
    ["KITCHEN", "/login", "/orders"],
  ] as const)("sends a signed-in %s away from %s to %s", async (role, from, to) => {
    fakeApi({ "GET /session": signedIn({ role }) });
    const { currentPath } = renderApp(from);

    expect(
      await screen.findByRole("heading", { name: role === "KITCHEN" ? "Pedidos" : "Inicio" }),
    ).toBeVisible();
    // The redirect's location settles a render after the screen it leads to appears.
    await waitFor(() => expect(currentPath()).toBe(to));
  });

  it("offers a retry when the session cannot be loaded", async () => {
    fakeApi({ "GET /session": { status: 400, body: {} } });
    renderApp("/");

    expect(await screen.findByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  });
});

describe("routes", () => {
  it.each([
    ["/", "Inicio"],
    ["/stock", "Inventario"],
    ["/ingredients", "Ingredientes"],
    ["/promotions", "Promociones"],
    ["/modifiers", "Opciones"],
    ["/categories", "Categorias"],
    ["/payment-methods", "Medios de pago"],
    ["/stations", "Estaciones"],
    ["/customers", "Clientes"],
    ["/dining-room", "Salón y mesas"],
    ["/salon", "Salón"],
    ["/audit", "Auditoría"],
    ["/sell-list", "Listado de ventas"],
    ["/invoices", "Facturas"],
    ["/menu", "Menu de La Esquina"],
    ["/profile", "Perfil"],
    ["/orders", "Pedidos"],
  ])("%s shows the heading %s", async (path, heading) => {
    fakeApi({ "GET /session": signedIn() });
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("shows the public price list without a session", async () => {
    const fetchMock = fakeApi({});
    renderApp("/price-list/la-esquina");

    expect(await screen.findByRole("heading", { name: "Lista de productos" })).toBeInTheDocument();
    // It asks for the list itself, never for a session.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/v1/price-list/la-esquina"]);
  });

  it("shows a not-found page for unknown routes", async () => {
    fakeApi({ "GET /session": signedIn() });
    renderApp("/no-existe");

    expect(await screen.findByRole("heading", { name: "Página no encontrada" })).toBeInTheDocument();
  });
});
