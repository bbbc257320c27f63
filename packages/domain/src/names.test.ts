import { describe, expect, it } from "vitest";
import { nameKey, nameText, normalizeName } from "./names.ts";

describe("normalizeName", () => {
  it("trims and collapses inner spaces, tabs and line breaks", () => {
    expect(normalizeName("  Bebidas   sin\talcohol \n")).toBe("Bebidas sin alcohol");
    expect(normalizeName("Postres")).toBe("Postres");
  });

  it("keeps case and accents, in one Unicode form", () => {
    expect(normalizeName("Cafe\u0301")).toBe("Café");
    expect(normalizeName("Cafe\u0301")).toBe(normalizeName("Caf\u00e9"));
  });
});

describe("nameKey", () => {
  it("makes names equal that differ only in case or spacing", () => {
    expect(nameKey("  BEBIDAS ")).toBe(nameKey("bebidas"));
    expect(nameKey("Bebidas  frías")).toBe(nameKey("bebidas frías"));
    expect(nameKey("ÑANDÚ")).toBe("ñandú");
    expect(nameKey("Cafe\u0301")).toBe(nameKey("CAFÉ"));
  });

  it("keeps names apart that differ in letters or accents", () => {
    expect(nameKey("Café")).not.toBe(nameKey("Cafe"));
    expect(nameKey("Bebida")).not.toBe(nameKey("Bebidas"));
  });
});

describe("nameText", () => {
  const schema = nameText(10, "Ingresá el nombre.");

  it("normalises what it accepts", () => {
    expect(schema.parse("  Pizzas    al ")).toBe("Pizzas al");
    expect(schema.parse(" Pizzas ")).toBe("Pizzas");
  });

  it("refuses empty, blank, too long and non-text names", () => {
    expect(schema.safeParse("   ").error?.issues[0]?.message).toBe("Ingresá el nombre.");
    expect(schema.safeParse(12).error?.issues[0]?.message).toBe("Ingresá el nombre.");
    expect(schema.safeParse("x".repeat(11)).error?.issues[0]?.message).toBe(
      "Puede tener hasta 10 caracteres.",
    );
  });
});
