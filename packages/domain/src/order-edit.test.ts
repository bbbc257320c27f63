import { describe, expect, it } from "vitest";
import { changeText, kitchenChanges, type OrderChange } from "./order-changes.ts";
import {
  boundReturns,
  type ContentLine,
  demandDifference,
  editStockMoves,
  lineChanges,
  lineLabel,
  orderChanges,
  orderEditInput,
} from "./order-edit.ts";
import { productDemand } from "./orders.ts";

const burger = "0190f5c4-0000-7000-8000-00000000000a";
const coke = "0190f5c4-0000-7000-8000-00000000000b";
const fries = "0190f5c4-0000-7000-8000-00000000000e";
const menu = "0190f5c4-0000-7000-8000-00000000000c";
const method = "0190f5c4-0000-7000-8000-00000000000d";
const bread = "ingredient-bread";
const meat = "ingredient-meat";
const potato = "ingredient-potato";

// Bread is the burger's only; potatoes the fries'; meat is in both (two products sharing an ingredient).
// 'Menú' is one burger + one coke, and the coke is also sold alone.
const combo = (quantity: number) => ({
  quantity,
  items: [
    { productId: burger, quantityNeeded: 1 },
    { productId: coke, quantityNeeded: 1 },
  ],
});
const recipes = new Map([
  [
    burger,
    [
      { ingredientId: bread, thousandths: 1_000 },
      { ingredientId: meat, thousandths: 150 },
    ],
  ],
  [
    fries,
    [
      { ingredientId: potato, thousandths: 200 },
      { ingredientId: meat, thousandths: 10 },
    ],
  ],
]);
const nothingTaken = { products: new Map(), ingredients: new Map() };
const takenBy = (units: Map<string, number>) => ({
  products: units,
  ingredients: (() => {
    const amounts = new Map<string, number>();
    for (const [id, n] of units)
      for (const row of recipes.get(id) ?? [])
        amounts.set(row.ingredientId, (amounts.get(row.ingredientId) ?? 0) + row.thousandths * n);
    return amounts;
  })(),
});

describe("the edit's input", () => {
  const body = { turn: "7", payment_method_id: method, products: [{ product_id: coke, quantity: 1 }] };

  it("is creation's content without the id, plus the version the client edited", () => {
    const parsed = orderEditInput.parse({ ...body, version: 3, id: "ignored" });
    const products = body.products.map((line) => ({ ...line, options: [], note: null }));
    expect(parsed).toEqual({ ...body, products, observation: null, promotions: [], version: 3 });
  });

  it("refuses a missing or broken version and an empty order, as creation does", () => {
    for (const version of [undefined, -1, 1.5, "2"]) {
      expect(orderEditInput.safeParse({ ...body, version }).success).toBe(false);
    }
    const empty = orderEditInput.safeParse({ ...body, products: [], version: 0 });
    expect(empty.error?.issues[0]?.message).toBe("Agregá al menos un producto o una promoción.");
    const twice = orderEditInput.safeParse({
      ...body,
      version: 0,
      products: [
        { product_id: coke, quantity: 1 },
        { product_id: coke, quantity: 2 },
      ],
    });
    expect(twice.success).toBe(false);
  });
});

describe("stock moved by an edit", () => {
  it("takes only what a quantity adds and gives back what it removes", () => {
    const before = productDemand([{ productId: coke, quantity: 2 }], []);
    const more = editStockMoves(
      before,
      productDemand([{ productId: coke, quantity: 5 }], []),
      recipes,
      takenBy(before),
    );
    expect(more.products).toEqual(new Map([[coke, 3]]));
    const less = editStockMoves(
      before,
      productDemand([{ productId: coke, quantity: 1 }], []),
      recipes,
      takenBy(before),
    );
    expect(less.products).toEqual(new Map([[coke, -1]]));
    expect(less.ingredients).toEqual(new Map());
  });

  it("returns a removed line's product and ingredients", () => {
    const before = productDemand(
      [
        { productId: burger, quantity: 2 },
        { productId: coke, quantity: 1 },
      ],
      [],
    );
    const after = productDemand([{ productId: coke, quantity: 1 }], []);
    const moves = editStockMoves(before, after, recipes, takenBy(before));
    expect(moves.products).toEqual(new Map([[burger, -2]]));
    expect(moves.ingredients).toEqual(
      new Map([
        [bread, -2_000],
        [meat, -300],
      ]),
    );
  });

  it("nets a combo against a product it holds that is also sold alone", () => {
    // Before: 2 cokes alone. After: 1 coke alone + 1 menú (a burger and a coke): coke stays at 2 units.
    const before = productDemand([{ productId: coke, quantity: 2 }], []);
    const after = productDemand([{ productId: coke, quantity: 1 }], [combo(1)]);
    const moves = editStockMoves(before, after, recipes, takenBy(before));
    expect(moves.products).toEqual(new Map([[burger, 1]]));
    expect(moves.ingredients).toEqual(
      new Map([
        [bread, 1_000],
        [meat, 150],
      ]),
    );
  });

  it("moves an ingredient two products share by the sum of both differences", () => {
    // Meat: 150 per burger, 10 per fries. One burger less and three fries more: −150 + 30 = −120.
    const before = productDemand([{ productId: burger, quantity: 2 }], []);
    const after = productDemand(
      [
        { productId: burger, quantity: 1 },
        { productId: fries, quantity: 3 },
      ],
      [],
    );
    const moves = editStockMoves(before, after, recipes, takenBy(before));
    expect(moves.products).toEqual(
      new Map([
        [burger, -1],
        [fries, 3],
      ]),
    );
    expect(moves.ingredients).toEqual(
      new Map([
        [bread, -1_000],
        [meat, -120],
        [potato, 600],
      ]),
    );
  });

  it("expands a combo's quantity change through its items and their recipes", () => {
    const moves = editStockMoves(
      productDemand([], [combo(1)]),
      productDemand([], [combo(3)]),
      recipes,
      takenBy(productDemand([], [combo(1)])),
    );
    expect(moves.products).toEqual(
      new Map([
        [burger, 2],
        [coke, 2],
      ]),
    );
    expect(moves.ingredients).toEqual(
      new Map([
        [bread, 2_000],
        [meat, 300],
      ]),
    );
  });

  it("moves nothing when the lines are the same", () => {
    const units = productDemand([{ productId: coke, quantity: 1 }], [combo(2)]);
    expect(editStockMoves(units, new Map(units), recipes, takenBy(units))).toEqual({
      products: new Map(),
      ingredients: new Map(),
    });
  });

  it("never gives back more than the order took (untracked when sold, or a recipe that grew since)", () => {
    const before = productDemand([{ productId: burger, quantity: 2 }], []);
    const moves = editStockMoves(before, new Map(), recipes, {
      products: new Map(),
      ingredients: new Map([[meat, 100]]),
    });
    expect(moves.products).toEqual(new Map());
    expect(moves.ingredients).toEqual(new Map([[meat, -100]]));
    expect(boundReturns(new Map([[coke, 4]]), nothingTaken.products)).toEqual(new Map([[coke, 4]]));
  });

  it("leaves zero differences out", () => {
    expect(demandDifference(new Map([[coke, 1]]), new Map([[coke, 1]]))).toEqual(new Map());
  });
});

