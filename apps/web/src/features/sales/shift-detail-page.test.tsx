import type { Order } from "@comanda/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi, ok, pageOf, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { at, order, shift, summaryOf, uuid } from "./testing/sales-fixtures";

const closed = shift(22, {
  code: "2026-11-22",
  startDate: at("2026-11-22T10:44:00Z"),
  endDate: at("2026-11-23T04:10:00Z"),
  totalOrders: 3,
  totalAmount: 5500.5,
  openedByName: "Ana Pérez",
  closedByName: "Beto Caja",
});
const summary = summaryOf(closed, {
  sales: { subtotal: 5450.5, discounts: 100, surcharges: 0, tips: 150, deliveryFees: 0, total: 5500.5 },
  byPaymentMethod: [
    { paymentMethodId: uuid("8103", 1), name: "Efectivo", orders: 2, amount: 3000.25 },
    { paymentMethodId: uuid("8103", 2), name: "Mercado Pago", orders: 1, amount: 2500.25 },
  ],
  cancelled: { orders: 1, amount: 800 },
  bestSellers: [
    { productId: uuid("8003", 1), name: "Pizza napolitana", quantity: 5 },
    { productId: uuid("8003", 2), name: "Coca-Cola", quantity: 3 },
  ],
  optionsSold: [
    { optionId: uuid("8010", 1), group: "Extras", name: "Huevo frito", quantity: 4 },
    { optionId: uuid("8010", 2), group: "Punto de cocción", name: "Jugoso", quantity: 2 },
  ],
});

const withCombo: Order = order(7, {
  turn: "A-7",
  total: 4700,
  paymentMethodName: "Mercado Pago",
  createdByName: "Beto Caja",
  createdAt: at("2026-11-22T23:15:00Z"),
  lines: [
    {
      kind: "product",
      itemId: uuid("8003", 2),
      name: "Coca-Cola",
      categoryId: null,
      quantity: 2,
      unitPrice: 850,
      subtotal: 1700,
      items: [],
      options: [],
      note: null,
    },
    {
      kind: "promotion",
      itemId: uuid("8004", 1),
      name: "Combo familiar",
      categoryId: null,
      quantity: 2,
      unitPrice: 1500,
      subtotal: 3000,
      items: [
        { productId: uuid("8003", 1), name: "Pizza napolitana", quantity: 1, categoryId: null },
        { productId: uuid("8003", 2), name: "Coca-Cola", quantity: 2, categoryId: null },
      ],
      options: [],
      note: null,
    },
  ],
});
// After midnight in Buenos Aires: the shift ran into the next day.
const lateCancelled = order(8, {
  status: "cancelled",
  total: 800,
  createdAt: at("2026-11-23T03:20:00Z"),
  lines: [
    {
      kind: "product",
      itemId: uuid("8003", 3),
      name: "Flan",
      categoryId: null,
      quantity: 1,
      unitPrice: 800,
      subtotal: 800,
      items: [],
      options: [],
      note: null,
    },
  ],
});

const ordersPath = `/shifts/${closed.id}/orders`;
const orderCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url).replace("/api/v1", ""))
    .filter((url) => url.startsWith(`${ordersPath}?`));

const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const nbsp = (text: string) => text.replaceAll("$ ", "$\u00a0");

/** Opens the detail and waits for its heading: the session and the summary come first. */
const openDetail = async (routes: FakeRoutes, id = closed.id, heading = "Turno del 22/11/2026, 07:44") => {
  const fetchMock = fakeApi({ "GET /session": signedIn(), ...routes });
  const app = renderApp(`/sell-list/${id}`);
  // The first screen of a file pays for rendering MUI the first time; on a busy machine that outlasts 1 s.
  await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 5_000 });
  return { fetchMock, ...app };
};

