import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, makeSession, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const noStaff = { status: 200, body: { data: { items: [], total: 0, nextCursor: null } } };

describe("ProfilePage", () => {
  it("shows a verified ADMIN's initial, status, role and the staff section", async () => {
    fakeApi({ "GET /session": signedIn({ name: "ana Pérez" }), "GET /staff?limit=10": noStaff });
    renderApp("/profile");

    const card = await screen.findByRole("region", { name: "ana Pérez" });
    expect(within(card).getByText("A")).toBeInTheDocument();
    expect(within(card).getByText("Verificado")).toBeInTheDocument();
    expect(within(card).getAllByText("Administrador")).not.toHaveLength(0);
    expect(within(card).getByText("ana@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reenviar correo de verificación" })).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Personal del negocio" })).toBeInTheDocument();
  });

  it("hides the staff from a CASHIER and lets an unverified user ask for the mail again", async () => {
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "CASHIER", emailVerified: false }),
      "POST /session/verification-email": { status: 200, body: { data: { ok: true } } },
    });
    const { user } = renderApp("/profile");

    const card = await screen.findByRole("region", { name: "ana Pérez" });
    expect(within(card).getByText("No verificado")).toBeInTheDocument();
    expect(within(card).getAllByText("Caja")).not.toHaveLength(0);
    await user.click(within(card).getByRole("button", { name: "Reenviar correo de verificación" }));

    expect(await screen.findByText("Te enviamos un nuevo correo de verificación.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/session/verification-email")).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: "Personal del negocio" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/v1/staff"))).toBe(false);
  });

  it("edits the name and e-mail, and cancelling keeps them", async () => {
    const fetchMock = fakeApi({ "GET /session": signedIn({ role: "CASHIER" }) });
    const { user } = renderApp("/profile");

    await user.click(await screen.findByRole("button", { name: "Editar" }));
    const name = screen.getByRole("textbox", { name: "Nombre" });
    expect(name).toHaveValue("ana Pérez");
    expect(screen.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue("ana@example.com");
    await user.clear(name);
    await user.type(name, "Otra");
    await user.click(screen.getByRole("button", { name: "Cancelar" }));

    expect(screen.queryByRole("textbox", { name: "Nombre" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "ana Pérez" })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/profile")).toEqual([]);
  });

  it("validates on the client with the shared schema", async () => {
    const fetchMock = fakeApi({ "GET /session": signedIn({ role: "CASHIER" }) });
    const { user } = renderApp("/profile");

    await user.click(await screen.findByRole("button", { name: "Editar" }));
    await user.clear(screen.getByRole("textbox", { name: "Nombre" }));
    await user.click(screen.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByRole("textbox", { name: "Nombre" })).toHaveAccessibleDescription(
      "Ingresá tu nombre.",
    );
    expect(sentBodies(fetchMock, "PATCH", "/profile")).toEqual([]);
  });

  it("saves, updates the session and says where the e-mail change link went", async () => {
    const updated = makeSession({ role: "CASHIER", name: "Ana María" });
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "CASHIER" }),
      "PATCH /profile": {
        status: 200,
        body: { data: { session: updated, pendingEmail: "nueva@example.com" } },
      },
    });
    const { user } = renderApp("/profile");

    await user.click(await screen.findByRole("button", { name: "Editar" }));
    const name = screen.getByRole("textbox", { name: "Nombre" });
    await user.clear(name);
    await user.type(name, "Ana María");
    const email = screen.getByRole("textbox", { name: "Correo electrónico" });
    await user.clear(email);
    await user.type(email, "Nueva@Example.com");
    await user.click(screen.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByText("Perfil actualizado.")).toBeInTheDocument();
    expect(
      screen.getByText("Te enviamos un enlace a nueva@example.com para confirmar el cambio de correo."),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Ana María" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cuenta de Ana María" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Nombre" })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/profile")).toEqual([
      { name: "Ana María", email: "nueva@example.com" },
    ]);
  });

  it("puts the server's field error under its field and stays editing", async () => {
    fakeApi({
      "GET /session": signedIn({ role: "CASHIER" }),
      // Decision 083: a CASHIER's profile has its PIN too.
      "GET /profile/pin": { status: 200, body: { data: { hasPin: false } } },
      "PATCH /profile": {
        status: 409,
        body: {
          error: {
            code: "aborted",
            message: "Ya existe una cuenta con este correo electrónico.",
            fields: { email: "Ya existe una cuenta con este correo electrónico." },
          },
        },
      },
    });
    const { user } = renderApp("/profile");

    await user.click(await screen.findByRole("button", { name: "Editar" }));
    const email = screen.getByRole("textbox", { name: "Correo electrónico" });
    await user.clear(email);
    await user.type(email, "otra@example.com");
    await user.click(screen.getByRole("button", { name: "Guardar" }));

    expect(await screen.findByText("Ya existe una cuenta con este correo electrónico.")).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription("Ya existe una cuenta con este correo electrónico.");
    expect(email).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Perfil actualizado.")).not.toBeInTheDocument();
  });
});
