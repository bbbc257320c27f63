import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, sentBodies, signedIn, signedOut } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const sent = "Si existe una cuenta con ese correo, te enviamos un enlace para elegir una nueva contraseña.";
const invalidLink = "El enlace para restablecer la contraseña no es válido o venció.";
const ok = { status: 200, body: { data: { ok: true } } };

describe("ForgotPasswordPage", () => {
  it("is linked from the login and always says a link was sent", async () => {
    const fetchMock = fakeApi({ "GET /session": signedOut, "POST /password/forgot": ok });
    const { user, currentPath } = renderApp("/login");

    await user.click(await screen.findByRole("link", { name: "Olvidé mi contraseña" }));
    expect(await screen.findByRole("heading", { name: "Recuperar contraseña" })).toBeInTheDocument();
    expect(currentPath()).toBe("/forgot-password");
    await user.type(screen.getByRole("textbox", { name: "Correo electrónico" }), "Ana@Example.com");
    await user.click(screen.getByRole("button", { name: "Enviar enlace" }));

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/password/forgot")).toEqual([{ email: "ana@example.com" }]);
    expect(screen.getByRole("link", { name: "Volver a iniciar sesión" })).toHaveAttribute("href", "/login");
  });

  it("checks the e-mail before sending", async () => {
    const fetchMock = fakeApi({ "GET /session": signedOut });
    const { user } = renderApp("/forgot-password");

    await user.type(await screen.findByRole("textbox", { name: "Correo electrónico" }), "no-es-un-correo");
    await user.click(screen.getByRole("button", { name: "Enviar enlace" }));

    expect(await screen.findByText("Ingresá un correo electrónico válido.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/password/forgot")).toEqual([]);
  });
});

describe("ResetPasswordPage", () => {
  it("sets the new password and sends to the login with a confirmation", async () => {
    const fetchMock = fakeApi({ "GET /session": signedOut, "POST /password/reset": ok });
    const { user, currentPath } = renderApp("/reset-password?token=abc123");

    expect(await screen.findByRole("heading", { name: "Elegí una nueva contraseña" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), "nueva-clave-1");
    await user.type(screen.getByLabelText(/^Repetí la contraseña/), "nueva-clave-1");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));

    expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
    expect(currentPath()).toBe("/login");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Tu contraseña se cambió. Iniciá sesión con la nueva.",
    );
    expect(sentBodies(fetchMock, "POST", "/password/reset")).toEqual([
      { token: "abc123", password: "nueva-clave-1" },
    ]);
  });

  it("asks for the same password twice", async () => {
    const fetchMock = fakeApi({ "GET /session": signedOut });
    const { user } = renderApp("/reset-password?token=abc123");

    await user.type(await screen.findByLabelText(/^Nueva contraseña/), "nueva-clave-1");
    await user.type(screen.getByLabelText(/^Repetí la contraseña/), "otra-clave-22");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));

    expect(await screen.findByLabelText(/^Repetí la contraseña/)).toHaveAccessibleDescription(
      "Las contraseñas no coinciden.",
    );
    expect(sentBodies(fetchMock, "POST", "/password/reset")).toEqual([]);
  });

  it("shows the server's refusal of an expired token with a way to ask again", async () => {
    fakeApi({
      "GET /session": signedOut,
      "POST /password/reset": {
        status: 400,
        body: { error: { code: "invalid-argument", message: invalidLink } },
      },
    });
    const { user } = renderApp("/reset-password?token=viejo");

    await user.type(await screen.findByLabelText(/^Nueva contraseña/), "nueva-clave-1");
    await user.type(screen.getByLabelText(/^Repetí la contraseña/), "nueva-clave-1");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(invalidLink);
    expect(screen.getByRole("link", { name: "Pedir un nuevo enlace" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it.each(["/reset-password?error=INVALID_TOKEN", "/reset-password"])(
    "%s says the link is not valid and offers a new one",
    async (path) => {
      fakeApi({ "GET /session": signedOut });
      renderApp(path);

      expect(await screen.findByRole("alert")).toHaveTextContent(invalidLink);
      expect(screen.queryByRole("button", { name: "Guardar contraseña" })).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Pedir un nuevo enlace" })).toHaveAttribute(
        "href",
        "/forgot-password",
      );
    },
  );

  it("does not send a signed-in user away", async () => {
    fakeApi({ "GET /session": signedIn() });
    const { currentPath } = renderApp("/reset-password?token=abc123");

    expect(await screen.findByRole("heading", { name: "Elegí una nueva contraseña" })).toBeInTheDocument();
    expect(currentPath()).toBe("/reset-password");
  });
});
