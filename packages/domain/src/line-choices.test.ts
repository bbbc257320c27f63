import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CatalogGroup,
  type CatalogOption,
  checkChoices,
  lineKey,
  lineUnitPrice,
  optionIngredientsPerUnit,
  storedOptionIngredients,
  storedOptions,
} from "./line-choices.ts";
import { ingredientDemand } from "./orders.ts";

const egg = "ing-egg";
const onion = "ing-onion";
const meat = "ing-meat";

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
  options: [option("jugoso", "Jugoso"), option("a-punto", "A punto"), option("cocido", "Bien cocido")],
};
const extras: CatalogGroup = {
  id: "g-extras",
  name: "Extras",
  minChoices: 0,
  maxChoices: 2,
  options: [
    option("huevo", "Huevo frito", {
      priceDelta: 150_000,
      ingredient: { id: egg, effect: "add", thousandths: 1000 },
    }),
    option("queso", "Queso", { priceDelta: 80_000 }),
    option("sin-cebolla", "Sin cebolla", { ingredient: { id: onion, effect: "remove", thousandths: 0 } }),
  ],
};
const recipe = [
  { ingredientId: meat, thousandths: 400_000 },
  { ingredientId: onion, thousandths: 50_000 },
];

describe("a line's choices", () => {
  it("takes the options of the product's groups, in the groups' order, and prices them from the catalog", () => {
    const chosen = checkChoices("Bife de chorizo", [punto, extras], ["huevo", "jugoso"]);
    expect("problem" in chosen).toBe(false);
    if ("problem" in chosen) return;
    expect(chosen.map((each) => [each.groupName, each.name])).toEqual([
      ["Punto de cocción", "Jugoso"],
      ["Extras", "Huevo frito"],
    ]);
    expect(lineUnitPrice(1_200_000, chosen)).toBe(1_350_000);
  });

  it("asks a required group, refuses more than the maximum and an option of another product", () => {
    expect(checkChoices("Bife de chorizo", [punto, extras], [])).toEqual({
      problem: "Elegí Punto de cocción para Bife de chorizo.",
      stale: false,
    });
    expect(checkChoices("Bife de chorizo", [punto], ["jugoso", "cocido"])).toEqual({
      problem: "Elegí una sola opción de Punto de cocción para Bife de chorizo.",
      stale: false,
    });
    expect(checkChoices("Bife", [punto, extras], ["jugoso", "huevo", "queso", "sin-cebolla"])).toEqual({
      problem: "Podés elegir hasta 2 opciones de Extras para Bife.",
      stale: false,
    });
    const atLeastTwo = { ...extras, minChoices: 2 };
    expect(checkChoices("Bife", [atLeastTwo], ["queso"])).toMatchObject({
      problem: "Elegí al menos 2 opciones de Extras para Bife.",
    });
    expect(checkChoices("Flan", [], ["jugoso"])).toEqual({
      problem: "Una de las opciones elegidas ya no corresponde a Flan.",
      stale: true,
    });
    // A product without groups takes a line without options.
    expect(checkChoices("Flan", [], [])).toEqual([]);
  });

  it("refuses an option 'Agotado' today, unless the line was already sold with it", () => {
    const soldOut = { ...extras, options: extras.options.map((o) => ({ ...o, soldOut: o.id === "huevo" })) };
    expect(checkChoices("Bife", [soldOut], ["huevo"])).toEqual({
      problem: "Huevo frito está agotado hoy.",
      stale: true,
    });
    expect("problem" in checkChoices("Bife", [soldOut], ["huevo"], true)).toBe(false);
  });

  it("takes an extra ingredient and spares what the recipe would take of a removed one", () => {
    const perUnit = optionIngredientsPerUnit(recipe, extras.options);
    expect(perUnit).toEqual(
      new Map([
        [egg, 1000],
        [onion, -50_000],
      ]),
    );
    // Removing what the recipe does not use spares nothing.
    expect(optionIngredientsPerUnit([{ ingredientId: meat, thousandths: 1 }], extras.options)).toEqual(
      new Map([[egg, 1000]]),
    );
  });

  it("keeps the options on the line as sold, and adds them up for stock", () => {
    const chosen = checkChoices("Bife", [punto, extras], ["jugoso", "huevo", "sin-cebolla"]);
    if ("problem" in chosen) throw new Error(chosen.problem);
    const stored = storedOptions(recipe, chosen);
    expect(stored).toEqual([
      {
        id: "jugoso",
        group: "Punto de cocción",
        name: "Jugoso",
        price: 0,
        ingredientId: null,
        thousandths: 0,
      },
      {
        id: "huevo",
        group: "Extras",
        name: "Huevo frito",
        price: 150_000,
        ingredientId: egg,
        thousandths: 1000,
      },
      {
        id: "sin-cebolla",
        group: "Extras",
        name: "Sin cebolla",
        price: 0,
        ingredientId: onion,
        thousandths: -50_000,
      },
    ]);
    expect(storedOptionIngredients([{ quantity: 3, options: stored }])).toEqual(
      new Map([
        [egg, 3000],
        [onion, -150_000],
      ]),
    );
  });

  it("names a line by its item, its options in any order and its note", () => {
    const a = lineKey({ itemId: "p", optionIds: ["x", "y"], note: null });
    expect(lineKey({ itemId: "p", optionIds: ["y", "x"], note: null })).toBe(a);
    expect(lineKey({ itemId: "p", optionIds: ["x", "y"], note: "sin sal" })).not.toBe(a);
    expect(lineKey({ itemId: "p", optionIds: ["x"], note: null })).not.toBe(a);
  });

  it("never takes less of an ingredient than nothing, whatever the choices (property)", () => {
    const ids = extras.options.map((each) => each.id);
    fc.assert(
      fc.property(
        fc.subarray(ids),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 200_000 }),
        (chosenIds, quantity, onionInRecipe) => {
          const groups = [{ ...extras, maxChoices: 3 }];
          const chosen = checkChoices("Bife", groups, chosenIds);
          if ("problem" in chosen) throw new Error(chosen.problem);
          const ownRecipe = [{ ingredientId: onion, thousandths: onionInRecipe }];
          const recipes = new Map([["bife", ownRecipe]]);
          const total = ingredientDemand(new Map([["bife", quantity]]), recipes);
          const stored = storedOptions(ownRecipe, chosen);
          for (const [id, amount] of storedOptionIngredients([{ quantity, options: stored }]))
            total.set(id, (total.get(id) ?? 0) + amount);
          for (const amount of total.values()) expect(amount).toBeGreaterThanOrEqual(0);
          const spared = chosenIds.includes("sin-cebolla");
          expect(total.get(onion) ?? 0).toBe(spared ? 0 : onionInRecipe * quantity);
          expect(total.get(egg) ?? 0).toBe(chosenIds.includes("huevo") ? 1000 * quantity : 0);
        },
      ),
    );
  });
});
