import { z } from "zod";
import { courseId, MAX_COURSES } from "./courses.ts";
import { diningTable } from "./dining-room.ts";
import { proportional } from "./largest-remainder.ts";
import { lineKey } from "./line-choices.ts";
import { formatMoney } from "./money.ts";
import {
  clientOrderId,
  MAX_ORDER_LINES,
  orderProductInput,
  orderPromotionInput,
  orderStatus,
  promotionLineKey,
} from "./orders.ts";

/**
 * Decision 051: a table's tab. A tab is an order of type 'table' that stays open while the table
 * eats: each round adds its items to it (the kitchen gets what the round added), the bill is asked for,
 * and it is paid once, in one or several parts.
 */

export const MAX_GUESTS = 99;

/** POST /tables/:id/tab: open a table for its guests, served by a waiter (the caller when none is named). */
export const openTabInput = z.object({
  // Decision 070: the tab is an order, its id checked as an order's.
  id: clientOrderId("El identificador de la mesa no es válido."),
  guests: z
    .number({ error: "Ingresá cuántas personas son." })
    .int("La cantidad de personas debe ser un número entero.")
    .min(1, "Tiene que haber al menos una persona.")
    .max(MAX_GUESTS, `Pueden ser hasta ${MAX_GUESTS} personas.`),
  waiter_id: z.string({ error: "Elegí quién atiende la mesa." }).min(1).max(64).optional(),
});
export type OpenTabInput = z.input<typeof openTabInput>;

const roundLines = <T extends z.ZodType>(item: T, key: (line: z.output<T>) => string, label: string) =>
  z
    .array(item, { error: `Los ${label} deben ser una lista.` })
    .max(MAX_ORDER_LINES, `Una ronda puede tener hasta ${MAX_ORDER_LINES} ${label}.`)
    .default([])
    .refine(
      (lines) => new Set(lines.map(key)).size === lines.length,
      "Dos líneas iguales en la ronda: sumá la cantidad.",
    );

/** POST /tabs/:id/rounds: what the table asked for now. `id` makes a resent round count once. */
export const roundInput = z
  .object({
    id: z.uuid({ version: "v7", error: "El identificador de la ronda no es válido." }),
    products: roundLines(orderProductInput, productLineKey, "productos"),
    promotions: roundLines(orderPromotionInput, promotionLineKey, "promociones"),
    /** Decision 082: the courses of this round that wait ('Esperar') until the waiter marches them */
    hold: z
      .array(courseId, { error: "Los tiempos en espera deben ser una lista." })
      .max(MAX_COURSES, `Podés esperar hasta ${MAX_COURSES} tiempos.`)
      .default([]),
  })
  .refine((round) => round.products.length + round.promotions.length > 0, {
    path: ["products"],
    message: "Agregá al menos un producto o una promoción a la ronda.",
  });
export type RoundInput = z.input<typeof roundInput>;
export type RoundValues = z.output<typeof roundInput>;

/** POST /tabs/:id/move: to a free table. */
export const moveTabInput = z.object({ table_id: z.uuid({ error: "Elegí la mesa." }) });
/** POST /tabs/:id/join: another open tab comes into this one, and its table is freed. */
export const joinTabInput = z.object({ tab_id: z.uuid({ error: "Elegí la mesa que se une." }) });
/** POST /tabs/:id/split: a tab joined into this one opens again on its own table with what it brought. */
export const splitTabInput = z.object({ tab_id: z.uuid({ error: "Elegí la mesa que se separa." }) });

/** A product line of a tab: its options and note make it another line than the same product plain (decision 080). */
type ProductQuantity = {
  product_id: string;
  quantity: number;
  options: string[];
  note: string | null;
  /** decision 082: null for none, left out for the product's */
  course?: string | null | undefined;
};
/** Decision 080: a combo with its products' choices, the same for every unit of it. */
type ComboQuantity = {
  promotion_id: string;
  quantity: number;
  items?: { product_id: string; options: string[] }[];
};
export type TabContent = { products: ProductQuantity[]; promotions: ComboQuantity[] };

function productLineKey(line: Omit<ProductQuantity, "quantity">) {
  return lineKey({ itemId: line.product_id, optionIds: line.options, note: line.note });
}
/** Decision 080: a combo with other choices for its products is another line of the tab. */
const comboKey = (line: ComboQuantity) => promotionLineKey(line);

