import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvDateTime, csvMoney, csvNumber, csvText, toCsv } from "./csv.ts";

describe("CSV for a spreadsheet in Spanish (Argentina)", () => {
  it("writes numbers and money with a decimal comma and no thousands separator", () => {
    expect(csvNumber(1234.5)).toBe("1234,5");
    expect(csvNumber(12)).toBe("12");
    expect(csvNumber(-0.25)).toBe("-0,25");
    expect(csvMoney(1234.5)).toBe("1234,50");
    expect(csvMoney(0)).toBe("0,00");
    expect(csvMoney(-150)).toBe("-150,00");
    expect(csvMoney(1_000_000.05)).toBe("1000000,05");
  });

  it("quotes text holding the separator, quotes or line breaks, doubling the quotes", () => {
    expect(csvCell("Empanada")).toBe("Empanada");
    expect(csvCell("Pizza; grande")).toBe('"Pizza; grande"');
    expect(csvCell('Sándwich "especial"')).toBe('"Sándwich ""especial"""');
    expect(csvCell("dos\nlíneas")).toBe('"dos\nlíneas"');
    expect(csvCell("a, b")).toBe("a, b");
    expect(csvCell(3.5)).toBe("3,5");
    expect(csvCell(null)).toBe("");
  });

  it("writes a document with a BOM, `;` between cells and CRLF after every row", () => {
    const csv = toCsv(
      ["Producto", "Total"],
      [
        ['Combo "familiar"; grande', csvMoney(2500)],
        ["Ñoquis", null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`\uFEFFProducto;Total\r\n"Combo ""familiar""; grande";2500,00\r\nÑoquis;\r\n`);
  });

  it("writes dates as es-AR in Buenos Aires time without a comma", () => {
    expect(csvDateTime(Date.parse("2026-11-23T17:05:00Z"))).toBe("23/11/2026 14:05");
    // 01:30 UTC is still the previous day in Buenos Aires.
    expect(csvDateTime(Date.parse("2026-11-24T01:30:00Z"))).toBe("23/11/2026 22:30");
    expect(csvDateTime(null)).toBe("");
  });

  it("keeps typed text that starts like a formula from running as one", () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvText("+54 11")).toBe("'+54 11");
    expect(csvText("-promo")).toBe("'-promo");
    expect(csvText("@ana")).toBe("'@ana");
    expect(csvText("Ana Pérez")).toBe("Ana Pérez");
    expect(csvText("")).toBe("");
  });
});
