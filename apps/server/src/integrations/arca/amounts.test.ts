import { describe, expect, it } from "vitest";
import { formatAmount, parseAmount } from "./amounts.ts";

describe("amounts on the wire", () => {
  it("parses ARCA's decimals into exact centavos", () => {
    expect(parseAmount("122")).toBe(12200);
    expect(parseAmount("122.5")).toBe(12250);
    expect(parseAmount("122.50")).toBe(12250);
    expect(parseAmount("0.01")).toBe(1);
    expect(parseAmount("0.1")).toBe(10);
    expect(parseAmount("1.000")).toBe(100);
    // 0.29 * 100 is 28.999999999999996 as a float: the digits are read, not multiplied.
    expect(parseAmount("0.29")).toBe(29);
    expect(parseAmount("12100.57")).toBe(1210057);
    expect(parseAmount("99999999999.99")).toBe(9999999999999);
    expect(parseAmount("-3.2")).toBe(-320);
  });

  it("refuses what is not an amount, or is finer than a centavo", () => {
    for (const text of ["", "abc", "1,5", "1.", ".5", "1e3", "0.001", "122.505"])
      expect(() => parseAmount(text), text).toThrow(RangeError);
  });

  it("formats centavos with two decimals and back", () => {
    expect(formatAmount(12200)).toBe("122.00");
    expect(formatAmount(12250)).toBe("122.50");
    expect(formatAmount(1)).toBe("0.01");
    expect(formatAmount(0)).toBe("0.00");
    expect(formatAmount(-5)).toBe("-0.05");
    expect(formatAmount(1210057)).toBe("12100.57");
    for (const centavos of [0, 1, 9, 10, 99, 100, 12345, 1210057, 9999999999999])
      expect(parseAmount(formatAmount(centavos))).toBe(centavos);
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });
});
