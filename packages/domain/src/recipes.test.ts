import { describe, expect, it } from "vitest";
import {
  fromRecipeThousandths,
  margin,
  recipeCost,
  recipeThousandths,
  recipeUnit,
  recipeUnitLabels,
  recipeUnitMatches,
  recipeUnitMismatch,
  recipeUnitOf,
  recipeUnits,
} from "./recipes.ts";

describe("recipe units", () => {
  it("pairs each ingredient unit with the one recipe unit that measures it", () => {
    expect(recipeUnitOf).toEqual({ kg: "g", lt: "ml", piece: "piece" });
    expect(recipeUnitMatches("kg", "g")).toBe(true);
    expect(recipeUnitMatches("lt", "ml")).toBe(true);
    expect(recipeUnitMatches("piece", "piece")).toBe(true);
    for (const unit of recipeUnits) {
      expect(recipeUnitMatches("kg", unit)).toBe(unit === "g");
      expect(recipeUnitMatches("lt", unit)).toBe(unit === "ml");
      expect(recipeUnitMatches("piece", unit)).toBe(unit === "piece");
    }
  });

  it("labels units as the dialog shows them and names the right one in a mismatch", () => {
    expect(recipeUnitLabels).toEqual({ g: "Gramos", ml: "Mililitros", piece: "Unidad" });
    expect(recipeUnitMismatch("kg")).toBe("La unidad no corresponde al ingrediente: usá Gramos.");
    expect(recipeUnitMismatch("lt")).toBe("La unidad no corresponde al ingrediente: usá Mililitros.");
    expect(recipeUnitMismatch("piece")).toBe("La unidad no corresponde al ingrediente: usá Unidad.");
  });

  it("accepts only g, ml and piece", () => {
    expect(recipeUnit.parse("ml")).toBe("ml");
    for (const bad of ["kg", "G", "gramos", "", 1, null]) {
      const result = recipeUnit.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Elegí la unidad: Gramos, Mililitros o Unidad.");
    }
  });
});

describe("recipeThousandths", () => {
  it("stores 250 g of a kg ingredient as 250 thousandths, and ml the same", () => {
    expect(recipeThousandths(250, "g")).toBe(250);
    expect(recipeThousandths(1, "g")).toBe(1);
    expect(recipeThousandths(1500, "g")).toBe(1500);
    expect(recipeThousandths(30, "ml")).toBe(30);
  });

  it("stores pieces with up to 3 decimals exactly", () => {
    expect(recipeThousandths(2, "piece")).toBe(2000);
    expect(recipeThousandths(0.5, "piece")).toBe(500);
    expect(recipeThousandths(0.001, "piece")).toBe(1);
    expect(recipeThousandths(1.005, "piece")).toBe(1005);
    expect(recipeThousandths(0.1 + 0.2, "piece")).toBeNull();
    expect(recipeThousandths(2.0005, "piece")).toBeNull();
    expect(recipeThousandths(1e-7, "piece")).toBeNull();
  });

  it("refuses fractions of a gram or millilitre, zero, negatives and non-numbers", () => {
    expect(recipeThousandths(2.5, "g")).toBeNull();
    expect(recipeThousandths(0.001, "ml")).toBeNull();
    for (const unit of recipeUnits) {
      expect(recipeThousandths(0, unit)).toBeNull();
      expect(recipeThousandths(-1, unit)).toBeNull();
      expect(recipeThousandths(Number.NaN, unit)).toBeNull();
      expect(recipeThousandths(Number.POSITIVE_INFINITY, unit)).toBeNull();
    }
    expect(recipeThousandths(2 ** 53, "g")).toBeNull();
  });

  it("reads back the figure it was given", () => {
    for (const [amount, unit] of [
      [250, "g"],
      [30, "ml"],
      [1.5, "piece"],
      [0.125, "piece"],
    ] as const) {
      const thousandths = recipeThousandths(amount, unit);
      expect(thousandths).not.toBeNull();
      expect(fromRecipeThousandths(thousandths ?? 0, unit)).toBe(amount);
    }
  });
});

describe("recipeCost", () => {
  it("costs each row as thousandths × centavos per unit, rounded once", () => {
    // 250 g of $8.000/kg = $2.000; 30 ml of $1.500,50/lt = $45,015; 0,5 of a $150 piece = $75.
    expect(
      recipeCost([
        { thousandths: 250, costPerUnit: 800_000 },
        { thousandths: 30, costPerUnit: 150_050 },
        { thousandths: 500, costPerUnit: 15_000 },
      ]),
    ).toEqual({ centavos: 212_002, complete: true });
    // Three rows of 0,4 centavos each: rounding each would say 0, rounding the sum says 1.
    expect(recipeCost(Array(3).fill({ thousandths: 1, costPerUnit: 400 }))).toEqual({
      centavos: 1,
      complete: true,
    });
  });

  it("counts only the rows with a cost and says when the figure is partial", () => {
    expect(
      recipeCost([
        { thousandths: 100, costPerUnit: 100_000 },
        { thousandths: 100, costPerUnit: null },
      ]),
    ).toEqual({ centavos: 10_000, complete: false });
    expect(recipeCost([{ thousandths: 100, costPerUnit: 0 }])).toEqual({ centavos: 0, complete: true });
  });

  it("has no figure when no row has a cost, or there are no rows", () => {
    expect(recipeCost([{ thousandths: 100, costPerUnit: null }])).toBeNull();
    expect(recipeCost([])).toBeNull();
  });
});

describe("margin", () => {
  it("is the price minus the cost, also as a percent of the price", () => {
    expect(margin(10_000, 2_500)).toEqual({ centavos: 7_500, percent: 75 });
    expect(margin(1_000, 1_500)).toEqual({ centavos: -500, percent: -50 });
    expect(margin(0, 500)).toEqual({ centavos: -500, percent: null });
  });
});
