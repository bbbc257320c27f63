import { type BusinessSettings, formatClock, formatMoney, type Order } from "@comanda/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { comboLine, makeOrder, productLine } from "@/testing/board-fixtures";
import { businessSettingsOf } from "@/testing/business-fixtures";
import { fakeApi, ok, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { notAnInvoiceText } from "./receipt-ticket";

const order: Order = makeOrder(12, {
  turn: "12",
  observation: "sin sal\nbien cocida",
  // 23/11/2026 14:05 in Buenos Aires (UTC-3)
  createdAt: Date.UTC(2026, 10, 23, 17, 5),
  lines: [
    { ...productLine("Milanesa", 2), unitPrice: 1234.5, subtotal: 2469 },
    comboLine("Combo Burger", 2, [
      { name: "Hamburguesa", quantity: 1, categoryId: "cat-food" },
      { name: "Papas", quantity: 2, categoryId: "cat-food" },
    ]),
  ],
  total: 12469,
  paymentMethodName: "Mercado Pago",
});

const business: BusinessSettings = businessSettingsOf({
  address: "Av. Siempre Viva 742",
  phone: "1155551234",
});

const pesos = (amount: number) => formatMoney(Math.round(amount * 100));

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The browser's print dialog is the edge: the page must ask for it once, when the ticket is complete.
  print = vi.fn();
  vi.stubGlobal("print", print);
});
afterEach(() => vi.unstubAllGlobals());

const open = (path: string, routes: Parameters<typeof fakeApi>[0] = {}) => {
  fakeApi({
    "GET /session": signedIn({ role: "KITCHEN" }),
    [`GET /orders/${order.id}`]: ok(order),
    "GET /business": ok(business),
    ...routes,
  });
  return renderApp(path);
};

const ticketOf = async (name: "Comanda" | "Comprobante") =>
  within(await screen.findByRole("article", { name }));

