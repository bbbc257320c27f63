import { describe, expect, it } from "vitest";
import { hex, ticketLines } from "../../../test/printer-kit.ts";
import type { ZReportDocument } from "./documents.ts";
import { renderJob } from "./render-job.ts";

const start = Date.UTC(2026, 10, 26, 11, 0);
const report: ZReportDocument = {
  business: { name: "Doña Rosa", address: "Av. Corrientes 1234", phone: "1145678901", logoUrl: null },
  shift: {
    id: "s1",
    code: "2026-11-26",
    status: "inactive",
    startDate: start,
    endDate: start + 10 * 60 * 60_000,
    totalOrders: 3,
    totalAmount: 4500,
    cashFloat: 1000,
    nextTurn: "4",
    openedByName: "Ana",
    closedByName: "Beto",
  },
  cashFloat: 1000,
  completed: { orders: 3, amount: 4500 },
  sales: { subtotal: 4400, discounts: 300, surcharges: 0, tips: 200, deliveryFees: 200, total: 4500 },
  cancelled: { orders: 1, amount: 700.5 },
  byPaymentMethod: [{ paymentMethodId: "m1", name: "Efectivo", orders: 3, amount: 4500 }],
  byType: [
    { type: "counter", orders: 2, amount: 3000 },
    { type: "delivery", orders: 1, amount: 1500 },
  ],
  vouchers: [
    { voucherType: "factura-b", count: 2, total: 3000, net: 2479.34, vat: 520.66 },
    { voucherType: "nota-credito-b", count: 1, total: 500, net: 413.22, vat: 86.78 },
  ],
  count: [
    {
      paymentMethodId: "m1",
      name: "Efectivo",
      isCash: true,
      expected: 5000,
      counted: 4900,
      difference: -100,
    },
  ],
  countNote: "Faltó cambio",
  cashMovements: [
    {
      id: "c1",
      kind: "out",
      amount: 500,
      reason: "Pago a proveedor",
      userName: "Ana",
      createdAt: start + 60_000,
    },
  ],
  bestSellers: [{ productId: "p1", name: "Ñoquis", quantity: 12 }],
};

describe("renderZReport", () => {
  it("prints the Z report on the roll with the web's wording, amounts at the right edge", () => {
    const lines = ticketLines(renderJob("z-report", JSON.stringify(report), 58));
    const line = (start: string) => lines.find((text) => text.startsWith(start));
    expect(lines.some((text) => text.includes("Informe Z"))).toBe(true);
    // The stored digits as they are read (decision 069).
    expect(lines.map((text) => text.trim())).toContain("Tel. 11 4567-8901");
    expect(line("Fondo de caja")).toBe(`Fondo de caja${" ".repeat(9)}$ 1.000,00`);
    expect(line("Canceladas (1)")).toMatch(/\$ 700,50$/);
    expect(line("Descuentos")).toMatch(/-\$ 300,00$/);
    // Delivery fees (decision 050) are part of the total: the lines add up to it.
    expect(line("Env")).toMatch(/\+\$ 200,00$/);
    expect(line("Mostrador (2)")).toMatch(/\$ 3\.000,00$/);
    expect(line("Delivery (1)")).toMatch(/\$ 1\.500,00$/);
    expect(line("Total")).toMatch(/\$ 4\.500,00$/);
    const factura = lines.indexOf("Factura B");
    expect(lines[factura + 1]).toMatch(/^ {2}Cantidad 2 +\$ 3\.000,00$/);
    const credit = lines.findIndex((text) => /^Nota de cr.dito B$/.test(text));
    expect(lines[credit + 2]).toMatch(/^ {2}IVA +\$ 86,78$/);
    expect(lines.filter((text) => text.startsWith("  IVA"))).toHaveLength(2);
    expect(line("  Diferencia")).toMatch(/ Faltante \$ 100,00$/);
    expect(line("  Contado")).toMatch(/\$ 4\.900,00$/);
    expect(line("  26/11 08:01")).toMatch(/-\$ 500,00$/);
    expect(lines).toContain(`12 x ${String.fromCharCode(0xa5)}oquis`);
    for (const text of lines) expect(text.length).toBeLessThanOrEqual(32);
    // A business that does not deliver gets no line for it.
    const counterOnly = { ...report, sales: { ...report.sales, subtotal: 4600, deliveryFees: 0 } };
    const plain = ticketLines(renderJob("z-report", JSON.stringify(counterOnly), 58));
    expect(plain.some((text) => text.startsWith("Env"))).toBe(false);
  });

  it("writes Más and arqueo's note in cp858 (á = 0xA0, ó = 0xA2) and marks a copy", () => {
    const bytes = renderJob("z-report", JSON.stringify({ ...report, reprint: true }), 80);
    expect(hex(bytes)).toContain(hex([...Buffer.from("Falt"), 0xa2, ...Buffer.from(" cambio")]));
    expect(hex(bytes)).toContain(hex([...Buffer.from("M"), 0xa0, ...Buffer.from("s vendidos")]));
    expect(ticketLines(bytes).some((text) => text.includes("COPIA"))).toBe(true);
  });
});
