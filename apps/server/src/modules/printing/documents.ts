import {
  COURSE_NAME_LENGTH,
  limits,
  MAX_LINE_NOTE_LENGTH,
  MAX_MODIFIER_OPTIONS,
  orderTypeLabels,
  typeSales,
} from "@comanda/domain";
import { zReport } from "@comanda/domain/cash";
import { z } from "zod";

// What a print job carries (decision 044). The queue stores the document as JSON and renders it when
// it prints, so a document saved by an older server is read back through these schemas: one that no longer
// parses is marked 'failed' instead of being retried forever. Kept on the server: no screen needs them.

const printLimits = { text: 200, observation: 500, lines: 500, items: 50 } as const;

const text = (max: number) => z.string().max(max);

const comandaItem = z.object({ quantity: z.number().positive(), name: text(limits.productName) });

export const comandaLine = comandaItem.extend({
  /** what a combo brings, printed indented under it */
  items: z.array(comandaItem).max(printLimits.items).optional(),
  /** Decision 080: the options chosen ('Jugoso', 'Huevo frito') and the line's note, printed under it */
  options: z.array(text(limits.modifierOptionName)).max(MAX_MODIFIER_OPTIONS).optional(),
  note: text(MAX_LINE_NOTE_LENGTH).nullish(),
  /**
   * Decision 082: the name of the line's course, the lines in the order a table eats them; null: none of the
   * business's (printed 'SIN TIEMPO' after the others). Absent (no line has one, or a job queued before): no
   * headings.
   */
  course: text(COURSE_NAME_LENGTH).nullish(),
});
export type ComandaLine = z.infer<typeof comandaLine>;

/** Decision 050: how the order is served, as its label ('Para llevar'), and when it was promised. */
const serviceFields = {
  typeLabel: z.enum(Object.values(orderTypeLabels) as [string, ...string[]]).optional(),
  /** a table's order: its table ("Mesa 4 · Salón"; "Mesa 4 (Salón)" before decision 081) */
  tableName: z.string().max(200).nullish(),
  /** epoch ms */
  promisedAt: z.number().nullish(),
};

/** Who a take-away or delivery order is for, as the order took it. */
const customerFields = z.object({
  name: text(limits.customerName),
  phone: text(limits.phone).nullish(),
  address: text(limits.address).nullish(),
  notes: text(limits.customerNotes).nullish(),
});

/** A kitchen or bar ticket: what to prepare, never prices. */
export const comandaDocument = z.object({
  businessName: text(limits.businessName),
  stationName: text(limits.stationName),
  turn: text(limits.name),
  /** epoch ms, printed in Buenos Aires time */
  createdAt: z.number(),
  /**
   * 'changes': an edit of an order the station already has, `removed` what it takes out ('ANULADO');
   * 'round': a table's round after the station made the earlier ones; 'cancelled': the order was cancelled
   * while the station had it (decision 081)
   */
  kind: z.enum(["new", "changes", "reprint", "round", "march", "cancelled"]),
  /** epoch ms: when a change, a round or a cancel reached the station (the ticket prints it); absent: createdAt */
  sentAt: z.number().optional(),
  lines: z.array(comandaLine).max(printLimits.lines),
  removed: z.array(comandaLine).max(printLimits.lines).optional(),
  observation: text(printLimits.observation).nullish(),
  createdBy: text(limits.name).nullish(),
  ...serviceFields,
});
export type ComandaDocument = z.infer<typeof comandaDocument>;

/** Money in centavos, like the rest of the server. */
export const receiptDocument = z.object({
  businessName: text(limits.businessName),
  address: text(limits.address).nullish(),
  turn: text(limits.name),
  createdAt: z.number(),
  /** true for a copy asked for again from the board */
  reprint: z.boolean().optional(),
  lines: z
    .array(
      z.object({
        quantity: z.number().positive(),
        name: text(printLimits.text),
        amount: z.number().int(),
        /** Decision 080: its options with what they added, printed under it */
        detail: text(printLimits.observation).optional(),
      }),
    )
    .max(printLimits.lines),
  subtotal: z.number().int(),
  /** discounts (negative amount) and surcharges, as the order shows them */
  adjustments: z
    .array(z.object({ label: text(printLimits.text), amount: z.number().int() }))
    .max(printLimits.items)
    .optional(),
  tip: z.number().int().optional(),
  total: z.number().int(),
  payments: z
    .array(
      z.object({
        name: text(limits.paymentMethodName),
        amount: z.number().int(),
        /** 'Paga con' of a cash part: the courier brings the change */
        tendered: z.number().int().nullish(),
      }),
    )
    .max(printLimits.items),
  observation: text(printLimits.observation).nullish(),
  ...serviceFields,
  customer: customerFields.nullish(),
  /** a delivery's fee, part of the total */
  deliveryFee: z.number().int().optional(),
  /** a delivery's ticket says 'A COBRAR' in large type: what the courier collects */
  delivery: z.boolean().optional(),
  /**
   * Decision 066: what is left to collect at the door (amountToCollect), 0 for 'PAGADO'; a ticket queued
   * before it has none and collects the total.
   */
  toCollect: z.number().int().optional(),
  /** a table's 'Cuenta': the bill before it is paid, no payments on it */
  preBill: z.boolean().optional(),
});
export type ReceiptDocument = z.infer<typeof receiptDocument>;

/** The Z report (decision 020) as GET /shifts/:id/report gives it (pesos); `reprint` on a copy. */
// A Z report queued before decision 050 has no `byType`: it still prints.
export const zReportDocument = zReport.extend({
  reprint: z.boolean().optional(),
  byType: z.array(typeSales).default([]),
});
export type ZReportDocument = z.infer<typeof zReportDocument>;
