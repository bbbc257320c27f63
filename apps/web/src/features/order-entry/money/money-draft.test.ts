import { describe, expect, it } from "vitest";
import { enqueue, type OutboxEntry, parseOutbox } from "../outbox/outbox";
import { parseDraft } from "../saved-draft";
import { emptyMoney, type MoneyDraft, moneyInput, moneyView } from "./money-draft";

const lines = [{ unitPrice: 333, quantity: 1 }];
const context = {
  lines,
  role: "ADMIN" as const,
  rule: null,
  methodId: "cash",
  isCash: (id: string) => id === "cash",
};

describe("money draft", () => {
  it("rounds a percentage half up to the centavo like the server (decision 026)", () => {
    const draft: MoneyDraft = {
      ...emptyMoney(),
      adjustments: [{ kind: "discount", mode: "percent", value: "12,5", reason: "Promo" }],
    };
    const view = moneyView(draft, context);
    // 12.5 % of $ 3,33 = 41.625 centavos → 42
    expect(view.money?.adjustments[0]?.amount).toBe(42);
    expect(view.money?.total).toBe(291);
    expect(moneyInput(draft, view, "cash")).toEqual({
      adjustments: [{ kind: "discount", mode: "percent", value: 12.5, reason: "Promo" }],
    });
  });

  it("sends nothing for a plain order, and blocks an adjustment without a reason", () => {
    expect(moneyInput(emptyMoney(), moneyView(emptyMoney(), context), "cash")).toEqual({});
    const draft: MoneyDraft = {
      ...emptyMoney(),
      adjustments: [{ kind: "surcharge", mode: "amount", value: "100", reason: " " }],
    };
    const view = moneyView(draft, context);
    expect(view.adjustmentErrors[0]?.reason).toBe("Ingresá el motivo.");
    expect(view.complete).toBe(false);
  });

  it("lets an adjustment row opened and left blank neither block 'Crear' nor be sent", () => {
    const draft: MoneyDraft = {
      ...emptyMoney(),
      adjustments: [{ kind: "discount", mode: "percent", value: "", reason: "Pago en efectivo" }],
    };
    const view = moneyView(draft, context);
    expect(view.adjustmentErrors[0]).toEqual({});
    expect(view.complete).toBe(true);
    expect(moneyInput(draft, view, "cash")).toEqual({});
  });

  it("says a tip over the subtotal under the tip, and blocks 'Crear' (decision 068)", () => {
    const view = moneyView({ ...emptyMoney(), tip: "3,34" }, context);
    expect(view.tipError).toBe("La propina ($\u00a03,34) no puede superar el subtotal ($\u00a03,33).");
    expect(view.discountError).toBeUndefined();
    expect(view.complete).toBe(false);
    expect(moneyView({ ...emptyMoney(), tip: "3,33" }, context).complete).toBe(true);
  });

  it("survives in the saved draft and the outbox; drafts from before decision 031 read as plain", () => {
    const money: MoneyDraft = {
      ...emptyMoney(),
      tip: "500",
      parts: [{ methodId: "cash", amount: "", tendered: "1000" }],
    };
    const draft = { lines: [], turn: null, paymentMethodId: null, observation: "x", money, notice: null };
    expect(parseDraft(JSON.stringify(draft))?.money).toEqual(money);
    const { money: _, ...old } = draft;
    expect(parseDraft(JSON.stringify(old))?.money).toEqual(emptyMoney());
    const entry: OutboxEntry = {
      id: "o1",
      input: { id: "o1", turn: "1", payment_method_id: "cash", products: [], tip: 500 },
      lines: [],
      money,
      total: 100,
      queuedAt: 1,
      status: "waiting",
      reason: null,
    };
    expect(parseOutbox(JSON.stringify(enqueue([], entry)))[0]?.money).toEqual(money);
  });
});
