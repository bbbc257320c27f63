import { adjustmentKindLabels, type Order, orderTypeLabels, uuidv7 } from "@comanda/domain";
import { receiptLineDetail } from "@comanda/domain/printing";
import { amountToCollect } from "@comanda/domain/to-collect";
import type { Db } from "../../db/database.ts";
import { AppError, notFound } from "../../errors.ts";
import { getOrder } from "../orders/index.ts";
import { getZReport } from "../shifts/index.ts";
import { enabledStation } from "../stations/index.ts";
import type { ReceiptDocument } from "./documents.ts";
import { businessOf, enqueuePrintJob } from "./queries.ts";
import type { Printer } from "./queue.ts";

const centavos = (pesos: number) => Math.round(pesos * 100);

/** The station's printer, which the counter chose to print on; refused when the station has none. */
const printerOf = async (
  db: Db,
  businessId: string,
  stationId: string,
): Promise<Printer & { id: string }> => {
  const station = await enabledStation(db, businessId, stationId);
  if (!station) throw notFound("No encontramos esa impresora.");
  if (station.printer_host === null || station.printer_port === null)
    throw new AppError("aborted", `${station.name} no tiene impresora.`);
  return {
    id: station.id,
    name: station.name,
    host: station.printer_host,
    port: Number(station.printer_port),
    width: Number(station.paper_width) === 58 ? 58 : 80,
  };
};

const receiptOf = (order: Order, business: { name: string; address: string }): ReceiptDocument => ({
  businessName: business.name,
  address: business.address || null,
  turn: order.turn,
  createdAt: order.createdAt,
  lines: order.lines.map((line) => {
    const detail = receiptLineDetail(line);
    return {
      quantity: line.quantity,
      name: line.name.slice(0, 200),
      amount: centavos(line.subtotal),
      ...(detail ? { detail: detail.slice(0, 500) } : {}),
    };
  }),
  subtotal: centavos(order.subtotal),
  adjustments: order.adjustments.map((adjustment) => ({
    label: [
      adjustmentKindLabels[adjustment.kind],
      adjustment.mode === "percent" ? `${adjustment.value} %` : "",
      adjustment.reason,
    ]
      .filter(Boolean)
      .join(" ")
      .slice(0, 200),
    amount: centavos(adjustment.kind === "discount" ? -adjustment.amount : adjustment.amount),
  })),
  tip: centavos(order.tip),
  total: centavos(order.total),
  payments: order.payments.map((payment) => ({
    name: payment.name,
    amount: centavos(payment.amount),
    tendered: payment.tendered === null ? null : centavos(payment.tendered),
  })),
  observation: order.observation,
  // Decision 050: a take-away or delivery ticket names the customer; a delivery's says where and what to collect.
  ...(order.type === "counter"
    ? {}
    : {
        typeLabel: orderTypeLabels[order.type],
        promisedAt: order.promisedAt,
        tableName: order.tab?.tableName ?? null,
        customer: order.customer,
        deliveryFee: centavos(order.deliveryFee),
        delivery: order.type === "delivery",
        ...(order.type === "delivery" ? { toCollect: centavos(amountToCollect(order)) } : {}),
      }),
});

/**
 * Decision 044: the customer's receipt on a printer of the business, chosen at the counter. Each press is a
 * ticket of its own (a customer may ask for another copy).
 */
export const printReceipt = async (
  db: Db,
  businessId: string,
  orderId: string,
  stationId: string,
  /** decision 050: a table's 'Cuenta', before it pays */
  { preBill = false }: { preBill?: boolean } = {},
) => {
  const [order, business, printer] = await Promise.all([
    getOrder(db, businessId, orderId),
    businessOf(db, businessId),
    printerOf(db, businessId, stationId),
  ]);
  return enqueuePrintJob(db, {
    businessId,
    stationId: printer.id,
    printer,
    dedupeKey: `receipt:${order.id}:${uuidv7()}`,
    kind: "receipt",
    document: { ...receiptOf(order, business), ...(preBill ? { preBill } : {}) },
  });
};

/** Decision 044: a closed shift's Z report on a printer chosen at the counter. */
export const printZReport = async (db: Db, businessId: string, shiftId: string, stationId: string) => {
  const [report, printer] = await Promise.all([
    getZReport(db, businessId, shiftId),
    printerOf(db, businessId, stationId),
  ]);
  return enqueuePrintJob(db, {
    businessId,
    stationId: printer.id,
    printer,
    dedupeKey: `z-report:${shiftId}:${uuidv7()}`,
    kind: "z-report",
    document: report,
  });
};
