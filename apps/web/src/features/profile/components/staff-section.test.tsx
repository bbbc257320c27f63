import { formatDate } from "@comanda/domain";
import { createStaffInput, type StaffMember } from "@comanda/domain/staff";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, sentBodies, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";

const createdAt = Date.UTC(2026, 10, 20, 15);
const member = (n: number, overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  name: `Persona ${n}`,
  email: `persona${n}@example.com`,
  role: "CASHIER",
  status: "enabled",
  emailVerified: false,
  createdAt,
  ...overrides,
});
const juan = member(1, { name: "Juan Cocina", role: "KITCHEN", email: "juan@example.com" });
const pageOf = (items: StaffMember[], total = items.length, nextCursor: string | null = null) => ({
  status: 200,
  body: { data: { items, total, nextCursor } },
});
const staffCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith("/api/v1/staff?") && (init?.method ?? "GET") === "GET",
  );
const conflict = (message: string, fields?: Record<string, string>) => ({
  status: 409,
  body: { error: { code: "aborted", message, fields } },
});

const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;

const openProfile = async (routes: Parameters<typeof fakeApi>[0]) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...routes });
  const app = renderApp("/profile");
  await screen.findByRole("heading", { name: "Personal del negocio" });
  return { fetchMock, ...app };
};

const openNewUserDialog = async (user: UserEvent) => {
  await user.click(screen.getByRole("button", { name: "Crear nuevo usuario" }));
  return screen.findByRole("dialog", { name: "Nuevo usuario" });
};

const fillNewUser = async (user: UserEvent, dialog: HTMLElement) => {
  const form = within(dialog);
  await user.type(form.getByRole("textbox", { name: "Nombre" }), "Juan Cocina");
  await user.click(form.getByRole("combobox", { name: "Rol" }));
  await user.click(await screen.findByRole("option", { name: "Cocina" }));
  await user.type(form.getByRole("textbox", { name: "Correo electrónico" }), "Juan@Example.com");
  await user.type(form.getByLabelText(/^Contraseña/), "secreto-de-cocina-8");
};