describe("the changes the kitchen sees", () => {
  const line = (itemId: string, name: string, quantity: number, kind: "product" | "promotion" = "product") =>
    ({ line: kind, itemId, name, quantity, optionIds: [], note: null }) satisfies ContentLine;

  it("lists removed and changed lines, then added ones, combos as their own lines", () => {
    const before = [
      line(coke, "Coca-Cola", 1),
      line(burger, "Hamburguesa", 2),
      line(menu, "Menú", 1, "promotion"),
    ];
    const after = [
      line(burger, "Hamburguesa", 3),
      line(fries, "Papas", 1),
      line(menu, "Menú", 1, "promotion"),
    ];
    expect(lineChanges(before, after)).toEqual([
      { kind: "removed", line: "product", itemId: coke, name: "Coca-Cola", before: 1, after: 0 },
      { kind: "quantity", line: "product", itemId: burger, name: "Hamburguesa", before: 2, after: 3 },
      { kind: "added", line: "product", itemId: fries, name: "Papas", before: 0, after: 1 },
    ]);
  });

  it("tells apart two lines of one product with other options or another note (decision 080)", () => {
    const jugoso = { ...line(burger, "Hamburguesa (Jugoso)", 1), optionIds: ["o-jugoso"] };
    const conNota = { ...line(burger, "Hamburguesa · sin sal", 1), note: "sin sal" };
    const plain = line(burger, "Hamburguesa", 2);
    expect(lineChanges([plain, jugoso], [plain, { ...jugoso, quantity: 2 }, conNota])).toEqual([
      {
        kind: "quantity",
        line: "product",
        itemId: burger,
        name: "Hamburguesa (Jugoso)",
        before: 1,
        after: 2,
      },
      { kind: "added", line: "product", itemId: burger, name: "Hamburguesa · sin sal", before: 0, after: 1 },
    ]);
    expect(lineLabel("Bife de chorizo", ["Jugoso", "Papas fritas"], "sin sal")).toBe(
      "Bife de chorizo (Jugoso, Papas fritas) · sin sal",
    );
  });

  it("tells a product from a combo with the same id", () => {
    const changes = lineChanges([line(menu, "Menú", 1, "promotion")], [line(menu, "Menú", 1)]);
    expect(changes.map((change) => [change.kind, change.line])).toEqual([
      ["removed", "promotion"],
      ["added", "product"],
    ]);
  });

  it("adds the turn, the observation and the payment method when they change", () => {
    const fields = { turn: "5", observation: null, paymentMethodName: "Efectivo" };
    const lines = [line(coke, "Coca-Cola", 1)];
    expect(orderChanges({ ...fields, lines }, { ...fields, lines })).toEqual([]);
    expect(
      orderChanges(
        { ...fields, lines },
        { turn: "6", observation: "sin hielo", paymentMethodName: "Tarjeta", lines },
      ),
    ).toEqual([
      { kind: "turn", before: "5", after: "6" },
      { kind: "observation", before: null, after: "sin hielo" },
      { kind: "payment-method", before: "Efectivo", after: "Tarjeta" },
    ]);
  });

  it("reads each change in Spanish, and the kitchen's ticket skips the payment", () => {
    const changes: OrderChange[] = [
      { kind: "added", line: "product", itemId: fries, name: "Papas", before: 0, after: 2 },
      { kind: "removed", line: "promotion", itemId: menu, name: "Menú", before: 1, after: 0 },
      { kind: "quantity", line: "product", itemId: coke, name: "Coca-Cola", before: 1, after: 3 },
      { kind: "turn", before: "5", after: "6" },
      { kind: "observation", before: null, after: "sin hielo" },
      { kind: "observation", before: "sin hielo", after: null },
      { kind: "payment-method", before: "Efectivo", after: "Tarjeta" },
    ];
    expect(changes.map(changeText)).toEqual([
      "Agregado: 2 × Papas",
      "Quitado: 1 × Menú",
      "Coca-Cola: 1 → 3",
      "Pedido N°: 5 → 6",
      "Observación: sin hielo",
      "Observación quitada",
      "Medio de pago: Efectivo → Tarjeta",
    ]);
    expect(kitchenChanges(changes)).toHaveLength(6);
  });
});
