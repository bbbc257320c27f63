import { describe, expect, it } from "vitest";
import { uuidv7 } from "./ids.ts";
import { choiceRuleText } from "./line-choices.ts";
import { modifierGroupInput } from "./modifiers.ts";
import { orderInput } from "./orders.ts";

const ingredient = "0190f5c4-0000-7000-8000-0000000000e1";
const product = "0190f5c4-0000-7000-8000-0000000000a1";
const method = "0190f5c4-0000-7000-8000-0000000000b1";
const optionA = "0190f5c4-0000-7000-8000-0000000000c1";
const optionB = "0190f5c4-0000-7000-8000-0000000000c2";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the modifier group dialog", () => {
  it("takes a required single choice, prices in pesos as centavos and an extra ingredient in grams", () => {
    const group = modifierGroupInput.parse({
      name: "  Extras ",
      min_choices: 0,
      max_choices: 2,
      options: [
        {
          name: "Huevo frito",
          price: 1500,
          ingredient_effect: "add",
          ingredient_id: ingredient,
          quantity_needed: 60,
          unit: "g",
        },
        { name: "Sin cebolla", price: "", ingredient_effect: "remove", ingredient_id: ingredient },
        { name: "Queso" },
      ],
    });
    expect(group.name).toBe("Extras");
    expect(group.options.map((option) => [option.name, option.price, option.ingredient])).toEqual([
      ["Huevo frito", 150_000, { id: ingredient, effect: "add", thousandths: 60, unit: "g" }],
      ["Sin cebolla", 0, { id: ingredient, effect: "remove", thousandths: 0 }],
      ["Queso", 0, null],
    ]);
  });

  it("refuses, in Spanish, a minimum over the maximum, no options, a repeated option and an extra without amount", () => {
    expect(
      messages(
        modifierGroupInput.safeParse({
          name: "Punto",
          min_choices: 2,
          max_choices: 1,
          options: [{ name: "A" }, { name: "B" }],
        }),
      ),
    ).toContain("El mínimo no puede ser mayor que el máximo.");
    expect(messages(modifierGroupInput.safeParse({ name: "Punto", options: [] }))).toContain(
      "Agregá al menos una opción.",
    );
    expect(
      messages(
        modifierGroupInput.safeParse({ name: "Punto", options: [{ name: "Jugoso" }, { name: "jugoso" }] }),
      ),
    ).toContain("Cada opción puede estar una sola vez en el grupo.");
    expect(
      messages(
        modifierGroupInput.safeParse({
          name: "Extras",
          options: [{ name: "Huevo", ingredient_effect: "add", ingredient_id: ingredient }],
        }),
      ),
    ).toContain("Ingresá cuánto lleva del ingrediente.");
    expect(messages(modifierGroupInput.safeParse({ name: "", options: [{ name: "A" }] }))).toContain(
      "Ingresá el nombre del grupo.",
    );
  });

  it("describes the rule as the sheet shows it", () => {
    expect(choiceRuleText({ minChoices: 1, maxChoices: 1 })).toBe("Elegí 1");
    expect(choiceRuleText({ minChoices: 0, maxChoices: 3 })).toBe("Opcional, hasta 3");
    expect(choiceRuleText({ minChoices: 0, maxChoices: 1 })).toBe("Opcional");
    expect(choiceRuleText({ minChoices: 1, maxChoices: 2 })).toBe("Elegí de 1 a 2");
  });
});

describe("an order's lines with options and notes", () => {
  const order = (products: unknown[]) =>
    orderInput.safeParse({ id: uuidv7(), turn: "1", payment_method_id: method, products });

  it("takes one product on two lines with other options or another note", () => {
    const result = order([
      { product_id: product, quantity: 1, options: [optionA] },
      { product_id: product, quantity: 1, options: [optionB], note: "sin sal" },
      { product_id: product, quantity: 1 },
    ]);
    expect(result.success).toBe(true);
    expect(result.data?.products.map((line) => [line.options, line.note])).toEqual([
      [[optionA], null],
      [[optionB], "sin sal"],
      [[], null],
    ]);
  });

  it("refuses two equal lines, an option twice and a note too long", () => {
    expect(
      messages(
        order([
          { product_id: product, quantity: 1, options: [optionA, optionB] },
          { product_id: product, quantity: 2, options: [optionB, optionA] },
        ]),
      ),
    ).toContain("Dos líneas iguales (mismo producto, opciones y nota): sumá la cantidad.");
    expect(messages(order([{ product_id: product, quantity: 1, options: [optionA, optionA] }]))).toContain(
      "Cada opción puede elegirse una sola vez.",
    );
    expect(messages(order([{ product_id: product, quantity: 1, note: "x".repeat(141) }]))).toContain(
      "La nota puede tener hasta 140 caracteres.",
    );
  });
});
