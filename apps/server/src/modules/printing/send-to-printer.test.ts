import { afterEach, describe, expect, it } from "vitest";
import { type FakePrinter, startFakePrinter } from "../../../test/printer-kit.ts";
import { PrinterError, sendToPrinter } from "./send-to-printer.ts";

describe("sendToPrinter", () => {
  let printer: FakePrinter;
  afterEach(() => printer.stop());

  it("resolves once the printer has every byte and closed", async () => {
    printer = await startFakePrinter();
    const bytes = new Uint8Array(200_000).map((_, i) => i % 251);
    await sendToPrinter(printer, bytes);
    expect(printer.tickets).toHaveLength(1);
    expect(Buffer.compare(printer.tickets[0] ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);
  });

  it("rejects in Spanish when the printer is off", async () => {
    printer = await startFakePrinter();
    await printer.stop();
    const error = await sendToPrinter(printer, new Uint8Array([1])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect((error as PrinterError).message).toBe(`La impresora no responde (127.0.0.1:${printer.port}).`);
  });

  it("does not wait forever on a printer that takes the connection and never answers", async () => {
    printer = await startFakePrinter("hang");
    const started = Date.now();
    const error = await sendToPrinter(printer, new Uint8Array([1]), { timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect((error as PrinterError).code).toBe("unconfirmed");
    expect((error as PrinterError).message).toBe(
      `La impresora no confirmó el ticket (127.0.0.1:${printer.port}).`,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("rejects when the printer drops the connection", async () => {
    printer = await startFakePrinter("reset");
    const error = await sendToPrinter(printer, new Uint8Array(100_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect(printer.tickets).toHaveLength(0);
  });
});
