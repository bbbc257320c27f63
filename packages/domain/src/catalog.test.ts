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

  it("save a stock that sales took below zero only when it comes back untouched", () => {
    const base = { name: "Harina", unit: "kg", min_quantity: 0 };
    expect(
      ingredientInput.safeParse({ ...base, quantity: "-0,25", stock_seen: "-0,25" }).data?.quantity,
    ).toBe(-250);
    for (const body of [
      { ...base, quantity: -0.25 },
      { ...base, quantity: -0.5, stock_seen: -0.25 },
      { ...base, quantity: "-1", stock_seen: 1 },
    ]) {
      expect(ingredientInput.safeParse(body).error?.issues[0]).toMatchObject({
        path: ["quantity"],
        message: "La cantidad no puede ser negativa.",
      });
    }
  });

  it("read the stock the dialog saw like the quantity, signed, since sales may take it below zero", () => {
    const base = { name: "Harina", unit: "kg", quantity: 1, min_quantity: 0 };
    const seen = (stock_seen: unknown) => ingredientInput.safeParse({ ...base, stock_seen });
    expect(seen(1.5).data?.stock_seen).toBe(1500);
    expect(seen("1,5").data?.stock_seen).toBe(1500);
    expect(seen(-0.25).data?.stock_seen).toBe(-250);
    expect(seen(" -2,5 ").data?.stock_seen).toBe(-2500);
    expect(Object.is(seen("-0").data?.stock_seen, 0)).toBe(true);
    expect(ingredientInput.parse(base)).not.toHaveProperty("stock_seen");
    expect(seen(1.2345).error?.issues[0]).toMatchObject({
      path: ["stock_seen"],
      message: "La cantidad puede tener como máximo 3 decimales.",
    });
    expect(seen("mucho").error?.issues[0]?.message).toBe("Ingresá una cantidad válida, por ejemplo 1,5.");
    expect(seen(true).error?.issues[0]?.message).toBe("Ingresá una cantidad válida, por ejemplo 1,5.");
  });
});
