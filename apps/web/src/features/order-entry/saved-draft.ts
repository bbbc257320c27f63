import { z } from "zod";
import { emptyMoney, type MoneyDraft } from "./money/money-draft";
import type { OrderLineDraft } from "./order-draft";
import { emptyTypeDraft, type TypeDraft, typeDraftSchema } from "./order-type/type-draft";

const draftOption = z.object({
  id: z.string(),
  group: z.string(),
  name: z.string(),
  price: z.number().int(),
});

const productLine = z.object({
  kind: z.enum(["product"]),
  itemId: z.string(),
  name: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int().positive(),
  stock: z.number().nullable(),
  // Decision 080: a draft saved before lines had options has none.
  options: z.array(draftOption).default([]),
  note: z.string().nullable().default(null),
  // Decision 082: a line moved to another course; left out (and before courses), its product's.
  course: z.string().nullable().optional(),
});

const promotionLine = z.object({
  kind: z.enum(["promotion"]),
  itemId: z.string(),
  name: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int().positive(),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantityNeeded: z.number(),
      quantity: z.number().nullable(),
    }),
  ),
  // Decision 080: its products' choices; a draft saved before has none.
  choices: z
    .array(
      z.object({
        productId: z.string(),
        name: z.string(),
        options: z.array(draftOption),
      }),
    )
    .optional(),
});

// A plain union of enums rather than a discriminated union of literals: zod's classes land in the first-visit
// chunk, and these two would be its only users (the route budgets, decision 013).
export const orderLineDrafts = z.array(z.union([productLine, promotionLine]));

/** Decision 031: discounts, surcharges, tip and payment parts as typed. */
export const moneyDraft = z.object({
  adjustments: z.array(
    z.object({
      kind: z.enum(["discount", "surcharge"]),
      mode: z.enum(["percent", "amount"]),
      value: z.string(),
      reason: z.string(),
    }),
  ),
  tip: z.string(),
  parts: z.array(z.object({ methodId: z.string(), amount: z.string(), tendered: z.string() })).nullable(),
  tendered: z.string(),
});

/**
 * The order being put together, kept on this device (decision 028) so a reload or a closed dialog does not
 * lose it. `turn` and `paymentMethodId` are null while they follow the shift's next number and the device's
 * default method.
 */
export type SavedDraft = {
  lines: OrderLineDraft[];
  turn: string | null;
  paymentMethodId: string | null;
  observation: string;
  money: MoneyDraft;
  /** Decision 050: counter, take-away or delivery, with its customer, fee and promised time */
  service: TypeDraft;
  /** why it came back (an order the server refused from the outbox); null for a plain draft */
  notice: string | null;
};

const savedDraft = z.object({
  lines: orderLineDrafts,
  turn: z.string().nullable(),
  paymentMethodId: z.string().nullable(),
  observation: z.string(),
  // Drafts kept before decision 031 have none.
  money: moneyDraft.default(emptyMoney),
  // Drafts kept before decision 050 are counter orders.
  service: typeDraftSchema.default(emptyTypeDraft),
  notice: z.string().nullable().default(null),
});

export const emptyDraft = (): SavedDraft => ({
  lines: [],
  turn: null,
  paymentMethodId: null,
  observation: "",
  money: emptyMoney(),
  service: emptyTypeDraft(),
  notice: null,
});

export const draftKey = (businessId: string, userId: string) => `comanda.order-draft.${businessId}.${userId}`;

/** Worth keeping: something the cashier would have to do again. */
export const hasContent = (draft: SavedDraft): boolean =>
  draft.lines.length > 0 ||
  draft.observation.trim() !== "" ||
  draft.money.adjustments.length > 0 ||
  draft.service.customer !== null;

export const parseDraft = (raw: string | null): SavedDraft | null => {
  if (!raw) return null;
  try {
    const parsed = savedDraft.safeParse(JSON.parse(raw));
    return parsed.success && hasContent(parsed.data) ? parsed.data : null;
  } catch {
    return null;
  }
};

// localStorage may be full or refused (private mode): the order screen works on without keeping the draft.
export const readDraft = (key: string): SavedDraft | null => {
  try {
    return parseDraft(localStorage.getItem(key));
  } catch {
    return null;
  }
};

export const writeDraft = (key: string, draft: SavedDraft) => {
  try {
    if (hasContent(draft)) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  } catch {
    // See readDraft.
  }
};

export const clearDraft = (key: string) => {
  try {
    localStorage.removeItem(key);
  } catch {
    // See readDraft.
  }
};
