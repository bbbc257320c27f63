import { describe, expect, it } from "vitest";
import { changesAt, editedInKitchen, linesToMake, orderLineKey, servedKey } from "./kitchen.ts";
import { lineChanges } from "./order-edit.ts";
import { actionsFor } from "./order-states.ts";
import type { Order, OrderLine } from "./orders.ts";
import { linesByStation, madeLines } from "./stations.ts";

const option = (id: string, name: string) => ({ id, group: "Punto", name, price: 0 });
const product = (itemId: string, quantity: number, extra: Partial<OrderLine> = {}): OrderLine => ({
  kind: "product",
  itemId,
  name: itemId,
  categoryId: null,
  quantity,
  unitPrice: 1000,
  subtotal: 1000 * quantity,
  items: [],
  options: [],
  note: null,
  ...extra,
});

type Kitchen = Pick<Order, "lines" | "served">;

describe("linesToMake (decision 081)", () => {
  it("leaves what earlier rounds made out, line by line, and keeps a line's new units", () => {
    const jugoso = product("bife", 1, { options: [option("o1", "Jugoso")] });
    const order: Kitchen = {
      lines: [jugoso, product("bife", 2), product("flan", 1)],
      served: [
        { key: servedKey({ kind: "product", itemId: "bife", optionIds: ["o1"], note: null }), quantity: 1 },
        { key: servedKey({ kind: "product", itemId: "bife", optionIds: [], note: null }), quantity: 1 },
      ],
    };
    expect(linesToMake(order).lines.map((line) => [line.itemId, line.quantity])).toEqual([
      ["bife", 1],
      ["flan", 1],
    ]);
  });

  it("returns the order as it is when nothing was served, and nothing when all was", () => {
    const order: Kitchen = { lines: [product("flan", 2)], served: [] };
    expect(linesToMake(order)).toBe(order);
    const all: Kitchen = { lines: [product("flan", 2)], served: [{ key: "product:flan||", quantity: 3 }] };
    expect(linesToMake(all).lines).toEqual([]);
  });

  it("keys a combo's line by its combo and its products' choices", () => {
    expect(servedKey({ kind: "promotion", itemId: "p1", optionIds: [], note: null })).toBe("promotion:p1");
    expect(
      servedKey({
        kind: "promotion",
        itemId: "p1",
        optionIds: [],
        note: null,
        items: [{ productId: "bife", optionIds: ["o2", "o1"] }],
      }),
    ).toBe("promotion:p1|bife:o1,o2");
    expect(servedKey({ kind: "product", itemId: "a", optionIds: ["z", "b"], note: "sin sal" })).toBe(
      "product:a|b,z|sin sal",
    );
  });
});

describe("the same combo on two lines with other choices (decision 080)", () => {
  const combo = (point: string | null, quantity: number): OrderLine => ({
    ...product("parrilla", quantity),
    kind: "promotion",
    name: "Combo Parrilla",
    items: [
      {
        productId: "bife",
        name: "Bife de chorizo",
        quantity: 1,
        categoryId: null,
        ...(point ? { options: [option(point, point)] } : {}),
      },
      { productId: "papas", name: "Papas fritas", quantity: 1, categoryId: null },
    ],
  });
  const lines = [combo("Jugoso", 1), combo("A punto", 2)];

  it("gives each line's products keys of their own, a plain combo's as before", () => {
    const keys = madeLines({ lines }).map((line) => line.key);
    expect(new Set(keys).size).toBe(4);
    expect(keys[0]).toBe("promotion:parrilla|bife:Jugoso>bife");
    expect(madeLines({ lines: [combo(null, 1)] })[0]?.key).toBe("promotion:parrilla>bife");
  });

  it("leaves out what a round made of one line, not of the other", () => {
    const [jugoso] = lines;
    if (!jugoso) throw new Error("no line");
    const made = linesToMake({ lines, served: [{ key: orderLineKey(jugoso), quantity: 1 }] });
    expect(made.lines.map((line) => [line.items[0]?.options?.[0]?.name, line.quantity])).toEqual([
      ["A punto", 2],
    ]);
  });

  it("is two things to make in an edit's changes", () => {
    const content = (point: string, quantity: number) => ({
      line: "promotion" as const,
      itemId: "parrilla",
      name: `Combo Parrilla (${point})`,
      quantity,
      optionIds: [point],
      note: null,
      items: [{ productId: "bife", optionIds: [point] }],
    });
    expect(
      lineChanges([content("Jugoso", 1)], [content("Jugoso", 1), content("A punto", 1)]).map((c) => [
        c.kind,
        c.name,
      ]),
    ).toEqual([["added", "Combo Parrilla (A punto)"]]);
  });
});

describe("editedInKitchen", () => {
  it("is an edit after what the kitchen makes reached it, not the round that sent it there", () => {
    expect(editedInKitchen({ modifiedAt: null, kitchenSince: 10 })).toBe(false);
    expect(editedInKitchen({ modifiedAt: 10, kitchenSince: 10 })).toBe(false);
    expect(editedInKitchen({ modifiedAt: 11, kitchenSince: 10 })).toBe(true);
  });
});

describe("changesAt", () => {
  const stations = [{ id: "cocina" }, { id: "barra" }];
  const routing = { categories: { bebidas: "barra" }, products: {} };
  const changes = lineChanges(
    [],
    [
      {
        line: "product",
        itemId: "provoleta",
        name: "Provoleta",
        quantity: 1,
        optionIds: [],
        note: null,
        makes: [{ itemId: "provoleta", categoryId: "entradas" }],
      },
      {
        line: "product",
        itemId: "coca",
        name: "Coca-Cola",
        quantity: 2,
        optionIds: [],
        note: null,
        makes: [{ itemId: "coca", categoryId: "bebidas" }],
      },
    ],
  );

  it("lists at each station only the lines it makes, and the order's own fields at all", () => {
    const all = [...changes, { kind: "observation" as const, before: null, after: "Apurar" }];
    expect(changesAt(all, routing, stations, "barra").map((c) => ("name" in c ? c.name : c.kind))).toEqual([
      "Coca-Cola",
      "observation",
    ]);
    expect(changesAt(all, routing, stations, "cocina").map((c) => ("name" in c ? c.name : c.kind))).toEqual([
      "Provoleta",
      "observation",
    ]);
    expect(changesAt(all, routing, stations, null)).toHaveLength(3);
  });

  it("keeps a change recorded before lines said what they make at every station", () => {
    const old = {
      kind: "added" as const,
      line: "product" as const,
      itemId: "x",
      name: "X",
      before: 0,
      after: 1,
    };
    expect(changesAt([old], routing, stations, "barra")).toEqual([old]);
  });

  it("agrees with where the lines are made", () => {
    const order = { lines: [product("coca", 2, { categoryId: "bebidas" })] };
    expect([...linesByStation(order, routing, stations).keys()]).toEqual(["barra"]);
  });
});

describe("the kitchen and a table's tab", () => {
  it("may cancel a counter order it is making, never a table's bill", () => {
    expect(actionsFor("KITCHEN", "pending", "counter")).toContain("cancel");
    expect(actionsFor("KITCHEN", "pending", "table")).not.toContain("cancel");
    expect(actionsFor("KITCHEN", "preparing", "table")).not.toContain("cancel");
    expect(actionsFor("CASHIER", "pending", "table")).toContain("cancel");
  });
});
