import { limits, zReport } from "@comanda/domain";
import { z } from "zod";

// What a print job carries (issue 18, point 3). The queue stores the document as JSON and renders it when
// it prints, so a document saved by an older server is read back through these schemas: one that no longer
// parses is marked 'failed' instead of being retried forever. Kept on the server: no screen needs them.

const printLimits = { text: 200, observation: 500, lines: 500, items: 50 } as const;

const text = (max: number) => z.string().max(max);

const comandaItem = z.object({ quantity: z.number().positive(), name: text(limits.productName) });

export const comandaLine = comandaItem.extend({
  /** what a combo brings, printed indented under it */
  items: z.array(comandaItem).max(printLimits.items).optional(),
});
export type ComandaLine = z.infer<typeof comandaLine>;

/** A kitchen or bar ticket: what to prepare, never prices. */
export const comandaDocument = z.object({
  businessName: text(limits.businessName),
  stationName: text(limits.stationName),
  turn: text(limits.name),
  /** epoch ms, printed in Buenos Aires time */
  createdAt: z.number(),
  /** 'changes': an edit of an order the station already has; `removed` lists what it takes out */
  kind: z.enum(["new", "changes", "reprint"]),
  lines: z.array(comandaLine).max(printLimits.lines),
  removed: z.array(comandaLine).max(printLimits.lines).optional(),
  observation: text(printLimits.observation).nullish(),
  createdBy: text(limits.name).nullish(),
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
      z.object({ quantity: z.number().positive(), name: text(printLimits.text), amount: z.number().int() }),
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
    .array(z.object({ name: text(limits.paymentMethodName), amount: z.number().int() }))
    .max(printLimits.items),
  observation: text(printLimits.observation).nullish(),
});
export type ReceiptDocument = z.infer<typeof receiptDocument>;

/** Issue 10's Z report as GET /shifts/:id/report gives it (pesos); `reprint` on a copy. */
export const zReportDocument = zReport.extend({ reprint: z.boolean().optional() });
export type ZReportDocument = z.infer<typeof zReportDocument>;
