import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { findLoadedDialog } from "@/testing/find-dialog";
import { renderApp } from "@/testing/render-app";
import { fieldError, invoiceOf, pendingOf } from "./testing/invoice-fixtures";

const unsettled = "/invoices?status=unsettled&limit=10";
const all = "/invoices?status=all&limit=10";

const pending = pendingOf(12, { lastError: "ARCA no respondió a tiempo." });
const waiting = pendingOf(13, {
  status: "waiting-document",
  total: 12_500_000,
  createdAt: Date.UTC(2026, 10, 22, 18, 30),
});
const rejected = pendingOf(14, {
  voucherType: "factura-a",
  status: "rejected",
  receptor: {
    documentType: "cuit",
    documentNumber: "30712345671",
    name: "Bar El Sol SA",
    condition: "responsable-inscripto",
  },
  lastError: "El receptor no está inscripto en IVA (10013).",
});
const authorized = invoiceOf(15, {
  receptor: {
    documentType: "dni",
    documentNumber: "30123456",
    name: "Ana Gómez",
    condition: "consumidor-final",
  },
});

const openInvoices = async (routes: FakeRoutes, path = "/invoices") => {
  const fetchMock = fakeApi({ "GET /session": signedIn({ role: "CASHIER" }), ...routes });
  const app = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Facturas" }, { timeout: 5_000 });
  const table = await screen.findByRole("table", { name: "Facturas" });
  return { fetchMock, table, ...app };
};

const rowOf = (table: HTMLElement, turn: string) =>
  within(table)
    .getAllByRole("row")
    .find((row) => within(row).queryAllByRole("cell")[1]?.textContent === turn) as HTMLElement;

