import { describe, expect, it } from "vitest";
import { comparisonText, hourLabel, longDay, shortDay, stockText, weekdayOf } from "./home-format";

describe("comparisonText", () => {
  it("says the change in whole percent against the same weekday", () => {
    expect(comparisonText(22400, 20000, "lunes", "Sin ventas")).toBe("+12 % vs. lunes pasado");
    expect(comparisonText(950, 1000, "martes", "Sin ventas")).toBe("-5 % vs. martes pasado");
  });

  it("has no percentage against a day with nothing", () => {
    expect(comparisonText(500, 0, "lunes", "Sin ventas")).toBe("Sin ventas el lunes pasado");
    expect(comparisonText(0, 0, "lunes", "Sin ventas")).toBe("Igual que el lunes pasado");
    expect(comparisonText(1000, 1000, "sábado", "Sin ventas")).toBe("Igual que el sábado pasado");
  });

  it("groups thousands as es-AR does", () => {
    expect(comparisonText(12_000, 10, "lunes", "Sin ventas")).toBe("+119.900 % vs. lunes pasado");
  });
});

describe("days", () => {
  it("names the weekday of a Buenos Aires calendar day", () => {
    expect(weekdayOf("2026-11-23")).toBe("lunes");
    expect(weekdayOf("2026-11-25")).toBe("miércoles");
    expect(weekdayOf("2026-11-29")).toBe("domingo");
  });

  it("writes days and hours as es-AR does", () => {
    expect(shortDay("2026-11-03")).toBe("03/11");
    expect(longDay("2026-11-03")).toBe("03/11/2026");
    expect(hourLabel(9)).toBe("09 h");
  });
});

describe("stockText", () => {
  it("writes an ingredient's stock in its unit", () => {
    expect(stockText(0.25, "kg")).toBe("0,25 kg");
    expect(stockText(1.5, "lt")).toBe("1,5 lt");
    expect(stockText(1, "piece")).toBe("1 unidad");
    expect(stockText(3, "piece")).toBe("3 unidades");
    expect(stockText(-0.125, "kg")).toBe("-0,125 kg");
  });
});
