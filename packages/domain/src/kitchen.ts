import { z } from "zod";
import { orderLineKey, servedKey } from "./line-choices.ts";
import { isLineChange, type OrderChange } from "./order-changes.ts";
import type { OrderStatus } from "./order-states.ts";
import type { Order } from "./orders.ts";
import { type Station, type StationRouting, stationOf } from "./stations.ts";

// Decisions 081 and 082: what the kitchen has to make of an order now, apart from the stations' own records so
// the screens that only edit stations do not load it.

type Routed = { itemId: string; categoryId: string | null };

export { orderLineKey, servedKey };

/**
 * What the kitchen has to make of an order now: its lines less what earlier rounds of a table already made
 * (decision 081), so a second round's card shows what is new, not the dishes on the table.
 */
export const linesToMake = <T extends Pick<Order, "lines" | "served" | "held">>(order: T): T =>
  withoutQuantities(order, [...order.served, ...(order.held ?? [])]);

/**
 * What the stations were sent of an order: its lines less what a table's round holds for a course not yet
 * marched (decision 082). The comandas compare two of these, so a held course prints when it is marched.
 */
export const sentLines = <T extends Pick<Order, "lines" | "held">>(order: T): T =>
  withoutQuantities(order, order.held ?? []);

const withoutQuantities = <T extends Pick<Order, "lines">>(
  order: T,
  taken: readonly { key: string; quantity: number }[],
): T => {
  if (taken.length === 0) return order;
  const made = new Map<string, number>();
  for (const line of taken) made.set(line.key, (made.get(line.key) ?? 0) + line.quantity);
  const lines = order.lines.flatMap((line) => {
    if (line.kind !== "product" && line.kind !== "promotion") return [line];
    const key = orderLineKey(line);
    const left = line.quantity - (made.get(key) ?? 0);
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
  return { ...order, lines };
};

/**
 * Whether an order was edited since what it has to make reached the kitchen: a table's round that sends it
 * back to the kitchen is a new card, not a 'Modificado' one (decision 081).
 */
export const editedInKitchen = (order: Pick<Order, "modifiedAt" | "kitchenSince">) =>
  order.modifiedAt !== null && order.modifiedAt > order.kitchenSince;

/**
 * The changes one station's display lists: the lines it makes (a change recorded before lines said what they
 * make is every station's) and what is every station's (the order's number, its observation). Null: all.
 */
export const changesAt = (
  changes: readonly OrderChange[],
  routing: StationRouting,
  stations: readonly Pick<Station, "id">[],
  stationId: string | null,
): OrderChange[] => {
  if (stationId === null) return [...changes];
  const known = new Set(stations.map((station) => station.id));
  const at = (made: Routed) => {
    const id = stationOf(made, routing, stations);
    return (id !== null && known.has(id) ? id : (stations[0]?.id ?? null)) === stationId;
  };
  return changes.filter(
    (change) =>
      !isLineChange(change) ||
      change.makes === undefined ||
      change.makes.some((made) => at({ itemId: made.itemId, categoryId: made.categoryId })),
  );
};

/** The statuses an order is on a station's display in; a cancelled one from them is shown 'ANULADO' a while. */
export const inKitchenStatuses: readonly OrderStatus[] = ["pending", "preparing", "ready"];

/** Decision 082: the courses a tab's rounds hold ('Esperar'), in the order its lines name them: one 'Marchar' each. */
export const heldCourses = (order: Pick<Order, "lines" | "held">): string[] => {
  const held = new Set((order.held ?? []).filter((line) => line.quantity > 0).map((line) => line.key));
  const courses: string[] = [];
  for (const line of order.lines) {
    if (line.kind !== "product" || !line.course || courses.includes(line.course)) continue;
    const key = servedKey({
      kind: "product",
      itemId: line.itemId,
      optionIds: line.options.map((option) => option.id),
      note: line.note,
    });
    if (held.has(key)) courses.push(line.course);
  }
  return courses;
};

/** Decision 087: a display's line marked done, or undone (tapped again). */
export const lineDoneInput = z.object({
  // servedKey + a combo's product: ids, options (a combo's products' too) and a note; long, but bounded.
  key: z
    .string({ error: "Falta la línea." })
    .min(1, "Falta la línea.")
    .max(4000, "Esa línea no es de este pedido."),
  done: z.boolean({ error: "Indicá si la línea está lista." }),
});
export type LineDoneInput = z.infer<typeof lineDoneInput>;

/** Decision 087: 'Recuperar' a card: one station's (its 'Listo' undone), or the whole order's (null). */
export const kitchenRecallInput = z.object({
  stationId: z.string().min(1).max(100).nullable(),
});
export type KitchenRecallInput = z.infer<typeof kitchenRecallInput>;

/** Decision 087: whether the kitchen marked this line of what it makes now done, all of it. */
export const isLineDone = (
  order: Pick<Order, "linesDone">,
  line: { key: string; quantity: number },
): boolean => (order.linesDone ?? []).some((done) => done.key === line.key && done.quantity >= line.quantity);
