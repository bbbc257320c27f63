import { describe, expect, it } from "vitest";
import { countBytes, hex, ticketLines as lines } from "../../../test/printer-kit.ts";
import type { ComandaDocument } from "./documents.ts";
import { renderComanda } from "./render-comanda.ts";

const ESC = 0x1b;
const GS = 0x1d;

const doc: ComandaDocument = {
  businessName: "Doña Rosa",
  stationName: "Cocina",
  turn: "27",
  // 26/11/2026 12:05 UTC is 09:05 in Buenos Aires
  createdAt: Date.UTC(2026, 10, 26, 12, 5),
  kind: "new",
  lines: [
    { quantity: 2, name: "Ñoquis con salsa de hongos" },
    { quantity: 1, name: "Café" },
    { quantity: 1, name: "Combo del día", items: [{ quantity: 1, name: "Milanesa napolitana" }] },
  ],
  observation: "Sin sal, ¡urgente!",
  createdBy: "Ana",
};

describe("renderComanda", () => {
  it("prints a line's options and its note under it, and a job queued before them still prints (decision 080)", () => {
    const withChoices: ComandaDocument = {
      ...doc,
      lines: [
        {
          quantity: 1,
          name: "Bife de chorizo",
          options: ["Jugoso", "Huevo frito"],
          note: "sin sal\npara compartir",
        },
        { quantity: 1, name: "Bife de chorizo", options: ["A punto"] },
      ],
    };
    const printed = lines(renderComanda(withChoices, { width: 80 }));
    const first = printed.indexOf("1 x Bife de chorizo");
    expect(printed.slice(first, first + 7)).toEqual([
      "1 x Bife de chorizo",
      "    > Jugoso",
      "    > Huevo frito",
      "    NOTA: sin sal para compartir",
      "1 x Bife de chorizo",
      "    > A punto",
      expect.any(String),
    ]);
    expect(lines(renderComanda(doc, { width: 80 })).some((line) => line.includes(">"))).toBe(false);
  });

  it("selects cp858 and writes accents and ñ as its bytes", () => {
    const bytes = renderComanda(doc, { width: 80 });
    // ESC @ resets the printer; ESC t 19 selects cp858 before the first letter.
    expect(hex(bytes.slice(0, 2))).toBe(hex([ESC, 0x40]));
    const select = hex([ESC, 0x74, 19]);
    expect(hex(bytes)).toContain(select);
    expect(hex(bytes).indexOf(select)).toBeLessThan(hex(bytes).indexOf(hex(Buffer.from("Cocina"))));
    // Ñoquis: Ñ = 0xA5; Café: é = 0x82; ¡ = 0xAD; Doña: ñ = 0xA4; día: í = 0xA1
    expect(hex(bytes)).toContain(hex([0xa5, ...Buffer.from("oquis con salsa de hongos")]));
    expect(hex(bytes)).toContain(hex([...Buffer.from("Caf"), 0x82]));
    expect(hex(bytes)).toContain(hex([...Buffer.from("Sin sal, "), 0xad, ...Buffer.from("urgente!")]));
    expect(hex(bytes)).toContain(hex([...Buffer.from("Do"), 0xa4, ...Buffer.from("a Rosa")]));
    expect(hex(bytes)).toContain(hex([...Buffer.from("d"), 0xa1, ...Buffer.from("a")]));
    // Nothing left as UTF-8 (0xC3 starts every accented letter there).
    expect(countBytes(bytes, [0xc3])).toBe(0);
  });

  it("prints the order's number double size, no prices, and feeds and cuts at the end", () => {
    const bytes = renderComanda(doc, { width: 80 });
    // Decision 066: the order's number is 'Pedido N°' (° = cp858's 0xF8); 'Turno' is the shift.
    const number = [...Buffer.from("Pedido N"), 0xf8, ...Buffer.from(" 27")];
    expect(hex(bytes)).toContain(hex([GS, 0x21, 0x11, ...number, GS, 0x21, 0x00]));
    expect(lines(bytes).some((line) => line.includes("Turno"))).toBe(false);
    expect(hex(bytes)).not.toContain(hex(Buffer.from("$")));
    const cut = hex([GS, 0x56]);
    expect(hex(bytes)).toContain(cut);
    expect(hex(bytes).lastIndexOf(cut)).toBeGreaterThan(hex(bytes).length - 16);
    expect(lines(bytes)).toContain("26/11 09:05 - Ana");
    // combo contents indented under the combo
    expect(lines(bytes)).toContain("    1 x Milanesa napolitana");
  });

  it("wraps at 48 columns on 80 mm paper and at 32 on 58 mm", () => {
    const long = {
      ...doc,
      lines: [{ quantity: 1, name: "Ñoquis con salsa de hongos, crema, nuez moscada y queso rallado" }],
    };
    const wide = lines(renderComanda(long, { width: 80 }));
    const narrow = lines(renderComanda(long, { width: 58 }));
    expect(wide).toContain("------------------------------------------------");
    expect(narrow).toContain("--------------------------------");
    expect(Math.max(...wide.map((line) => line.length))).toBe(48);
    expect(Math.max(...narrow.map((line) => line.length))).toBe(32);
    expect(wide).toContain(`1 x ${String.fromCharCode(0xa5)}oquis con salsa de hongos, crema, nuez`);
    expect(narrow).toContain(`1 x ${String.fromCharCode(0xa5)}oquis con salsa de hongos,`);
  });

  it("on a change lists what is taken out under ANULADO and what to add under AGREGAR", () => {
    const bytes = renderComanda(
      {
        ...doc,
        kind: "changes",
        lines: [{ quantity: 1, name: "Flan" }],
        removed: [{ quantity: 1, name: "Milanesa" }],
      },
      { width: 58 },
    );
    const text = lines(bytes);
    const voided = text.indexOf("ANULADO");
    expect(voided).toBeGreaterThan(-1);
    expect(voided).toBeLessThan(text.indexOf("- 1 x Milanesa"));
    expect(text.indexOf("AGREGAR")).toBeGreaterThan(text.indexOf("- 1 x Milanesa"));
    expect(text.indexOf("AGREGAR")).toBeLessThan(text.indexOf("+ 1 x Flan"));
    expect(text.some((line) => line.includes("CAMBIOS"))).toBe(true);
  });

  it("heads a change that only takes lines out, a cancel and a round as they are (decision 081)", () => {
    const sentAt = Date.UTC(2026, 10, 29, 23, 40);
    const heading = (extra: Partial<ComandaDocument>) => ({
      text: lines(renderComanda({ ...doc, ...extra, sentAt }, { width: 80 })),
    });
    const removed = heading({ kind: "changes", lines: [], removed: [{ quantity: 2, name: "Flan" }] });
    expect(removed.text.join("\n")).toMatch(/ANULADO/);
    expect(removed.text.join("\n")).not.toMatch(/CAMBIOS/);
    expect(removed.text).toContain("- 2 x Flan");
    const cancelled = heading({ kind: "cancelled", lines: [{ quantity: 1, name: "Flan" }] });
    expect(cancelled.text.join("\n")).toMatch(/ANULADO/);
    expect(cancelled.text).toContain("- 1 x Flan");
    const round = heading({ kind: "round", lines: [{ quantity: 1, name: "Flan" }] });
    expect(round.text.join("\n")).toMatch(/RONDA/);
    expect(round.text).toContain("1 x Flan");
    // Stamped when it reached the station (20:40 in Buenos Aires), not when the order began.
    expect(round.text.some((line) => line.startsWith("29/11 20:40"))).toBe(true);
  });

  it("prints a name that spells a command as text: no drawer kick, no cut but its own (decision 066)", () => {
    const bytes = renderComanda({ ...doc, lines: [{ quantity: 1, name: "Flan ←p0AA ↔V0" }] }, { width: 80 });
    // ← is ESC and ↔ is GS in cp858: ESC p 0 A A opens the cash drawer, GS V 0 cuts.
    expect(hex(bytes)).not.toContain(hex([ESC, 0x70, 0x30, 0x41, 0x41]));
    expect(hex(bytes)).not.toContain(hex([GS, 0x56, 0x30]));
    expect(countBytes(bytes, [GS, 0x56])).toBe(1);
    expect(lines(bytes)).toContain("1 x Flan <p0AA -V0");
  });

  it("says REIMPRESIÓN on a copy, Ó as cp858's 0xE0", () => {
    const bytes = renderComanda({ ...doc, kind: "reprint" }, { width: 80 });
    expect(hex(bytes)).toContain(hex([...Buffer.from("REIMPRESI"), 0xe0, ...Buffer.from("N")]));
  });

  it("says how a take-away or delivery order goes, with its promised time (decision 050)", () => {
    const delivery = lines(
      renderComanda(
        { ...doc, typeLabel: "Delivery", promisedAt: Date.UTC(2026, 10, 26, 0, 30) },
        { width: 80 },
      ),
    );
    expect(delivery.map((line) => line.trim())).toContain("DELIVERY - PARA LAS 21:30");
    const takeaway = lines(
      renderComanda({ ...doc, typeLabel: "Para llevar", promisedAt: null }, { width: 58 }),
    );
    expect(takeaway.map((line) => line.trim())).toContain("PARA LLEVAR");
    expect(lines(renderComanda(doc, { width: 80 })).some((line) => line.includes("PARA"))).toBe(false);
  });
});
