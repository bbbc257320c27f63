import { z } from "zod";
import { limits } from "./limits.ts";
import { orderLineKey, servedKey } from "./line-choices.ts";
import { enabledStatus } from "./lists.ts";
import { nameText } from "./names.ts";
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
  /**
   * Decision 087: which line of the order it is on a display, to mark it done: the order line's `servedKey`, a
   * combo's product after it ('promotion:<combo>>product', its line's choices in it when it has some: the same
   * combo on two lines with other choices is two things to make).
   */
  key: string;
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
            key: servedKey({
              kind: "product",
              itemId: line.itemId,
              optionIds: line.options.map((option) => option.id),
              note: line.note,
            }),
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
          key: `${orderLineKey(line)}>${item.productId}`,
          itemId: item.productId,
          categoryId: item.categoryId,
          quantity: item.quantity * line.quantity,
          name: item.name,
          combo: line.name,
          // Decision 080: a combo's product with its own choices prints them under it.
          options: (item.options ?? []).map((option) => option.name),
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
