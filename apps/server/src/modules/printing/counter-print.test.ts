import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { placeOrder, type SellingBusiness, sellingBusiness } from "../../../test/orders-kit.ts";
import { type FakePrinter, startFakePrinter, ticketLines } from "../../../test/printer-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { closeShiftRow } from "../../../test/service-rows-kit.ts";

const text = (ticket: Buffer) => ticketLines(ticket).join("\n");

describe.each(engines)("receipts and Z reports on a printer chosen at the counter on %s", (engine) => {
  const server = useTestServer(engine);
  let shop: SellingBusiness;
  let counter: FakePrinter;
  let printerStation: string;
  let plainStation: string;

  beforeAll(async () => {
    shop = await sellingBusiness(server());
    counter = await startFakePrinter();
    const create = async (body: Record<string, unknown>) =>
      (await shop.call("POST", "/stations", body)).json().data.id as string;
    plainStation = await create({ name: "Cocina" });
    printerStation = await create({ name: "Caja", printer_host: counter.host, printer_port: counter.port });
  });
  afterAll(() => counter.stop());

  it("prints the customer's receipt with its amounts, once per press, and refuses a station without printer", async () => {
    const coke = await shop.product("Coca", { price: 150_000 });
    const order = await placeOrder(shop, { products: [{ product_id: coke, quantity: 2 }] });
    const cashier = await shop.staff("CASHIER");
    const printed = await cashier.call("POST", `/orders/${order.id}/receipt/print`, {
      stationId: printerStation,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    const [receipt] = await counter.waitForTickets(1);
    expect(text(receipt as Buffer)).toContain("TOTAL");
    expect(text(receipt as Buffer)).toContain("$ 3.000,00");
    const refused = await shop.call("POST", `/orders/${order.id}/receipt/print`, { stationId: plainStation });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Cocina no tiene impresora.");
    const kitchen = await shop.staff("KITCHEN");
    const forbidden = await kitchen.call("POST", `/orders/${order.id}/receipt/print`, {
      stationId: printerStation,
    });
    expect(forbidden.statusCode).toBe(403);
    const bad = await shop.call("POST", `/orders/${order.id}/receipt/print`, { stationId: "cualquiera" });
    expect(bad.statusCode).toBe(400);
  });

  it("prints what the courier collects: the cash part, 'PAGADO' when paid in advance (decision 066)", async () => {
    const created = async (url: string, body: unknown) => {
      const response = await shop.call("POST", url, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const mercadoPago = await created("/payment-methods", { name: "Mercado Pago" });
    const customer = await created("/customers", {
      name: "Marta",
      phone: "1145678901",
      address: "Lavalle 10",
    });
    const flan = await shop.product("Flan", { price: 1_390_000, quantity: null });
    const delivery = (payments: { payment_method_id: string; amount: number }[]) =>
      placeOrder(shop, {
        type: "delivery",
        customer_id: customer,
        payment_method_id: mercadoPago,
        products: [{ product_id: flan, quantity: 2 }],
        payments,
      });
    const receiptOf = async (orderId: string) => {
      const before = counter.tickets.length;
      const printed = await shop.call("POST", `/orders/${orderId}/receipt/print`, {
        stationId: printerStation,
      });
      expect(printed.statusCode, printed.body).toBe(200);
      return ticketLines((await counter.waitForTickets(before + 1)).at(-1) as Buffer).map((line) =>
        line.trim(),
      );
    };
    const paid = await receiptOf((await delivery([{ payment_method_id: mercadoPago, amount: 27_800 }])).id);
    expect(paid).toContain("PAGADO");
    expect(paid.some((line) => line.includes("A COBRAR"))).toBe(false);
    const split = await delivery([
      { payment_method_id: mercadoPago, amount: 20_000 },
      { payment_method_id: shop.cash, amount: 7_800 },
    ]);
    const collect = await receiptOf(split.id);
    expect(collect).toContain("A COBRAR $ 7.800,00");
    expect(collect).not.toContain("PAGADO");
  });

  it("prints a closed shift's Z report, and refuses an open one", async () => {
    const open = await shop.call("POST", `/shifts/${shop.shiftId}/report/print`, {
      stationId: printerStation,
    });
    expect(open.statusCode).toBe(409);
    await closeShiftRow(server().ctx.database.db, shop.shiftId, shop.userId);
    const before = counter.tickets.length;
    const printed = await shop.call("POST", `/shifts/${shop.shiftId}/report/print`, {
      stationId: printerStation,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    const tickets = await counter.waitForTickets(before + 1);
    expect(text(tickets.at(-1) as Buffer)).toMatch(/INFORME Z|Informe Z/);
  });
});
