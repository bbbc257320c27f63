import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addTotals,
  centavosOfTotal,
  centavosToPesos,
  countedMoneyInput,
  formatMoney,
  formatPesos,
  MAX_MONEY_PESOS,
  MAX_ORDER_PESOS,
  moneyInput,
  moneyTotal,
  parseMoney,
  pesosToCentavos,
  subtractTotals,
  totalFromCentavos,
} from "./money.ts";

// Intl puts a non-breaking space (U+00A0) between the sign and the amount.
const nbsp = "\u00a0";

describe("formatPesos", () => {
  it("formats the API's pesos through centavos, rounding once", () => {
    expect(formatPesos(1234.5)).toBe(`$${nbsp}1.234,50`);
    expect(formatPesos(1.005)).toBe(`$${nbsp}1,01`);
    expect(formatPesos(-5)).toBe(`-$${nbsp}5,00`);
  });
});

describe("formatMoney", () => {
  it("formats centavos as es-AR pesos", () => {
    expect(formatMoney(123456)).toBe(`$${nbsp}1.234,56`);
    expect(formatMoney(50)).toBe(`$${nbsp}0,50`);
    expect(formatMoney(5)).toBe(`$${nbsp}0,05`);
    expect(formatMoney(0)).toBe(`$${nbsp}0,00`);
  });

  it("formats negative amounts", () => {
    expect(formatMoney(-500)).toBe(`-$${nbsp}5,00`);
  });

  it("stays exact for the largest safe amounts", () => {
    expect(formatMoney(MAX_MONEY_PESOS * 100)).toBe(`$${nbsp}1.000.000.000.000,00`);
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe(`$${nbsp}90.071.992.547.409,91`);
  });

  it("rejects values that are not integer centavos", () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe("pesosToCentavos", () => {
  it("converts pesos exactly despite binary floats", () => {
    expect(pesosToCentavos(19.99)).toBe(1999);
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30);
    expect(pesosToCentavos(1234.56)).toBe(123456);
    expect(pesosToCentavos(0)).toBe(0);
    expect(pesosToCentavos(MAX_MONEY_PESOS)).toBe(100_000_000_000_000);
  });

  it("rounds half away from zero", () => {
    expect(pesosToCentavos(1.005)).toBe(101);
    expect(pesosToCentavos(0.125)).toBe(13);
    expect(pesosToCentavos(0.124)).toBe(12);
    expect(pesosToCentavos(-1.005)).toBe(-101);
    expect(pesosToCentavos(-0.124)).toBe(-12);
  });

  it("handles numbers printed in exponent form", () => {
    expect(pesosToCentavos(1e-7)).toBe(0);
    expect(pesosToCentavos(5e-7)).toBe(0);
  });

  it("never returns negative zero", () => {
    expect(Object.is(pesosToCentavos(-0.001), 0)).toBe(true);
  });

  it("rejects amounts that cannot be exact centavos", () => {
    expect(() => pesosToCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => pesosToCentavos(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => pesosToCentavos(1e20)).toThrow(RangeError);
  });
});

describe("centavosToPesos", () => {
  it("converts centavos to pesos", () => {
    expect(centavosToPesos(1999)).toBe(19.99);
    expect(centavosToPesos(0)).toBe(0);
    expect(centavosToPesos(-5)).toBe(-0.05);
  });

  it("round-trips with pesosToCentavos", () => {
    for (const centavos of [1, 7, 99, 1999, 123456, 100_000_000_000_000]) {
      expect(pesosToCentavos(centavosToPesos(centavos))).toBe(centavos);
    }
  });
});

describe("parseMoney", () => {
  it.each([
    ["1234", 123400],
    ["0", 0],
    ["1234,5", 123450],
    ["1234,56", 123456],
    ["1.234,56", 123456],
    ["1.234.567,8", 123456780],
    ["1234.56", 123456],
    ["1234.5", 123450],
    ["1.234", 123400],
    ["1.234.567", 123456700],
    ["0,05", 5],
    ["$1234", 123400],
    ["$ 1.234,56", 123456],
    ["  $  99,9  ", 9990],
    [formatMoney(123456), 123456],
    ["1.000.000.000.000", 100_000_000_000_000],
  ])("reads %j as %i centavos", (text, centavos) => {
    expect(parseMoney(text)).toBe(centavos);
  });

  it.each([
    "",
    "   ",
    "$",
    "abc",
    "12a",
    "-5",
    "$-5",
    "1,234",
    "1234,567",
    "1.2345",
    "1234.567",
    "12.34.56",
    "1.234.56",
    "1,234.56",
    "1,2,3",
    "1234,",
    ",5",
    ".5",
    "1 234",
    "1.000.000.000.000,01",
    "1e5",
  ])("rejects %j", (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe("moneyInput", () => {
  it("turns pesos into centavos", () => {
    expect(moneyInput.parse(19.99)).toBe(1999);
    expect(moneyInput.parse(0)).toBe(0);
    expect(moneyInput.parse(1234.5)).toBe(123450);
    expect(moneyInput.parse(MAX_ORDER_PESOS)).toBe(10_000_000_000);
    // Decision 068: a count at close may hold a whole shift's takings.
    expect(countedMoneyInput.parse(MAX_MONEY_PESOS)).toBe(100_000_000_000_000);
    expect(countedMoneyInput.safeParse(MAX_MONEY_PESOS + 1).error?.issues[0]?.message).toBe(
      "El monto puede ser como mucho $\u00a01.000.000.000.000.",
    );
  });

  it.each([
    [-1, "El monto no puede ser negativo."],
    [MAX_ORDER_PESOS + 0.01, "El monto puede ser como mucho $\u00a0100.000.000."],
    [1e12, "El monto puede ser como mucho $\u00a0100.000.000."],
    [1.005, "El monto puede tener como máximo 2 decimales."],
    [0.1 + 0.2, "El monto puede tener como máximo 2 decimales."],
    ["12", "Ingresá un monto válido."],
    [Number.NaN, "Ingresá un monto válido."],
    [Number.POSITIVE_INFINITY, "Ingresá un monto válido."],
    [undefined, "Ingresá un monto válido."],
  ])("rejects %j with a Spanish message", (value, message) => {
    const result = moneyInput.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("money totals (decision 068)", () => {
  const beyond = 2n ** 53n + 7n; // centavos past a double's exact integers

  it("answers a JSON number while exact, a decimal string beyond", () => {
    expect(totalFromCentavos(123456n)).toBe(1234.56);
    expect(totalFromCentavos("-5")).toBe(-0.05);
    expect(totalFromCentavos(10n ** 15n - 1n)).toBe(9_999_999_999_999.99);
    expect(totalFromCentavos(10n ** 15n)).toBe("10000000000000.00");
    expect(totalFromCentavos(beyond)).toBe("90071992547409.99");
    expect(totalFromCentavos(-beyond)).toBe("-90071992547409.99");
    expect(moneyTotal.parse(totalFromCentavos(beyond))).toBe("90071992547409.99");
    expect(moneyTotal.safeParse("1e20").success).toBe(false);
  });

  it("reads both forms back to exact centavos, and adds and subtracts them exactly", () => {
    expect(centavosOfTotal(1234.56)).toBe(123456n);
    expect(centavosOfTotal("90071992547409.99")).toBe(beyond);
    expect(centavosOfTotal("-0.05")).toBe(-5n);
    expect(addTotals([totalFromCentavos(beyond), 0.01, "0.01"])).toBe("90071992547410.01");
    expect(addTotals([])).toBe(0);
    expect(subtractTotals(totalFromCentavos(beyond), totalFromCentavos(beyond + 100n))).toBe(-1);
  });

  it("formats a total of any size to the centavo", () => {
    expect(formatPesos(totalFromCentavos(beyond))).toBe("$\u00a090.071.992.547.409,99");
    expect(formatPesos("-12345678901234567.89")).toBe("-$\u00a012.345.678.901.234.567,89");
    expect(formatMoney(10n ** 20n + 1n)).toBe("$\u00a01.000.000.000.000.000.000,01");
  });

  it("round-trips every total below 10^15 centavos through a JSON number", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), (centavos) => {
        const total = totalFromCentavos(centavos);
        expect(typeof total).toBe("number");
        expect(centavosOfTotal(JSON.parse(JSON.stringify(total)))).toBe(centavos);
      }),
    );
  });
});
