import { describe, expect, it } from "vitest";
import { closeShiftInput, openShiftInput } from "./cash.ts";
import { ingredientFields } from "./catalog.ts";
import { uuidv7 } from "./ids.ts";
import { orderInput } from "./orders.ts";
import { productInput } from "./products.ts";
import { promotionInput } from "./promotions.ts";

/** Decision 023: every optional field of every form takes "nothing" however a client sends it. */
const blanks = [undefined, null, "", "  "] as const;
const withField = (base: Record<string, unknown>, field: string, value: unknown) => {
  const copy: Record<string, unknown> = { ...base, [field]: value };
  if (value === undefined) delete copy[field];
  return copy;
};
const uuid = "0190f5c4-0000-7000-8000-000000000001";

const cases = [
  {
    schema: productInput,
    base: { name: "Flan", category_id: uuid },
    fields: { code: null, price: 0, unit_price: 0, quantity: null },
  },
  {
    schema: ingredientFields,
    base: { name: "Harina", unit: "kg", quantity: 1, min_quantity: 0 },
    fields: { code: null, cost: null },
  },
  {
    schema: promotionInput,
    base: { name: "Combo", value: 10, applies_to: [{ product_id: uuid, quantity_needed: 1 }] },
    fields: { start_date: null, end_date: null },
  },
  {
    schema: orderInput,
    base: { id: uuidv7(), turn: "1", payment_method_id: uuid, products: [{ product_id: uuid, quantity: 1 }] },
    fields: { observation: null },
  },
  { schema: openShiftInput, base: {}, fields: { cash_float: 0 } },
  { schema: closeShiftInput, base: { counts: [] }, fields: { note: null } },
] as const;

describe("optional fields", () => {
  for (const { schema, base, fields } of cases) {
    for (const [field, none] of Object.entries(fields)) {
      it(`${field} of ${Object.keys(base).join(",") || "the shift"} takes blank as ${none}`, () => {
        for (const blank of blanks) {
          const parsed = schema.safeParse(withField(base, field, blank));
          expect(parsed.error?.issues ?? []).toEqual([]);
          expect((parsed.data as Record<string, unknown>)[field]).toBe(none);
        }
      });
    }
  }

  it("still checks what is typed", () => {
    expect(productInput.safeParse({ name: "Flan", category_id: uuid, price: "abc" }).success).toBe(false);
    expect(productInput.safeParse({ name: "Flan", category_id: uuid, quantity: -1 }).success).toBe(false);
    expect(openShiftInput.safeParse({ cash_float: -5 }).success).toBe(false);
  });
});
