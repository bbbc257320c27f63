import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, makeSession, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { navItemsFor } from "./nav-items";
import { waiterPaths } from "./waiter-paths";

const navLinks = async () =>
  within(await screen.findByRole("navigation", { name: "Navegación principal" })).getAllByRole("link");

/** Decision 083: the waiter ('Mozo') and switching user on a shared tablet. */
describe("the waiter's shell", { timeout: 20_000 }, () => {
  it("shows a Mozo only the board and the dining room", async () => {
    fakeApi({ "GET /session": signedIn({ role: "WAITER" }), "GET /profile/pin": ok({ hasPin: false }) });
    renderApp("/profile");
    const links = await navLinks();
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Pedidos", "/orders"],
      ["Salón", "/salon"],
    ]);
    expect(screen.queryByRole("link", { name: "Productos" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Historial de ventas" })).toBeNull();
  });

  it.each(["/", "/stock", "/sell-list", "/invoices", "/settings", "/customers"])(
    "sends a Mozo who opens %s to the dining room",
    async (path) => {
      fakeApi({ "GET /session": signedIn({ role: "WAITER" }) });
      const { currentPath } = renderApp(path);
      await waitFor(() => expect(currentPath()).toBe("/salon"));
    },
  );

  it("lets the guard and the drawer agree on the waiter's screens", () => {
    const drawer = navItemsFor("WAITER")
      .map((item) => item.path)
      .filter((path) => path !== "/orders");
    expect([...waiterPaths].sort()).toEqual([...drawer, "/profile"].sort());
  });
});

describe("'Cambiar de usuario'", { timeout: 20_000 }, () => {
  const beto = makeSession({ role: "WAITER", name: "Beto Mozo" });
  beto.user.id = "u2";

  it("lists the colleagues by name, says 'PIN incorrecto.' under the field, then takes the new user home", async () => {
    let tries = 0;
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "CASHIER", name: "Caro Caja" }),
      "GET /profile/pin": ok({ hasPin: true }),
      "GET /session/switch-users": ok([
        { id: "u2", name: "Beto Mozo" },
        { id: "u3", name: "Dora Mozo" },
      ]),
      "POST /session/switch": () => {
        tries += 1;
        return tries === 1
          ? {
              status: 403,
              body: {
                error: {
                  code: "permission-denied",
                  message: "PIN incorrecto.",
                  fields: { pin: "PIN incorrecto." },
                },
              },
            }
          : ok(beto);
      },
    });
    const { user, currentPath } = renderApp("/profile");
    await user.click(await screen.findByRole("button", { name: "Cuenta de Caro Caja" }));
    await user.click(await screen.findByRole("menuitem", { name: "Cambiar de usuario" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cambiar de usuario" }));
    expect((await dialog.findAllByRole("button", { name: /Mozo$/ })).map((b) => b.textContent)).toEqual([
      "Beto Mozo",
      "Dora Mozo",
    ]);
    await user.click(dialog.getByRole("button", { name: "Beto Mozo" }));
    await user.type(dialog.getByLabelText("PIN"), "9999");
    await user.click(dialog.getByRole("button", { name: "Entrar" }));
    expect(await dialog.findByText("PIN incorrecto.")).toBeInTheDocument();
    expect(dialog.getByLabelText("PIN")).toHaveValue("");

    await user.type(dialog.getByLabelText("PIN"), "2222");
    await user.click(dialog.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(currentPath()).toBe("/salon"));
    expect(sentBodies(fetchMock, "POST", "/session/switch")).toEqual([
      { userId: "u2", pin: "9999" },
      { userId: "u2", pin: "2222" },
    ]);
    expect(screen.queryByRole("dialog", { name: "Cambiar de usuario" })).toBeNull();
  });

  it("says the server's lockout above the field", async () => {
    fakeApi({
      "GET /session": signedIn({ role: "WAITER", name: "Ana Mozo" }),
      "GET /profile/pin": ok({ hasPin: true }),
      "GET /session/switch-users": ok([{ id: "u2", name: "Beto Mozo" }]),
      "POST /session/switch": {
        status: 429,
        body: {
          error: {
            code: "resource-exhausted",
            message: "Demasiados intentos: probá de nuevo en 15 minutos.",
          },
        },
      },
    });
    const { user } = renderApp("/profile");
    await user.click(await screen.findByRole("button", { name: "Cuenta de Ana Mozo" }));
    await user.click(await screen.findByRole("menuitem", { name: "Cambiar de usuario" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cambiar de usuario" }));
    await user.click(await dialog.findByRole("button", { name: "Beto Mozo" }));
    await user.type(dialog.getByLabelText("PIN"), "1234");
    await user.click(dialog.getByRole("button", { name: "Entrar" }));
    expect(await dialog.findByText("Demasiados intentos: probá de nuevo en 15 minutos.")).toBeInTheDocument();
  });

  it("tells when nobody else has a PIN", async () => {
    fakeApi({
      "GET /session": signedIn({ role: "WAITER", name: "Ana Mozo" }),
      "GET /profile/pin": ok({ hasPin: true }),
      "GET /session/switch-users": ok([]),
    });
    const { user } = renderApp("/profile");
    await user.click(await screen.findByRole("button", { name: "Cuenta de Ana Mozo" }));
    await user.click(await screen.findByRole("menuitem", { name: "Cambiar de usuario" }));
    expect(
      await screen.findByText(
        "Nadie más tiene un PIN. Cada uno lo elige en su perfil para entrar desde este equipo.",
      ),
    ).toBeInTheDocument();
  });
});
