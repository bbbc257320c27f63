import type { Customer } from "@comanda/domain/customers";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";

const createdAt = Date.UTC(2026, 10, 20, 15);
const customer = (n: number, overrides: Partial<Customer> = {}): Customer => ({
  id: `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  name: `Cliente ${n}`,
  phone: null,
  address: null,
  notes: null,
  orders: 0,
  spent: 0,
  createdAt: createdAt + n,
  updatedAt: createdAt + n,
  ...overrides,
});
const lucia = customer(1, {
  name: "Lucía Gómez",
  phone: "1145678901",
  address: "Av. Corrientes 1234",
  orders: 3,
  spent: 12_500.5,
});

const openCustomers = async (routes: FakeRoutes = {}, role: "ADMIN" | "CASHIER" = "ADMIN") => {
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role }),
    "GET /customers?limit=10": pageOf([lucia]),
    ...routes,
  });
  const app = renderApp("/customers");
  await screen.findByRole("heading", { level: 1, name: "Clientes" });
  return { fetchMock, ...app };
};

describe("CustomersPage", { timeout: 20_000 }, () => {
  it("lists each customer with its orders and what it spent, searches, and links the CSV", async () => {
    const { user } = await openCustomers({ "GET /customers?limit=10&q=nadie": pageOf([]) }, "CASHIER");
    const table = await screen.findByRole("table", { name: "Clientes" });
    const row = within(table).getByRole("row", { name: /Lucía Gómez/ });
    // Decision 069: as Argentines write it, not the stored digits.
    expect(row).toHaveTextContent("11 4567-8901");
    expect(row).toHaveTextContent("Av. Corrientes 1234");
    expect(row).toHaveTextContent(/\$\s12\.500,50/);
    expect(screen.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
      "href",
      "/api/v1/customers/export",
    );
    await user.type(screen.getByLabelText("Buscar por nombre o teléfono"), "nadie");
    expect(await screen.findByText("No hay resultados para “nadie”.")).toBeInTheDocument();
  });

  it("creates a customer, sending blank fields as none", async () => {
    const { user, fetchMock } = await openCustomers({
      "POST /customers": (body) => ok(customer(2, { name: (body as { name: string }).name }), 201),
    });
    await user.click(await screen.findByRole("button", { name: "Nuevo cliente" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo cliente" });
    await user.type(within(dialog).getByLabelText(/Nombre/), "Marta");
    await user.type(within(dialog).getByLabelText(/Teléfono/), "0223 456-7890");
    await user.click(within(dialog).getByRole("button", { name: "Crear" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/customers")).toEqual([
        { name: "Marta", phone: "2234567890", address: null, notes: null },
      ]),
    );
    expect(await screen.findByText("Cliente creado.")).toBeInTheDocument();
  });

  it("checks the phone before sending, and puts the server's duplicate phone under its field", async () => {
    const { user, fetchMock } = await openCustomers({
      [`PATCH /customers/${lucia.id}`]: {
        status: 409,
        body: {
          error: {
            code: "aborted",
            message: "Ya existe un cliente con ese teléfono.",
            fields: { phone: "Ya existe un cliente con ese teléfono." },
          },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Editar Lucía Gómez" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar cliente" });
    const phone = within(dialog).getByLabelText(/Teléfono/);
    expect(phone).toHaveValue("11 4567-8901");
    await user.clear(phone);
    await user.type(phone, "123");
    await user.click(within(dialog).getByRole("button", { name: "Editar" }));
    expect(
      await within(dialog).findByText(
        "Ingresá un teléfono válido, con característica: por ejemplo 11 4567-8901.",
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/customers/${lucia.id}`)).toEqual([]);
    await user.clear(phone);
    await user.type(phone, "11 5555-0000");
    await user.click(within(dialog).getByRole("button", { name: "Editar" }));
    expect(await within(dialog).findByText("Ya existe un cliente con ese teléfono.")).toBeInTheDocument();
  });

  it("deletes after the confirmation, and shows the refusal of a customer with orders", async () => {
    let items = [lucia, customer(2, { name: "Marcos" })];
    const marcos = items[1] as Customer;
    const { user } = await openCustomers({
      "GET /customers?limit=10": () => pageOf(items),
      [`DELETE /customers/${lucia.id}`]: {
        status: 409,
        body: { error: { code: "aborted", message: "No se puede eliminar el cliente: tiene 3 pedidos." } },
      },
      [`DELETE /customers/${marcos.id}`]: () => {
        items = [lucia];
        return ok({ ok: true });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Eliminar Lucía Gómez" }));
    let confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(confirm).toHaveAccessibleDescription("Estas seguro de que deseas eliminar este cliente?");
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("No se puede eliminar el cliente: tiene 3 pedidos.")).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Eliminar Marcos" }));
    confirm = await screen.findByRole("dialog", { name: "Confirmar" });
    await user.click(within(confirm).getByRole("button", { name: "Aceptar" }));
    expect(await screen.findByText("Cliente eliminado.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("row", { name: /Marcos/ })).not.toBeInTheDocument());
  });
});