describe("order tickets", { timeout: 20_000 }, () => {
  it("prints the comanda: big turn, time, lines, combos with their items and the observation, no prices", async () => {
    open(`/print/orders/${order.id}/kitchen`);
    const ticket = await ticketOf("Comanda");
    expect(await ticket.findByRole("heading", { level: 1, name: "Pedido N° 12" })).toBeInTheDocument();
    expect(ticket.getByText("23/11/2026 14:05")).toBeInTheDocument();
    const lines = within(ticket.getByRole("list", { name: "Productos" }));
    expect(lines.getByText("2 × Milanesa")).toBeInTheDocument();
    expect(lines.getByText("2 × Combo Burger")).toBeInTheDocument();
    const combo = within(ticket.getByRole("list", { name: "Contenido de Combo Burger" }));
    expect(combo.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "2 × Hamburguesa",
      "4 × Papas",
    ]);
    expect(ticket.getByText(/Observación: sin sal/)).toHaveTextContent("sin sal bien cocida");
    expect(screen.getByRole("article", { name: "Comanda" }).textContent).not.toMatch(/\$/);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.title).toBe("Comanda 12");
    // Opened by hand, it offers printing again and a way back.
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeEnabled();
  });

  it("prints the comanda's lines under their courses in the order a table eats them, with their choices (decisions 080, 082)", async () => {
    const coursed: Order = {
      ...order,
      observation: null,
      lines: [
        { ...productLine("Flan", 1), course: "postre" },
        {
          ...productLine("Bife de chorizo", 2),
          course: "principal",
          options: [{ id: "opt-jugoso", group: "Punto", name: "Jugoso", price: 0 }],
          note: "sin sal",
        },
        { ...productLine("Provoleta", 1), course: "entrada" },
        {
          ...comboLine("Combo Burger", 1, []),
          // Decision 080: a combo's product with its own choice.
          items: [
            {
              productId: "product-Hamburguesa",
              name: "Hamburguesa",
              quantity: 1,
              categoryId: "cat-food",
              options: [{ id: "opt-cheddar", group: "Queso", name: "Cheddar", price: 0 }],
            },
          ],
        },
      ],
    };
    open(`/print/orders/${order.id}/kitchen`, { [`GET /orders/${order.id}`]: ok(coursed) });
    const ticket = await ticketOf("Comanda");
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(ticket.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "ENTRADA",
      "PRINCIPAL",
      "POSTRE",
      "SIN TIEMPO",
    ]);
    expect(within(ticket.getByRole("region", { name: "Entrada" })).getByText("1 × Provoleta")).toBeVisible();
    const main = within(ticket.getByRole("region", { name: "Principal" }));
    expect(main.getByText("2 × Bife de chorizo")).toBeVisible();
    expect(main.getByText("> Jugoso")).toBeVisible();
    expect(main.getByText("Nota: sin sal")).toBeVisible();
    const none = within(ticket.getByRole("region", { name: "Sin tiempo" }));
    expect(none.getByText("1 × Combo Burger")).toBeVisible();
    expect(
      within(none.getByRole("list", { name: "Contenido de Combo Burger" })).getByText("> Cheddar"),
    ).toBeVisible();
  });

  it("prints the receipt: business header, quantity × price, subtotals, total, payment method and the legend", async () => {
    open(`/print/orders/${order.id}/receipt`);
    const ticket = await ticketOf("Comprobante");
    expect(await ticket.findByRole("heading", { name: "La Esquina" })).toBeInTheDocument();
    expect(ticket.getByText("Av. Siempre Viva 742")).toBeInTheDocument();
    // Phones as they are read, not the stored digits (decision 069).
    expect(ticket.getByText("Tel. 11 5555-1234")).toBeInTheDocument();
    expect(ticket.getByRole("heading", { level: 1, name: "Pedido N° 12" })).toBeInTheDocument();
    expect(ticket.getByText("23/11/2026 14:05")).toBeInTheDocument();
    const rows = within(ticket.getByRole("list", { name: "Productos" }))
      .getAllByText(/×/)
      .map((row) => row.closest("p")?.textContent ?? row.textContent);
    expect(rows).toContain(`2 × ${pesos(1234.5)}${pesos(2469)}`);
    expect(rows).toContain(`2 × ${pesos(5000)}${pesos(10000)}`);
    // textContent, not toHaveTextContent: the currency's no-break space must stay as formatMoney writes it.
    expect(ticket.getByText("Total").parentElement?.textContent).toBe(`Total${pesos(12469)}`);
    expect(ticket.getByText("Medio de pago").parentElement?.textContent).toBe("Medio de pagoMercado Pago");
    expect(ticket.getByText(notAnInvoiceText)).toHaveTextContent("Comprobante no válido como factura");
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it("prints the subtotal, each adjustment with its reason, the tip, each payment part and the change", async () => {
    const paid: Order = {
      ...order,
      subtotal: 12469,
      adjustments: [
        { kind: "discount", mode: "percent", value: 10, reason: "Pago en efectivo", amount: 1246.9 },
        { kind: "surcharge", mode: "amount", value: 500, reason: "Envío", amount: 500 },
      ],
      tip: 1000,
      total: 12722.1,
      payments: [
        {
          paymentMethodId: "pm-cash",
          name: "Efectivo",
          isCash: true,
          amount: 7000,
          tendered: 10000,
          change: 3000,
        },
        {
          paymentMethodId: "pm-mp",
          name: "Mercado Pago",
          isCash: false,
          amount: 5722.1,
          tendered: null,
          change: null,
        },
      ],
    };
    open(`/print/orders/${order.id}/receipt`, { [`GET /orders/${order.id}`]: ok(paid) });
    const ticket = await ticketOf("Comprobante");
    const rowText = (text: string) => ticket.getByText(text).closest("p, li")?.textContent;
    await ticket.findByText("Subtotal");
    expect(rowText("Subtotal")).toBe(`Subtotal${pesos(12469)}`);
    expect(
      within(ticket.getByRole("list", { name: "Subtotal y ajustes" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      `Subtotal${pesos(12469)}`,
      `Descuento 10 % (Pago en efectivo)−${pesos(1246.9)}`,
      `Recargo (Envío)+${pesos(500)}`,
      `Propina${pesos(1000)}`,
    ]);
    expect(rowText("Total")).toBe(`Total${pesos(12722.1)}`);
    expect(rowText("Efectivo")).toBe(`Efectivo${pesos(7000)}`);
    expect(rowText("Mercado Pago")).toBe(`Mercado Pago${pesos(5722.1)}`);
    expect(rowText("Paga con")).toBe(`Paga con${pesos(10000)}`);
    expect(rowText("Vuelto")).toBe(`Vuelto${pesos(3000)}`);
  });

  it("prints a delivery's customer, address, notes, promised time, 'Envío' and 'Pagado' when paid in advance", async () => {
    const promisedAt = Date.now() + 30 * 60_000;
    const delivery: Order = {
      ...order,
      type: "delivery",
      customer: {
        id: "c1",
        name: "Lucía Gómez",
        phone: "1145678901",
        address: "Av. Corrientes 1234, 5° B",
        notes: "Timbre roto",
      },
      deliveryFee: 1500,
      promisedAt,
      subtotal: 12469,
      total: 13969,
    };
    open(`/print/orders/${order.id}/receipt`, { [`GET /orders/${order.id}`]: ok(delivery) });
    const ticket = await ticketOf("Comprobante");
    expect(await ticket.findByText("DELIVERY")).toBeInTheDocument();
    expect(ticket.getByText(new RegExp(`^Para .*las ${formatClock(promisedAt)}$`))).toBeInTheDocument();
    const customer = within(ticket.getByRole("region", { name: "Cliente" }));
    expect(customer.getByText("Cliente: Lucía Gómez")).toBeInTheDocument();
    expect(customer.getByText("Tel. 11 4567-8901")).toBeInTheDocument();
    expect(customer.getByText("Av. Corrientes 1234, 5° B")).toBeInTheDocument();
    expect(customer.getByText("Notas: Timbre roto")).toBeInTheDocument();
    const rowText = (text: string) => ticket.getByText(text).closest("p, li")?.textContent;
    expect(rowText("Envío")).toBe(`Envío${pesos(1500)}`);
    // Paid with Mercado Pago before the courier left: nothing to collect (decision 066).
    expect(ticket.getByText("Pagado")).toBeInTheDocument();
    expect(ticket.queryByText("A cobrar")).not.toBeInTheDocument();
  });

  it("prints only the cash part as 'A cobrar' on a delivery partly paid in advance", async () => {
    const delivery: Order = {
      ...order,
      type: "delivery",
      customer: { id: "c1", name: "Lucía", phone: null, address: "Lavalle 10", notes: null },
      deliveryFee: 0,
      promisedAt: null,
      payments: [
        {
          paymentMethodId: "mp",
          name: "Mercado Pago",
          isCash: false,
          amount: 10000,
          tendered: null,
          change: null,
        },
        { paymentMethodId: "ef", name: "Efectivo", isCash: true, amount: 2469, tendered: 3000, change: 531 },
      ],
    };
    open(`/print/orders/${order.id}/receipt`, { [`GET /orders/${order.id}`]: ok(delivery) });
    const ticket = await ticketOf("Comprobante");
    const collect = await ticket.findByText("A cobrar");
    expect(collect.closest("p")?.textContent).toBe(`A cobrar${pesos(2469)}`);
    expect(ticket.queryByText("Pagado")).not.toBeInTheDocument();
  });

  it("prints a take-away's type and customer on the comanda, with no address and no prices", async () => {
    const takeaway: Order = {
      ...order,
      type: "takeaway",
      customer: { id: "c1", name: "Pedro", phone: "2235551234", address: "Calle 1", notes: null },
    };
    open(`/print/orders/${order.id}/kitchen`, { [`GET /orders/${order.id}`]: ok(takeaway) });
    const ticket = await ticketOf("Comanda");
    expect(await ticket.findByText("PARA LLEVAR")).toBeInTheDocument();
    expect(ticket.getByText("Cliente: Pedro")).toBeInTheDocument();
    expect(ticket.queryByText("Calle 1")).not.toBeInTheDocument();
    // Neither as stored nor as read (223 555-1234).
    expect(ticket.queryByText(/555-?1234/)).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Comanda" }).textContent).not.toMatch(/\$/);
  });

  it("waits for the logo before printing the receipt", async () => {
    open(`/print/orders/${order.id}/receipt`, {
      "GET /business": ok({ ...business, logoUrl: "/api/v1/business/logo?v=1" }),
    });
    const logo = await (await ticketOf("Comprobante")).findByRole("img", { name: "Logo de La Esquina" });
    expect(logo).toHaveAttribute("src", "/api/v1/business/logo?v=1");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(print).not.toHaveBeenCalled();
    fireEvent.load(logo);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it("shows nothing but the ticket when the board's hidden frame opens it (?auto=1)", async () => {
    // jsdom lays nothing out: the ticket measures 100 mm here, as a browser would measure it.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 302, 377));
    open(`/print/orders/${order.id}/kitchen?auto=1`);
    await (await ticketOf("Comanda")).findByRole("heading", { name: "Pedido N° 12" });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    // The page is 80 mm wide and as tall as the ticket, so the roll is cut right below it.
    const pageRules = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(pageRules).toContain("@page { size: 80mm 102mm; margin: 4mm; }");
    vi.restoreAllMocks();
  });

  it("says so, and prints nothing, for an order that is not there", async () => {
    open(`/print/orders/${order.id}/kitchen`, {
      [`GET /orders/${order.id}`]: {
        status: 404,
        body: { error: { code: "not-found", message: "No encontramos ese pedido." } },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("No encontramos ese pedido.");
    expect(print).not.toHaveBeenCalled();
  });

  it("answers not found for another kind of ticket", async () => {
    open(`/print/orders/${order.id}/invoice`);
    expect(await screen.findByRole("heading", { name: "Página no encontrada" })).toBeInTheDocument();
  });
});
