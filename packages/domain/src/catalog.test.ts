import { describe, expect, it } from "vitest";
import { categoryInput, ingredientInput, paymentMethodInput } from "./catalog.ts";

describe("catalog inputs", () => {
  it("normalise names", () => {
    expect(categoryInput.parse({ name: "  Bebidas   frías " })).toEqual({ name: "Bebidas frías" });
    expect(paymentMethodInput.parse({ name: " Efectivo" })).toEqual({ name: "Efectivo" });
  });

  it("turn an ingredient's decimals into thousandths and a blank code into null", () => {
    expect(
      ingredientInput.parse({
        name: " Harina ",
        code: "  ",
        unit: "kg",
        quantity: "1,5",
        min_quantity: 0.25,
      }),
    ).toEqual({ name: "Harina", code: null, unit: "kg", quantity: 1500, min_quantity: 250, cost: null });
    expect(
      ingredientInput.parse({ name: "Leche", code: " L-01 ", unit: "lt", quantity: 2, min_quantity: "1" }),
    ).toMatchObject({ code: "L-01", quantity: 2000, min_quantity: 1000 });
  });

  it("refuse an unknown unit, a long code and bad quantities with a message per field", () => {
    const result = ingredientInput.safeParse({
      name: "",
      code: "x".repeat(41),
      unit: "gr",
      quantity: -1,
      min_quantity: "1,0001",
    });
    const fields = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(fields).toEqual({
      name: "Ingresá el nombre del ingrediente.",
      code: "El código puede tener hasta 40 caracteres.",
      unit: "Elegí la unidad: Kilogramos, Litros o Unidades.",
      quantity: "La cantidad no puede ser negativa.",
      min_quantity: "La cantidad puede tener como máximo 3 decimales.",
    });
  });
});
