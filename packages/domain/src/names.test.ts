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
    expect(nameKey("ÑANDÚ")).toBe("ñandu");
    expect(nameKey("Cafe\u0301")).toBe(nameKey("CAFÉ"));
  });

  it("makes names equal that differ only in accents, but keeps ñ a letter of its own", () => {
    expect(nameKey("Café")).toBe(nameKey("cafe"));
    expect(nameKey("Flan casero")).toBe(nameKey("flan caséro"));
    expect(nameKey("Pingüino")).toBe("pinguino");
    expect(nameKey("ÀÂÄÉÈÊËÍÏÓÔÖÚÙÜ")).toBe("aaaeeeeiiooouuu");
    expect(nameKey("Piña")).not.toBe(nameKey("Pina"));
    expect(nameKey("AÑO")).toBe("año");
  });

  it("keeps names apart that differ in letters", () => {
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

describe("invisible and look-alike text", () => {
  it("drops format characters and invisible fillers from the stored name", () => {
    expect(normalizeName("\u200bBebidas\u200b")).toBe("Bebidas");
    expect(normalizeName("Beb\u00adidas")).toBe("Bebidas");
    expect(normalizeName("\u202eBebidas\u202c")).toBe("Bebidas");
    expect(normalizeName("\u2066Pan\u2069 \ufeffcasero\u2060")).toBe("Pan casero");
    expect(normalizeName("Pan \u200b casero")).toBe("Pan casero");
    expect(normalizeName("Caf\u200ce\u180e\u3164\u2800")).toBe("Cafe");
    expect(normalizeName("Pan\u0085casero")).toBe("Pan casero");
    expect(normalizeName("\u200b\u00ad\u202e\u2800")).toBe("");
  });

  it("keeps the joiners and selectors that build an emoji, and only those", () => {
    expect(normalizeName("Chef 👨‍🍳")).toBe("Chef 👨‍🍳");
    expect(normalizeName("Chef 🧑🏽‍🍳")).toBe("Chef 🧑🏽‍🍳");
    expect(normalizeName("Té ☕️")).toBe("Té ☕️");
    expect(normalizeName("Fuego ❤️‍🔥")).toBe("Fuego ❤️‍🔥");
    expect(normalizeName("Pan\ufe0f\u200d🍳")).toBe("Pan🍳");
    expect(normalizeName("\u200d👨\u200d")).toBe("👨");
  });

  it("ignores every invisible character in the key, and the key of a stored name is its own", () => {
    expect(nameKey("Bebidas\u200b")).toBe(nameKey("Bebidas"));
    expect(nameKey("Beb\u00adidas")).toBe("bebidas");
    expect(nameKey("\u202eBebidas")).toBe("bebidas");
    expect(nameKey("Chef 👨‍🍳")).toBe(nameKey("chef 👨🍳"));
    expect(nameKey("Té ☕️")).toBe(nameKey("té ☕"));
    for (const name of ["Chef 👨‍🍳", " Beb\u00adidas ", "Cafe\u0301\u200b", "e\u034f\u0301", "\u2800"]) {
      expect(nameKey(normalizeName(name)), name).toBe(nameKey(name));
    }
    expect(nameKey("e\u034f\u0301")).toBe("e");
  });
});

describe("nameText with hidden characters", () => {
  const schema = nameText(10, "Ingresá el nombre.");
  const messageOf = (name: string) => schema.safeParse(name).error?.issues[0]?.message;

  it("refuses names that are empty once invisible characters are removed", () => {
    for (const name of ["\u200b", "\u00ad", " \u202e \u2066\u2069", "\ufeff", "\u3164", "\u2800"]) {
      expect(messageOf(name), JSON.stringify(name)).toBe("Ingresá el nombre.");
    }
  });

  it("refuses control characters and lone surrogates", () => {
    for (const name of ["Pan\u0007", "\u001bPan", "Pan\u007f", "Pan\u009b", "Beb\ud800idas", "\udc00"]) {
      expect(messageOf(name), JSON.stringify(name)).toBe("Tiene caracteres que no se pueden usar.");
    }
  });

  it("stores one form of what it accepts", () => {
    expect(schema.parse("Cafe\u0301")).toBe("Café");
    expect(schema.parse("\u202eBebidas")).toBe("Bebidas");
    expect(schema.parse("Pan\tcasero")).toBe("Pan casero");
    expect(schema.parse("Té ☕️")).toBe("Té ☕️");
  });
});