// A page of ten MUI rows is slow to render in jsdom, more so while the whole suite runs in parallel.
describe("StaffSection", { timeout: 15_000 }, () => {
  it("lists the staff with their date, role, status and actions", async () => {
    await openProfile({ "GET /staff?limit=10": pageOf([juan, member(2, { status: "disabled" })]) });

    const table = await screen.findByRole("table", { name: "Personal del negocio" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Fecha de creación", "Nombre", "Correo electrónico", "Rol", "Estado", "Acciones"]);
    const row = within(rowOf("Juan Cocina"));
    expect(row.getByText(formatDate(createdAt))).toBeInTheDocument();
    expect(row.getByText("juan@example.com")).toBeInTheDocument();
    expect(row.getByText("Cocina")).toBeInTheDocument();
    expect(row.getByText("Habilitado")).toBeInTheDocument();
    expect(row.getByRole("switch", { name: "Deshabilitar Juan Cocina" })).toBeChecked();
    expect(row.getByRole("button", { name: "Eliminar Juan Cocina" })).toBeInTheDocument();
    const disabled = within(rowOf("Persona 2"));
    expect(disabled.getByText("Deshabilitado")).toBeInTheDocument();
    expect(disabled.getByRole("switch", { name: "Habilitar Persona 2" })).not.toBeChecked();
    expect(screen.getByText("1–2 de 2")).toBeInTheDocument();
  });

  it("pages 10 at a time with the server's cursor, and back", async () => {
    const first = Array.from({ length: 10 }, (_, i) => member(i + 1));
    const { user, fetchMock } = await openProfile({
      "GET /staff?limit=10": pageOf(first, 12, "c2"),
      "GET /staff?limit=10&cursor=c2": pageOf([member(11), member(12)], 12),
    });

    expect(await screen.findByText("1–10 de 12")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ir a la página siguiente" }));
    expect(await screen.findByText("11–12 de 12")).toBeInTheDocument();
    expect(await screen.findByText("Persona 12")).toBeInTheDocument();
    expect(screen.queryByText("Persona 1")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Ir a la página anterior" }));
    expect(await screen.findByText("1–10 de 12")).toBeInTheDocument();
    expect(await screen.findByText("Persona 1")).toBeInTheDocument();
    expect(staffCalls(fetchMock).map(([url]) => url)).toEqual([
      "/api/v1/staff?limit=10",
      "/api/v1/staff?limit=10&cursor=c2",
    ]);
  });

  it("searches by name once the user stops typing", async () => {
    const { user, fetchMock } = await openProfile({
      "GET /staff?limit=10": pageOf([juan, member(2)]),
      "GET /staff?limit=10&q=juan": pageOf([juan]),
    });

    await user.type(await screen.findByRole("searchbox", { name: "Buscar personal" }), "juan");

    await waitFor(() => expect(screen.queryByText("Persona 2")).not.toBeInTheDocument());
    expect(staffCalls(fetchMock).map(([url]) => url)).toEqual([
      "/api/v1/staff?limit=10",
      "/api/v1/staff?limit=10&q=juan",
    ]);
  });

  it("offers 'Agregar' when there is nobody else yet", async () => {
    const { user } = await openProfile({ "GET /staff?limit=10": pageOf([]) });

    expect(await screen.findByText("No hay usuarios agregados")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Agregar" }));
    expect(await screen.findByRole("dialog", { name: "Nuevo usuario" })).toBeInTheDocument();
  });

  it("validates the new user with the shared schema", async () => {
    const { user, fetchMock } = await openProfile({ "GET /staff?limit=10": pageOf([]) });
    const dialog = within(await openNewUserDialog(user));

    await user.click(dialog.getByRole("button", { name: "Crear" }));

    const issues = createStaffInput.safeParse({ name: "", email: "", password: "" }).error?.issues ?? [];
    const messageFor = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
    expect(await dialog.findByRole("textbox", { name: "Nombre" })).toHaveAccessibleDescription(
      messageFor("name") as string,
    );
    expect(dialog.getByText(messageFor("role") as string)).toBeInTheDocument();
    expect(dialog.getByRole("textbox", { name: "Correo electrónico" })).toHaveAccessibleDescription(
      messageFor("email") as string,
    );
    expect(dialog.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
      messageFor("password") as string,
    );
    expect(sentBodies(fetchMock, "POST", "/staff")).toEqual([]);
  });

  it("creates a user, closes the dialog and refreshes the list", async () => {
    let created = false;
    const { user, fetchMock } = await openProfile({
      "GET /staff?limit=10": () => pageOf(created ? [juan] : []),
      "POST /staff": () => {
        created = true;
        return { status: 201, body: { data: juan } };
      },
    });

    await fillNewUser(user, await openNewUserDialog(user));
    await user.click(screen.getByRole("button", { name: "Crear" }));

    expect(await screen.findByText("Usuario creado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("row", { name: /Juan Cocina/ })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/staff")).toEqual([
      { name: "Juan Cocina", role: "KITCHEN", email: "juan@example.com", password: "secreto-de-cocina-8" },
    ]);
  });

  it("creates a waiter: 'Mozo' among the roles (decision 083)", async () => {
    const ana = member(2, { name: "Ana Mozo", role: "WAITER", email: "ana@example.com" });
    const { user, fetchMock } = await openProfile({
      "GET /staff?limit=10": () => pageOf([]),
      "POST /staff": { status: 201, body: { data: ana } },
    });
    const form = within(await openNewUserDialog(user));
    await user.type(form.getByRole("textbox", { name: "Nombre" }), "Ana Mozo");
    await user.click(form.getByRole("combobox", { name: "Rol" }));
    await user.click(await screen.findByRole("option", { name: "Mozo" }));
    await user.type(form.getByRole("textbox", { name: "Correo electrónico" }), "ana@example.com");
    await user.type(form.getByLabelText(/^Contraseña/), "mozo-del-salon-45");
    await user.click(screen.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/staff")).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", "/staff")[0]).toMatchObject({ name: "Ana Mozo", role: "WAITER" });
  });

  it("shows a taken e-mail next to 'Correo electrónico' inside the dialog", async () => {
    const taken = "Ya existe una cuenta con este correo electrónico.";
    const { user } = await openProfile({
      "GET /staff?limit=10": pageOf([]),
      "POST /staff": conflict(taken, { email: taken }),
    });

    const dialog = await openNewUserDialog(user);
    await fillNewUser(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Crear" }));

    const email = within(dialog).getByRole("textbox", { name: "Correo electrónico" });
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveFocus();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Nuevo usuario" })).toBeInTheDocument();
  });

  it("shows other failures in an alert inside the dialog", async () => {
    const { user } = await openProfile({ "GET /staff?limit=10": pageOf([]), "POST /staff": { status: 503 } });

    const dialog = await openNewUserDialog(user);
    await fillNewUser(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Crear" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("El servicio no está disponible");
  });

  it("asks before disabling, then disables", async () => {
    let status: StaffMember["status"] = "enabled";
    const { user, fetchMock } = await openProfile({
      "GET /staff?limit=10": () => pageOf([{ ...juan, status }]),
      [`PATCH /staff/${juan.id}/status`]: () => {
        status = "disabled";
        return { status: 200, body: { data: { ...juan, status } } };
      },
    });

    await user.click(await screen.findByRole("switch", { name: "Deshabilitar Juan Cocina" }));
    const confirm = screen.getByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas deshabilitar este usuario?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));

    expect(await screen.findByRole("switch", { name: "Habilitar Juan Cocina" })).not.toBeChecked();
    expect(screen.getByText("Usuario deshabilitado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/staff/${juan.id}/status`)).toEqual([{ status: "disabled" }]);
  });

  it("asks before deleting and shows the server's refusal in a snackbar", async () => {
    const lastAdmin = "No podés eliminar al último administrador del negocio.";
    const { user, fetchMock } = await openProfile({
      "GET /staff?limit=10": pageOf([juan]),
      [`DELETE /staff/${juan.id}`]: conflict(lastAdmin),
    });

    await user.click(await screen.findByRole("button", { name: "Eliminar Juan Cocina" }));
    const confirm = screen.getByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas eliminar este usuario?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));

    expect(await screen.findByText(lastAdmin)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("row", { name: /Juan Cocina/ })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "DELETE", `/staff/${juan.id}`)).toHaveLength(1);
  });

  it("refetches when the live stream says a user changed", async () => {
    let items = [juan];
    const { fetchMock } = await openProfile({ "GET /staff?limit=10": () => pageOf(items) });
    await screen.findByRole("row", { name: /Juan Cocina/ });
    expect(staffCalls(fetchMock)).toHaveLength(1);

    items = [member(2, { name: "Lucía Caja" }), juan];
    FakeEventSource.latest().emit("change", JSON.stringify({ entity: "users", id: "x", op: "insert" }));

    expect(await screen.findByRole("row", { name: /Lucía Caja/ })).toBeInTheDocument();
    expect(staffCalls(fetchMock)).toHaveLength(2);
  });
});
