import { describe, expect, it } from "vitest";
import { uuidv7 } from "./ids.ts";
import {
  actionSources,
  actionsFor,
  actionTarget,
  canPerform,
  comboAvailability,
  ingredientDemand,
  isOpenOrderStatus,
  MAX_OBSERVATION_LENGTH,
  mayEverPerform,
  type OrderAction,
  type OrderStatus,
  orderActions,
  orderInput,
  orderStatuses,
  orderTotal,
  productDemand,
} from "./orders.ts";
import type { Role } from "./roles.ts";

// Order ids are checked against the clock, so this one is made now.
const id = uuidv7();
const productA = "0190f5c4-0000-7000-8000-00000000000a";
const productB = "0190f5c4-0000-7000-8000-00000000000b";
const combo = "0190f5c4-0000-7000-8000-00000000000c";
const method = "0190f5c4-0000-7000-8000-00000000000d";

/**
 * docs/product.md#states and docs/product.md#roles, written out case by case: every role × action × status, whether the button
 * may be pressed. ADMIN and CASHIER follow docs/product.md#states; KITCHEN receives, delivers and cancels pending or
 * preparing orders, and never completes nor cancels a ready one.
 */
const allowed: Record<Role, Record<OrderAction, OrderStatus[]>> = {
  ADMIN: {
    receive: ["pending"],
    deliver: ["preparing"],
    serve: [],
    dispatch: [],
    complete: ["ready"],
    cancel: ["pending", "preparing", "ready", "served", "on_the_way"],
  },
  CASHIER: {
    receive: ["pending"],
    deliver: ["preparing"],
    serve: [],
    dispatch: [],
    complete: ["ready"],
    cancel: ["pending", "preparing", "ready", "served", "on_the_way"],
  },
  KITCHEN: {
    receive: ["pending"],
    deliver: ["preparing"],
    serve: [],
    dispatch: [],
    complete: [],
    cancel: ["pending", "preparing"],
  },
  // Decision 083: the counter's buttons; the role table decides whether it may charge or cancel on its own.
  WAITER: {
    receive: ["pending"],
    deliver: ["preparing"],
    serve: [],
    dispatch: [],
    complete: ["ready"],
    cancel: ["pending", "preparing", "ready", "served", "on_the_way"],
  },
};

/** Decision 050: a delivery order goes 'En camino' from ready, and is completed from there only. */
const allowedForDelivery: Record<Role, Record<OrderAction, OrderStatus[]>> = {
  ADMIN: { ...allowed.ADMIN, dispatch: ["ready"], complete: ["on_the_way"] },
  CASHIER: { ...allowed.CASHIER, dispatch: ["ready"], complete: ["on_the_way"] },
  KITCHEN: allowed.KITCHEN,
  // Decision 083: the courier is the counter's.
  WAITER: { ...allowed.WAITER, complete: ["on_the_way"] },
};

/** A table's tab is taken to the table, and paid when ready or on the table. */
const allowedForTable: Record<Role, Record<OrderAction, OrderStatus[]>> = {
  ADMIN: { ...allowed.ADMIN, serve: ["ready"], complete: ["ready", "served"] },
  CASHIER: { ...allowed.CASHIER, serve: ["ready"], complete: ["ready", "served"] },
  // Decision 081: a table's tab is its bill; the kitchen moves cards, it never cancels one.
  KITCHEN: { ...allowed.KITCHEN, cancel: [] },
  WAITER: { ...allowed.WAITER, serve: ["ready"], complete: ["ready", "served"] },
};

const cases = (Object.keys(allowed) as Role[]).flatMap((role) =>
  orderActions.flatMap((action) => orderStatuses.map((status) => [role, action, status] as const)),
);

