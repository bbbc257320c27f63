import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type FakePrinter, loopbackGuard, startFakePrinter } from "../../../test/printer-kit.ts";
import { defaultPrinterNetworks } from "../../config/printer-networks.ts";
import { createPrinterGuard } from "./printer-networks.ts";
import { PrinterError, sendToPrinter } from "./send-to-printer.ts";

const guard = loopbackGuard;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the send was expected to fail");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PrinterError);
      return error as PrinterError;
    },
  );

describe("sendToPrinter", () => {
  let printer: FakePrinter;
  afterEach(() => printer.stop());

  it("resolves once the printer has every byte and closed", async () => {
    printer = await startFakePrinter();
    const bytes = new Uint8Array(200_000).map((_, i) => i % 251);
    expect(await sendToPrinter(printer, bytes, { guard })).toEqual({ confirmedBy: "close" });
    expect(printer.tickets).toHaveLength(1);
    expect(Buffer.compare(printer.tickets[0] ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);
  });

  it("asks the printer for its status after the ticket and believes a healthy answer", async () => {
    printer = await startFakePrinter("status");
    expect(await sendToPrinter(printer, new Uint8Array([0x41, 0x0a]), { guard })).toEqual({
      confirmedBy: "status",
    });
    await printer.waitForTickets(1);
    expect(printer.tickets[0]).toEqual(Buffer.from([0x41, 0x0a]));
  });

  it("says in Spanish what the printer reports (no paper, cover open), and that it may still have the ticket", async () => {
    printer = await startFakePrinter("status");
    for (const [replies, says] of [
      [[0x1a, 0x32, 0x7e], "no tiene papel"],
      [[0x1a, 0x16, 0x12], "tiene la tapa abierta"],
      [[0x1a, 0x52, 0x12], "tiene un error (papel trabado o el cortador)"],
    ] as const) {
      printer.setStatus([...replies]);
      const error = await failure(sendToPrinter(printer, new Uint8Array([1]), { guard }));
      expect([error.code, error.taken, error.message]).toEqual([
        "problem",
        true,
        `La impresora avisa que ${says} (127.0.0.1:${printer.port}).`,
      ]);
    }
  });

  it("does not read another service's answer as a printer's status", async () => {
    printer = await startFakePrinter();
    const web = net.createServer((socket) => {
      socket.once("data", () => socket.end("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n"));
    });
    await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
    const { port } = web.address() as net.AddressInfo;
    try {
      const error = await failure(sendToPrinter({ host: "127.0.0.1", port }, new Uint8Array([1]), { guard }));
      expect([error.code, error.taken, error.message]).toEqual([
        "unconfirmed",
        true,
        `En 127.0.0.1:${port} respondió algo que no es una impresora: revisá la dirección y el puerto.`,
      ]);
    } finally {
      web.close();
    }
  });

  it("rejects in Spanish when the printer is off", async () => {
    printer = await startFakePrinter();
    await printer.stop();
    const error = await failure(sendToPrinter(printer, new Uint8Array([1]), { guard }));
    expect([error.code, error.taken]).toEqual(["unreachable", false]);
    expect(error.message).toBe(`La impresora no responde (127.0.0.1:${printer.port}).`);
  });

  it("gives up on a printer that takes the ticket and never confirms, saying it may have printed it", async () => {
    for (const mode of ["silent", "hang"] as const) {
      printer = await startFakePrinter(mode);
      const started = Date.now();
      const error = await failure(sendToPrinter(printer, new Uint8Array([1]), { guard, timeoutMs: 300 }));
      expect([error.code, error.taken]).toEqual(["unconfirmed", true]);
      expect(error.message).toBe(`La impresora no confirmó el ticket (127.0.0.1:${printer.port}).`);
      expect(Date.now() - started).toBeLessThan(3_000);
      await printer.stop();
    }
  });

  it("knows a printer that dropped the connection, or closed it early, did not take the ticket", async () => {
    for (const mode of ["reset", "close-early"] as const) {
      printer = await startFakePrinter(mode);
      const error = await failure(sendToPrinter(printer, new Uint8Array(100_000), { guard }));
      // Reset before or after our side saw the connection: either way it took nothing.
      expect(error.taken, mode).toBe(false);
      expect(["dropped", "unreachable"]).toContain(error.code);
      expect(error.message).toBe(`La impresora no responde (127.0.0.1:${printer.port}).`);
      expect(printer.tickets).toHaveLength(0);
      await printer.stop();
    }
  });

  it("never connects outside the allowed networks: not to 127.0.0.1, nor to a name that resolves to it", async () => {
    printer = await startFakePrinter();
    const defaults = createPrinterGuard({ networks: defaultPrinterNetworks });
    for (const host of ["127.0.0.1", "localhost", "127.1.2.3"]) {
      const error = await failure(
        sendToPrinter({ host, port: printer.port }, new Uint8Array([1]), { guard: defaults }),
      );
      expect([error.code, error.taken]).toEqual(["refused", false]);
      expect(error.message).toBe(
        `Comanda no imprime en ${host}: es una dirección reservada del servidor, no de una impresora.`,
      );
    }
    // Even listed in full: a range never opens the server's own addresses; only naming the host does.
    const wide = createPrinterGuard({ networks: ["0.0.0.0/0"] });
    expect((await failure(sendToPrinter(printer, new Uint8Array([1]), { guard: wide }))).code).toBe(
      "refused",
    );
    expect(printer.connections()).toBe(0);
    await sendToPrinter(printer, new Uint8Array([1]), { guard });
    expect(printer.connections()).toBe(1);
  });

  it("connects to the address it checked, not to whatever the name resolves to next", async () => {
    printer = await startFakePrinter();
    const other = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => other.listen(printer.port, "127.0.0.2", resolve));
    try {
      // A name that answered 127.0.0.1 when checked: the connection goes there, even if it moves.
      let lookups = 0;
      const rebinding = createPrinterGuard({
        networks: ["127.0.0.1/32"],
        lookup: async () => (lookups++ === 0 ? ["127.0.0.1"] : ["127.0.0.2"]),
      });
      await sendToPrinter({ host: "impresora.local", port: printer.port }, new Uint8Array([1]), {
        guard: rebinding,
      });
      expect([lookups, printer.connections()]).toEqual([1, 1]);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
