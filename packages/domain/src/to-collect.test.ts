import { describe, expect, it } from "vitest";
import { amountToCollect } from "./to-collect.ts";

const mercadoPago = { isCash: false, amount: 20_000 };
const cash = { isCash: true, amount: 7_800.5 };

describe("amountToCollect", () => {
  it("is the cash parts of an open delivery: what was paid in advance is not collected again", () => {
    expect(amountToCollect({ status: "on_the_way", payments: [mercadoPago, cash] })).toBe(7_800.5);
    expect(amountToCollect({ status: "pending", payments: [{ isCash: false, amount: 27_800 }] })).toBe(0);
    expect(amountToCollect({ status: "ready", payments: [{ isCash: true, amount: 27_800 }] })).toBe(27_800);
  });

  it("is nothing once the order is completed", () => {
    expect(amountToCollect({ status: "completed", payments: [cash] })).toBe(0);
  });
});