describe("the order transition table by role", () => {
  it.each(cases)("%s · %s · %s", (role, action, status) => {
    expect(canPerform(role, action, status)).toBe(allowed[role][action].includes(status));
    // Take-away follows the counter's table; delivery its own.
    expect(canPerform(role, action, status, "takeaway")).toBe(allowed[role][action].includes(status));
    expect(canPerform(role, action, status, "delivery")).toBe(
      allowedForDelivery[role][action].includes(status),
    );
    expect(canPerform(role, action, status, "table")).toBe(allowedForTable[role][action].includes(status));
  });

  it("leads each action to its status", () => {
    expect(orderActions.map(actionTarget)).toEqual([
      "preparing",
      "ready",
      "served",
      "on_the_way",
      "completed",
      "cancelled",
    ]);
  });

  it("gives each card its buttons in the order of docs/product.md#states; finished orders have none", () => {
    expect(actionsFor("CASHIER", "pending")).toEqual(["receive", "cancel"]);
    expect(actionsFor("CASHIER", "ready")).toEqual(["complete", "cancel"]);
    expect(actionsFor("CASHIER", "ready", "delivery")).toEqual(["dispatch", "cancel"]);
    expect(actionsFor("CASHIER", "on_the_way", "delivery")).toEqual(["complete", "cancel"]);
    expect(actionsFor("CASHIER", "ready", "table")).toEqual(["serve", "complete", "cancel"]);
    expect(actionsFor("CASHIER", "served", "table")).toEqual(["complete", "cancel"]);
    expect(actionsFor("KITCHEN", "ready")).toEqual([]);
    expect(actionsFor("KITCHEN", "ready", "delivery")).toEqual([]);
    expect(actionsFor("KITCHEN", "preparing")).toEqual(["deliver", "cancel"]);
    for (const role of ["ADMIN", "CASHIER", "KITCHEN"] as const) {
      expect(actionsFor(role, "completed")).toEqual([]);
      expect(actionsFor(role, "cancelled")).toEqual([]);
    }
  });

  it("knows which actions a role may never press (the route's 403)", () => {
    expect(mayEverPerform("KITCHEN", "complete")).toBe(false);
    expect(mayEverPerform("KITCHEN", "dispatch")).toBe(false);
    expect(mayEverPerform("CASHIER", "dispatch")).toBe(true);
    expect(mayEverPerform("KITCHEN", "cancel")).toBe(true);
    expect(mayEverPerform("KITCHEN", "serve")).toBe(false);
    expect(actionSources("ADMIN", "cancel")).toEqual([
      "pending",
      "preparing",
      "ready",
      "served",
      "on_the_way",
    ]);
  });

  it("counts pending, preparing, ready, on the table and on the way as still open", () => {
    expect(orderStatuses.filter(isOpenOrderStatus)).toEqual([
      "pending",
      "preparing",
      "ready",
      "served",
      "on_the_way",
    ]);
  });
});

describe("combo availability (docs/product.md#screens: floor(stock / quantity_needed))", () => {
  it("is bound by the scarcest tracked item", () => {
    expect(
      comboAvailability([
        { quantityNeeded: 2, quantity: 7 },
        { quantityNeeded: 1, quantity: 100 },
      ]),
    ).toBe(3);
    expect(comboAvailability([{ quantityNeeded: 3, quantity: 2 }])).toBe(0);
  });

  it("ignores untracked items, and has no limit when none is tracked", () => {
    expect(
      comboAvailability([
        { quantityNeeded: 1, quantity: null },
        { quantityNeeded: 4, quantity: 9 },
      ]),
    ).toBe(2);
    expect(comboAvailability([{ quantityNeeded: 1, quantity: null }])).toBeNull();
    expect(comboAvailability([])).toBeNull();
  });

  it("treats a negative stock as none", () => {
    expect(comboAvailability([{ quantityNeeded: 1, quantity: -3 }])).toBe(0);
  });
});

