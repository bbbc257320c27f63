import { z } from "zod";
import { limits } from "./limits.ts";
import { lineKey } from "./line-choices.ts";
import { enabledStatus } from "./lists.ts";
import { nameText } from "./names.ts";
import { isLineChange, type OrderChange } from "./order-changes.ts";
import type { OrderStatus } from "./order-states.ts";
import type { Order } from "./orders.ts";

/** Decision 046: where an order's lines are made (Cocina, Parrilla, Barra), each with its display and printer. */
export const paperWidths = [80, 58] as const;
export type PaperWidth = (typeof paperWidths)[number];

export const station = z.object({
  id: z.string(),
  name: z.string(),
  status: enabledStatus,
  /** the network ESC/POS printer its comandas go to; null: none */
  printerHost: z.string().nullable(),
  printerPort: z.number().int().nullable(),
  paperWidth: z.union([z.literal(80), z.literal(58)]).nullable(),
  /** Decision 065: a ticket its printer never confirmed is sent again (it may print twice) */
  resendUnconfirmed: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Station = z.infer<typeof station>;

// An IPv4 address or a host name (a printer named on the local network): letters, digits, dots and dashes.
const printerHost = z
  .string({ error: "Ingresá la dirección de la impresora." })
  .trim()
  .max(253, "Puede tener hasta 253 caracteres.")
  .regex(
    /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/,
    "Ingresá una IP (192.168.0.50) o un nombre de equipo.",
  );

/** No printer: host left blank (or null); with a host, the port defaults to 9100 and the paper to 80 mm. */
export const stationInput = z
  .object({
    name: nameText(limits.stationName, "Ingresá el nombre de la estación."),
    printer_host: z
      .union([printerHost, z.null()])
      .optional()
      .transform((host) => (host === "" ? null : host)),
    printer_port: z
      .number({ error: "El puerto debe ser un número." })
      .int("El puerto debe ser un número entero.")
      .min(1, "El puerto va de 1 a 65535.")
      .max(65535, "El puerto va de 1 a 65535.")
      .nullable()
      .optional(),
    paper_width: z
      .union([z.literal(80), z.literal(58), z.null()], { error: "El papel es de 80 o de 58 mm." })
      .optional(),
    resend_unconfirmed: z.boolean({ error: "Elegí si se reenvía o no." }).optional(),
  })
  .transform((input) => {
    if (input.printer_host === undefined) return input;
    if (input.printer_host === null) return { ...input, printer_port: null, paper_width: null };
    return { ...input, printer_port: input.printer_port ?? 9100, paper_width: input.paper_width ?? 80 };
  });
export type StationInput = z.input<typeof stationInput>;

/** 'Imprimir prueba' (decision 065): the printer as the dialog has it, saved or not. */
export const testPrintInput = z.object({
  printer_host: printerHost,
  printer_port: z
    .number({ error: "El puerto debe ser un número." })
    .int("El puerto debe ser un número entero.")
    .min(1, "El puerto va de 1 a 65535.")
    .max(65535, "El puerto va de 1 a 65535."),
  paper_width: z.union([z.literal(80), z.literal(58)], { error: "El papel es de 80 o de 58 mm." }),
});
export type TestPrintInput = z.infer<typeof testPrintInput>;

/** Which station makes what: a product's own station wins over its category's. */
export const stationRouting = z.object({
  categories: z.record(z.string(), z.string()),
  products: z.record(z.string(), z.string()),
});
export type StationRouting = z.infer<typeof stationRouting>;

/** GET /station-routing: the routing, with the names of the products that have a station of their own. */
export const stationRoutingView = stationRouting.extend({ productNames: z.record(z.string(), z.string()) });
export type StationRoutingView = z.infer<typeof stationRoutingView>;

const assignments = z
  .array(z.object({ id: z.string().min(1).max(100), stationId: z.string().min(1).max(100).nullable() }))
  .max(2000, "Son demasiados cambios juntos.");

/** PUT /station-routing: only what changes; a null station takes the record off its station. */
export const stationRoutingInput = z.object({
  categories: assignments.default([]),
  products: assignments.default([]),
});
export type StationRoutingInput = z.input<typeof stationRoutingInput>;

type Routed = { itemId: string; categoryId: string | null };

/**
 * The station of one product: its own, else its category's, else the first station (the business's
 * stations oldest first), which takes whatever nobody was assigned. Null when there are no stations.
 */
export const stationOf = (
  item: Routed,
  routing: StationRouting,
  stations: readonly Pick<Station, "id">[],
): string | null =>
  routing.products[item.itemId] ??
  (item.categoryId === null ? undefined : routing.categories[item.categoryId]) ??
  stations[0]?.id ??
  null;

/** What a station makes of one order line: a combo's product says which combo it came in. */
/** What a kitchen makes of a line: its options' names and its note print under it (decision 080). */
export type StationLine = {
  quantity: number;
  name: string;
  combo: string | null;
  options: string[];
  note: string | null;
  /** decision 082: its course (a combo's products: the combo's, which has none) */
  course: string | null;
};

/** An order's lines as the kitchen makes them: product lines as they are, a combo's products one by one. */
export const madeLines = (order: Pick<Order, "lines">): (StationLine & Routed)[] =>
  order.lines.flatMap((line): (StationLine & Routed)[] =>
    line.kind === "product"
      ? [
          {
            itemId: line.itemId,
            categoryId: line.categoryId,
            quantity: line.quantity,
            name: line.name,
            combo: null,
            options: line.options.map((option) => option.name),
            note: line.note,
            course: line.course ?? null,
          },
        ]
      : line.items.map((item) => ({
          itemId: item.productId,
          categoryId: item.categoryId,
          quantity: item.quantity * line.quantity,
          name: item.name,
          combo: line.name,
          options: [],
          note: null,
          course: null,
        })),
  );

/** Per station, what it makes of an order (madeLines, each at its product's station). */
export const linesByStation = (
  order: Pick<Order, "lines">,
  routing: StationRouting,
  stations: readonly Pick<Station, "id">[],
) => {
  const known = new Set(stations.map((station) => station.id));
  const byStation = new Map<string, StationLine[]>();
  for (const { itemId, categoryId, ...line } of madeLines(order)) {
    const id = stationOf({ itemId, categoryId }, routing, stations);
    // A station disabled or deleted since: its lines go where unassigned ones go.
    const at = id !== null && known.has(id) ? id : (stations[0]?.id ?? null);
    if (at !== null) byStation.set(at, [...(byStation.get(at) ?? []), line]);
  }
  return byStation;
};

/** What a board and a display know of a station. */
export const boardStation = z.object({ id: z.string(), name: z.string(), hasPrinter: z.boolean() });
export type BoardStation = z.infer<typeof boardStation>;

/**
 * Decision 081: an order line's key in `Order.served`: a product line by its product, options and note (an
 * order's lines are unique by it), a combo's line by its combo.
 */
export const servedKey = (line: {
  kind: "product" | "promotion";
  itemId: string;
  optionIds: readonly string[];
  note: string | null;
}) => (line.kind === "product" ? `product:${lineKey(line)}` : `promotion:${line.itemId}`);

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
    const key = servedKey({
      kind: line.kind,
      itemId: line.itemId,
      optionIds: line.options.map((option) => option.id),
      note: line.note,
    });
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