describe("ShiftDetailPage", { timeout: 20_000 }, () => {
  it("shows the shift's figures, totals per payment method, cancellations and best sellers", async () => {
    await openDetail({
      [`GET /shifts/${closed.id}`]: ok(summary),
      [`GET ${ordersPath}?limit=10`]: pageOf([]),
    });

    expect(figure("Inicio")).toBe("22/11/2026, 07:44");
    expect(figure("Fin")).toBe("23/11/2026, 01:10");
    expect(figure("Abierto por")).toBe("Ana Pérez");
    expect(figure("Cerrado por")).toBe("Beto Caja");
    expect(figure("Órdenes completadas")).toBe("3");
    expect(figure("Monto total")).toBe(nbsp("$ 5.500,50"));
    expect(screen.queryByText("Pedidos sin terminar")).not.toBeInTheDocument();
    expect(screen.getByText("Turno cerrado")).toBeInTheDocument();

    // The money line by line, as on the Z report; no delivery fees, so no line for them.
    const sales = [...screen.getByRole("region", { name: "Ventas" }).querySelectorAll(":scope > div")];
    expect(sales.map((line) => line.textContent?.replace(/\u00a0/g, " "))).toEqual([
      "Subtotal$ 5.450,50",
      "Descuentos−$ 100,00",
      "Recargos+$ 0,00",
      "Propinas+$ 150,00",
      "Total$ 5.500,50",
    ]);
    const byMethod = screen.getByRole("table", { name: "Por medio de pago" });
    expect(bodyRows(byMethod).map((row) => cellsOf(row).join(" | "))).toEqual([
      nbsp("Efectivo | 2 | $ 3.000,25"),
      nbsp("Mercado Pago | 1 | $ 2.500,25"),
      nbsp("Total | 3 | $ 5.500,50"),
    ]);
    expect(screen.getByText("Pedidos cancelados: 1 por $ 800,00")).toBeInTheDocument();
    const best = screen.getByRole("table", { name: "Más vendidos" });
    expect(bodyRows(best).map((row) => cellsOf(row).join(" | "))).toEqual([
      "Pizza napolitana | 5",
      "Coca-Cola | 3",
    ]);
    // Decision 081: how many of each option went out.
    const options = screen.getByRole("table", { name: "Opciones vendidas" });
    expect(bodyRows(options).map((row) => cellsOf(row).join(" | "))).toEqual([
      "Huevo frito | Extras | 4",
      "Jugoso | Punto de cocción | 2",
    ]);
    expect(await screen.findByRole("cell", { name: "No hay órdenes cargadas." })).toBeInTheDocument();
  });

  it("shows sums past a double's exact digits to the centavo, and how each order was paid", async () => {
    // Decision 068: such sums arrive as decimal strings of pesos.
    const big = "90071992547409.99";
    const payment = (name: string, amount: number) => ({
      paymentMethodId: uuid("8103", name.length),
      name,
      isCash: name === "Efectivo",
      amount,
      tendered: null,
      change: null,
    });
    await openDetail({
      [`GET /shifts/${closed.id}`]: ok(
        summaryOf(
          { ...closed, totalAmount: big },
          {
            sales: { subtotal: big, discounts: 0, surcharges: 0, tips: 0, deliveryFees: 0, total: big },
            byPaymentMethod: [
              { paymentMethodId: uuid("8103", 1), name: "Efectivo", orders: 2, amount: "45035996273704.99" },
              { paymentMethodId: uuid("8103", 2), name: "Débito", orders: 1, amount: 45035996273705 },
            ],
            cancelled: { orders: 1, amount: "10000000000000.01" },
          },
        ),
      ),
      // A table opened with Efectivo and paid by Débito (docs/product.md, Order money); a split payment.
      [`GET ${ordersPath}?limit=10`]: pageOf([
        order(1, { type: "table", payments: [payment("Débito", 1000)] }),
        order(2, { total: 1500, payments: [payment("Efectivo", 1000), payment("Débito", 500)] }),
      ]),
    });

    expect(figure("Monto total")).toBe(nbsp("$ 90.071.992.547.409,99"));
    const sales = [...screen.getByRole("region", { name: "Ventas" }).querySelectorAll(":scope > div")];
    expect(sales.at(-1)?.textContent).toBe(nbsp("Total$ 90.071.992.547.409,99"));
    const byMethod = screen.getByRole("table", { name: "Por medio de pago" });
    expect(bodyRows(byMethod).map((row) => cellsOf(row).join(" | "))).toEqual([
      nbsp("Efectivo | 2 | $ 45.035.996.273.704,99"),
      nbsp("Débito | 1 | $ 45.035.996.273.705,00"),
      nbsp("Total | 3 | $ 90.071.992.547.409,99"),
    ]);
    expect(screen.getByText("Pedidos cancelados: 1 por $ 10.000.000.000.000,01")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Pedidos del turno" });
    await within(table).findByText("Efectivo + Débito");
    expect(bodyRows(table).map((row) => cellsOf(row)[4])).toEqual(["Débito", "Efectivo + Débito"]);
  });

  it("says so while the shift is open and sold nothing yet", async () => {
    const open = shift(23, { status: "active", endDate: null, closedByName: null });
    await openDetail(
      {
        [`GET /shifts/${open.id}`]: ok(summaryOf(open, { openOrders: 2 })),
        [`GET /shifts/${open.id}/orders?limit=10`]: pageOf([]),
      },
      open.id,
      "Turno del 22/11/2026, 07:44",
    );

    expect(screen.getByText("Turno abierto")).toBeInTheDocument();
    expect(figure("Fin")).toBe("En curso");
    expect(figure("Cerrado por")).toBe("—");
    expect(figure("Pedidos sin terminar")).toBe("2");
    expect(await screen.findByRole("cell", { name: "No hay órdenes cargadas." })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Todavía no se vendió ningún producto." })).toBeInTheDocument();
    // A business that sells no options sees no table of them.
    expect(screen.queryByRole("table", { name: "Opciones vendidas" })).not.toBeInTheDocument();
    // Nothing timed: no preparation times.
    expect(screen.queryByRole("region", { name: "Tiempos de preparación" })).not.toBeInTheDocument();
  });

  it("shows the preparation times per station and per product, in minutes", async () => {
    await openDetail({
      [`GET /shifts/${closed.id}`]: ok(
        summaryOf(closed, {
          prepTimes: {
            byStation: [
              {
                stationId: uuid("8105", 1),
                name: "Cocina",
                orders: 12,
                averageMinutes: 12.5,
                p90Minutes: 20,
              },
              { stationId: null, name: "Sin estación", orders: 1, averageMinutes: 4, p90Minutes: 4 },
            ],
            byProduct: [
              {
                productId: uuid("8104", 1),
                name: "Pizza napolitana",
                orders: 5,
                averageMinutes: 14.3,
                p90Minutes: 21.7,
              },
              {
                productId: uuid("8104", 2),
                name: "Coca-Cola",
                orders: 3,
                averageMinutes: 0.5,
                p90Minutes: 1,
              },
            ],
          },
        }),
      ),
      [`GET ${ordersPath}?limit=10`]: pageOf([]),
    });

    const section = screen.getByRole("region", { name: "Tiempos de preparación" });
    const byStation = within(section).getByRole("table", { name: "Por estación" });
    expect(
      within(byStation)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Estación", "Pedidos", "Promedio", "P90"]);
    expect(bodyRows(byStation).map((row) => cellsOf(row).join(" | "))).toEqual([
      "Cocina | 12 | 12,5 min | 20,0 min",
      "Sin estación | 1 | 4,0 min | 4,0 min",
    ]);
    const byProduct = within(section).getByRole("table", { name: "Por producto" });
    expect(bodyRows(byProduct).map((row) => cellsOf(row).join(" | "))).toEqual([
      "Pizza napolitana | 5 | 14,3 min | 21,7 min",
      "Coca-Cola | 3 | 0,5 min | 1,0 min",
    ]);
  });

  it("lists its orders: turn, time, lines with combos, payment method, total, status and who took it", async () => {
    await openDetail({
      [`GET /shifts/${closed.id}`]: ok(summary),
      [`GET ${ordersPath}?limit=10`]: pageOf([lateCancelled, withCombo]),
    });

    const table = await screen.findByRole("table", { name: "Pedidos del turno" });
    await within(table).findByText("A-7");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Número",
      "Hora",
      "Tipo",
      "Productos",
      "Medio de pago",
      "Total",
      "Estado",
      "Factura",
      "Tomó",
      "Historial",
    ]);
    const [late, combo] = bodyRows(table);
    expect(cellsOf(combo as HTMLElement)).toEqual([
      "A-7",
      "20:15",
      "Mostrador",
      "2 × Coca-Cola2 × Combo familiar2 × Pizza napolitana4 × Coca-Cola",
      "Mercado Pago",
      nbsp("$ 4.700,00"),
      "Completado",
      // Its invoice (decision 055) when the invoices answer: none here, so the cell stays empty.
      "",
      "Beto Caja",
      "Ver",
    ]);
    // Decision 047: ADMIN opens each order's audit trail from here.
    expect(
      within(combo as HTMLElement).getByRole("link", { name: "Historial del pedido A-7" }),
    ).toHaveAttribute("href", `/audit?order=${withCombo.id}`);
    const items = within(combo as HTMLElement).getAllByRole("listitem");
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      "2 × Coca-Cola",
      "2 × Combo familiar",
      "2 × Pizza napolitana",
      "4 × Coca-Cola",
    ]);
    expect(
      within(combo as HTMLElement)
        .getByText("Completado")
        .closest(".MuiChip-root"),
    ).toHaveClass("MuiChip-colorSuccess");
    expect(cellsOf(late as HTMLElement).slice(0, 2)).toEqual(["8", "23/11/2026, 00:20"]);
    expect(
      within(late as HTMLElement)
        .getByText("Cancelado")
        .closest(".MuiChip-root"),
    ).toHaveClass("MuiChip-colorError");
  });

  it("filters the orders by status from the first page and pages with the cursor", async () => {
    const { user, fetchMock } = await openDetail({
      [`GET /shifts/${closed.id}`]: ok(summary),
      [`GET ${ordersPath}?limit=10`]: pageOf([withCombo], { total: 11, nextCursor: "c1" }),
      [`GET ${ordersPath}?limit=10&cursor=c1`]: pageOf([lateCancelled], { total: 11 }),
      [`GET ${ordersPath}?limit=10&status=cancelled`]: pageOf([lateCancelled], {
        total: 11,
        nextCursor: "k1",
      }),
      [`GET ${ordersPath}?limit=10&cursor=k1&status=cancelled`]: pageOf([{ ...lateCancelled, turn: "B-9" }], {
        total: 11,
      }),
    });

    await screen.findByText("A-7");
    await user.click(screen.getByRole("button", { name: "Ir a la página siguiente" }));
    expect(await screen.findByText("11–11 de 11")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Estado" }));
    await user.click(await screen.findByRole("option", { name: "Cancelado" }));

    expect(await screen.findByText("1–10 de 11")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Pedidos del turno" });
    expect(within(table).getByText("8")).toBeInTheDocument();
    expect(within(table).queryByText("A-7")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ir a la página siguiente" }));
    expect(await within(table).findByText("B-9")).toBeInTheDocument();
    expect(orderCalls(fetchMock)).toEqual([
      `${ordersPath}?limit=10`,
      `${ordersPath}?limit=10&cursor=c1`,
      `${ordersPath}?limit=10&status=cancelled`,
      `${ordersPath}?limit=10&cursor=k1&status=cancelled`,
    ]);
  });

  it("shows each order's type and customer, and filters by type", async () => {
    const delivery: Order = order(9, {
      turn: "D-9",
      type: "delivery",
      customer: { id: "c1", name: "Lucía Gómez", phone: "1145678901", address: "Calle 1", notes: null },
      deliveryFee: 1500,
    });
    const { user, fetchMock } = await openDetail({
      [`GET /shifts/${closed.id}`]: ok(summary),
      [`GET ${ordersPath}?limit=10`]: pageOf([delivery, withCombo]),
      [`GET ${ordersPath}?limit=10&type=delivery`]: pageOf([delivery]),
    });
    const table = await screen.findByRole("table", { name: "Pedidos del turno" });
    await within(table).findByText("A-7");
    expect(within(table).getByText("Delivery · Lucía Gómez")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Tipo" }));
    await user.click(await screen.findByRole("option", { name: "Delivery" }));
    await waitFor(() => expect(within(table).queryByText("A-7")).not.toBeInTheDocument());
    expect(within(table).getByText("D-9")).toBeInTheDocument();
    expect(orderCalls(fetchMock)).toEqual([`${ordersPath}?limit=10`, `${ordersPath}?limit=10&type=delivery`]);
    expect(screen.getByRole("link", { name: "CSV de Delivery" })).toHaveAttribute(
      "href",
      `/api/v1${ordersPath}/export?type=delivery`,
    );
    // Decision 055: the shift's invoices and credit notes, with their totals per type.
    expect(screen.getByRole("link", { name: "Comprobantes (CSV)" })).toHaveAttribute(
      "href",
      `/api/v1/shifts/${closed.id}/invoices/export`,
    );
  });

  it("says plainly when the shift does not exist, with a way back", async () => {
    const missing = uuid("8101", 99);
    const { user, currentPath } = await openDetail(
      {
        [`GET /shifts/${missing}`]: {
          status: 404,
          body: { error: { code: "not-found", message: "No encontramos ese turno." } },
        },
        "GET /shifts?limit=10": pageOf([]),
      },
      missing,
      "Turno no encontrado",
    );

    expect(
      screen.getByText("No encontramos ese turno: puede que no exista o que sea de otro negocio."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Volver al historial de ventas" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Listado de ventas" })).toBeInTheDocument();
    expect(currentPath()).toBe("/sell-list");
  });
});
