import { describe, expect, it } from "vitest";
import { uuidv7 } from "./ids.ts";
import { formatMoney } from "./money.ts";
import { orderMoney, splitEvenly } from "./order-money.ts";
import { mergeContent, roundInput, splitByAmounts, splitByItems, tableStateOf } from "./tabs.ts";

const milanesa = "0190f5c4-0000-7000-8000-00000000000a";
const flan = "0190f5c4-0000-7000-8000-00000000000b";
const combo = "0190f5c4-0000-7000-8000-00000000000c";

describe("a tab's rounds", () => {
  const plain = (product_id: string, quantity: number) => ({ product_id, quantity, options: [], note: null });

  it("adds a round's units to the items the tab had, and new items last", () => {
    const first = { products: [plain(milanesa, 2)], promotions: [] };
    const second = {
      products: [plain(flan, 1), plain(milanesa, 1)],
      promotions: [{ promotion_id: combo, quantity: 1 }],
    };
    expect(mergeContent(first, second)).toEqual({
      products: [plain(milanesa, 3), plain(flan, 1)],
      promotions: [{ promotion_id: combo, quantity: 1 }],
    });
    // The tab it was given is not changed.
    expect(first.products[0]?.quantity).toBe(2);
  });

  it("keeps a line with other options or another note apart from the plain one (decision 080)", () => {
    const jugosa = { ...plain(milanesa, 1), options: [flan] };
    const sinSal = { ...plain(milanesa, 1), note: "sin sal" };
    const tab = { products: [plain(milanesa, 1), jugosa], promotions: [] };
    const round = { products: [{ ...jugosa, options: [flan] }, sinSal, plain(milanesa, 1)], promotions: [] };
    expect(mergeContent(tab, round).products).toEqual([
      plain(milanesa, 2),
      { ...jugosa, quantity: 2 },
      sinSal,
    ]);
  });

  it("adds a round's combo to the tab's line with the same choices and makes a line for other ones", () => {
    const withPoint = (point: string, quantity: number) => ({
      promotion_id: combo,
      quantity,
      items: [{ product_id: milanesa, options: [point] }],
    });
    const tab = { products: [], promotions: [withPoint(flan, 1)] };
    const round = { products: [], promotions: [withPoint(milanesa, 1), withPoint(flan, 2)] };
    expect(mergeContent(tab, round).promotions).toEqual([withPoint(flan, 3), withPoint(milanesa, 1)]);
    const twice = roundInput.safeParse({
      id: uuidv7(),
      promotions: [withPoint(flan, 1), withPoint(flan, 1)],
    });
    expect(twice.success).toBe(false);
    expect(
      roundInput.safeParse({ id: uuidv7(), promotions: [withPoint(flan, 1), withPoint(milanesa, 1)] })
        .success,
    ).toBe(true);
  });

  it("joins another table's tab the same way", () => {
    const table4 = { products: [plain(milanesa, 1)], promotions: [] };
    const table5 = { products: [plain(milanesa, 2)], promotions: [] };
    expect(mergeContent(table4, table5).products).toEqual([plain(milanesa, 3)]);
  });

  it("totals the rounds with a discount and a tip as any order", () => {
    // Round 1: 2 milanesas at $ 5.000; round 2: 1 more and a flan at $ 2.000.
    const lines = [{ subtotal: 3 * 500_000 }, { subtotal: 200_000 }];
    const money = orderMoney(
      lines,
      [{ kind: "discount", mode: "percent", value: 1000, reason: "Cliente" }],
      150_000,
    );
    expect(money.ok && money.money).toMatchObject({
      subtotal: 1_700_000,
      discount: 170_000,
      total: 1_680_000,
    });
  });

  it("refuses an empty round, one without id, and a product twice", () => {
    expect(roundInput.safeParse({ id: uuidv7(), products: [] }).success).toBe(false);
    expect(roundInput.safeParse({ products: [{ product_id: flan, quantity: 1 }] }).success).toBe(false);
    const twice = roundInput.safeParse({
      id: uuidv7(),
      products: [
        { product_id: flan, quantity: 1 },
        { product_id: flan, quantity: 2 },
      ],
    });
    expect(twice.success).toBe(false);
  });
});

describe("splitting the bill", () => {
  const bill = [
    { key: "milanesa", quantity: 3, subtotal: 1_500_000 },
    { key: "flan", quantity: 1, subtotal: 200_000 },
  ];

  it("by items: each pays what it ate, with its part of the discount and tip, to the centavo", () => {
    // Total 1.680.000 after 10 % off (170.000) and a 150.000 tip.
    const split = splitByItems(1_680_000, bill, [{ milanesa: 2 }, { milanesa: 1, flan: 1 }]);
    expect(split).toEqual({ ok: true, amounts: [988_235, 691_765] });
    if (split.ok) expect(split.amounts.reduce((a, b) => a + b, 0)).toBe(1_680_000);
  });

  it("by items: refuses units left over, taken twice, unknown items and an empty share", () => {
    expect(splitByItems(100, bill, [{ milanesa: 3 }])).toMatchObject({ ok: false });
    expect(splitByItems(100, bill, [{ milanesa: 3, flan: 1 }, { flan: 1 }])).toMatchObject({ ok: false });
    expect(splitByItems(100, bill, [{ milanesa: 3, flan: 1, vino: 1 }])).toMatchObject({ ok: false });
    expect(splitByItems(100, bill, [{ milanesa: 3, flan: 1 }, {}])).toEqual({
      ok: false,
      message: "Cada parte tiene que pagar al menos un producto.",
    });
  });

  it("by amounts: the parts must add up to the bill", () => {
    expect(splitByAmounts(1_000_00, [600_00, 400_00])).toEqual({ ok: true, amounts: [600_00, 400_00] });
    expect(splitByAmounts(1_000_00, [600_00, 300_00])).toEqual({
      ok: false,
      message: `Las partes suman ${formatMoney(900_00)} y la cuenta es ${formatMoney(1_000_00)}.`,
    });
    expect(splitByAmounts(100, [100, 0])).toMatchObject({ ok: false });
  });

  it("evenly: shares differ by a centavo at most", () => {
    expect(splitEvenly(1_000_01, 3)).toEqual([33_334, 33_334, 33_333]);
  });
});

describe("a table on the plan", () => {
  it("is free without a tab, occupied with one, and asking for the bill once it did", () => {
    expect(tableStateOf(null)).toBe("free");
    expect(tableStateOf({ billRequestedAt: null })).toBe("occupied");
    expect(tableStateOf({ billRequestedAt: 1 })).toBe("bill");
  });
});
