import { z } from "zod";
import { type ComponentChoice, servedKey } from "./line-choices.ts";
import type { LineChange, MadeProduct, OrderChange } from "./order-changes.ts";
import { ingredientDemand, orderInput } from "./orders.ts";

// The type, customer, delivery fee and promised time (decision 050) stay as the order was created.
const {
  id: _id,
  type: _type,
  customer_id: _customer,
  delivery_fee: _fee,
  promised_at: _promised,
  ...contentShape
} = orderInput.shape;

/**
 * PATCH /orders/:id (decision 027): the order's whole new content under creation's rules (the same
 * fields but the id, which the order keeps), and the `version` the client edited: the edit applies only
 * if the order is still at that version (compare-and-set), so a change made meanwhile is never lost.
 */
export const orderEditInput = z
  .object({
    ...contentShape,
    version: z
      .number({ error: "Falta la versión del pedido." })
      .int("La versión del pedido no es válida.")
      .min(0, "La versión del pedido no es válida.")
      .max(Number.MAX_SAFE_INTEGER, "La versión del pedido no es válida."),
  })
  .refine((order) => order.products.length + order.promotions.length > 0, {
    path: ["products"],
    message: "Agregá al menos un producto o una promoción.",
  });
export type OrderEditInput = z.input<typeof orderEditInput>;
export type OrderEditValues = z.output<typeof orderEditInput>;

/**
 * A product or combo line of an order, as the edit compares them: one per item, options and note, a combo per
 * its products' choices (decision 080, `servedKey`). `name` is what the kitchen reads of it: the product with its options and note (`lineLabel`).
 */
export type ContentLine = {
  line: "product" | "promotion";
  itemId: string;
  name: string;
  quantity: number;
  optionIds: readonly string[];
  note: string | null;
  /** a combo line's products' choices: the same combo with other ones is another line (decision 080) */
  items?: readonly ComponentChoice[];
  /** the products it makes and their categories, for the stations (order-changes.ts `makes`) */
  makes?: readonly MadeProduct[];
};

/** 'Bife de chorizo (Jugoso, Papas fritas) · sin sal': a line as a change and a ticket name it. */
export const lineLabel = (name: string, optionNames: readonly string[], note: string | null): string => {
  const options = optionNames.length > 0 ? ` (${optionNames.join(", ")})` : "";
  return `${name}${options}${note ? ` · ${note}` : ""}`;
};
/** The parts of an order an edit may change besides its lines, as the kitchen reads them. */
export type ContentFields = { turn: string; observation: string | null; paymentMethodName: string };
export type OrderContent = ContentFields & { lines: readonly ContentLine[] };

const makesOf = (line: ContentLine) => (line.makes ? { makes: [...line.makes] } : {});

const keyOf = (line: ContentLine) => servedKey({ ...line, kind: line.line });

/**
 * The lines that differ: removed and changed ones in the order they were, then added ones in the new
 * order. The name is the new one when the line stays (what the kitchen reads now), the old one when it goes.
 */
export const lineChanges = (before: readonly ContentLine[], after: readonly ContentLine[]): LineChange[] => {
  const next = new Map(after.map((line) => [keyOf(line), line]));
  const previous = new Set(before.map(keyOf));
  const changes: LineChange[] = [];
  for (const old of before) {
    const now = next.get(keyOf(old));
    const quantity = now?.quantity ?? 0;
    if (quantity === old.quantity) continue;
    changes.push({
      kind: now ? "quantity" : "removed",
      line: old.line,
      itemId: old.itemId,
      name: now?.name ?? old.name,
      before: old.quantity,
      after: quantity,
      ...makesOf(now ?? old),
    });
  }
  for (const line of after) {
    if (previous.has(keyOf(line))) continue;
    changes.push({
      kind: "added",
      line: line.line,
      itemId: line.itemId,
      name: line.name,
      before: 0,
      after: line.quantity,
      ...makesOf(line),
    });
  }
  return changes;
};

/** Everything an edit changed, lines first, then turn, observation and payment method. */
export const orderChanges = (before: OrderContent, after: OrderContent): OrderChange[] => {
  const changes: OrderChange[] = lineChanges(before.lines, after.lines);
  if (before.turn !== after.turn) changes.push({ kind: "turn", before: before.turn, after: after.turn });
  if (before.observation !== after.observation)
    changes.push({ kind: "observation", before: before.observation, after: after.observation });
  if (before.paymentMethodName !== after.paymentMethodName)
    changes.push({
      kind: "payment-method",
      before: before.paymentMethodName,
      after: after.paymentMethodName,
    });
  return changes;
};

/** `after − before` for each key, zeros left out: positive takes more, negative gives back. */
export const demandDifference = (
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): Map<string, number> => {
  const difference = new Map<string, number>();
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const delta = (after.get(key) ?? 0) - (before.get(key) ?? 0);
    if (delta !== 0) difference.set(key, delta);
  }
  return difference;
};

/**
 * Gives back at most what the order's movements took of each item: a product that was not tracked when
 * sold, or a recipe that grew since, must not make stock out of nothing. Takes (positive) pass unchanged.
 */
export const boundReturns = (
  difference: ReadonlyMap<string, number>,
  taken: ReadonlyMap<string, number>,
): Map<string, number> => {
  const bounded = new Map<string, number>();
  for (const [key, delta] of difference) {
    const moved = delta >= 0 ? delta : -Math.min(-delta, Math.max(taken.get(key) ?? 0, 0));
    if (moved !== 0) bounded.set(key, moved);
  }
  return bounded;
};

/** What the old and the new lines' options take beyond their recipes (decision 080), thousandths per ingredient. */
export type OptionAmounts = { before: ReadonlyMap<string, number>; after: ReadonlyMap<string, number> };

export type StockTaken = { products: ReadonlyMap<string, number>; ingredients: ReadonlyMap<string, number> };

/**
 * What an edit moves (decision 027): product units by the difference between the old and the new lines (combos
 * expanded, see `productDemand`), ingredients by that difference through today's recipes and by the difference
 * of what the options take (decision 080, as each line stored it); returns bounded
 * by what the order took (`taken`, net of its sale and earlier edits). Positive: taken from stock.
 */
export const editStockMoves = (
  beforeUnits: ReadonlyMap<string, number>,
  afterUnits: ReadonlyMap<string, number>,
  recipes: ReadonlyMap<string, readonly { ingredientId: string; thousandths: number }[]>,
  taken: StockTaken,
  options: OptionAmounts = { before: new Map(), after: new Map() },
): { products: Map<string, number>; ingredients: Map<string, number> } => {
  const units = demandDifference(beforeUnits, afterUnits);
  const byRecipes = ingredientDemand(units, recipes);
  for (const [id, amount] of demandDifference(options.before, options.after))
    byRecipes.set(id, (byRecipes.get(id) ?? 0) + amount);
  const amounts = demandDifference(new Map(), byRecipes);
  return {
    products: boundReturns(units, taken.products),
    ingredients: boundReturns(amounts, taken.ingredients),
  };
};
