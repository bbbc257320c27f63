import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { newBusinessDashboard } from "@/features/home/testing/dashboard-fixtures";
import { fakeApi, sentBodies, signedIn, signedOut } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const entries = [
  ["Inicio", "/"],
  ["Pedidos", "/orders"],
  ["Salón", "/salon"],
  ["Productos", "/stock"],
  ["Ingredientes", "/ingredients"],
  ["Promociones", "/promotions"],
  ["Opciones", "/modifiers"],
  ["Categorias", "/categories"],
  ["Medios de pago", "/payment-methods"],
  ["Clientes", "/customers"],
  ["Historial de ventas", "/sell-list"],
  ["Facturas", "/invoices"],
  ["Menu", "/menu"],
  ["Estaciones", "/stations"],
  ["Salón y mesas", "/dining-room"],
  ["Auditoría", "/audit"],
  ["Configuración", "/settings"],
];
const adminOnly = ["Estaciones", "Salón y mesas", "Auditoría", "Configuración"];

const navLinks = async () =>
  within(await screen.findByRole("navigation", { name: "Navegación principal" })).getAllByRole("link");

describe("AppLayout", () => {
  it("lists every entry to ADMIN in order and marks the current one", async () => {
    fakeApi({ "GET /session": signedIn() });
    renderApp("/stock");

    const links = await navLinks();
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(entries);
    for (const [name, href] of entries) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(links[3]).toHaveAttribute("aria-current", "page");
    expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("lists the board but not the business settings to a CASHIER (the server's role table)", async () => {
    fakeApi({ "GET /session": signedIn({ role: "CASHIER" }) });
    renderApp("/stock");

    const links = await navLinks();
    expect(links.map((link) => link.textContent)).toEqual(
      entries.filter(([label]) => !adminOnly.includes(label ?? "")).map(([label]) => label),
    );
  });

  it("collapses to a rail whose entries keep their names", async () => {
    fakeApi({ "GET /session": signedIn() });
    const { user } = renderApp("/");

    await user.click(await screen.findByRole("button", { name: "Contraer menú" }));
    expect(screen.getByRole("button", { name: "Expandir menú" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Historial de ventas" })).toHaveAttribute("href", "/sell-list");
  });

  it("on a phone opens the drawer over the screen only when asked, and closes it once an entry is chosen", async () => {
    // Every media query matches: a screen narrower than both the tablet and the phone breakpoints.
    vi.stubGlobal("matchMedia", (media: string) => ({
      matches: true,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    fakeApi({ "GET /session": signedIn() });
    const { user, currentPath } = renderApp("/");

    await user.click(await screen.findByRole("button", { name: "Expandir menú" }));
    await user.click(await screen.findByRole("link", { name: "Categorias" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Categorias" })).toBeInTheDocument();
    expect(currentPath()).toBe("/categories");
    await waitFor(() => expect(screen.queryByRole("navigation")).not.toBeInTheDocument());
  });

  // ADMIN's menu also has 'Configuración del negocio' (settings-page.test.tsx).
  it("shows the business and the user's initial, and a menu with Perfil and Cerrar sesión", async () => {
    fakeApi({ "GET /session": signedIn({ name: "ana Pérez", role: "CASHIER" }) });
    const { user, currentPath } = renderApp("/");

    expect(await screen.findByText("La Esquina")).toBeInTheDocument();
    const avatar = screen.getByRole("button", { name: "Cuenta de ana Pérez" });
    expect(avatar).toHaveTextContent("A");

    await user.click(avatar);
    const menu = screen.getByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Perfil", "Cambiar de usuario", "Cerrar sesión"]);

    await user.click(within(menu).getByRole("menuitem", { name: "Perfil" }));
    expect(await screen.findByRole("heading", { name: "Perfil" })).toBeInTheDocument();
    expect(currentPath()).toBe("/profile");
  });

  it("signs out, forgets the cache and goes to /login", async () => {
    let signedInNow = true;
    const fetchMock = fakeApi({
      "GET /session": () => (signedInNow ? signedIn() : signedOut),
      "DELETE /session": () => {
        signedInNow = false;
        return { status: 200, body: { data: { ok: true } } };
      },
    });
    const { user, currentPath, queryClient } = renderApp("/stock");
    queryClient.setQueryData(["products"], ["cached"]);

    await user.click(await screen.findByRole("button", { name: "Cuenta de ana Pérez" }));
    await user.click(screen.getByRole("menuitem", { name: "Cerrar sesión" }));

    expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
    expect(currentPath()).toBe("/login");
    expect(sentBodies(fetchMock, "DELETE", "/session")).toHaveLength(1);
    expect(queryClient.getQueryData(["products"])).toBeUndefined();
  });

  it("tells the user when signing out fails", async () => {
    fakeApi({ "GET /session": signedIn(), "DELETE /session": { status: 503, body: "" } });
    const { user, currentPath } = renderApp("/");

    await user.click(await screen.findByRole("button", { name: "Cuenta de ana Pérez" }));
    await user.click(screen.getByRole("menuitem", { name: "Cerrar sesión" }));

    expect(await screen.findByText("No se pudo cerrar la sesión. Intentá de nuevo.")).toBeInTheDocument();
    expect(currentPath()).toBe("/");
  });
});

describe("VerifyEmailBanner", () => {
  it("asks an unverified user to verify and resends the mail", async () => {
    const fetchMock = fakeApi({
      "GET /session": signedIn({ emailVerified: false }),
      "POST /session/verification-email": { status: 200, body: { data: { ok: true } } },
    });
    const { user } = renderApp("/");

    expect(
      await screen.findByText("Verificá tu correo electrónico: te enviamos un enlace a ana@example.com."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reenviar correo" }));

    expect(await screen.findByText("Te enviamos un nuevo correo de verificación.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/session/verification-email")).toHaveLength(1);
  });

  it("explains a bad or expired verification link the server sent back", async () => {
    fakeApi({ "GET /session": signedIn({ emailVerified: false }) });
    renderApp("/?verificacion=invalida");

    expect(
      await screen.findByText(
        "El enlace de verificación no es válido o venció. Pedí uno nuevo con «Reenviar correo».",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reenviar correo" })).toBeInTheDocument();
  });

  it("shows staff the request on their profile only", async () => {
    fakeApi({
      "GET /session": signedIn({ role: "CASHIER", emailVerified: false }),
      "GET /dashboard": { status: 200, body: { data: newBusinessDashboard() } },
    });
    const { user } = renderApp("/");

    expect(await screen.findByRole("heading", { name: "Inicio" })).toBeInTheDocument();
    expect(screen.queryByText(/Verificá tu correo electrónico/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cuenta de ana Pérez" }));
    await user.click(screen.getByRole("menuitem", { name: "Perfil" }));
    expect(await screen.findByText(/Verificá tu correo electrónico/)).toBeInTheDocument();
  });

  it("is not shown once the e-mail is verified", async () => {
    fakeApi({ "GET /session": signedIn({ emailVerified: true }) });
    renderApp("/");

    expect(await screen.findByRole("heading", { name: "Inicio" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reenviar correo" })).not.toBeInTheDocument();
  });
});
