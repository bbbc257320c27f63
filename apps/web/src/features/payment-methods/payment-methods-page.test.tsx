import { formatDateTime, type PaymentMethod } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, sentBodies, signedIn } from "@/testing/fake-api";
import { FakeEventSource } from "@/testing/fake-event-source";
import { renderApp } from "@/testing/render-app";

const createdAt = Date.UTC(2026, 10, 20, 15);
const method = (n: number, overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: `0190a000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  name: `Medio ${n}`,
  status: "enabled",
  isCash: false,
  createdAt,
  updatedAt: createdAt,
  ...overrides,
});
const efectivo = method(1, { name: "Efectivo" });
const pageOf = (items: PaymentMethod[]) => ({
  status: 200,
  body: { data: { items, total: items.length, nextCursor: null } },
});
const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const listCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith("/api/v1/payment-methods?") && (init?.method ?? "GET") === "GET",
  );

const openPaymentMethods = async (routes: FakeRoutes) => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...routes });
  const app = renderApp("/payment-methods");
  await screen.findByRole("heading", { level: 1, name: "Medios de pago" });
  return { fetchMock, ...app };
};

const confirm = async (user: ReturnType<typeof renderApp>["user"], question: string) => {
  const dialog = await screen.findByRole("dialog", { name: "Confirmar" });
  expect(dialog).toHaveAccessibleDescription(question);
  await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
};

describe("PaymentMethodsPage", { timeout: 15_000 }, () => {
  it("lists the payment methods, or says there are none", async () => {
    await openPaymentMethods({ "GET /payment-methods?limit=10": pageOf([efectivo]) });

    const table = await screen.findByRole("table", { name: "Medios de pago" });
    const row = within(await within(table).findByRole("row", { name: /Efectivo/ }));
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Fecha de creación", "Nombre", "Última actualización", "Estado", "Es efectivo", "Acciones"]);
    expect(row.getAllByText(formatDateTime(createdAt))).toHaveLength(2);
    expect(row.getByText("Habilitado")).toBeInTheDocument();
    expect(row.getByRole("button", { name: "Editar Efectivo" })).toBeInTheDocument();
  });

  it("says so when there are none yet", async () => {
    await openPaymentMethods({ "GET /payment-methods?limit=10": pageOf([]) });

    expect(await screen.findByText("No hay medios de pago cargados.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar medio de pago" })).toBeDisabled();
  });

  it("adds, then renames through the same field", async () => {
    let items: PaymentMethod[] = [];
    const { user, fetchMock } = await openPaymentMethods({
      "GET /payment-methods?limit=10": () => pageOf(items),
      "POST /payment-methods": () => {
        items = [efectivo];
        return ok(efectivo, 201);
      },
      [`PATCH /payment-methods/${efectivo.id}`]: () => {
        items = [{ ...efectivo, name: "Efectivo en caja" }];
        return ok(items[0]);
      },
    });

    await user.type(screen.getByRole("textbox", { name: "Nombre del medio de pago" }), "Efectivo");
    await user.click(screen.getByRole("button", { name: "Agregar medio de pago" }));
    expect(await screen.findByText("Medio de pago creado.")).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Editar Efectivo" }));
    const field = screen.getByRole("textbox", { name: "Nombre del medio de pago" });
    expect(field).toHaveValue("Efectivo");
    await user.type(field, " en caja");
    await user.click(screen.getByRole("button", { name: "Editar medio de pago" }));

    expect(await screen.findByText("Medio de pago actualizado.")).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: /Efectivo en caja/ })).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/payment-methods")).toEqual([{ name: "Efectivo" }]);
    expect(sentBodies(fetchMock, "PATCH", `/payment-methods/${efectivo.id}`)).toEqual([
      { name: "Efectivo en caja" },
    ]);
  });

  it("marks a method as cash from its row, keeping its name", async () => {
    const caja = { ...efectivo, name: "Caja", isCash: false };
    let items: PaymentMethod[] = [caja];
    const { user, fetchMock } = await openPaymentMethods({
      "GET /payment-methods?limit=10": () => pageOf(items),
      [`PATCH /payment-methods/${caja.id}`]: () => {
        items = [{ ...caja, isCash: true }];
        return ok(items[0]);
      },
    });
    const cash = await screen.findByRole("switch", { name: "Caja es efectivo" });
    expect(cash).not.toBeChecked();
    await user.click(cash);
    expect(await screen.findByText("Caja cuenta como efectivo en el arqueo.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/payment-methods/${caja.id}`)).toEqual([
      { name: "Caja", is_cash: true },
    ]);
    await waitFor(() => expect(screen.getByRole("switch", { name: "Caja es efectivo" })).toBeChecked());
  });

  it("shows a taken name under the field", async () => {
    const taken = "Ya existe un medio de pago con ese nombre.";
    const { user } = await openPaymentMethods({
      "GET /payment-methods?limit=10": pageOf([efectivo]),
      "POST /payment-methods": {
        status: 409,
        body: { error: { code: "aborted", message: taken, fields: { name: taken } } },
      },
    });

    const field = screen.getByRole("textbox", { name: "Nombre del medio de pago" });
    await user.type(field, "EFECTIVO");
    await user.click(screen.getByRole("button", { name: "Agregar medio de pago" }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(taken));
  });

  it("disables and deletes through the confirm dialog", async () => {
    let items = [efectivo];
    const { user, fetchMock } = await openPaymentMethods({
      "GET /payment-methods?limit=10": () => pageOf(items),
      [`PATCH /payment-methods/${efectivo.id}/status`]: () => {
        items = [{ ...efectivo, status: "disabled" }];
        return ok(items[0]);
      },
      [`DELETE /payment-methods/${efectivo.id}`]: () => {
        items = [];
        return ok({ ok: true });
      },
    });

    await user.click(await screen.findByRole("switch", { name: "Deshabilitar Efectivo" }));
    await confirm(user, "Estas seguro de que deseas deshabilitar este medio de pago?");
    expect(await screen.findByText("Medio de pago deshabilitado.")).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: "Habilitar Efectivo" })).not.toBeChecked();

    await user.click(screen.getByRole("button", { name: "Eliminar Efectivo" }));
    await confirm(user, "Estas seguro de que deseas eliminar este medio de pago?");
    expect(await screen.findByText("Medio de pago eliminado.")).toBeInTheDocument();
    expect(await screen.findByText("No hay medios de pago cargados.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", `/payment-methods/${efectivo.id}/status`)).toEqual([
      { status: "disabled" },
    ]);
  });

  it("refetches when the live stream says a payment method changed", async () => {
    let items = [efectivo];
    const { fetchMock } = await openPaymentMethods({ "GET /payment-methods?limit=10": () => pageOf(items) });
    await screen.findByRole("row", { name: /Efectivo/ });

    items = [method(2, { name: "Mercado Pago" }), efectivo];
    FakeEventSource.latest().emit(
      "change",
      JSON.stringify({ entity: "payment-methods", id: "x", op: "insert" }),
    );

    expect(await screen.findByRole("row", { name: /Mercado Pago/ })).toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(2);
  });
});
