// @vitest-environment jsdom
// Printing goes through a hidden iframe, which happy-dom refuses to load (decision 052).
import type { Order, ShiftSummary } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { makeOrder, makeShift } from "@/testing/board-fixtures";
import { type FakeRoutes, fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { findLoadedDialog } from "@/testing/find-dialog";
import { renderApp } from "@/testing/render-app";
import { invoiceLocksText } from "./invoice-order-dialog";
import { fieldError, invoiceOf, pendingOf } from "./testing/invoice-fixtures";

const closed = makeShift({ status: "inactive", endDate: Date.now(), closedByName: "Ana Pérez" });
const summary: ShiftSummary = {
  shift: closed,
  sales: { subtotal: 0, discounts: 0, surcharges: 0, tips: 0, deliveryFees: 0, total: 0 },
  byPaymentMethod: [],
  cancelled: { orders: 1, amount: 2000 },
  openOrders: 0,
  bestSellers: [],
  optionsSold: [],
  prepTimes: { byStation: [], byProduct: [] },
};
const ordersPath = `/shifts/${closed.id}/orders?limit=10`;
const invoicesOf = (of: Order) => `GET /invoices?status=all&order=${of.id}&limit=10`;

const toInvoice = makeOrder(7, { status: "completed", total: 4700 });
const invoiced = makeOrder(8, { status: "completed" });
const waiting = makeOrder(9, { status: "completed" });
const cancelled = makeOrder(10, { status: "cancelled" });
const refused = makeOrder(11, { status: "completed" });
const authorized = invoiceOf(8, { orderId: invoiced.id });

/** The shift's detail with its orders, each with its invoices (none unless given). */
const openShift = async (routes: FakeRoutes = {}) => {
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role: "CASHIER" }),
    // Decision 084: the detail carries who sold what.
    [`GET /shifts/${closed.id}`]: ok({ ...summary, byStaff: [] }),
    [`GET ${ordersPath}`]: pageOf([toInvoice, invoiced, waiting, cancelled, refused]),
    [invoicesOf(toInvoice)]: pageOf([]),
    [invoicesOf(invoiced)]: pageOf([authorized]),
    [invoicesOf(waiting)]: pageOf([pendingOf(9, { orderId: waiting.id })]),
    [invoicesOf(cancelled)]: pageOf([]),
    [invoicesOf(refused)]: pageOf([pendingOf(11, { orderId: refused.id, status: "rejected" })]),
    ...routes,
  });
  const app = renderApp(`/sell-list/${closed.id}`);
  const table = await screen.findByRole("table", { name: "Pedidos del turno" }, { timeout: 5_000 });
  return { fetchMock, table, ...app };
};

const rowOf = (table: HTMLElement, turn: string) =>
  within(table)
    .getAllByRole("row")
    .find((row) => within(row).queryAllByRole("cell")[0]?.textContent === turn) as HTMLElement;

const openDialog = async (routes: FakeRoutes) => {
  const app = await openShift(routes);
  await app.user.click(await screen.findByRole("button", { name: "Facturar pedido 7" }));
  const dialog = await findLoadedDialog("Facturar pedido 7");
  return { ...app, dialog };
};

const invoicePath = `/orders/${toInvoice.id}/invoice`;

const choose = async (user: UserEvent, dialog: ReturnType<typeof within>, type: string) => {
  await user.click(dialog.getByRole("combobox", { name: "Para quién es la factura" }));
  await user.click(await screen.findByRole("option", { name: type }));
};

afterEach(() => {
  for (const frame of document.querySelectorAll("iframe[data-print-frame]")) frame.remove();
});

