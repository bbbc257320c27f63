import { describe, expect, it } from "vitest";
import { menu, slugParams } from "./menu.ts";
import { slugify } from "./slug.ts";

describe("slugParams", () => {
  it("takes the slugs business names become", () => {
    for (const slug of [
      "la-esquina",
      "bar-uno-2",
      "a",
      slugify("Rotisería El Sol"),
      slugify("x".repeat(200)),
    ])
      expect(slugParams.parse({ slug })).toEqual({ slug });
  });

  it("refuses anything else with one Spanish message", () => {
    for (const slug of [
      "",
      "La-Esquina",
      "con_guion",
      "-esquina",
      "esquina-",
      "doble--guion",
      "ñandú",
      "a b",
      "x".repeat(121),
    ]) {
      const result = slugParams.safeParse({ slug });
      expect(result.success, slug).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("La lista de precios no existe.");
    }
  });
});

describe("menu", () => {
  it("keeps only id, name and price of each product, whatever else it is given", () => {
    const parsed = menu.parse({
      business: { name: "La Esquina", slug: "la-esquina", logoUrl: null, phone: "1145678901" },
      sections: [
        {
          categoryId: "c1",
          categoryName: "Comidas",
          products: [{ id: "p1", name: "Pizza", price: 1500, unit_price: 700, quantity: 3, code: "PZ" }],
        },
      ],
      combos: [
        { id: "k1", name: "Combo", price: 2000, value: 9, items: [{ name: "Pizza", quantity: 2, stock: 5 }] },
      ],
    });
    expect(parsed).toEqual({
      business: { name: "La Esquina", slug: "la-esquina", logoUrl: null },
      sections: [
        { categoryId: "c1", categoryName: "Comidas", products: [{ id: "p1", name: "Pizza", price: 1500 }] },
      ],
      combos: [{ id: "k1", name: "Combo", price: 2000, items: [{ name: "Pizza", quantity: 2 }] }],
    });
    // An answer from before combos were listed reads as none.
    expect(menu.parse({ business: parsed.business, sections: [] }).combos).toEqual([]);
  });
});