describe("what an order takes from stock", () => {
  it("expands combos through their items: 2×A + 1×B sold ×3 takes 6 A and 3 B", () => {
    const demand = productDemand(
      [],
      [
        {
          quantity: 3,
          items: [
            { productId: productA, quantityNeeded: 2 },
            { productId: productB, quantityNeeded: 1 },
          ],
        },
      ],
    );
    expect(Object.fromEntries(demand)).toEqual({ [productA]: 6, [productB]: 3 });
  });

  it("adds a product sold alone to the same product inside combos", () => {
    const demand = productDemand(
      [{ productId: productA, quantity: 2 }],
      [
        { quantity: 1, items: [{ productId: productA, quantityNeeded: 3 }] },
        { quantity: 2, items: [{ productId: productA, quantityNeeded: 1 }] },
      ],
    );
    expect(Object.fromEntries(demand)).toEqual({ [productA]: 7 });
  });

  it("converts recipes exactly: 250 g of a kg ingredient sold ×2 is 500 thousandths (0.5 kg)", () => {
    const recipes = new Map([
      [
        productA,
        [
          { ingredientId: "beef", thousandths: 250 },
          { ingredientId: "bread", thousandths: 1_000 },
        ],
      ],
      [productB, [{ ingredientId: "beef", thousandths: 125 }]],
    ]);
    const demand = ingredientDemand(
      new Map([
        [productA, 2],
        [productB, 3],
      ]),
      recipes,
    );
    // 250 × 2 + 125 × 3 g of beef; a piece is 1000 thousandths, so 2 breads.
    expect(Object.fromEntries(demand)).toEqual({ beef: 875, bread: 2_000 });
    expect(ingredientDemand(new Map([["no-recipe", 5]]), recipes).size).toBe(0);
  });
});

describe("order totals in centavos", () => {
  it("sums unit price × quantity exactly, where pesos in floating point would drift", () => {
    expect(orderTotal([{ unitPrice: 10, quantity: 3 }])).toBe(30);
    // 0.1 + 0.2 pesos, and 3 × 1500.50 + 2 × 999.99 pesos.
    expect(
      orderTotal([
        { unitPrice: 10, quantity: 1 },
        { unitPrice: 20, quantity: 1 },
      ]),
    ).toBe(30);
    expect(
      orderTotal([
        { unitPrice: 150_050, quantity: 3 },
        { unitPrice: 99_999, quantity: 2 },
      ]),
    ).toBe(650_148);
    expect(orderTotal([])).toBe(0);
  });
});

