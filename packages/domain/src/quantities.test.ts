import { describe, expect, it } from "vitest";
import {
  formatQuantity,
  fromThousandths,
  MAX_QUANTITY,
  parseQuantity,
  quantityInput,
  readQuantity,
  toThousandths,
  unitLabels,
} from "./quantities.ts";

describe("parseQuantity", () => {
  it("reads a comma or a dot as the decimal separator, in thousandths", () => {
    expect(parseQuantity("1,5")).toBe(1500);
    expect(parseQuantity("1.5")).toBe(1500);
    expect(parseQuantity("2")).toBe(2000);
    expect(parseQuantity("0,001")).toBe(1);
    expect(parseQuantity("0.25")).toBe(250);
    expect(parseQuantity(",75")).toBe(750);
    expect(parseQuantity("  3,125 ")).toBe(3125);
    expect(parseQuantity("0")).toBe(0);
    expect(parseQuantity("-0")).toBe(0);
  });

  it("never reads a dot as a thousands separator", () => {
    expect(parseQuantity("1.500")).toBe(1500);
    expect(parseQuantity("1.234,5")).toBeNull();
  });

  it("accepts numbers exactly, despite binary floats", () => {
    expect(parseQuantity(1.5)).toBe(1500);
    expect(parseQuantity(1.005)).toBe(1005);
    expect(parseQuantity(0.001)).toBe(1);
    expect(parseQuantity(2)).toBe(2000);
    expect(parseQuantity(-0)).toBe(0);
    expect(Object.is(parseQuantity(-0), -0)).toBe(false);
  });

  it("refuses negatives, more than 3 decimals, text that is not a number and huge amounts", () => {
    for (const input of [
      "-1",
      "1,2345",
      "0.0001",
      "abc",
      "1,5 kg",
      "",
      " ",
      ".",
      "1,",
      "1,2,3",
      "1e3",
      "--1",
    ]) {
      expect(parseQuantity(input), input).toBeNull();
    }
    for (const input of [-1, 0.0001, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(parseQuantity(input), String(input)).toBeNull();
    }
    expect(parseQuantity(MAX_QUANTITY)).toBe(MAX_QUANTITY * 1000);
    expect(parseQuantity(MAX_QUANTITY + 1)).toBeNull();
    expect(parseQuantity("9".repeat(400))).toBeNull();
  });

  it("says why a quantity is refused", () => {
    expect(readQuantity("-1,5")).toEqual({ ok: false, problem: "negative" });
    expect(readQuantity(-2)).toEqual({ ok: false, problem: "negative" });
    expect(readQuantity("1,2345")).toEqual({ ok: false, problem: "decimals" });
    expect(readQuantity(1.2345)).toEqual({ ok: false, problem: "decimals" });
    expect(readQuantity("uno")).toEqual({ ok: false, problem: "invalid" });
    expect(readQuantity("10000000000")).toEqual({ ok: false, problem: "too-big" });
  });
});

describe("formatQuantity", () => {
  it("writes es-AR decimals without trailing zeros", () => {
    expect(formatQuantity(1500)).toBe("1,5");
    expect(formatQuantity(2000)).toBe("2");
    expect(formatQuantity(1)).toBe("0,001");
    expect(formatQuantity(0)).toBe("0");
    expect(formatQuantity(-250)).toBe("-0,25");
  });

  it("does not group thousands, so the text reads back the same", () => {
    expect(formatQuantity(12_345_500)).toBe("12345,5");
    for (const thousandths of [0, 1, 999, 1500, 12_345_678, MAX_QUANTITY * 1000]) {
      expect(parseQuantity(formatQuantity(thousandths))).toBe(thousandths);
    }
  });

  it("names the unit when asked", () => {
    expect(formatQuantity(1500, "kg")).toBe("1,5 kg");
    expect(formatQuantity(250, "lt")).toBe("0,25 lt");
    expect(formatQuantity(1000, "piece")).toBe("1 unidad");
    expect(formatQuantity(3000, "piece")).toBe("3 unidades");
    expect(formatQuantity(-1000, "piece")).toBe("-1 unidad");
    expect(formatQuantity(-2000, "piece")).toBe("-2 unidades");
    expect(unitLabels).toEqual({ kg: "Kilogramos", lt: "Litros", piece: "Unidades" });
  });

  it("refuses values that are not integer thousandths", () => {
    expect(() => formatQuantity(1.5)).toThrow(RangeError);
  });
});

describe("thousandths and decimals", () => {
  it("convert both ways exactly", () => {
    expect(fromThousandths(1500)).toBe(1.5);
    expect(fromThousandths(1001)).toBe(1.001);
    expect(toThousandths(1.001)).toBe(1001);
    expect(toThousandths(-2.5)).toBe(-2500);
    expect(() => toThousandths(1.0001)).toThrow(RangeError);
  });
});

describe("quantityInput", () => {
  const messageOf = (input: unknown) => quantityInput.safeParse(input).error?.issues[0]?.message;

  it("turns a number or text into thousandths", () => {
    expect(quantityInput.parse("1,5")).toBe(1500);
    expect(quantityInput.parse(1.5)).toBe(1500);
    expect(quantityInput.parse("0")).toBe(0);
  });

  it("explains each refusal in Spanish", () => {
    expect(messageOf(-1)).toBe("La cantidad no puede ser negativa.");
    expect(messageOf("1,2345")).toBe("La cantidad puede tener como máximo 3 decimales.");
    expect(messageOf("mucho")).toBe("Ingresá una cantidad válida, por ejemplo 1,5.");
    expect(messageOf(true)).toBe("Ingresá una cantidad válida, por ejemplo 1,5.");
    expect(messageOf(null)).toBe("Ingresá una cantidad válida, por ejemplo 1,5.");
    expect(messageOf("1".repeat(41))).toBe("Ingresá una cantidad válida, por ejemplo 1,5.");
    expect(messageOf(undefined)).toBe("Ingresá una cantidad.");
    expect(messageOf(1e12)).toBe("La cantidad es demasiado grande.");
  });
});
