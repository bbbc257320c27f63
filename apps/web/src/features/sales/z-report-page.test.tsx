// @vitest-environment jsdom
// Printing goes through a hidden iframe's own window and its print dialog, which only jsdom builds (decision 052).
import type { ZReport } from "@comanda/domain/cash";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok, pageOf, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { at, shift, summaryOf, uuid } from "./testing/sales-fixtures";

const closed = shift(22, {
  code: "2026-11-22",
  startDate: at("2026-11-22T10:44:00Z"),
  endDate: at("2026-11-23T04:10:00Z"),
  totalOrders: 3,
  totalAmount: 5500.5,
  cashFloat: 1000,
  openedByName: "Ana Pérez",
  closedByName: "Beto Caja",
});
const cashId = uuid("8103", 1);
const walletId = uuid("8103", 2);

const report: ZReport = {
  business: {
    name: "La Esquina",
    address: "Av. Siempre Viva 742",
    phone: "1144445555",
    logoUrl: "/api/v1/business/logo?v=1",
  },
  shift: closed,
  cashFloat: 1000,
  completed: { orders: 3, amount: 5500.5 },
  sales: { subtotal: 5000.5, discounts: 550, surcharges: 100, tips: 150, deliveryFees: 800, total: 5500.5 },
  cancelled: { orders: 1, amount: 800 },
  byPaymentMethod: [
    { paymentMethodId: cashId, name: "Efectivo", orders: 2, amount: 3000.25 },
    { paymentMethodId: walletId, name: "Mercado Pago", orders: 1, amount: 2500.25 },
  ],
  byType: [
    { type: "counter", orders: 2, amount: 3000.25 },
    { type: "delivery", orders: 1, amount: 2500.25 },
  ],
  vouchers: [
    { voucherType: "factura-b", count: 2, net: 2893.6, vat: 607.65, total: 3501.25 },
    { voucherType: "nota-credito-b", count: 1, net: 661.16, vat: 138.84, total: 800 },
  ],
  count: [
    {
      paymentMethodId: cashId,
      name: "Efectivo",
      isCash: true,
      expected: 3500.25,
      counted: 3400.25,
      difference: -100,
    },
    {
      paymentMethodId: walletId,
      name: "Mercado Pago",
      isCash: false,
      expected: 2500.25,
      counted: 2550.25,
      difference: 50,
    },
  ],
  countNote: "Faltó cambio para un billete",
  cashMovements: [
    {
      id: "m1",
      kind: "out",
      amount: 500,
      reason: "Pago a proveedor",
      userName: "Beto Caja",
      createdAt: at("2026-11-22T15:00:00Z"),
    },
  ],
  bestSellers: [{ productId: uuid("8003", 1), name: "Pizza napolitana", quantity: 5 }],
};

const openReport = (path = `/sell-list/${closed.id}/report`, reply = ok(report)) => {
  const fetchMock = fakeApi({
    "GET /session": signedIn({ role: "CASHIER" }),
    [`GET /shifts/${closed.id}/report`]: reply,
    [`GET /shifts/${closed.id}`]: ok(summaryOf(closed)),
    [`GET /shifts/${closed.id}/orders?limit=10`]: pageOf([]),
  });
  return { fetchMock, ...renderApp(path) };
};

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole("row")
    .find((row) => row.textContent?.startsWith(name))
    ?.textContent?.replaceAll("\u00a0", " ");

/** A stacked row of the 80 mm roll (decision 066): its name, then each column's header and value. */
const itemOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole("listitem")
    .find((item) => item.textContent?.startsWith(name))
    ?.textContent?.replaceAll("\u00a0", " ");

afterEach(() => vi.restoreAllMocks());

/** The 'Ventas' section's lines (decision 031: subtotal, discounts, surcharges, tips and total), label and amount. */
const salesLines = () =>
  [...screen.getByRole("region", { name: "Ventas" }).querySelectorAll(":scope > div")].map((line) =>
    line.textContent?.replace(/\u00a0/g, " "),
  );

