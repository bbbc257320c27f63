import { describe, expect, it } from "vitest";
import { listQuery, PAGE_SIZE, TOTAL_CAP, totalText } from "./lists.ts";

describe("listQuery limit", () => {
  const messageOf = (limit: unknown) => listQuery.safeParse({ limit }).error?.issues[0]?.message;

  it("reads decimal integers from 1 to 100, and defaults to a page", () => {
    expect(listQuery.parse({}).limit).toBe(PAGE_SIZE);
    expect(listQuery.parse({ limit: "1" }).limit).toBe(1);
    expect(listQuery.parse({ limit: "10" }).limit).toBe(10);
    expect(listQuery.parse({ limit: "100" }).limit).toBe(100);
  });

  it("refuses anything else written as a number", () => {
    for (const limit of ["0x10", "1e2", " 5", "5 ", "+5", "05", "5.0", "1_0", "", "abc", "٣"]) {
      expect(messageOf(limit), JSON.stringify(limit)).toBe("El tamaño de página debe ser un número entero.");
    }
    expect(messageOf("-1")).toBe("El tamaño de página debe ser un número entero.");
    expect(messageOf("0")).toBe("El tamaño de página debe ser al menos 1.");
    expect(messageOf("101")).toBe("El tamaño de página puede ser como mucho 100.");
    expect(messageOf("9".repeat(400))).toBe("El tamaño de página puede ser como mucho 100.");
    expect(messageOf(["1", "2"])).toBe("El tamaño de página debe ser un número.");
  });
});

describe("totalText", () => {
  it("says the total, or 'más de' it when the list capped its count", () => {
    expect(totalText({ total: 25 })).toBe("25");
    expect(totalText({ total: 1000, totalIsCapped: false })).toBe("1.000");
    expect(totalText({ total: TOTAL_CAP, totalIsCapped: true })).toBe("más de 1.000");
  });
});
