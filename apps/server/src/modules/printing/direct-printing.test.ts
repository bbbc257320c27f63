import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { type SellingBusiness, sellingBusiness } from "../../../test/orders-kit.ts";
import { comandaJob, type FakePrinter, startFakePrinter, ticketLines } from "../../../test/printer-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { defaultPrinterNetworks } from "../../config/printer-networks.ts";
import { enqueuePrintJob } from "./queries.ts";

const reserved = (host: string) =>
  `Comanda no imprime en ${host}: es una dirección reservada del servidor, no de una impresora.`;
const hosted =
  "Esta instalación no imprime directo en la red: la impresión va a pasar por el agente de impresión del local.";

// Decision 065: where the server may print, 'Imprimir prueba', and tickets that may have printed.
describe.each(engines)("direct printing on %s", (engine) => {
  // As an operator leaves it: the private ranges, so the stand-ins on 127.0.0.1 are off limits.
  const server = useTestServer(engine, { printerNetworks: defaultPrinterNetworks });
  // The tests' own: 127.0.0.1 named, as an operator would name a printer on the server's machine.
  const allowing = useTestServer(engine);
  const none = useTestServer(engine, { printerNetworks: [] });
  const listeners: FakePrinter[] = [];
  let shop: SellingBusiness;
  let listener: FakePrinter;
  let station: string;

  beforeAll(async () => {
    shop = await sellingBusiness(server());
    listener = await startFakePrinter();
    listeners.push(listener);
    const created = await shop.call("POST", "/stations", { name: "Cocina", printer_host: "192.168.0.50" });
    expect(created.statusCode, created.body).toBe(201);
    station = created.json().data.id;
  });
  afterAll(async () => {
    for (const printer of listeners) await printer.stop();
  });

  it("refuses 127.0.0.1, the server's own port and a name for it, and never connects, saved or not", async () => {
    const port = Number(new URL(await server().app.listen({ port: 0, host: "127.0.0.1" })).port);
    for (const [host, target] of [
      ["127.0.0.1", listener.port],
      ["127.0.0.1", port],
      ["localhost", listener.port],
    ] as const) {
      const saved = await shop.call("PATCH", `/stations/${station}`, {
        name: "Cocina",
        printer_host: host,
        printer_port: target,
      });
      expect(saved.statusCode, saved.body).toBe(400);
      expect(saved.json().error.fields).toEqual({ printer_host: reserved(host) });
      const test = await shop.call("POST", `/stations/${station}/test-print`, {
        printer_host: host,
        printer_port: target,
        paper_width: 80,
      });
      expect(test.json().data).toEqual({ outcome: "failed", message: reserved(host) });
    }
    // A ticket already queued for it (a name that pointed elsewhere when it was saved) is checked again.
    const { db } = server().ctx.database;
    await enqueuePrintJob(db, comandaJob(shop.businessId, { host: "localhost", port: listener.port }, "5"));
    server().ctx.printing.wake();
    await vi.waitFor(
      async () =>
        expect((await shop.call("GET", "/printers")).json().data).toContainEqual(
          expect.objectContaining({ host: "localhost", online: false, lastError: reserved("localhost") }),
        ),
      { timeout: 5_000, interval: 50 },
    );
    expect(listener.connections()).toBe(0);
    expect((await shop.call("GET", "/printer-networks")).json().data).toEqual({
      direct: true,
      networks: defaultPrinterNetworks,
    });
  });

  it("says why an address outside the networks is refused", async () => {
    const saved = await shop.call("PATCH", `/stations/${station}`, {
      name: "Cocina",
      printer_host: "8.8.8.8",
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields.printer_host).toBe(
      "La impresora 8.8.8.8 no está en una red permitida para imprimir (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16). Quien administra el servidor puede sumarla en PRINTER_NETWORKS.",
    );
  });

  it("'Imprimir prueba' prints a short ticket on an allowed printer and says what became of it", async () => {
    const owner = await sellingBusiness(allowing());
    const printer = await startFakePrinter("status");
    listeners.push(printer);
    const created = await owner.call("POST", "/stations", { name: "Barra", printer_host: printer.host });
    const id = created.json().data.id;
    const body = { printer_host: printer.host, printer_port: printer.port, paper_width: 58 };
    const printed = await owner.call("POST", `/stations/${id}/test-print`, body);
    expect(printed.json().data).toEqual({
      outcome: "printed",
      message: `La impresora recibió la prueba (127.0.0.1:${printer.port}). Fijate que haya salido bien.`,
    });
    const lines = ticketLines((await printer.waitForTickets(1))[0] as Buffer).map((line) => line.trim());
    expect(lines).toContain("PRUEBA");
    expect(lines).toContain("Barra");
    expect(lines).toContain("-".repeat(32));
    printer.setStatus([0x1a, 0x32, 0x7e]);
    expect((await owner.call("POST", `/stations/${id}/test-print`, body)).json().data).toEqual({
      outcome: "unconfirmed",
      message: `La impresora avisa que no tiene papel (127.0.0.1:${printer.port}).`,
    });
    await printer.stop();
    expect((await owner.call("POST", `/stations/${id}/test-print`, body)).json().data).toEqual({
      outcome: "failed",
      message: `La impresora no responde (127.0.0.1:${printer.port}). Revisá que esté prendida y en la red, y la dirección y el puerto.`,
    });
    const cashier = await owner.staff("CASHIER");
    expect((await cashier.call("POST", `/stations/${id}/test-print`, body)).statusCode).toBe(403);
  });

  it("a ticket that may have printed is listed until someone reprints it or says it came out, once", async () => {
    const { db } = server().ctx.database;
    // An address outside the networks: the worker takes the copy below and never connects anywhere.
    const queued = await Promise.all(
      ["8", "9"].map((turn) =>
        enqueuePrintJob(db, comandaJob(shop.businessId, { host: "203.0.113.9", port: 9100 }, turn)),
      ),
    );
    const receipt = await enqueuePrintJob(db, {
      ...comandaJob(shop.businessId, { host: "203.0.113.9", port: 9100 }, "10"),
      kind: "receipt",
    } as never);
    const ids = queued.map((job) => job.id);
    const at = Date.now();
    // What the worker leaves when the printer took them and said nothing.
    await db
      .updateTable("print_job")
      .set({
        status: "failed",
        unconfirmed_at: at,
        attempted_at: at,
        last_error: "La impresora no confirmó el ticket (203.0.113.9:9100).",
      })
      .where("id", "in", [...ids, receipt.id])
      .execute();
    const kitchen = await shop.staff("KITCHEN");
    const listed = (await kitchen.call("GET", "/print-jobs/unconfirmed")).json().data;
    expect(listed).toEqual(
      ["8", "9"].map((turn, index) => ({
        id: ids[index],
        printerName: "Cocina",
        kind: "comanda",
        turn,
        reason: "La impresora no confirmó el ticket (203.0.113.9:9100).",
        at,
      })),
    );
    // A receipt (payments) is the counter's: KITCHEN neither sees nor settles it.
    expect((await kitchen.call("POST", `/print-jobs/${receipt.id}/printed`)).statusCode).toBe(404);
    const other = await sellingBusiness(server());
    expect((await other.call("POST", `/print-jobs/${ids[0]}/reprint`)).statusCode).toBe(404);
    const reprint = await kitchen.call("POST", `/print-jobs/${ids[0]}/reprint`);
    expect(reprint.statusCode, reprint.body).toBe(200);
    const copy = await db
      .selectFrom("print_job")
      .selectAll()
      .where("id", "=", reprint.json().data.id)
      .executeTakeFirstOrThrow();
    // A copy of its own, queued (the worker may be on it already; outside the networks, it never connects).
    expect([copy.unconfirmed_at, JSON.parse(copy.document).kind]).toEqual([null, "reprint"]);
    expect((await kitchen.call("POST", `/print-jobs/${ids[1]}/printed`)).statusCode).toBe(200);
    expect((await kitchen.call("POST", `/print-jobs/${ids[1]}/reprint`)).json().error.message).toBe(
      "Ese ticket ya no está por revisar.",
    );
    expect((await kitchen.call("GET", "/print-jobs/unconfirmed")).json().data).toEqual([]);
    const counter = (await shop.call("GET", "/print-jobs/unconfirmed")).json().data;
    expect(counter).toEqual([expect.objectContaining({ id: receipt.id, kind: "receipt", turn: "10" })]);
    expect((await shop.call("POST", `/print-jobs/${receipt.id}/printed`)).statusCode).toBe(200);
    const settled = await db
      .selectFrom("print_job")
      .select("status")
      .where("id", "=", ids[1] as string)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe("printed");
  });

  it("with PRINTER_NETWORKS empty, prints nothing directly and says printing goes through the print agent", async () => {
    const owner = await sellingBusiness(none());
    expect((await owner.call("GET", "/printer-networks")).json().data).toEqual({
      direct: false,
      networks: [],
    });
    const saved = await owner.call("POST", "/stations", { name: "Cocina", printer_host: "192.168.0.50" });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toEqual({ printer_host: hosted });
    const created = await owner.call("POST", "/stations", { name: "Cocina" });
    const test = await owner.call("POST", `/stations/${created.json().data.id}/test-print`, {
      printer_host: "192.168.0.50",
      printer_port: 9100,
      paper_width: 80,
    });
    expect(test.json().data).toEqual({ outcome: "failed", message: hosted });
  });
});
