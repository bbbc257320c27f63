import { describe, expect, it } from "vitest";
import {
  cashMovementInput,
  closeShiftInput,
  differenceKind,
  expectedAmount,
  openShiftInput,
} from "./cash.ts";

describe("expectedAmount", () => {
  const register = {
    float: 100_000,
    movements: [
      { kind: "in" as const, amount: 20_000 },
      { kind: "out" as const, amount: 50_050 },
      { kind: "out" as const, amount: 1 },
    ],
  };

  it("adds the float and cash in, and takes cash out, for the cash method", () => {
    expect(expectedAmount({ isCash: true, amount: 300_000 }, register)).toBe(
      300_000 + 100_000 + 20_000 - 50_051,
    );
  });

  it("is the completed orders alone for any other method", () => {
    expect(expectedAmount({ isCash: false, amount: 150_000 }, register)).toBe(150_000);
  });

  it("is the float alone for a register with no cash sales nor movements", () => {
    expect(expectedAmount({ isCash: true, amount: 0 }, { float: 100_000, movements: [] })).toBe(100_000);
  });

  it("may expect less than zero when more went out than came in", () => {
    expect(
      expectedAmount({ isCash: true, amount: 0 }, { float: 0, movements: [{ kind: "out", amount: 500 }] }),
    ).toBe(-500);
  });
});

describe("differenceKind", () => {
  it("names a shortfall, a surplus and an exact count", () => {
    expect(differenceKind(-1)).toBe("faltante");
    expect(differenceKind(9_950)).toBe("sobrante");
    expect(differenceKind(0)).toBe("exacto");
  });
});

describe("cash inputs", () => {
  it("reads the float in pesos into centavos, 0 when left out", () => {
    expect(openShiftInput.parse({ cash_float: 1500.5 })).toEqual({ cash_float: 150_050 });
    expect(openShiftInput.parse({})).toEqual({ cash_float: 0 });
  });

  it("refuses a movement without a positive amount or a reason", () => {
    expect(cashMovementInput.safeParse({ kind: "out", amount: 0, reason: "Retiro" }).success).toBe(false);
    expect(cashMovementInput.safeParse({ kind: "in", amount: 10, reason: "  " }).success).toBe(false);
    expect(cashMovementInput.safeParse({ kind: "x", amount: 10, reason: "Cambio" }).success).toBe(false);
    expect(cashMovementInput.parse({ kind: "in", amount: 10, reason: " Cambio " })).toEqual({
      kind: "in",
      amount: 1_000,
      reason: "Cambio",
    });
  });

  it("refuses a method counted twice, and keeps an empty note as none", () => {
    const id = "01900000-0000-7000-8000-000000000001";
    expect(
      closeShiftInput.safeParse({
        counts: [
          { payment_method_id: id, counted: 1 },
          { payment_method_id: id, counted: 2 },
        ],
      }).success,
    ).toBe(false);
    expect(closeShiftInput.parse({ counts: [{ payment_method_id: id, counted: 10 }], note: " " })).toEqual({
      counts: [{ payment_method_id: id, counted: 1_000 }],
      note: null,
    });
  });
});
