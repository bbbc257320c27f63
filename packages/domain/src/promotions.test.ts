import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CatalogGroup, CatalogOption } from "./line-choices.ts";
import { comboChoicesKey, storedOptionIngredients } from "./line-choices.ts";
import { ingredientDemand } from "./orders.ts";
import {
  type ComboComponent,
  isPromotionSellable,
  lowerComboItem,
  MAX_COMBO_QUANTITY,
  priceComboChoices,
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

describe("a combo's products' own choices (decision 080)", () => {
  const option = (id: string, name: string, extra: Partial<CatalogOption> = {}): CatalogOption => ({
    id,
    name,
    priceDelta: 0,
    soldOut: false,
    ingredient: null,
    ...extra,
  });
  const punto: CatalogGroup = {
    id: "g-punto",
    name: "Punto de cocción",
    minChoices: 1,
    maxChoices: 1,
    options: [option("jugoso", "Jugoso"), option("cocido", "Bien cocido", { soldOut: true })],
  };
  const extras: CatalogGroup = {
    id: "g-extras",
    name: "Extras",
    minChoices: 0,
    maxChoices: 2,
    options: [
      option("huevo", "Huevo frito", {
        priceDelta: 150_000,
        ingredient: { id: "egg", effect: "add", thousandths: 1000 },
      }),
      option("sin-sal", "Sin chimichurri", { ingredient: { id: "chimi", effect: "remove", thousandths: 0 } }),
    ],
  };
  // 'Combo Parrilla': two steaks that ask their point and extras, and fries that ask nothing.
  const steak: ComboComponent = {
    productId: "bife",
    name: "Bife de chorizo",
    quantityNeeded: 2,
    recipe: [
      { ingredientId: "meat", thousandths: 400_000 },
      { ingredientId: "chimi", thousandths: 30_000 },
    ],
    groups: [punto, extras],
  };
  const fries: ComboComponent = {
    productId: "papas",
    name: "Papas",
    quantityNeeded: 1,
    recipe: [],
    groups: [],
  };
  const price = (choices: Parameters<typeof priceComboChoices>[3], allowSoldOut = false) =>
    priceComboChoices("Combo Parrilla", 1_000_000, [steak, fries], choices, allowSoldOut);

  it("prices each product's options from the catalog, once per unit of it in the combo, and stores them on it", () => {
    const priced = price([{ productId: "bife", optionIds: ["huevo", "jugoso"] }]);
    if ("problem" in priced) throw new Error(priced.problem);
    // 2 steaks a combo, each with an egg: $ 10.000 + 2 × $ 1.500.
    expect(priced.unitPrice).toBe(1_300_000);
    expect(priced.items.map((item) => [item.productId, item.options.map((each) => each.name)])).toEqual([
      ["bife", ["Jugoso", "Huevo frito"]],
      ["papas", []],
    ]);
    expect(priced.items[0]?.options[1]).toMatchObject({
      group: "Extras",
      price: 150_000,
      ingredientId: "egg",
    });
    // A combo whose products ask nothing costs its value.
    const plain = priceComboChoices("Combo Papas", 500_000, [fries], []);
    expect(plain).toEqual({ unitPrice: 500_000, items: [{ productId: "papas", options: [] }] });
  });

  it("refuses a required group left out, an option 'Agotado' and a choice for a product the combo has not", () => {
    expect(price([])).toEqual({
      problem: "Elegí Punto de cocción para Bife de chorizo del Combo Parrilla.",
      stale: false,
      productId: "bife",
    });
    expect(price([{ productId: "bife", optionIds: ["cocido"] }])).toEqual({
      problem: "Bien cocido está agotado hoy.",
      stale: true,
      productId: "bife",
    });
    // An edit keeping the combo as it was sold may keep it.
    expect("problem" in price([{ productId: "bife", optionIds: ["cocido"] }], true)).toBe(false);
    expect(price([{ productId: "otro", optionIds: [] }])).toEqual({
      problem: "Una de las opciones elegidas ya no corresponde a Combo Parrilla.",
      stale: true,
      productId: null,
    });
    expect(price([{ productId: "papas", optionIds: ["huevo"] }])).toMatchObject({ productId: "bife" });
  });

  it("keys a combo line by its products' options in any order, and one without choices as before", () => {
    const key = comboChoicesKey("c", [{ productId: "bife", optionIds: ["huevo", "jugoso"] }]);
    expect(comboChoicesKey("c", [{ productId: "bife", optionIds: ["jugoso", "huevo"] }])).toBe(key);
    expect(comboChoicesKey("c", [{ productId: "bife", optionIds: ["jugoso"] }])).not.toBe(key);
    expect(comboChoicesKey("c", [{ productId: "papas", optionIds: [] }])).toBe("promotion:c");
  });

  it("never takes less of an ingredient than nothing, whatever the choices and combos (property)", () => {
    fc.assert(
      fc.property(
        fc.subarray(["huevo", "sin-sal"]),
        fc.integer({ min: 1, max: 50 }),
        (extrasChosen, combos) => {
          const priced = price([{ productId: "bife", optionIds: ["jugoso", ...extrasChosen] }]);
          if ("problem" in priced) throw new Error(priced.problem);
          // The steak's line in the order: its units for every combo of the line.
          const units = steak.quantityNeeded * combos;
          const total = ingredientDemand(new Map([["bife", units]]), new Map([["bife", steak.recipe]]));
          const options = priced.items[0]?.options ?? [];
          for (const [id, amount] of storedOptionIngredients([{ quantity: units, options }]))
            total.set(id, (total.get(id) ?? 0) + amount);
          for (const amount of total.values()) expect(amount).toBeGreaterThanOrEqual(0);
          expect(total.get("chimi") ?? 0).toBe(extrasChosen.includes("sin-sal") ? 0 : 30_000 * units);
          expect(total.get("egg") ?? 0).toBe(extrasChosen.includes("huevo") ? 1000 * units : 0);
          expect(priced.unitPrice).toBe(1_000_000 + (extrasChosen.includes("huevo") ? 2 * 150_000 : 0));
        },
      ),
    );
  });
});
