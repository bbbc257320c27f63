import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, sentBodies, signedIn, signedOut } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const badCredentials = {
  status: 401,
  body: { error: { code: "unauthenticated", message: "Correo electrónico o contraseña incorrectos." } },
};

describe("LoginPage", () => {
  it("shows the server's message when the credentials are wrong", async () => {
    fakeApi({ "GET /session": signedOut, "POST /session": badCredentials });
    const { user } = renderApp("/login");

    await user.type(await screen.findByRole("textbox", { name: "Correo electrónico" }), "ana@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "equivocada");
    await user.click(screen.getByRole("button", { name: "Iniciar sesion" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Correo electrónico o contraseña incorrectos.",
    );
    expect(screen.getByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
  });

  it("says the e-mail was verified when a verification link sent its opener here", async () => {
    fakeApi({ "GET /session": signedOut });
    renderApp("/login?verificacion=ok");

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Tu correo quedó verificado. Ingresá con tu contraseña.",
    );
    expect(screen.getByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
  });

  it("submits with Enter and sends a kitchen user to /orders", async () => {
    const fetchMock = fakeApi({ "GET /session": signedOut, "POST /session": signedIn({ role: "KITCHEN" }) });
    const { user, currentPath } = renderApp("/login");

    await user.type(await screen.findByRole("textbox", { name: "Correo electrónico" }), "cocina@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "secreto-de-cocina-8{Enter}");

    expect(await screen.findByRole("heading", { name: "Pedidos" })).toBeInTheDocument();
    expect(currentPath()).toBe("/orders");
    expect(sentBodies(fetchMock, "POST", "/session")).toEqual([
      { email: "cocina@example.com", password: "secreto-de-cocina-8" },
    ]);
  });

  it("sends anyone else to the home page", async () => {
    fakeApi({ "GET /session": signedOut, "POST /session": signedIn({ role: "CASHIER" }) });
    const { user, currentPath } = renderApp("/login");

    await user.click(await screen.findByRole("button", { name: "Iniciar sesion" }));

    expect(await screen.findByRole("heading", { name: "Inicio" })).toBeInTheDocument();
    expect(currentPath()).toBe("/");
  });

  it("toggles the password's visibility and links to the signup", async () => {
    fakeApi({ "GET /session": signedOut });
    const { user } = renderApp("/login");

    const password = await screen.findByLabelText("Contraseña");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Mostrar contraseña" }));
    expect(password).toHaveAttribute("type", "text");
    expect(screen.getByRole("link", { name: "Crear cuenta" })).toHaveAttribute("href", "/signup");
  });
});
