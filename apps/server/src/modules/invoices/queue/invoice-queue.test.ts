import type { Invoice } from "@comanda/domain/invoices";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { eventually, invoicingBusiness, useArcaServer, vouchersOf } from "../../../../test/invoices-kit.ts";
import { placeOrder } from "../../../../test/orders-kit.ts";
import { startTestServer, type TestServer } from "../../../../test/server-kit.ts";
import { voucherTotalsOf } from "../documents/voucher-totals.ts";
import { startInvoiceWorker } from "./worker.ts";

/**
 * Decision 055: invoices queued as orders complete, credit notes as they are cancelled, and a
 * queue that outlives ARCA's silences, lost answers and restarts without a voucher authorized twice or a
 * number skipped.
 */
describe.each(engines)("the invoice queue on %s", (engine) => {
  const arca = useArcaServer(engine);
  const server = arca.server;

  const invoicesOf = async (
    shop: { call: (method: "GET", url: string) => Promise<{ json: () => unknown }> },
    orderId: string,
  ) =>
    (
      (await shop.call("GET", `/invoices?order=${orderId}&status=all`)).json() as {
        data: { items: Invoice[] };
      }
    ).data.items;

  it("invoices each order as it completes when the business asks for it, and numbers them in order", async () => {
    const shop = await invoicingBusiness(server(), arca.world(), { autoInvoice: true });
    const product = await shop.product("Empanada", { price: 150_000, quantity: null });
    const orders: Awaited<ReturnType<typeof placeOrder>>[] = [];
    for (let index = 0; index < 8; index += 1)
      orders.push(await placeOrder(shop, { products: [{ product_id: product, quantity: index + 1 }] }));
    for (const order of orders) {
      await shop.act(order.id, "receive");
      await shop.act(order.id, "deliver");
    }
    // Eight completions at once, and a second worker on the same database racing the server's own.
    const rival = startInvoiceWorker({ ctx: server().ctx, pollMs: 20 });
    try {
      const completed = await Promise.all(orders.map((order) => shop.act(order.id, "complete")));
      for (const response of completed) expect(response.statusCode, response.body).toBe(200);
      await eventually(
        async () => vouchersOf(arca.world(), shop.pointOfSale).length,
        (count) => count === 8,
      );
      // ARCA has authorized the eighth once the stand-in holds it; the worker writes its CAE a moment later.
      await eventually(
        async () => Promise.all(orders.map(async (order) => (await invoicesOf(shop, order.id))[0]?.status)),
        (statuses) => statuses.every((status) => status === "authorized"),
      );
    } finally {
      await rival.stop();
    }
    const stored = vouchersOf(arca.world(), shop.pointOfSale);
    expect(stored.map((voucher) => voucher.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const invoices = await Promise.all(orders.map(async (order) => (await invoicesOf(shop, order.id))[0]));
    for (const [index, invoice] of invoices.entries()) {
      expect(invoice).toMatchObject({
        status: "authorized",
        voucherType: "factura-b",
        total: 1500 * (index + 1),
      });
      const voucher = stored.find((one) => one.number === invoice?.number);
      expect(voucher?.total).toBe(150_000 * (index + 1));
      expect(voucher?.cae).toBe(invoice?.cae);
    }
    expect(await voucherTotalsOf(server().ctx.database.db, shop.businessId, shop.shiftId)).toEqual([
      { voucherType: "factura-b", count: 8, total: 54_000, net: expect.any(Number), vat: expect.any(Number) },
    ]);
  });

  it("holds an automatic invoice at the threshold until the buyer's document is given", async () => {
    const shop = await invoicingBusiness(server(), arca.world(), { autoInvoice: true, threshold: 1000 });
    const product = await shop.product("Asado", { price: 60_000, quantity: null });
    const small = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    const big = await placeOrder(shop, { products: [{ product_id: product, quantity: 10 }] });
    for (const order of [small, big])
      for (const action of ["receive", "deliver", "complete"] as const)
        expect((await shop.act(order.id, action)).statusCode).toBe(200);
    await eventually(
      async () => (await invoicesOf(shop, small.id))[0]?.status,
      (status) => status === "authorized",
    );
    const [waiting] = await invoicesOf(shop, big.id);
    expect(waiting).toMatchObject({ status: "waiting-document", number: null, total: 6000 });
    const pending = (await shop.call("GET", "/invoices?status=unsettled")).json() as {
      data: { items: Invoice[] };
    };
    expect(pending.data.items.map((one) => one.id)).toEqual([waiting?.id]);

    const blind = await shop.call("POST", `/invoices/${waiting?.id}/retry`);
    expect(blind.statusCode).toBe(400);
    const named = await shop.call("POST", `/invoices/${waiting?.id}/retry`, {
      receptor: { type: "dni", number: "30111222", name: "Juan Gómez" },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toMatchObject({
      status: "authorized",
      number: 2,
      receptor: { documentNumber: "30111222" },
    });
    expect((await invoicesOf(shop, big.id)).map((one) => one.status).sort()).toEqual(["authorized", "void"]);
    expect(
      vouchersOf(arca.world(), shop.pointOfSale).map((voucher) => [voucher.number, voucher.documentType]),
    ).toEqual([
      [1, 99],
      [2, 96],
    ]);
  });

  it("credits a cancelled order's invoice with the matching Nota de crédito, and voids one never sent", async () => {
    const shop = await invoicingBusiness(server(), arca.world(), { ivaCondition: "monotributo" });
    const product = await shop.product("Flan", { price: 300_000, quantity: null });
    const order = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    const invoice = (await shop.call("POST", `/orders/${order.id}/invoice`)).json().data as Invoice;
    expect(invoice).toMatchObject({ status: "authorized", voucherType: "factura-c", number: 1 });
    expect((await shop.act(order.id, "cancel")).statusCode).toBe(200);
    const [credit] = await eventually(
      async () => (await invoicesOf(shop, order.id)).filter((one) => one.kind === "credit-note"),
      (notes) => notes[0]?.status === "authorized",
    );
    expect(credit).toMatchObject({
      voucherType: "nota-credito-c",
      number: 1,
      total: 3000,
      relatedInvoiceId: invoice.id,
    });
    const note = vouchersOf(arca.world(), shop.pointOfSale).find((voucher) => voucher.voucherType === 13);
    expect(note?.associated).toEqual([
      expect.objectContaining({ voucherType: 11, pointOfSale: shop.pointOfSale, number: 1 }),
    ]);
    const printed = (await shop.call("GET", `/invoices/${credit?.id}`)).json() as {
      data: { relatedVoucher: string };
    };
    expect(printed.data.relatedVoucher).toBe(
      `Factura C ${String(shop.pointOfSale).padStart(4, "0")}-00000001`,
    );

    // Queued while ARCA is asked for nothing (its series is held by a voucher waiting for an answer): void.
    arca.world().standIn.failNext("FECAESolicitar", "timeout", { holdMs: 200 });
    const held = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    expect((await shop.call("POST", `/orders/${held.id}/invoice`)).json().data.status).toBe("sending");
    const waiting = await placeOrder(shop, { products: [{ product_id: product, quantity: 2 }] });
    expect((await shop.call("POST", `/orders/${waiting.id}/invoice`)).json().data.status).toBe("pending");
    expect((await shop.act(waiting.id, "cancel")).statusCode).toBe(200);
    expect((await invoicesOf(shop, waiting.id)).map((one) => [one.kind, one.status])).toEqual([
      ["invoice", "void"],
    ]);
    // The held one is settled before the next test steers the stand-in (its faults are the whole stand-in's).
    const [heldInvoice] = await invoicesOf(shop, held.id);
    const settled = (await shop.call("POST", `/invoices/${heldInvoice?.id}/retry`)).json().data as Invoice;
    expect(settled).toMatchObject({ status: "authorized", number: 2 });
  });

  it("keeps a voucher 'Pendiente de CAE' while ARCA is silent, and sends it once when asked again", async () => {
    const shop = await invoicingBusiness(server(), arca.world());
    const product = await shop.product("Licuado", { price: 200_000, quantity: null });
    const order = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    arca.world().standIn.failNext("FECAESolicitar", "timeout", { holdMs: 200 });
    const queued = (await shop.call("POST", `/orders/${order.id}/invoice`)).json().data as Invoice;
    expect(queued).toMatchObject({ status: "sending", number: 1, cae: null });
    expect(queued.lastError).toMatch(/^ARCA no respondió/);
    // The voucher says it for the cashier; the log keeps what happened, for whoever looks into it.
    const putOff = server()
      .logs.map((line) => JSON.parse(line) as { msg: string; invoiceId?: string; err?: { message: string } })
      .find((entry) => entry.msg === "invoice put off by ARCA" && entry.invoiceId === queued.id);
    expect(putOff?.err?.message).toMatch(/^no answer from 127\.0\.0\.1:\d+: socket hang up/);
    const pending = (await shop.call("GET", "/invoices?status=unsettled")).json() as {
      data: { items: Invoice[] };
    };
    expect(pending.data.items.map((one) => one.id)).toEqual([queued.id]);

    const retried = (await shop.call("POST", `/invoices/${queued.id}/retry`)).json().data as Invoice;
    expect(retried).toMatchObject({ status: "authorized", number: 1 });
    expect(vouchersOf(arca.world(), shop.pointOfSale).map((voucher) => voucher.number)).toEqual([1]);
    expect(
      ((await shop.call("GET", "/invoices?status=unsettled")).json() as { data: { total: number } }).data
        .total,
    ).toBe(0);
  });

  it("adopts the CAE of a voucher whose answer was lost instead of authorizing it twice", async () => {
    const shop = await invoicingBusiness(server(), arca.world());
    const product = await shop.product("Tostado", { price: 450_000, quantity: null });
    const order = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    arca.world().standIn.failNext("FECAESolicitar", "drop-after-authorize");
    const lost = (await shop.call("POST", `/orders/${order.id}/invoice`)).json().data as Invoice;
    expect(lost).toMatchObject({ status: "sending", number: 1, cae: null });
    const [authorized] = vouchersOf(arca.world(), shop.pointOfSale);
    expect(authorized?.cae).toMatch(/^\d{14}$/);

    const retried = (await shop.call("POST", `/invoices/${lost.id}/retry`)).json().data as Invoice;
    expect(retried).toMatchObject({ status: "authorized", number: 1, cae: authorized?.cae });
    expect(vouchersOf(arca.world(), shop.pointOfSale)).toHaveLength(1);
    const calls = arca
      .world()
      .standIn.calls()
      .map((call) => call.operation);
    expect(calls).toContain("FECompConsultar");

    // ARCA refusing a voucher: rejected with its message, the number free for the next.
    const refused = await placeOrder(shop, { products: [{ product_id: product, quantity: 2 }] });
    arca.world().standIn.failNext("FECAESolicitar", "reject", {
      detail: { code: 10015, message: "Documento invalido" },
    });
    const rejected = (await shop.call("POST", `/orders/${refused.id}/invoice`)).json().data as Invoice;
    expect(rejected).toMatchObject({
      status: "rejected",
      number: null,
      lastError: "10015: Documento invalido",
    });
    const again = (await shop.call("POST", `/invoices/${rejected.id}/retry`)).json().data as Invoice;
    expect(again).toMatchObject({ status: "authorized", number: 2 });
    expect(again.id).not.toBe(rejected.id);
  });

  it("survives a restart: a voucher left waiting for ARCA's answer is reconciled by the next server", async () => {
    const shop = await invoicingBusiness(server(), arca.world());
    const product = await shop.product("Medialuna", { price: 90_000, quantity: null });
    const order = await placeOrder(shop, { products: [{ product_id: product, quantity: 3 }] });
    arca.world().standIn.failNext("FECAESolicitar", "drop-after-authorize");
    const lost = (await shop.call("POST", `/orders/${order.id}/invoice`)).json().data as Invoice;
    expect(lost.status).toBe("sending");
    // The server goes away with the voucher in 'sending'; another starts on the same database later on.
    await server().ctx.invoices.stop();
    const { db } = server().ctx.database;
    await db.updateTable("invoice").set({ lease_until: 0 }).where("id", "=", lost.id).execute();
    let next: TestServer | undefined;
    try {
      next = await startTestServer(engine, arca.overrides, server().db);
      const after = await eventually(
        () => db.selectFrom("invoice").selectAll().where("id", "=", lost.id).executeTakeFirstOrThrow(),
        (row) => row.status === "authorized",
      );
      expect(after.cae).toBe(vouchersOf(arca.world(), shop.pointOfSale)[0]?.cae);
      expect(vouchersOf(arca.world(), shop.pointOfSale)).toHaveLength(1);
    } finally {
      await next?.close();
      // The file's server gets a worker again for the tests after this one.
      const { startInvoicing } = await import("./invoicing.ts");
      server().ctx.invoices = startInvoicing(server().ctx, server().ctx.bus, pino({ level: "silent" }));
    }
  });
});
