import { describe, expect, it } from "vitest";
import {
  isPromotionSellable,
  lowerComboItem,
  MAX_COMBO_QUANTITY,
  promotionInput,
  promotionStatusInput,
  promotionWindow,
  promotionWindowLabels,
  raiseComboItem,
} from "./promotions.ts";

const productId = "0190f5c4-0000-7000-8000-000000000001";
const otherId = "0190f5c4-0000-7000-8000-000000000002";
const valid = {
  name: " Combo   pizza ",
  value: 1500.5,
  applies_to: [{ product_id: productId, quantity_needed: 1 }],
};

const fieldsOf = (input: unknown) => {
  const result = promotionInput.safeParse(input);
  if (result.success) throw new Error("expected a refusal");
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("combo quantity rules (docs/product.md#validation)", () => {
  it("plus raises by one, up to the maximum", () => {
    expect(raiseComboItem({ productId, quantityNeeded: 1 })).toEqual({ productId, quantityNeeded: 2 });
    expect(raiseComboItem({ quantityNeeded: MAX_COMBO_QUANTITY })).toEqual({
      quantityNeeded: MAX_COMBO_QUANTITY,
    });
  });

  it("minus lowers by one, and at 1 removes the item", () => {
    expect(lowerComboItem({ productId, quantityNeeded: 3 })).toEqual({ productId, quantityNeeded: 2 });
    expect(lowerComboItem({ productId, quantityNeeded: 2 })).toEqual({ productId, quantityNeeded: 1 });
    expect(lowerComboItem({ productId, quantityNeeded: 1 })).toBeNull();
  });

  it("does not change the item it is given", () => {
    const item = { quantityNeeded: 2 };
    raiseComboItem(item);
    lowerComboItem(item);
    expect(item).toEqual({ quantityNeeded: 2 });
  });
});

describe("promotion windows (docs/product.md#rules)", () => {
  const start = Date.UTC(2030, 0, 1);
  const end = Date.UTC(2030, 1, 1);

  it("is scheduled before the start, current from it, expired from the end (exclusive)", () => {
    const dates = { startDate: start, endDate: end };
    expect(promotionWindow(dates, start - 1)).toBe("scheduled");
    expect(promotionWindow(dates, start)).toBe("current");
    expect(promotionWindow(dates, end - 1)).toBe("current");
    expect(promotionWindow(dates, end)).toBe("expired");
    expect(promotionWindow({ startDate: start, endDate: null }, Date.UTC(9000, 0, 1))).toBe("current");
    expect(promotionWindowLabels).toEqual({
      scheduled: "Programada",
      current: "Vigente",
      expired: "Vencida",
    });
  });

  it("sells only an active combo inside its window", () => {
    const combo = { isActive: true, startDate: start, endDate: end };
    expect(isPromotionSellable(combo, start)).toBe(true);
    expect(isPromotionSellable({ ...combo, isActive: false }, start)).toBe(false);
    expect(isPromotionSellable(combo, start - 1)).toBe(false);
    expect(isPromotionSellable(combo, end)).toBe(false);
  });
});

describe("promotionInput", () => {
  it("normalises the name, turns the value into centavos and leaves the dates optional", () => {
    expect(promotionInput.parse(valid)).toEqual({
      name: "Combo pizza",
      value: 150_050,
      start_date: null,
      end_date: null,
      applies_to: [{ product_id: productId, quantity_needed: 1 }],
    });
    expect(promotionInput.parse({ ...valid, start_date: 1000, end_date: 2000 })).toMatchObject({
      start_date: 1000,
      end_date: 2000,
    });
    expect(promotionInput.parse({ ...valid, start_date: null, end_date: null })).toMatchObject({
      start_date: null,
      end_date: null,
    });
    // Decision 023: a blank date picker sends "".
    expect(promotionInput.parse({ ...valid, start_date: "", end_date: " " })).toMatchObject({
      start_date: null,
      end_date: null,
    });
  });

  it("refuses an end date that is not after the start", () => {
    const message = "La fecha final debe ser posterior a la de inicio.";
    expect(fieldsOf({ ...valid, start_date: 2000, end_date: 1000 })).toEqual({ end_date: message });
    expect(fieldsOf({ ...valid, start_date: 2000, end_date: 2000 })).toEqual({ end_date: message });
  });

  it("refuses dates that are not whole, non-negative milliseconds within year 9999", () => {
    for (const start_date of [-1, 1.5, "2030-01-01", 1e20, Number.NaN])
      expect(fieldsOf({ ...valid, start_date })).toHaveProperty("start_date");
    expect(fieldsOf({ ...valid, end_date: 1e20 })).toHaveProperty("end_date");
  });

  it("refuses an empty combo, a repeated product and too many products", () => {
    expect(fieldsOf({ ...valid, applies_to: [] })).toEqual({ applies_to: "Agregá al menos un producto." });
    expect(fieldsOf({ ...valid, applies_to: undefined })).toHaveProperty("applies_to");
    expect(
      fieldsOf({
        ...valid,
        applies_to: [...valid.applies_to, { product_id: productId, quantity_needed: 2 }],
      }),
    ).toEqual({
      applies_to: "Cada producto puede estar una sola vez en el combo.",
    });
    const many = Array.from({ length: 51 }, (_, n) => ({
      product_id: `0190f5c4-0000-7000-8000-${String(n).padStart(12, "0")}`,
      quantity_needed: 1,
    }));
    expect(fieldsOf({ ...valid, applies_to: many })).toHaveProperty("applies_to");
  });

  it("refuses item quantities below 1, above the maximum, or not whole", () => {
    const item = (quantity_needed: unknown) => ({
      ...valid,
      applies_to: [{ product_id: otherId, quantity_needed }],
    });
    expect(fieldsOf(item(0))).toEqual({ "applies_to.0.quantity_needed": "La cantidad mínima es 1." });
    expect(fieldsOf(item(1.5))).toEqual({
      "applies_to.0.quantity_needed": "La cantidad debe ser un número entero.",
    });
    expect(fieldsOf(item(MAX_COMBO_QUANTITY + 1))).toHaveProperty("applies_to.0.quantity_needed");
    expect(fieldsOf(item("2"))).toHaveProperty("applies_to.0.quantity_needed");
    expect(fieldsOf(item(undefined))).toEqual({ "applies_to.0.quantity_needed": "Ingresá la cantidad." });
  });

  it("refuses a missing name, a bad value and a product id that is not one", () => {
    expect(fieldsOf({ ...valid, name: "  " })).toHaveProperty("name");
    expect(fieldsOf({ ...valid, name: "x".repeat(81) })).toHaveProperty("name");
    expect(fieldsOf({ ...valid, value: -1 })).toEqual({ value: "El monto no puede ser negativo." });
    expect(fieldsOf({ ...valid, value: 1.001 })).toHaveProperty("value");
    expect(fieldsOf({ ...valid, value: undefined })).toHaveProperty("value");
    expect(fieldsOf({ ...valid, applies_to: [{ product_id: "pizza", quantity_needed: 1 }] })).toEqual({
      "applies_to.0.product_id": "Elegí un producto.",
    });
  });

  it("takes a boolean isActive only", () => {
    expect(promotionStatusInput.parse({ isActive: false })).toEqual({ isActive: false });
    expect(promotionStatusInput.safeParse({ isActive: "false" }).success).toBe(false);
    expect(promotionStatusInput.safeParse({}).success).toBe(false);
  });
});