describe("invoicing from the shift's orders", { timeout: 30_000 }, () => {
  it("says an open order cannot change once invoiced, and that the tip is not invoiced", async () => {
    const open = makeOrder(7, { status: "pending", total: 5200, tip: 500 });
    const { dialog } = await openDialog({
      [`GET ${ordersPath}`]: pageOf([open]),
      [invoicesOf(open)]: pageOf([]),
    });
    expect(dialog.getByText(invoiceLocksText)).toBeInTheDocument();
    expect(dialog.getByText(/^A facturar:/)).toHaveTextContent(
      "A facturar: $ 4.700,00 (la propina de $ 500,00 no se factura)",
    );
  });

  it("shows each order's invoice, or 'Facturar' for one still to invoice and not cancelled", async () => {
    const { table } = await openShift();
    expect(within(table).getByRole("columnheader", { name: "Factura" })).toBeInTheDocument();
    const facturar = await within(table).findByRole("button", { name: "Facturar pedido 7" });
    expect(rowOf(table, "7")).toContainElement(facturar);

    const voucher = await within(rowOf(table, "8")).findByRole("link", { name: "Factura B 0004-00000012" });
    expect(voucher).toHaveAttribute("href", `/print/invoices/${authorized.id}/80`);
    expect(voucher).toHaveAttribute("target", "_blank");
    const pending = await within(rowOf(table, "9")).findByRole("link", { name: "Pendiente de CAE" });
    expect(pending).toHaveAttribute("href", "/invoices");
    expect(pending.closest(".MuiChip-root") ?? pending).toHaveClass("MuiChip-colorWarning");

    // Refused by ARCA: it stands no more, so the order may be invoiced again (or the refused one sent again).
    const refusedRow = rowOf(table, "11");
    expect(await within(refusedRow).findByRole("link", { name: "Rechazada por ARCA" })).toHaveAttribute(
      "href",
      "/invoices?status=all",
    );
    expect(within(refusedRow).getByRole("button", { name: "Facturar pedido 11" })).toBeInTheDocument();

    await waitFor(() => expect(within(rowOf(table, "10")).queryAllByRole("button")).toHaveLength(0));
    expect(within(rowOf(table, "8")).queryByRole("button", { name: /Facturar/ })).not.toBeInTheDocument();
  });

  it("invoices a consumer and offers the voucher to print or download", async () => {
    const created = invoiceOf(7, { orderId: toInvoice.id, number: 13, cae: "76543210987654" });
    const { fetchMock, user, dialog } = await openDialog({ [`POST ${invoicePath}`]: ok(created, 201) });
    expect(dialog.getByText(/Total del pedido/)).toHaveTextContent(/^Total del pedido: \$\s4\.700,00$/);
    expect(dialog.getByRole("combobox", { name: "Para quién es la factura" })).toHaveTextContent(
      "Consumidor final",
    );
    expect(dialog.queryByRole("textbox")).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Facturar" }));

    expect(await dialog.findByText("Factura B 0004-00000013 · CAE 76543210987654")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", invoicePath)).toEqual([{ receptor: { type: "consumidor-final" } }]);
    expect(dialog.getByRole("link", { name: "Descargar PDF" })).toHaveAttribute(
      "href",
      `/api/v1/invoices/${created.id}/pdf`,
    );
    await user.click(dialog.getByRole("button", { name: "Imprimir ticket" }));
    expect(document.querySelector("iframe[data-print-frame='invoice-80']")).toHaveAttribute(
      "src",
      `/print/invoices/${created.id}/80?auto=1`,
    );
    await user.click(dialog.getByRole("button", { name: "Imprimir A4" }));
    expect(document.querySelector("iframe[data-print-frame='invoice-a4']")).toHaveAttribute(
      "src",
      `/print/invoices/${created.id}/a4?auto=1`,
    );
    await user.click(dialog.getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("checks a DNI before sending it, sends it without the blank name, and says when ARCA did not answer", async () => {
    const { fetchMock, user, dialog } = await openDialog({
      [`POST ${invoicePath}`]: ok(pendingOf(7, { orderId: toInvoice.id }), 201),
    });
    await choose(user, dialog, "DNI");
    const dni = dialog.getByRole("textbox", { name: /Número de DNI/ });
    await user.type(dni, "123");
    await user.click(dialog.getByRole("button", { name: "Facturar" }));
    await waitFor(() => expect(dni).toHaveAccessibleDescription("El DNI tiene 7 u 8 números."));
    expect(sentBodies(fetchMock, "POST", invoicePath)).toEqual([]);

    await user.clear(dni);
    await user.type(dni, "30.123.456");
    await user.click(dialog.getByRole("button", { name: "Facturar" }));
    expect(
      await dialog.findByText("ARCA no respondió. La factura queda pendiente de CAE y se reintenta sola."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", invoicePath)).toEqual([
      { receptor: { type: "dni", number: "30123456" } },
    ]);
    expect(dialog.queryByRole("button", { name: "Imprimir ticket" })).not.toBeInTheDocument();
  });

  it("asks a CUIT's razón social and condition, shows the server's errors under the fields, then a refusal", async () => {
    let reply = fieldError({ "receptor.number": "ARCA no encuentra ese CUIT en su padrón." });
    const rejected = pendingOf(7, {
      orderId: toInvoice.id,
      voucherType: "factura-a",
      status: "rejected",
      lastError: "El receptor no está inscripto en IVA (10013).",
    });
    const { fetchMock, user, dialog } = await openDialog({ [`POST ${invoicePath}`]: () => reply });
    await choose(user, dialog, "CUIT");
    await user.click(dialog.getByRole("button", { name: "Facturar" }));
    expect(await dialog.findByText("Ingresá el CUIT.")).toBeInTheDocument();
    expect(dialog.getByText("Ingresá el nombre o la razón social.")).toBeInTheDocument();
    expect(dialog.getByText("Elegí la condición frente al IVA del cliente.")).toBeInTheDocument();

    await user.type(dialog.getByRole("textbox", { name: /CUIT/ }), "30-71234567-1");
    await user.type(dialog.getByRole("textbox", { name: /Razón social/ }), "Bar El Sol SA");
    await user.click(dialog.getByRole("combobox", { name: /Condición frente al IVA/ }));
    await user.click(await screen.findByRole("option", { name: "IVA Responsable Inscripto" }));
    await user.click(dialog.getByRole("button", { name: "Facturar" }));

    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: /CUIT/ })).toHaveAccessibleDescription(
        "ARCA no encuentra ese CUIT en su padrón.",
      ),
    );
    expect(dialog.queryByText("Revisá los datos del cliente.")).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", invoicePath)).toEqual([
      {
        receptor: {
          type: "cuit",
          number: "30712345671",
          name: "Bar El Sol SA",
          iva_condition: "responsable-inscripto",
        },
      },
    ]);

    reply = ok(rejected, 201);
    await user.click(dialog.getByRole("button", { name: "Facturar" }));
    expect(await dialog.findByText("El receptor no está inscripto en IVA (10013).")).toBeInTheDocument();
    expect(dialog.getByText("ARCA rechazó la factura")).toBeInTheDocument();
  });

  it("says under the choice when the sale needs the buyer's document, and shows other refusals above", async () => {
    const needsId = "La venta supera $ 10.000.000: ingresá el DNI o el CUIT del cliente.";
    let reply = fieldError({ receptor: needsId });
    const { user, dialog } = await openDialog({ [`POST ${invoicePath}`]: () => reply });
    await user.click(dialog.getByRole("button", { name: "Facturar" }));
    await waitFor(() =>
      expect(dialog.getByRole("combobox", { name: "Para quién es la factura" })).toHaveAccessibleDescription(
        needsId,
      ),
    );

    const missing = "Cargá los datos fiscales y el certificado de ARCA en Configuración para facturar.";
    reply = { status: 409, body: { error: { code: "aborted", message: missing } } };
    await user.click(dialog.getByRole("button", { name: "Facturar" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(missing);
    expect(dialog.getByRole("button", { name: "Facturar" })).toBeEnabled();
  });
});