const addQuantities = <T extends { quantity: number }>(
  base: readonly T[],
  extra: readonly T[],
  key: (line: T) => string,
) => {
  const merged = base.map((line) => ({ ...line }));
  for (const line of extra) {
    const same = merged.find((kept) => key(kept) === key(line));
    if (same) same.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
};

/**
 * A tab after a round, or after another tab joined it: a line it had (the same product with the same options and
 * note, the same combo with the same choices) gets the new units, any other line goes last. The kitchen sees the difference as the round (an edit's changes).
 */
export const mergeContent = (tab: TabContent, added: TabContent): TabContent => ({
  products: addQuantities(tab.products, added.products, productLineKey),
  promotions: addQuantities(tab.promotions, added.promotions, comboKey),
});

const takeQuantities = <T extends { quantity: number }>(
  base: readonly T[],
  taken: readonly T[],
  key: (line: T) => string,
) => {
  const left = base.map((line) => ({ ...line }));
  for (const line of taken) {
    const same = left.find((kept) => key(kept) === key(line));
    if (!same || same.quantity < line.quantity) return null;
    same.quantity -= line.quantity;
  }
  return left.filter((line) => line.quantity > 0);
};

/**
 * A tab after a joined tab is separated from it ('Separar', decision 074): what that one brought comes
 * off. Null when the tab no longer holds all of it (someone took part of it off meanwhile).
 */
export const takeOutContent = (tab: TabContent, brought: TabContent): TabContent | null => {
  const products = takeQuantities(tab.products, brought.products, productLineKey);
  const promotions = takeQuantities(tab.promotions, brought.promotions, comboKey);
  return products && promotions ? { products, promotions } : null;
};

/** A line of the bill, as the split reads it: `key` names it, `subtotal` in centavos. */
export type BillLine = { key: string; quantity: number; subtotal: number };
/** The units of each line one person pays. */
export type ItemShare = Record<string, number>;

export type SplitResult = { ok: true; amounts: number[] } | { ok: false; message: string };

/**
 * 'Dividir por consumo': each share pays its items' part of the total. Discounts, surcharges and the tip
 * are of the whole bill, so each share carries them in proportion to what it ate; the parts add up to the
 * total to the centavo (largest remainder). Every unit of every line must be someone's, once.
 */
export const splitByItems = (
  total: number,
  lines: readonly BillLine[],
  shares: readonly ItemShare[],
): SplitResult => {
  if (shares.length === 0) return { ok: false, message: "Agregá al menos una parte." };
  for (const line of lines) {
    const taken = shares.reduce((sum, share) => sum + (share[line.key] ?? 0), 0);
    if (taken !== line.quantity)
      return {
        ok: false,
        message:
          taken < line.quantity
            ? "Quedan productos sin asignar a ninguna parte."
            : "Hay productos asignados más veces de las que se pidieron.",
      };
  }
  const known = new Set(lines.map((line) => line.key));
  if (shares.some((share) => Object.keys(share).some((key) => !known.has(key))))
    return { ok: false, message: "Hay productos que no están en la cuenta." };
  const weights = shares.map((share) =>
    lines.reduce((sum, line) => sum + ((share[line.key] ?? 0) * line.subtotal) / line.quantity, 0),
  );
  if (weights.some((weight) => weight <= 0))
    return { ok: false, message: "Cada parte tiene que pagar al menos un producto." };
  return { ok: true, amounts: proportional(total, weights) };
};

/** 'Dividir por monto': the amounts typed must add up to the total. */
export const splitByAmounts = (total: number, amounts: readonly number[]): SplitResult => {
  if (amounts.length === 0) return { ok: false, message: "Agregá al menos una parte." };
  if (amounts.some((amount) => !Number.isInteger(amount) || amount <= 0))
    return { ok: false, message: "Cada parte tiene que ser mayor a $ 0." };
  const paid = amounts.reduce((a, b) => a + b, 0);
  if (paid !== total)
    return {
      ok: false,
      message: `Las partes suman ${formatMoney(paid)} y la cuenta es ${formatMoney(total)}.`,
    };
  return { ok: true, amounts: [...amounts] };
};

/** How a table shows on the plan. */
export const tableStates = ["free", "occupied", "bill", "joined"] as const;
export type TableState = (typeof tableStates)[number];
export const tableStateLabels: Record<TableState, string> = {
  free: "Libre",
  occupied: "Ocupada",
  bill: "Pidió la cuenta",
  joined: "Unida",
};
/** Decision 074: a table whose tab went into another's is 'joined' while that one is open, not free. */
export const tableStateOf = (
  tab: { billRequestedAt: number | null } | null,
  joinedTo: unknown = null,
): TableState =>
  tab === null ? (joinedTo ? "joined" : "free") : tab.billRequestedAt === null ? "occupied" : "bill";

/**
 * Decision 084: a round the tab took, as `tab_round` stored it: when and who sent it (the session's user,
 * never the request's). `fromTable`: the table of a tab joined into this one that took it; null for its own.
 */
export const tabRound = z.object({
  id: z.string(),
  sentAt: z.number(),
  sentById: z.string(),
  sentByName: z.string(),
  fromTable: z.string().nullable(),
});
export type TabRound = z.infer<typeof tabRound>;

/** A table on the service plan (GET /salon): where it is and, when open, its tab at a glance. */
export const salonTable = diningTable.extend({
  state: z.enum(tableStates),
  tab: z
    .object({
      orderId: z.string(),
      turn: z.string(),
      status: orderStatus,
      guests: z.number().int(),
      waiterName: z.string(),
      /** epoch ms: when the table was opened */
      openedAt: z.number(),
      /** pesos, what the tab adds up to now */
      total: z.number(),
      billRequestedAt: z.number().nullable(),
      /** decision 084: its rounds, oldest first, with those of tabs joined into it */
      rounds: z.array(tabRound).default([]),
    })
    .nullable(),
  /** the open tab its own tab was joined into (decision 074): its guests sit there */
  joinedTo: z
    .object({ orderId: z.string(), tabId: z.string(), tableName: z.string() })
    .nullable()
    .default(null),
});
export type SalonTable = z.input<typeof salonTable>;

/** GET /salon: every room with its tables, in the plan's order. */
export const salonView = z.object({
  rooms: z.array(z.object({ id: z.string(), name: z.string(), tables: z.array(salonTable) })),
});
export type SalonView = z.input<typeof salonView>;
