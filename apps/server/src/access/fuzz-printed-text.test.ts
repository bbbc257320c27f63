import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyPrintedText, controlBytes, drawerAndCut, splitTicket } from "../../test/fuzz/printed-text.ts";
import type { ComandaDocument, ReceiptDocument, ZReportDocument } from "../modules/printing/documents.ts";
import { type PrinterCodepage, startTicket } from "../modules/printing/escpos.ts";
import { renderComanda } from "../modules/printing/render-comanda.ts";
import { renderReceipt } from "../modules/printing/render-receipt.ts";
import { renderZReport } from "../modules/printing/render-z-report.ts";

/**
 * Decision 066: no text, whatever its characters, reaches the printer as a command. cp850/cp858 put
 * ← at ESC, ↔ at GS, • at BEL…: a product named "Flan ←p0AA ↔V0" opened the drawer and cut the paper.
 */
const codepages: PrinterCodepage[] = ["cp858", "cp850"];
/** What a ticket with only text sends besides it: ESC @, FS ., ESC M 0 and the code page (ESC t). */
const textOnlyCommands = (codepage: PrinterCodepage) => [
  "1b40",
  "1c2e",
  "1b4d00",
  codepage === "cp858" ? "1b7413" : "1b7402",
];

// A letter first: the code page is selected before the first text, none for an empty one.
const encodeText = (text: string, codepage: PrinterCodepage) =>
  splitTicket(startTicket({ width: 80, codepage }).text(`x${text}`).encode());

const comanda = (text: string): ComandaDocument => ({
  businessName: text,
  stationName: text,
  turn: text,
  createdAt: Date.UTC(2026, 10, 26, 12, 5),
  kind: "changes",
  lines: [{ quantity: 1, name: text, items: [{ quantity: 2, name: text }] }],
  removed: [{ quantity: 1, name: text }],
  observation: text,
  createdBy: text,
  tableName: text,
});

const receipt = (text: string): ReceiptDocument => ({
  businessName: text,
  address: text,
  turn: text,
  createdAt: Date.UTC(2026, 10, 26, 12, 5),
  lines: [{ quantity: 1, name: text, amount: 1_000_00 }],
  subtotal: 1_000_00,
  adjustments: [{ label: text, amount: -100_00 }],
  tip: 100_00,
  total: 1_000_00,
  payments: [{ name: text, amount: 1_000_00, tendered: 2_000_00 }],
  observation: text,
  typeLabel: "Delivery",
  promisedAt: Date.UTC(2026, 10, 27, 0, 30),
  customer: { name: text, phone: text, address: text, notes: text },
  deliveryFee: 0,
  delivery: true,
});

const zReport = (text: string): ZReportDocument => {
  const start = Date.UTC(2026, 10, 26, 11, 0);
  return {
    business: { name: text, address: text, phone: text, logoUrl: null },
    shift: {
      id: "s1",
      code: "2026-11-26",
      status: "inactive",
      startDate: start,
      endDate: start + 3_600_000,
      totalOrders: 1,
      totalAmount: 1000,
      cashFloat: 0,
      nextTurn: "2",
      openedByName: text,
      closedByName: text,
    },
    cashFloat: 0,
    completed: { orders: 1, amount: 1000 },
    sales: { subtotal: 1000, discounts: 0, surcharges: 0, tips: 0, deliveryFees: 0, total: 1000 },
    cancelled: { orders: 0, amount: 0 },
    byPaymentMethod: [{ paymentMethodId: "m1", name: text, orders: 1, amount: 1000 }],
    byType: [],
    vouchers: [],
    count: [
      { paymentMethodId: "m1", name: text, isCash: true, expected: 1000, counted: 900, difference: -100 },
    ],
    countNote: text,
    cashMovements: [{ id: "c1", kind: "in", amount: 10, reason: text, userName: text, createdAt: start }],
    bestSellers: [{ productId: "p1", name: text, quantity: 1 }],
  };
};

/** Every document a printer gets, with `text` in each of its texts. */
const documents = (text: string, codepage: PrinterCodepage) =>
  ([80, 58] as const).flatMap((width) => [
    renderComanda(comanda(text), { width, codepage }),
    renderReceipt(receipt(text), { width, codepage }),
    renderReceipt({ ...receipt(text), delivery: false, preBill: true }, { width, codepage }),
    renderZReport(zReport(text), { width, codepage }),
  ]);

const expectOnlyItsOwnCommands = (bytes: Uint8Array) => {
  const { text, commands } = splitTicket(bytes);
  expect(controlBytes(text)).toEqual([]);
  // One reset, one code page, one cut, the last command: nothing the text could add.
  expect(commands.filter((command) => command === "1b40")).toHaveLength(1);
  expect(commands.filter((command) => command.startsWith("1b74"))).toHaveLength(1);
  expect(commands.filter((command) => command.startsWith("1d56"))).toEqual(["1d5600"]);
  expect(commands.at(-1)).toBe("1d5600");
};

describe("printed text", () => {
  // Every code page symbol is in the Basic Multilingual Plane; the properties below reach the astral planes.
  it.each(codepages)("encodes every code point of the BMP to printable bytes in %s", (codepage) => {
    for (let start = 0; start < 0x10000; start += 0x2000) {
      // A space every 40 code points: a line wraps at a space, so the chunk is not cut character by character.
      const chunk = Array.from(
        { length: 0x2000 },
        (_, i) => `${i % 40 ? "" : " "}${String.fromCodePoint(start + i)}`,
      ).join("");
      const { text, commands } = encodeText(chunk, codepage);
      expect(controlBytes(text)).toEqual([]);
      expect(commands).toEqual(textOnlyCommands(codepage));
    }
  });

  it.each(codepages)("never lets any text become a command in %s (property)", (codepage) => {
    fc.assert(
      fc.property(anyPrintedText, (value) => {
        const { text, commands } = encodeText(value, codepage);
        expect(controlBytes(text)).toEqual([]);
        expect(commands).toEqual(textOnlyCommands(codepage));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every document's commands its own, whatever its texts say (property)", () => {
    fc.assert(
      fc.property(anyPrintedText, fc.constantFrom(...codepages), (value, codepage) => {
        for (const bytes of documents(value, codepage)) expectOnlyItsOwnCommands(bytes);
      }),
      { numRuns: 25, examples: [[drawerAndCut, "cp858"]] },
    );
  });
});
