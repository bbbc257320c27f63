import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvDateTime, csvMoney, csvNumber, csvText, toCsv } from "./csv.ts";

describe("CSV for a spreadsheet in Spanish (Argentina)", () => {
  it("writes numbers and money with a decimal comma and no thousands separator", () => {
    expect(csvNumber(1234.5)).toBe("1234,5");
    expect(csvNumber(12)).toBe("12");
    expect(csvNumber(-0.25)).toBe("-0,25");
    expect(csvMoney(1234.5)).toEqual({ formatted: "1234,50" });
    expect(csvMoney(0)).toEqual({ formatted: "0,00" });
    expect(csvMoney(-150)).toEqual({ formatted: "-150,00" });
    expect(csvMoney(1_000_000.05)).toEqual({ formatted: "1000000,05" });
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
    expect(csvCell(csvDateTime(Date.parse("2026-11-23T17:05:00Z")))).toBe("23/11/2026 14:05");
    // 01:30 UTC is still the previous day in Buenos Aires.
    expect(csvCell(csvDateTime(Date.parse("2026-11-24T01:30:00Z")))).toBe("23/11/2026 22:30");
    expect(csvCell(csvDateTime(null))).toBe("");
  });

  it("keeps typed text that starts like a formula from running as one", () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvText("+54 11")).toBe("'+54 11");
    expect(csvText("-promo")).toBe("'-promo");
    expect(csvText("@ana")).toBe("'@ana");
    expect(csvText("Ana Pérez")).toBe("Ana Pérez");
    expect(csvText("")).toBe("");
  });

  it("guards every text cell, after leading spaces too, but writes formatted money as it is", () => {
    for (const text of [
      "=1+1",
      "+1",
      "-1+1",
      "@SUM(A1)",
      "\t=1",
      "\r=1",
      "  =1+1",
      " @SUM(A1)",
      "\u00a0-1",
    ]) {
      expect(csvCell(text).replace(/^"/, ""), JSON.stringify(text)).toMatch(/^'/);
    }
    expect(csvCell("1 × Empanada")).toBe("1 × Empanada");
    expect(csvCell(csvMoney(-10.5))).toBe("-10,50");
    expect(csvCell(-3)).toBe("-3");
  });
});
