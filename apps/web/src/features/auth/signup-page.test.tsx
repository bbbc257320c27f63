import { phoneMessages, signupInput } from "@comanda/domain";
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { deferredReply, fakeApi, makeSession, sentBodies, signedOut } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const messagesForEmptyForm = () => {
  const empty = {
    name: "",
    email: "",
    password: "",
    business_name: "",
    business_address: "",
    business_phone: "",
  };
  const issues = signupInput.safeParse(empty).error?.issues ?? [];
  const first = (field: string) =>
    issues.find((issue) => issue.path[0] === field)?.message ?? "(sin mensaje)";
  return {
    name: first("name"),
    email: first("email"),
    password: first("password"),
    business_name: first("business_name"),
    business_address: first("business_address"),
  };
};

const fillForm = async (user: UserEvent) => {
  const you = within(await screen.findByRole("group", { name: "Tus datos" }));
  await user.type(you.getByRole("textbox", { name: "Nombre" }), "Ana Pérez");
  await user.type(you.getByRole("textbox", { name: "Correo electrónico" }), "Ana@Example.com");
  await user.type(you.getByLabelText(/^Contraseña/), "secreto-de-cocina-8");
  const business = within(screen.getByRole("group", { name: "Tu negocio" }));
  await user.type(business.getByRole("textbox", { name: "Nombre del negocio" }), "La Esquina");
  await user.type(business.getByRole("textbox", { name: "Dirección" }), "Av. Siempre Viva 742");
};

describe("SignupPage", () => {
  it("shows the client validation messages under each field", async () => {
    const fetchMock = fakeApi({ "GET /session": signedOut });
    const { user } = renderApp("/signup");

    await user.click(await screen.findByRole("button", { name: "Crear cuenta" }));

    // The messages are the shared schema's own, so the server and the form never disagree.
    const expected = messagesForEmptyForm();
    expect(await screen.findByRole("textbox", { name: "Nombre" })).toHaveAccessibleDescription(expected.name);
    expect(screen.getByRole("textbox", { name: "Correo electrónico" })).toHaveAccessibleDescription(
      expected.email,
    );
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(expected.password);
    expect(screen.getByRole("textbox", { name: "Nombre del negocio" })).toHaveAccessibleDescription(
      expected.business_name,
    );
    expect(screen.getByRole("textbox", { name: "Dirección" })).toHaveAccessibleDescription(
      expected.business_address,
    );
    expect(sentBodies(fetchMock, "POST", "/signup")).toEqual([]);
  });

  it("lets the phone be typed as people write it, and refuses letters", async () => {
    fakeApi({ "GET /session": signedOut });
    const { user } = renderApp("/signup");

    const phone = await screen.findByRole("textbox", { name: "Teléfono (opcional)" });
    await user.type(phone, "(011) 4567-89ab");
    expect(phone).toHaveValue("(011) 4567-89ab");
    await user.click(screen.getByRole("button", { name: /Crear cuenta/ }));
    expect(await screen.findByText(phoneMessages.characters)).toBeInTheDocument();
  });

  it("says where to look when the address already has an account, and stays signed out", async () => {
    fakeApi({
      "GET /session": signedOut,
      "POST /signup": { status: 202, body: { data: { mailedTo: "ana@example.com" } } },
    });
    const { user, currentPath } = renderApp("/signup");

    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    expect(
      await screen.findByText("Revisá tu correo: te escribimos a ana@example.com para que sigas desde ahí."),
    ).toBeInTheDocument();
    expect(currentPath()).toBe("/signup");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("puts the server's field errors next to their field", async () => {
    fakeApi({
      "GET /session": signedOut,
      "POST /signup": {
        status: 409,
        body: {
          error: {
            code: "aborted",
            message: "Ya existe una cuenta con ese correo.",
            fields: { email: "Ya existe una cuenta con ese correo electrónico." },
          },
        },
      },
    });
    const { user } = renderApp("/signup");

    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    const email = screen.getByRole("textbox", { name: "Correo electrónico" });
    expect(await screen.findByText("Ya existe una cuenta con ese correo electrónico.")).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription("Ya existe una cuenta con ese correo electrónico.");
    expect(email).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's hint under the password field when it is too easy to guess", async () => {
    const hint =
      "Esa contraseña es fácil de adivinar. No uses tu nombre, tu correo ni el nombre del negocio.";
    fakeApi({
      "GET /session": signedOut,
      "POST /signup": {
        status: 400,
        body: { error: { code: "invalid-argument", message: hint, fields: { password: hint } } },
      },
    });
    const { user } = renderApp("/signup");

    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    const password = screen.getByLabelText(/^Contraseña/);
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(hint));
    expect(password).toHaveFocus();
  });

  it("shows other failures in an alert", async () => {
    fakeApi({ "GET /session": signedOut, "POST /signup": { status: 503, body: "" } });
    const { user } = renderApp("/signup");

    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("El servicio no está disponible");
  });

  it("shows a spinner while creating, then lands signed in on / with the verification banner", async () => {
    const signup = deferredReply();
    const fetchMock = fakeApi({ "GET /session": signedOut, "POST /signup": signup.handler });
    const { user, currentPath } = renderApp("/signup");

    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Estamos creando tu cuenta. Espere por favor",
    );
    expect(screen.getByRole("button", { name: "Crear cuenta" })).toBeDisabled();
    expect(sentBodies(fetchMock, "POST", "/signup")).toEqual([
      {
        name: "Ana Pérez",
        email: "ana@example.com",
        password: "secreto-de-cocina-8",
        business_name: "La Esquina",
        business_address: "Av. Siempre Viva 742",
        // No phone typed: sent as the schema leaves it, which the server takes too (decision 023).
        business_phone: null,
      },
    ]);

    signup.release({ status: 201, body: { data: makeSession({ emailVerified: false }) } });

    expect(await screen.findByRole("heading", { name: "Inicio" })).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    expect(
      screen.getByText(/Verificá tu correo electrónico: te enviamos un enlace a ana@example.com/),
    ).toBeVisible();
  });

  it("links back to the login", async () => {
    fakeApi({ "GET /session": signedOut });
    renderApp("/signup");

    expect(await screen.findByRole("link", { name: "Ya tengo cuenta" })).toHaveAttribute("href", "/login");
  });
});