describe("InvoicesPage", { timeout: 30_000 }, () => {
  it("lists the invoices still without CAE, pending in the warning colour", async () => {
    const { table } = await openInvoices({ [`GET ${unsettled}`]: pageOf([waiting, pending, rejected]) });
    expect(screen.getByRole("button", { name: "Pendientes" })).toHaveAttribute("aria-pressed", "true");
    await within(table).findByText("#12");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Fecha", "Pedido", "Comprobante", "Cliente", "Total", "Estado", "Acciones"]);
    const row = rowOf(table, "#12");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent?.replaceAll("\u00a0", " ")),
    ).toEqual([
      "22/11/2026, 12:05",
      "#12",
      "Factura B 0004---------",
      "Consumidor final",
      "$ 4.700,00",
      "Pendiente de CAEARCA no respondió a tiempo.",
      "Reintentar",
    ]);
    expect(within(row).getByText("Pendiente de CAE").closest(".MuiChip-root")).toHaveClass(
      "MuiChip-colorWarning",
    );
    expect(within(rowOf(table, "#14")).getByText("Bar El Sol SA · CUIT 30-71234567-1")).toBeInTheDocument();
    expect(
      within(rowOf(table, "#14")).getByText("El receptor no está inscripto en IVA (10013)."),
    ).toBeVisible();
    expect(within(rowOf(table, "#13")).getByText("Falta el documento del cliente")).toBeInTheDocument();
    expect(
      within(rowOf(table, "#13")).getByRole("button", {
        name: "Completar datos de la factura del pedido 13",
      }),
    ).toBeInTheDocument();
    expect(within(rowOf(table, "#13")).queryByRole("button", { name: /Reintentar/ })).not.toBeInTheDocument();
  });

  it("sends a pending invoice again and says what ARCA answered", async () => {
    const { fetchMock, table, user } = await openInvoices({
      [`GET ${unsettled}`]: pageOf([pending, rejected]),
      [`POST /invoices/${pending.id}/retry`]: ok(invoiceOf(12, { number: 20 })),
      [`POST /invoices/${rejected.id}/retry`]: ok({ ...rejected, lastError: "CUIT inexistente (10015)." }),
    });
    await user.click(
      await within(table).findByRole("button", { name: "Reintentar la factura del pedido 12" }),
    );
    expect(await screen.findByText("Factura B 0004-00000020 autorizada.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", `/invoices/${pending.id}/retry`)).toEqual([{}]);

    await user.click(within(table).getByRole("button", { name: "Reintentar la factura del pedido 14" }));
    expect(await screen.findByText("ARCA rechazó la factura: CUIT inexistente (10015).")).toBeInTheDocument();
  });

  it("completes the buyer's document of a sale above the threshold and sends it", async () => {
    let reply = fieldError({ "receptor.number": "El DNI no coincide con el padrón de ARCA." });
    const { fetchMock, table, user } = await openInvoices({
      [`GET ${unsettled}`]: pageOf([waiting]),
      [`POST /invoices/${waiting.id}/retry`]: () => reply,
    });
    await user.click(
      await within(table).findByRole("button", { name: "Completar datos de la factura del pedido 13" }),
    );
    const dialog = await findLoadedDialog("Datos del cliente del pedido 13");
    // The buyer must be identified: no unnamed consumer here.
    const buyer = dialog.getByRole("combobox", { name: "Para quién es la factura" });
    expect(buyer).toHaveTextContent("DNI");
    await user.click(buyer);
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "DNI",
      "CUIT",
    ]);
    await user.keyboard("{Escape}");
    const dni = dialog.getByRole("textbox", { name: /Número de DNI/ });
    await user.type(dni, "30123456");
    await user.type(dialog.getByRole("textbox", { name: "Nombre (opcional)" }), "Ana Gómez");
    await user.click(dialog.getByRole("button", { name: "Facturar" }));
    await waitFor(() => expect(dni).toHaveAccessibleDescription("El DNI no coincide con el padrón de ARCA."));

    reply = ok(pendingOf(13));
    await user.clear(dni);
    await user.type(dni, "30123457");
    await user.click(dialog.getByRole("button", { name: "Facturar" }));
    expect(
      await screen.findByText("ARCA no respondió. La factura queda pendiente de CAE y se reintenta sola."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "POST", `/invoices/${waiting.id}/retry`)).toEqual([
      { receptor: { type: "dni", number: "30123456", name: "Ana Gómez" } },
      { receptor: { type: "dni", number: "30123457", name: "Ana Gómez" } },
    ]);
  });

  it("shows every invoice under 'Todas', an authorized one ready to print or download", async () => {
    const { fetchMock, table, user, currentPath } = await openInvoices({
      [`GET ${unsettled}`]: pageOf([]),
      [`GET ${all}`]: pageOf([authorized]),
    });
    expect(await within(table).findByText("No hay facturas pendientes de CAE.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Todas" }));

    const all15 = await screen.findByText("#15");
    const row = all15.closest("tr") as HTMLElement;
    expect(within(row).getByText("Factura B 0004-00000012")).toBeInTheDocument();
    expect(within(row).getByText("Ana Gómez · DNI 30123456")).toBeInTheDocument();
    expect(within(row).getByText("Autorizada").closest(".MuiChip-root")).toHaveClass("MuiChip-colorSuccess");
    expect(
      within(row).getByRole("button", { name: "Imprimir ticket de Factura B 0004-00000012" }),
    ).toBeEnabled();
    expect(within(row).getByRole("button", { name: "Imprimir A4 de Factura B 0004-00000012" })).toBeEnabled();
    expect(
      within(row).getByRole("link", { name: "Descargar PDF de Factura B 0004-00000012" }),
    ).toHaveAttribute("href", `/api/v1/invoices/${authorized.id}/pdf`);
    expect(within(row).queryByRole("button", { name: /Reintentar/ })).not.toBeInTheDocument();
    expect(currentPath()).toBe("/invoices");
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/v1${all}`);
  });

  it("says when there is nothing to show under either filter", async () => {
    const { table } = await openInvoices({ [`GET ${all}`]: pageOf([]) }, "/invoices?status=all");
    expect(screen.getByRole("button", { name: "Todas" })).toHaveAttribute("aria-pressed", "true");
    expect(await within(table).findByText("Todavía no hay facturas.")).toBeInTheDocument();
  });
});
