import { describe, expect, it } from "vitest";
import {
  agua,
  coca,
  comboAgua,
  comboBurger,
  comboMila,
  hamburguesa,
  milanesa,
} from "@/entities/order/testing/order-fixtures";
import { linesInput } from "./lines-input";
import {
  addProduct,
  addPromotion,
  draftTotal,
  isOutOfStock,
  productChoices,
  promotionChoices,
  removeLine,
  UNLIMITED_COMBO_CHOICES,
  UNTRACKED_PRODUCT_CHOICES,
} from "./order-draft";

describe("order draft", () => {
  it("offers 1..stock of a tracked product and a fixed range of an untracked one", () => {
    expect(productChoices([], coca)).toBe(3);
    expect(productChoices([], agua)).toBe(0);
    expect(isOutOfStock(agua)).toBe(true);
    expect(isOutOfStock(milanesa)).toBe(false);
    expect(productChoices([], milanesa)).toBe(UNTRACKED_PRODUCT_CHOICES);
  });

  it("counts what the lines already take, combos included, against the stock", () => {
    const lines = addProduct([], coca, 2);
    expect(productChoices(lines, coca)).toBe(1);
    // One combo takes one more Coca-Cola: none left to add on its own.
    const withCombo = addPromotion(lines, comboBurger, 1);
    expect(productChoices(withCombo, coca)).toBe(0);
    expect(productChoices(withCombo, hamburguesa)).toBe(1);
  });

  it("adds to a product already in the order, within its stock", () => {
    const once = addProduct([], coca, 2);
    const twice = addProduct(once, coca, 5);
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ itemId: coca.id, quantity: 3 });
    expect(addProduct(twice, coca, 1)).toEqual(twice);
  });

  it("bounds a combo by its tracked products, less what the lines take, and by the server's figure", () => {
    expect(promotionChoices([], comboBurger)).toBe(2);
    expect(promotionChoices(addProduct([], coca, 2), comboBurger)).toBe(1);
    expect(promotionChoices(addPromotion([], comboBurger, 1), comboBurger)).toBe(1);
    expect(promotionChoices([], comboAgua)).toBe(0);
    expect(promotionChoices([], { ...comboBurger, maxQuantity: 1 })).toBe(1);
    // Nothing tracked: no limit, a select offers a fixed range.
    expect(promotionChoices([], comboMila)).toBe(UNLIMITED_COMBO_CHOICES);
  });

  it("adds to a combo already in the order, within what it allows", () => {
    const lines = addPromotion(addPromotion([], comboBurger, 1), comboBurger, 5);
    expect(lines).toEqual([
      {
        kind: "promotion",
        itemId: comboBurger.id,
        name: "Combo Burger",
        unitPrice: 400_000,
        quantity: 2,
        items: comboBurger.items,
      },
    ]);
  });

  it("totals the lines in centavos and removes one", () => {
    const lines = addPromotion(addProduct(addProduct([], milanesa, 2), coca, 1), comboBurger, 1);
    expect(draftTotal(lines)).toBe(2 * 550_000 + 120_000 + 400_000);
    const fewer = removeLine(lines, lines[0] as (typeof lines)[number]);
    expect(fewer.map((line) => line.name)).toEqual(["Coca-Cola", "Combo Burger"]);
    expect(draftTotal(fewer)).toBe(520_000);
  });

  it("sends ids and quantities only", () => {
    const lines = addPromotion(addProduct([], coca, 2), comboBurger, 1);
    expect(linesInput(lines)).toEqual({
      products: [{ product_id: coca.id, quantity: 2, options: [], note: null }],
      promotions: [{ promotion_id: comboBurger.id, quantity: 1 }],
    });
  });
});
