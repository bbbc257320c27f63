import { formatClock } from "@comanda/domain";
import type { Customer } from "@comanda/domain/customers";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ok, sentBodies } from "@/testing/fake-api";
import { noAddressText } from "./order-type/type-draft";
import { draftKey } from "./saved-draft";
import { type Dialog, openDialog, session, storedOrder, tap } from "./testing/new-order-harness";

const customer = (overrides: Partial<Customer> = {}): Customer => ({
  id: "0190f200-0000-7000-8000-000000000001",
  name: "Lucía Gómez",
  phone: "1145678901",
  address: "Av. Corrientes 1234, 5° B",
  notes: "Timbre roto",
  orders: 3,
  spent: 42000,
  createdAt: 0,
  updatedAt: 0,
  ...overrides,
});
const lucia = customer();

const typeButton = (dialog: Dialog, name: string) =>
  within(dialog.getByRole("group", { name: "Tipo de pedido" })).getByRole("button", { name });
const total = (dialog: Dialog) =>
  dialog.getByRole("status", { name: "Total del pedido" }).textContent?.replace(/\u00a0/g, " ");

afterEach(() => localStorage.clear());

describe("'Nuevo pedido': take-away and delivery (decision 050)", { timeout: 45_000 }, () => {
  it("starts as 'Mostrador', whose order is sent as before, without a customer field", async () => {
    const { user, dialog, fetchMock } = await openDialog({ "POST /orders": ok(storedOrder, 201) });
    expect(typeButton(dialog, "Mostrador")).toHaveAttribute("aria-pressed", "true");
    expect(dialog.queryByRole("textbox", { name: "Teléfono del cliente" })).not.toBeInTheDocument();
    await tap(user, dialog, "Coca-Cola");
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
    const [body] = sentBodies(fetchMock, "POST", "/orders");
    for (const field of ["type", "customer_id", "delivery_fee", "promised_at"])
      expect(body).not.toHaveProperty(field);
  });

  it("a delivery finds its customer by phone, adds the fee to the total and sends type, customer, fee and time", async () => {
    const { user, dialog, fetchMock } = await openDialog({
      "GET /customer-options?phone=114567": ok([lucia]),
      "POST /orders": ok(storedOrder, 201),
    });
    await tap(user, dialog, "Coca-Cola");
    await user.click(typeButton(dialog, "Delivery"));
    await user.type(await dialog.findByRole("textbox", { name: "Teléfono del cliente" }), "11 4567");
    const found = within(await dialog.findByRole("list", { name: "Clientes encontrados" }));
    expect(found.getByRole("button", { name: /Lucía Gómez/ })).toHaveTextContent("11 4567-8901");
    await user.click(found.getByRole("button", { name: /Lucía Gómez/ }));

    const chosen = within(dialog.getByRole("group", { name: "Cliente del pedido" }));
    expect(chosen.getByText("Av. Corrientes 1234, 5° B")).toBeInTheDocument();
    expect(chosen.getByText("11 4567-8901")).toBeInTheDocument();
    await user.type(dialog.getByRole("textbox", { name: "Costo de envío" }), "1.500");
    expect(total(dialog)).toBe("$ 2.700,00");
    expect(dialog.getByLabelText("Detalle del total")).toHaveTextContent("Envío");
    await user.type(dialog.getByLabelText("Hora prometida"), "21:30");
    expect(dialog.getByText(/Para (mañana a )?las 21:30/)).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
    const [body] = sentBodies(fetchMock, "POST", "/orders");
    expect(body).toMatchObject({ type: "delivery", customer_id: lucia.id, delivery_fee: 1500 });
    // Today's 21:30 in Buenos Aires, or tomorrow's when today's is more than an hour gone.
    expect(formatClock(body.promised_at)).toBe("21:30");
    expect(body.promised_at).toBeGreaterThan(Date.now() - 60 * 60_000);
    expect(body.promised_at).toBeLessThan(Date.now() + 24 * 60 * 60_000);
  });

  it("a take-away makes its customer on the spot, with the phone typed, and keeps it in the draft", async () => {
    const made = customer({
      id: "0190f200-0000-7000-8000-000000000002",
      name: "Pedro",
      address: null,
      notes: null,
      phone: "2235551234",
    });
    const { user, dialog, fetchMock } = await openDialog({
      "GET /customer-options?phone=2235551234": ok([]),
      "POST /customers": ok(made, 201),
      "POST /orders": ok(storedOrder, 201),
    });
    await tap(user, dialog, "Coca-Cola");
    await user.click(typeButton(dialog, "Para llevar"));
    await user.type(await dialog.findByRole("textbox", { name: "Teléfono del cliente" }), "2235551234");
    expect(await dialog.findByText("No hay clientes con ese teléfono.")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Nuevo cliente" }));

    // The form is a chunk of its own, fetched on its first opening.
    const form = within(await dialog.findByRole("form", { name: "Nuevo cliente" }, { timeout: 5000 }));
    expect(form.getByRole("textbox", { name: "Teléfono" })).toHaveValue("2235551234");
    await user.click(form.getByRole("button", { name: "Guardar cliente" }));
    expect(await form.findByText("Ingresá el nombre del cliente.")).toBeInTheDocument();
    await user.type(form.getByRole("textbox", { name: "Nombre" }), "Pedro");
    await user.click(form.getByRole("button", { name: "Guardar cliente" }));

    const chosen = within(await dialog.findByRole("group", { name: "Cliente del pedido" }));
    expect(chosen.getByText("Pedro")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/customers")).toEqual([
      { name: "Pedro", phone: "2235551234", address: null, notes: null },
    ]);
    const saved = JSON.parse(localStorage.getItem(draftKey(session.business.id, session.user.id)) ?? "{}");
    expect(saved.service).toMatchObject({ type: "takeaway", customer: { id: made.id, name: "Pedro" } });

    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
    const [body] = sentBodies(fetchMock, "POST", "/orders");
    expect(body).toMatchObject({ type: "takeaway", customer_id: made.id });
    expect(body).not.toHaveProperty("delivery_fee");
  });

  it("a delivery needs a customer with an address: 'Crear' says so, and the address is added there", async () => {
    const noAddress = customer({ address: null });
    const { user, dialog, fetchMock } = await openDialog({
      "GET /customer-options?phone=1145678901": ok([noAddress]),
      [`PATCH /customers/${noAddress.id}`]: ok(lucia),
      "POST /orders": ok(storedOrder, 201),
    });
    await tap(user, dialog, "Coca-Cola");
    await user.click(typeButton(dialog, "Delivery"));
    await user.type(await dialog.findByRole("textbox", { name: "Teléfono del cliente" }), "1145678901");
    await dialog.findByRole("list", { name: "Clientes encontrados" });
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(dialog.getByText("Elegí el cliente al que se le envía el pedido.")).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: /Lucía Gómez/ }));
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    expect(dialog.getByText(noAddressText)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(0);

    await user.type(dialog.getByRole("textbox", { name: "Dirección del cliente" }), "Av. Corrientes 1234");
    await user.click(dialog.getByRole("button", { name: "Guardar dirección" }));
    expect(await dialog.findByText("Av. Corrientes 1234, 5° B")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/customers/${noAddress.id}`)).toEqual([
      { name: "Lucía Gómez", phone: "1145678901", address: "Av. Corrientes 1234", notes: "Timbre roto" },
    ]);
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/orders")).toHaveLength(1));
  });

  it("shows the server's refusal of the customer next to it", async () => {
    const message = "Ese cliente no existe.";
    const { user, dialog } = await openDialog({
      "GET /customer-options?phone=114567": ok([lucia]),
      "POST /orders": {
        status: 400,
        body: { error: { code: "invalid-argument", message, fields: { customer_id: message } } },
      },
    });
    await tap(user, dialog, "Coca-Cola");
    await user.click(typeButton(dialog, "Para llevar"));
    await user.type(await dialog.findByRole("textbox", { name: "Teléfono del cliente" }), "114567");
    await user.click(await dialog.findByRole("button", { name: /Lucía Gómez/ }));
    await user.click(dialog.getByRole("button", { name: "Crear" }));
    const shown = await dialog.findByText(message);
    expect(within(dialog.getByRole("region", { name: "Cliente y entrega" })).getByText(message)).toBe(shown);
    expect(screen.getByRole("dialog", { name: "Nuevo pedido" })).toBeInTheDocument();
  });
});