describe("orderInput (docs/product.md#new-order 'Nuevo pedido')", () => {
  const valid = {
    id,
    turn: " 12 ",
    payment_method_id: method,
    observation: "  sin sal ",
    products: [{ product_id: productA, quantity: 2 }],
    promotions: [{ promotion_id: combo, quantity: 1 }],
  };

  const fieldsOf = (input: unknown) => {
    const result = orderInput.safeParse(input);
    if (result.success) throw new Error("expected a refusal");
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("accepts an order, trimming its texts; an empty observation is none", () => {
    expect(orderInput.parse(valid)).toEqual({
      ...valid,
      products: [{ product_id: productA, quantity: 2, options: [], note: null }],
      turn: "12",
      observation: "sin sal",
      type: "counter",
    });
    const bare = orderInput.parse({ ...valid, observation: "   ", promotions: undefined });
    expect(bare.observation).toBeNull();
    expect(bare.promotions).toEqual([]);
  });

  it.each([
    ["quantity 0", { products: [{ product_id: productA, quantity: 0 }] }, "products.0.quantity"],
    ["quantity -1", { products: [{ product_id: productA, quantity: -1 }] }, "products.0.quantity"],
    ["quantity 1.5", { products: [{ product_id: productA, quantity: 1.5 }] }, "products.0.quantity"],
    ["quantity 1000", { products: [{ product_id: productA, quantity: 1000 }] }, "products.0.quantity"],
    ["a combo quantity 0", { promotions: [{ promotion_id: combo, quantity: 0 }] }, "promotions.0.quantity"],
    ["a product that is no id", { products: [{ product_id: "coca", quantity: 1 }] }, "products.0.product_id"],
    [
      "the same product twice",
      {
        products: [
          { product_id: productA, quantity: 1 },
          { product_id: productA, quantity: 1 },
        ],
      },
      "products",
    ],
    [
      "the same combo twice",
      {
        promotions: [
          { promotion_id: combo, quantity: 1 },
          { promotion_id: combo, quantity: 2 },
        ],
      },
      "promotions",
    ],
    ["no lines", { products: [], promotions: [] }, "products"],
    ["no turn", { turn: "  " }, "turn"],
    ["a turn too long", { turn: "1".repeat(21) }, "turn"],
    ["a control character", { turn: "1\u0007" }, "turn"],
    ["an observation too long", { observation: "x".repeat(MAX_OBSERVATION_LENGTH + 1) }, "observation"],
    ["no payment method", { payment_method_id: "" }, "payment_method_id"],
    ["an id that is not UUIDv7", { id: "0190f5c4-0000-4000-8000-000000000001" }, "id"],
    ["no id", { id: undefined }, "id"],
  ])("refuses %s", (_name, change, field) => {
    const fields = fieldsOf({ ...valid, ...change });
    expect(Object.keys(fields)).toContain(field);
    expect(fields[field]).toMatch(/[a-záéíóúñ]/);
  });

  it("takes the same combo on two lines with other choices for its products, never twice with the same ones", () => {
    const jugoso = "0190f5c4-0000-7000-8000-0000000000e1";
    const aPunto = "0190f5c4-0000-7000-8000-0000000000e2";
    const withPoint = (point: string, quantity = 1) => ({
      promotion_id: combo,
      quantity,
      items: [{ product_id: productA, options: [point] }],
    });
    const two = orderInput.safeParse({ ...valid, promotions: [withPoint(jugoso), withPoint(aPunto, 2)] });
    expect(two.success).toBe(true);
    // A plain one beside one with choices is another line too.
    expect(
      orderInput.safeParse({ ...valid, promotions: [withPoint(jugoso), valid.promotions[0]] }).success,
    ).toBe(true);
    expect(fieldsOf({ ...valid, promotions: [withPoint(jugoso), withPoint(jugoso, 2)] })).toEqual({
      promotions: "Dos líneas iguales (misma promoción y mismas opciones): sumá la cantidad.",
    });
  });

  const customer = "0190f5c4-0000-7000-8000-0000000000ce";
  const inAnHour = Date.now() + 60 * 60 * 1000;

  it("takes a delivery with its customer, fee (pesos to centavos) and promised time", () => {
    const parsed = orderInput.parse({
      ...valid,
      type: "delivery",
      customer_id: customer,
      delivery_fee: 1500.5,
      promised_at: inAnHour,
    });
    expect(parsed).toMatchObject({ type: "delivery", customer_id: customer, delivery_fee: 150050 });
    expect(orderInput.parse({ ...valid, type: "takeaway", promised_at: inAnHour }).type).toBe("takeaway");
  });

  it.each([
    ["a delivery without customer", { type: "delivery" }, "customer_id"],
    ["a counter order with a customer", { customer_id: customer }, "customer_id"],
    ["a delivery fee on a take-away", { type: "takeaway", delivery_fee: 500 }, "delivery_fee"],
    ["a promised time on the counter", { promised_at: inAnHour }, "promised_at"],
    [
      "a promised time long past",
      { type: "takeaway", promised_at: Date.now() - 3 * 3600_000 },
      "promised_at",
    ],
    [
      "a promised time next month",
      { type: "takeaway", promised_at: Date.now() + 30 * 86_400_000 },
      "promised_at",
    ],
    ["a 'Mesa' order from the counter", { type: "table" }, "type"],
    ["an unknown type", { type: "salon" }, "type"],
    ["a negative fee", { type: "delivery", customer_id: customer, delivery_fee: -1 }, "delivery_fee"],
  ])("refuses %s", (_name, change, field) => {
    const fields = fieldsOf({ ...valid, ...change });
    expect(Object.keys(fields)).toContain(field);
  });

  it("keeps line breaks in the observation", () => {
    expect(orderInput.parse({ ...valid, observation: "sin sal\ncon limón" }).observation).toBe(
      "sin sal\ncon limón",
    );
  });
});
