import { describe, expect, it } from "vitest";
import { countBytes, hex, ticketLines as lines } from "../../../test/printer-kit.ts";
import { renderReceipt } from "./render-receipt.ts";

const receipt = {
  businessName: "Doña Rosa",
  turn: "27",
  createdAt: Date.UTC(2026, 10, 26, 12, 5),
  lines: [
    { quantity: 2, name: "Ñoquis con salsa", amount: 1_234_50 },
    { quantity: 1, name: "Café", amount: 1_500_00 },
  ],
  subtotal: 2_734_50,
  adjustments: [{ label: "Descuento 10 %", amount: -273_45 }],
  tip: 200_00,
  total: 2_661_05,
  payments: [{ name: "Efectivo", amount: 2_661_05 }],
};

describe("renderReceipt", () => {
  it("lines up es-AR amounts at the right edge of 48 and 32 columns", () => {
    const wide = lines(renderReceipt(receipt, { width: 80 }));
    const narrow = lines(renderReceipt(receipt, { width: 58 }));
    expect(wide).toContain(`2 x ${String.fromCharCode(0xa5)}oquis con salsa${" ".repeat(18)}$ 1.234,50`);
    expect(narrow).toContain(`2 x ${String.fromCharCode(0xa5)}oquis con${" ".repeat(8)}$ 1.234,50`);
    for (const text of [wide, narrow]) {
      const width = text === wide ? 48 : 32;
      for (const label of ["Subtotal", "Propina", "TOTAL", "Efectivo"])
        expect(text.find((line) => line.startsWith(label))?.length).toBe(width);
    }
    expect(narrow.find((line) => line.startsWith("TOTAL"))).toMatch(/\$ 2\.661,05$/);
    expect(narrow.find((line) => line.startsWith("Descuento"))).toMatch(/-\$ 273,45$/);
  });

  it("uses cp858 and ends with a cut", () => {
    const bytes = renderReceipt({ ...receipt, reprint: true }, { width: 58 });
    expect(hex(bytes)).toContain(hex([0x1b, 0x74, 19]));
    expect(hex(bytes)).toContain(hex([...Buffer.from("Caf"), 0x82]));
    expect(hex(bytes)).toContain(hex([0x1d, 0x56]));
    expect(lines(bytes).some((line) => line.includes("COPIA"))).toBe(true);
    expect(lines(bytes).map((line) => line.trim())).toContain(`Pedido N${String.fromCharCode(0xf8)} 27`);
    expect(lines(bytes).some((line) => line.includes("Turno"))).toBe(false);
  });

  it("prints a delivery's customer, address, fee, change and 'A COBRAR' (decision 050)", () => {
    const delivery = lines(
      renderReceipt(
        {
          ...receipt,
          adjustments: [],
          tip: 0,
          subtotal: 2_734_50,
          deliveryFee: 800_00,
          total: 3_534_50,
          payments: [{ name: "Efectivo", amount: 3_534_50, tendered: 5_000_00 }],
          typeLabel: "Delivery",
          promisedAt: Date.UTC(2026, 10, 26, 0, 30),
          customer: { name: "Marta", phone: "1145678901", address: "Av. Corrientes 1234", notes: "3° B" },
          delivery: true,
        },
        { width: 80 },
      ),
    );
    expect(delivery.map((line) => line.trim())).toContain("Delivery - para las 21:30");
    expect(delivery).toContain("Cliente: Marta");
    // As it is read, not the stored digits (decision 069).
    expect(delivery).toContain("Tel.: 11 4567-8901");
    expect(delivery).toContain(`Direcci${String.fromCharCode(0xa2)}n: Av. Corrientes 1234`);
    expect(delivery.find((line) => line.startsWith("Env"))).toMatch(/\$ 800,00$/);
    expect(delivery.find((line) => line.startsWith("  Paga con"))).toMatch(/ \$ 5\.000,00$/);
    expect(delivery.find((line) => line.startsWith("  Vuelto"))).toMatch(/ \$ 1\.465,50$/);
    expect(delivery.some((line) => line.includes("A COBRAR $ 3.534,50"))).toBe(true);
    // A counter receipt has none of it.
    const counter = lines(renderReceipt(receipt, { width: 80 }));
    expect(counter.some((line) => line.includes("A COBRAR") || line.startsWith("Cliente"))).toBe(false);
  });

  it("prints a name or an address that spells a command as text (decision 066)", () => {
    const bytes = renderReceipt(
      {
        ...receipt,
        lines: [{ quantity: 1, name: "Flan ←p0AA ↔V0", amount: 1_500_00 }],
        customer: { name: "Marta", address: "Av. Corrientes ←p0AA", notes: "• timbre ↔V0" },
      },
      { width: 58 },
    );
    expect(hex(bytes)).not.toContain(hex([0x1b, 0x70, 0x30, 0x41, 0x41]));
    expect(hex(bytes)).not.toContain(hex([0x1d, 0x56, 0x30]));
    expect(countBytes(bytes, [0x1d, 0x56])).toBe(1);
    expect(countBytes(bytes, [0x07])).toBe(0);
    const text = lines(bytes);
    expect(text[text.findIndex((line) => line.startsWith("1 x Flan <p0AA")) + 1]?.trim()).toBe("-V0");
    expect(text).toContain("Notas: * timbre -V0");
  });
});