describe("ZReportPage", { timeout: 20_000 }, () => {
  it("shows every figure of the closed shift", async () => {
    openReport();
    // The first render of the report is slow on a busy machine.
    const title = await screen.findByRole("heading", { level: 1, name: "Informe Z" }, { timeout: 5_000 });
    expect(title).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Logo de La Esquina" })).toHaveAttribute(
      "src",
      report.business.logoUrl,
    );
    expect(screen.getByText("Av. Siempre Viva 742")).toBeInTheDocument();
    expect(screen.getByText("Tel. 11 4444-5555")).toBeInTheDocument();
    expect(screen.getByText("Turno del 22/11/2026, 07:44")).toBeInTheDocument();
    expect(screen.getByText("22/11/2026, 07:44 · Ana Pérez")).toBeInTheDocument();
    expect(screen.getByText("23/11/2026, 01:10 · Beto Caja")).toBeInTheDocument();
    expect(screen.getByText("3 · $ 5.500,50")).toBeInTheDocument();
    expect(screen.getByText("1 · $ 800,00")).toBeInTheDocument();
    // Decision 050's delivery fees have their line, so the lines add up to the total.
    expect(salesLines()).toEqual([
      "Subtotal$ 5.000,50",
      "Descuentos−$ 550,00",
      "Recargos+$ 100,00",
      "Propinas+$ 150,00",
      "Envíos+$ 800,00",
      "Total$ 5.500,50",
    ]);

    const methods = screen.getByRole("table", { name: "Por medio de pago" });
    expect(rowOf(methods, "Mercado Pago")).toBe("Mercado Pago1$ 2.500,25");
    expect(rowOf(methods, "Total")).toBe("Total3$ 5.500,50");

    // Decision 050: completed orders per type.
    const types = screen.getByRole("table", { name: "Ventas por tipo" });
    expect(rowOf(types, "Mostrador")).toBe("Mostrador2$ 3.000,25");
    expect(rowOf(types, "Delivery")).toBe("Delivery1$ 2.500,25");

    // Decision 055: the shift's vouchers per type. On the 80 mm roll (the default) the tables of several
    // amounts are stacked, a header beside each value, so no column runs past the paper (decision 066).
    expect(screen.queryByRole("table", { name: "Comprobantes" })).not.toBeInTheDocument();
    const vouchers = screen.getByRole("list", { name: "Comprobantes" });
    expect(itemOf(vouchers, "Factura B")).toBe("Factura BCantidad2Neto$ 2.893,60IVA$ 607,65Total$ 3.501,25");
    expect(itemOf(vouchers, "Nota de crédito B")).toBe(
      "Nota de crédito BCantidad1Neto$ 661,16IVA$ 138,84Total$ 800,00",
    );

    expect(screen.queryByRole("table", { name: "Arqueo de caja" })).not.toBeInTheDocument();
    const count = screen.getByRole("list", { name: "Arqueo de caja" });
    expect(itemOf(count, "Efectivo")).toBe(
      "EfectivoEsperado$ 3.500,25Contado$ 3.400,25DiferenciaFaltante $ 100,00",
    );
    expect(itemOf(count, "Mercado Pago")).toBe(
      "Mercado PagoEsperado$ 2.500,25Contado$ 2.550,25DiferenciaSobrante $ 50,00",
    );
    expect(itemOf(count, "Total")).toBe("TotalEsperado$ 6.000,50Contado$ 5.950,50DiferenciaFaltante $ 50,00");
    expect(screen.getByText("Faltó cambio para un billete")).toBeInTheDocument();

    const movements = screen.getByRole("table", { name: "Movimientos de caja" });
    expect(within(movements).getByText(/Retiro de efectivo: Pago a proveedor/)).toBeInTheDocument();
    expect(within(movements).getByText("−$ 500,00")).toBeInTheDocument();
    expect(rowOf(screen.getByRole("table", { name: "Más vendidos" }), "Pizza")).toBe("Pizza napolitana5");
  });

  it("shows sums past a double's exact digits to the centavo", async () => {
    // Decision 068: such sums arrive as decimal strings of pesos.
    const big = "90071992547409.99";
    openReport(
      undefined,
      ok({
        ...report,
        completed: { orders: 999, amount: big },
        sales: { ...report.sales, subtotal: big, total: big },
        byPaymentMethod: [
          { paymentMethodId: cashId, name: "Efectivo", orders: 999, amount: "45035996273704.99" },
          { paymentMethodId: walletId, name: "Mercado Pago", orders: 999, amount: 45035996273705 },
        ],
        count: [
          {
            ...report.count[0],
            expected: "45035996273704.99",
            counted: 1000,
            difference: "-45035996272704.99",
          },
        ],
      } as ZReport),
    );
    await screen.findByRole("heading", { level: 1, name: "Informe Z" }, { timeout: 5_000 });
    expect(screen.getByText("999 · $ 90.071.992.547.409,99")).toBeInTheDocument();
    expect(salesLines().at(-1)).toBe("Total$ 90.071.992.547.409,99");
    const methods = screen.getByRole("table", { name: "Por medio de pago" });
    expect(rowOf(methods, "Total")).toBe("Total1.998$ 90.071.992.547.409,99");
    expect(itemOf(screen.getByRole("list", { name: "Arqueo de caja" }), "Efectivo")).toBe(
      "EfectivoEsperado$ 45.035.996.273.704,99Contado$ 1.000,00DiferenciaFaltante $ 45.035.996.272.704,99",
    );
  });

  it("prints the report alone in an invisible frame, on 80 mm by default and on A4 when chosen", async () => {
    const { user } = openReport();
    await screen.findByRole("heading", { level: 1, name: "Informe Z" });
    const frameSrc = () => document.querySelector("iframe[data-print-frame='z-report']")?.getAttribute("src");
    expect(screen.getByRole("button", { name: "80 mm" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    expect(frameSrc()).toBe(`/print/shifts/${closed.id}/report?format=80mm&auto=1`);
    document.querySelector("iframe[data-print-frame]")?.remove();

    await user.click(screen.getByRole("button", { name: "A4" }));
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    expect(frameSrc()).toBe(`/print/shifts/${closed.id}/report?format=a4&auto=1`);
    document.querySelector("iframe[data-print-frame]")?.remove();
  });

  it("lays the report alone on its paper and prints it once: a roll cut below it, or A4", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    // jsdom lays nothing out: the report measures 100 mm (378 px at 96 dpi).
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ height: 378 } as DOMRect);
    const pageRule = () =>
      [...document.querySelectorAll("style")]
        .map((style) => style.textContent)
        .join("\n")
        .match(/@page\s*{[^}]*}/)?.[0];
    openReport(`/print/shifts/${closed.id}/report?format=80mm&auto=1`);
    expect(await screen.findByRole("heading", { name: "Informe Z" })).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(pageRule()).toMatch(/size:\s*80mm 103mm/);
    // Decision 066: on the roll the count is stacked, 'Diferencia' beside each value.
    expect(screen.queryByRole("table", { name: "Arqueo de caja" })).not.toBeInTheDocument();
    expect(itemOf(screen.getByRole("list", { name: "Arqueo de caja" }), "Efectivo")).toContain(
      "DiferenciaFaltante $ 100,00",
    );
    // Decision 031: the 80 mm print carries the sales' money lines too.
    expect(salesLines()).toContain("Descuentos−$ 550,00");
    expect(salesLines()).toContain("Propinas+$ 150,00");
    expect(screen.queryByRole("button", { name: "Imprimir" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("leaves out the vouchers of a shift that issued none", async () => {
    fakeApi({
      "GET /session": signedIn({ role: "CASHIER" }),
      [`GET /shifts/${closed.id}/report`]: ok({ ...report, vouchers: [] }),
    });
    renderApp(`/sell-list/${closed.id}/report`);
    await screen.findByRole("list", { name: "Arqueo de caja" });
    expect(screen.queryByRole("list", { name: "Comprobantes" })).not.toBeInTheDocument();
    expect(screen.queryByText("Comprobantes")).not.toBeInTheDocument();
  });

  it("prints on A4 when asked", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    openReport(`/print/shifts/${closed.id}/report?format=a4`);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect([...document.querySelectorAll("style")].map((style) => style.textContent).join("\n")).toContain(
      "@page { size: A4; margin: 15mm; }",
    );
    // A4 has the width for the tables.
    const count = screen.getByRole("table", { name: "Arqueo de caja" });
    expect(rowOf(count, "Efectivo")).toBe("Efectivo$ 3.500,25$ 3.400,25Faltante $ 100,00");
    expect(rowOf(count, "Total")).toBe("Total$ 6.000,50$ 5.950,50Faltante $ 50,00");
    const vouchers = screen.getByRole("table", { name: "Comprobantes" });
    expect(rowOf(vouchers, "Factura B")).toBe("Factura B2$ 2.893,60$ 607,65$ 3.501,25");
  });

  it("prints on the counter's network printer when this device chose one", async () => {
    localStorage.setItem("comanda.counter-printer", JSON.stringify({ stationId: "st-caja", name: "Caja" }));
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "CASHIER" }),
      [`GET /shifts/${closed.id}/report`]: ok(report),
      [`POST /shifts/${closed.id}/report/print`]: ok({ id: "job-1" }),
    });
    const { user } = renderApp(`/sell-list/${closed.id}/report`);
    const network = await screen.findByRole("button", { name: "Imprimir en Caja" });
    await waitFor(() => expect(network).toBeEnabled());
    await user.click(network);
    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", `/shifts/${closed.id}/report/print`)).toEqual([
        { stationId: "st-caja" },
      ]),
    );
    expect(await screen.findByText("Informe Z enviado a Caja.")).toBeInTheDocument();
    localStorage.removeItem("comanda.counter-printer");
  });

  it("says an open shift has no report yet", async () => {
    openReport(undefined, {
      status: 409,
      body: { error: { code: "aborted", message: "El turno todavía está abierto." } },
    });
    expect(await screen.findByText("El turno todavía está abierto.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al turno" })).toHaveAttribute(
      "href",
      `/sell-list/${closed.id}`,
    );
  });

  it("links the closed shift's detail to its report and offers its CSV", async () => {
    const { user, currentPath } = openReport(`/sell-list/${closed.id}`);
    await screen.findByRole("heading", { level: 1, name: "Turno del 22/11/2026, 07:44" });
    const csv = screen.getByRole("link", { name: "Descargar CSV" });
    expect(csv).toHaveAttribute("href", `/api/v1/shifts/${closed.id}/orders/export`);
    expect(csv).toHaveAttribute("download", "turno-2026-11-22.csv");
    await user.click(screen.getByRole("link", { name: "Informe Z" }));
    await waitFor(() => expect(currentPath()).toBe(`/sell-list/${closed.id}/report`));
  });

  it("offers no report for a shift still open", async () => {
    const open = { ...closed, endDate: null, closedByName: null, status: "active" as const };
    fakeApi({
      "GET /session": signedIn({ role: "ADMIN" }),
      [`GET /shifts/${closed.id}`]: ok(summaryOf(open)),
      [`GET /shifts/${closed.id}/orders?limit=10`]: pageOf([]),
    });
    renderApp(`/sell-list/${closed.id}`);
    await screen.findByRole("heading", { level: 1, name: "Turno del 22/11/2026, 07:44" });
    expect(screen.queryByRole("link", { name: "Informe Z" })).not.toBeInTheDocument();
  });

  it("offers the sales history as CSV", async () => {
    fakeApi({
      "GET /session": signedIn({ role: "ADMIN" }),
      "GET /shifts?limit=10": pageOf([closed]),
    });
    renderApp("/sell-list");
    const csv = await screen.findByRole("link", { name: "Descargar CSV" });
    expect(csv).toHaveAttribute("href", "/api/v1/shifts/export");
    expect(csv).toHaveAttribute("download", "ventas.csv");
  });
});
