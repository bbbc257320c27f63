import { formatPesos } from "@comanda/domain";
import type { Invoice, InvoiceDocument } from "@comanda/domain/invoices";
import { afterAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  ISSUER_CUIT,
  invoicingBusiness,
  RECEPTOR_CUIT,
  useArcaServer,
  vouchersOf,
} from "../../../test/invoices-kit.ts";
import { placeOrder } from "../../../test/orders-kit.ts";
import { addUser, inject } from "../../../test/server-kit.ts";

/** Decisions 054 and 055: 'Probar conexión', invoicing an order as A, B or C, and what the voucher says. */
describe.each(engines)("invoices on %s", (engine) => {
  const arca = useArcaServer(engine);
  const server = arca.server;

  /** Every answer body, checked at the end: none carries the key. */
  const bodies: string[] = [];
  afterAll(() => {
    const keyLines = arca
      .world()
      .business.privateKeyPem.split("\n")
      .filter((line) => line && !line.startsWith("-----"));
    for (const text of [...bodies, ...server().logs]) {
      expect(text).not.toContain("PRIVATE KEY");
      for (const line of keyLines) expect(text).not.toContain(line);
    }
  });
  const invoiceOf = async (
    shop: {
      call: (
        m: "POST",
        u: string,
        b?: unknown,
      ) => Promise<{ statusCode: number; body: string; json: () => { data: Invoice } }>;
    },
    orderId: string,
    body?: unknown,
  ) => {
    const response = await shop.call("POST", `/orders/${orderId}/invoice`, body);
    bodies.push(response.body);
    return response;
  };

  it("tests the connection: service, login ticket and last numbers; a service down is said", async () => {
    const shop = await invoicingBusiness(server(), arca.world());
    const tested = await shop.call("POST", "/fiscal-settings/test");
    bodies.push(tested.body);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().data.ok).toBe(true);
    expect(
      tested.json().data.steps.map((step: { step: string; ok: boolean }) => [step.step, step.ok]),
    ).toEqual([
      ["service", true],
      ["login", true],
      ["last-number", true],
    ]);
    expect(tested.json().data.steps[2].message).toContain("Factura B: ninguna todavía");

    arca.world().standIn.failNext("FEDummy", "http-500");
    const down = (await shop.call("POST", "/fiscal-settings/test")).json().data;
    expect(down.ok).toBe(false);
    expect(down.steps).toHaveLength(1);
    expect(down.steps[0]).toMatchObject({ step: "service", ok: false });
    expect(down.steps[0].message).toMatch(/^ARCA no respondió/);

    const cashier = await addUser(server(), shop.businessId, "CASHIER");
    const refused = await inject(server(), {
      method: "POST",
      url: "/api/v1/fiscal-settings/test",
      cookies: cashier.cookies,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("reuses the login ticket: WSAA is asked once for many vouchers", async () => {
    const shop = await invoicingBusiness(server(), arca.world());
    const product = await shop.product("Café", { price: 250_000 });
    const before = arca
      .world()
      .standIn.calls()
      .filter((call) => call.operation === "LoginCms").length;
    for (let index = 0; index < 3; index += 1) {
      const order = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
      expect((await invoiceOf(shop, order.id)).json().data.status).toBe("authorized");
    }
    const logins =
      arca
        .world()
        .standIn.calls()
        .filter((call) => call.operation === "LoginCms").length - before;
    // The test businesses share one certificate: at most the first business of the file logs in.
    expect(logins).toBeLessThanOrEqual(1);
    const stored = await server().ctx.database.db.selectFrom("arca_ticket").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(Number(stored[0]?.expires_at)).toBeGreaterThan(Date.now() + 11 * 60 * 60_000);
  });

  it("invoices a consumer's order as Factura B with its CAE, IVA inside the price, and prints it with the QR", async () => {
    const shop = await invoicingBusiness(server(), arca.world());
    const product = await shop.product("Milanesa napolitana", { price: 1_210_050 });
    const order = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    const response = await invoiceOf(shop, order.id);
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json().data;
    expect(invoice).toMatchObject({
      orderId: order.id,
      kind: "invoice",
      voucherType: "factura-b",
      environment: "homologacion",
      pointOfSale: shop.pointOfSale,
      number: 1,
      status: "authorized",
      receptor: { documentType: "consumidor-final", documentNumber: "0", condition: "consumidor-final" },
      total: 12100.5,
      net: 10000.41,
      vat: [{ rate: 2100, base: 10000.41, amount: 2100.09 }],
      lastError: null,
    });
    expect(invoice.cae).toMatch(/^\d{14}$/);
    expect(invoice.caeDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // What ARCA holds is exactly this voucher, once.
    const [stored, ...more] = vouchersOf(arca.world(), shop.pointOfSale);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({
      cuit: ISSUER_CUIT,
      voucherType: 6,
      number: 1,
      documentType: 99,
      documentNumber: "0",
      total: 1_210_050,
      net: 1_000_041,
      vatTotal: 210_009,
      vat: [{ id: 5, base: 1_000_041, amount: 210_009 }],
      cae: invoice.cae,
    });

    const again = await invoiceOf(shop, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(
      `Este pedido ya tiene su Factura B ${String(shop.pointOfSale).padStart(4, "0")}-00000001.`,
    );

    const document: InvoiceDocument = (await shop.call("GET", `/invoices/${invoice.id}`)).json().data;
    expect(document.issuer).toMatchObject({ cuit: ISSUER_CUIT, legalName: "La Esquina SRL" });
    expect(document.lines).toEqual([
      { name: "Milanesa napolitana", quantity: 1, unitPrice: 12100.5, total: 12100.5 },
    ]);
    const qr = new URL(document.qrUrl ?? "");
    expect(`${qr.origin}${qr.pathname}`).toBe("https://www.afip.gob.ar/fe/qr/");
    expect(JSON.parse(Buffer.from(qr.searchParams.get("p") ?? "", "base64").toString("utf8"))).toEqual({
      ver: 1,
      fecha: invoice.date,
      cuit: Number(ISSUER_CUIT),
      ptoVta: shop.pointOfSale,
      tipoCmp: 6,
      nroCmp: 1,
      importe: 12100.5,
      moneda: "PES",
      ctz: 1,
      tipoDocRec: 99,
      nroDocRec: 0,
      tipoCodAut: "E",
      codAut: Number(invoice.cae),
    });

    const pdf = await shop.call("GET", `/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("invoices as Factura C for a monotributista: no IVA, the discount inside, the tip outside", async () => {
    const shop = await invoicingBusiness(server(), arca.world(), { ivaCondition: "monotributo" });
    const product = await shop.product("Pizza", { price: 1_000_000 });
    const order = await placeOrder(shop, {
      products: [{ product_id: product, quantity: 2 }],
      adjustments: [{ kind: "discount", mode: "percent", value: 10, reason: "Promo" }],
      tip: 1500,
    });
    expect(order.total).toBe(19_500);
    const invoice = (await invoiceOf(shop, order.id)).json().data;
    expect(invoice).toMatchObject({
      voucherType: "factura-c",
      status: "authorized",
      total: 18_000,
      net: 18_000,
      vat: [],
    });
    expect(vouchersOf(arca.world(), shop.pointOfSale)[0]).toMatchObject({
      voucherType: 11,
      total: 1_800_000,
      vatTotal: 0,
      vat: [],
    });
    const document: InvoiceDocument = (await shop.call("GET", `/invoices/${invoice.id}`)).json().data;
    expect(document).toMatchObject({ discount: 2000, tip: 1500 });
  });

  it("invoices a registered customer as Factura A with CUIT; a consumer's order at the threshold asks for DNI", async () => {
    const shop = await invoicingBusiness(server(), arca.world(), { threshold: 1000 });
    const product = await shop.product("Vino", { price: 121_000 });
    const first = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    const a = await invoiceOf(shop, first.id, {
      receptor: {
        type: "cuit",
        number: "30-00000000-7",
        name: "Distribuidora Sur SA",
        iva_condition: "responsable-inscripto",
      },
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({
      voucherType: "factura-a",
      status: "authorized",
      receptor: { documentType: "cuit", documentNumber: RECEPTOR_CUIT, name: "Distribuidora Sur SA" },
      net: 1000,
      vat: [{ rate: 2100, base: 1000, amount: 210 }],
    });
    expect(vouchersOf(arca.world(), shop.pointOfSale)[0]).toMatchObject({ voucherType: 1, documentType: 80 });

    const second = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    const unnamed = await invoiceOf(shop, second.id);
    expect(unnamed.statusCode).toBe(400);
    expect(JSON.parse(unnamed.body).error.fields.receptor).toBe(
      `Para ventas desde ${formatPesos(1000)} ARCA pide identificar al cliente: ingresá su DNI o CUIT.`,
    );
    const badDni = await invoiceOf(shop, second.id, { receptor: { type: "dni", number: "12" } });
    expect(badDni.statusCode).toBe(400);
    expect(JSON.parse(badDni.body).error.fields["receptor.number"]).toBe("El DNI tiene 7 u 8 números.");
    const named = await invoiceOf(shop, second.id, {
      receptor: { type: "dni", number: "12.345.678", name: "Ana Pérez" },
    });
    expect(named.json().data).toMatchObject({
      voucherType: "factura-b",
      status: "authorized",
      receptor: { documentType: "dni", documentNumber: "12345678", name: "Ana Pérez" },
    });
    expect(
      vouchersOf(arca.world(), shop.pointOfSale).map((voucher) => [voucher.voucherType, voucher.number]),
    ).toEqual([
      [1, 1],
      [6, 1],
    ]);
  });

  it("refuses before settings and certificate, a cancelled order, another business's order, and KITCHEN", async () => {
    const shop = await invoicingBusiness(server(), arca.world());
    const product = await shop.product("Agua", { price: 100_000 });
    const order = await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
    await shop.call("DELETE", "/fiscal-settings/credentials");
    const unconfigured = await invoiceOf(shop, order.id);
    expect(unconfigured.statusCode).toBe(409);
    expect(unconfigured.body).toContain("cargá los datos fiscales y el certificado de ARCA");

    const other = await invoicingBusiness(server(), arca.world());
    const foreign = await invoiceOf(other, order.id);
    expect(foreign.statusCode).toBe(404);

    const cancelled = await placeOrder(other, {
      products: [{ product_id: await other.product("Té"), quantity: 1 }],
    });
    expect((await other.act(cancelled.id, "cancel")).statusCode).toBe(200);
    expect((await invoiceOf(other, cancelled.id)).statusCode).toBe(409);

    const kitchen = await addUser(server(), other.businessId, "KITCHEN");
    const refused = await inject(server(), {
      method: "POST",
      url: `/api/v1/orders/${cancelled.id}/invoice`,
      cookies: kitchen.cookies,
    });
    expect(refused.statusCode).toBe(403);
    expect(vouchersOf(arca.world(), shop.pointOfSale)).toHaveLength(0);
  });

  it("refuses a certificate of another CUIT than the settings'", async () => {
    const shop = await invoicingBusiness(server(), arca.world());
    const { issueCertificate } = await import("../../../test/arca/test-ca.ts");
    const foreign = issueCertificate(arca.world().ca, { cuit: "20123456786", name: "Otro" });
    const response = await shop.call("PUT", "/fiscal-settings/credentials", {
      certificate: foreign.certificatePem,
      private_key: foreign.privateKeyPem,
    });
    bodies.push(response.body);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).error.fields.certificate).toBe(
      "El certificado es del CUIT 20-12345678-6 y los datos fiscales dicen 20-11111111-2: subí el certificado de este CUIT.",
    );
  });
});
