import type { PrintWidth } from "@comanda/domain/printing";
import { describe, expect, it } from "vitest";
import { splitTicket } from "../../../test/fuzz/printed-text.ts";
import type { ComandaDocument, ReceiptDocument, ZReportDocument } from "./documents.ts";
import { columnsFor, startTicket } from "./escpos.ts";
import { renderJob } from "./render-job.ts";

/**
 * Decision 066: the Z report at 80 mm cut its count's difference ('Faltant', 'Exact'). Every document, at
 * both widths, with the longest values a restaurant gives them: no line past the paper, and no word of a
 * label or a value cut off or split across lines (an amount stays whole on its line).
 */
const big = 9_999_999_999; // centavos: $ 99.999.999,99
const bigPesos = 99_999_999.99;
const bigText = "$ 99.999.999,99";
const start = Date.UTC(2026, 10, 26, 11, 0);

const comanda: ComandaDocument = {
  businessName: "Parrilla y Pastas Doña Rosa de San Telmo",
  stationName: "Cocina caliente (parrilla y horno)",
  turn: "1234",
  createdAt: start,
  kind: "changes",
  lines: [
    { quantity: 12, name: "Ñoquis de papa con salsa de hongos de pino, crema y nuez moscada" },
    {
      quantity: 1,
      name: "Combo familiar del domingo",
      items: [{ quantity: 4, name: "Milanesa napolitana con papas fritas" }],
    },
  ],
  removed: [{ quantity: 2, name: "Provoleta a la parrilla con orégano y aceite de oliva" }],
  observation: "Sin sal y sin TACC, la milanesa bien cocida, las papas aparte y el postre después",
  createdBy: "María Fernanda González Etcheverry",
  typeLabel: "Delivery",
  promisedAt: start + 3_600_000,
};

const receipt: ReceiptDocument = {
  businessName: "Parrilla y Pastas Doña Rosa de San Telmo",
  address: "Avenida Presidente Figueroa Alcorta 3456, Palermo Chico",
  turn: "1234",
  createdAt: start,
  reprint: true,
  lines: [
    { quantity: 12, name: "Ñoquis de papa con salsa de hongos de pino, crema y nuez moscada", amount: big },
    { quantity: 1, name: "Vino Malbec reserva", amount: 1_234_56 },
  ],
  subtotal: big,
  adjustments: [{ label: "Descuento 10 % Cliente frecuente de los martes", amount: -big }],
  tip: big,
  deliveryFee: big,
  total: big,
  payments: [
    { name: "Transferencia bancaria", amount: big },
    { name: "Efectivo", amount: 1_000_00, tendered: big },
  ],
  observation: "Tocar el timbre del portero eléctrico dos veces, el ascensor no anda",
  typeLabel: "Delivery",
  promisedAt: start + 3_600_000,
  customer: {
    name: "María Fernanda González Etcheverry",
    phone: "11 6543-2109",
    address: "Avenida Presidente Figueroa Alcorta 3456, piso 12, departamento B",
    notes: "Dejar en la portería si no contesta",
  },
  delivery: true,
  toCollect: big,
};

const method = "Mercado Pago QR y transferencias";
const zReport: ZReportDocument = {
  business: {
    name: receipt.businessName,
    address: receipt.address ?? "",
    phone: "11 6543-2109",
    logoUrl: null,
  },
  shift: {
    id: "s1",
    code: "2026-11-26",
    status: "inactive",
    startDate: start,
    endDate: start + 36_000_000,
    totalOrders: 9999,
    totalAmount: bigPesos,
    cashFloat: bigPesos,
    nextTurn: "10000",
    openedByName: "María Fernanda González Etcheverry",
    closedByName: "Juan Bautista Rodríguez Larreta",
  },
  cashFloat: bigPesos,
  completed: { orders: 9999, amount: bigPesos },
  sales: {
    subtotal: bigPesos,
    discounts: bigPesos,
    surcharges: bigPesos,
    tips: bigPesos,
    deliveryFees: bigPesos,
    total: bigPesos,
  },
  cancelled: { orders: 9999, amount: bigPesos },
  byPaymentMethod: [{ paymentMethodId: "m1", name: method, orders: 9999, amount: bigPesos }],
  byType: [
    { type: "counter", orders: 9999, amount: bigPesos },
    { type: "takeaway", orders: 9999, amount: bigPesos },
  ],
  vouchers: [{ voucherType: "nota-credito-b", count: 9999, total: bigPesos, net: bigPesos, vat: bigPesos }],
  count: [
    {
      paymentMethodId: "m1",
      name: method,
      isCash: false,
      expected: bigPesos,
      counted: 0,
      difference: -bigPesos,
    },
    {
      paymentMethodId: "m2",
      name: "Efectivo",
      isCash: true,
      expected: bigPesos,
      counted: bigPesos,
      difference: 0,
    },
    {
      paymentMethodId: "m3",
      name: "Débito",
      isCash: false,
      expected: 0,
      counted: bigPesos,
      difference: bigPesos,
    },
  ],
  countNote: "Faltó cambio en la caja chica y se pagó al proveedor de bebidas",
  cashMovements: [
    {
      id: "c1",
      kind: "out",
      amount: bigPesos,
      reason: "Pago al proveedor de carnes del Mercado Central",
      userName: "María",
      createdAt: start,
    },
  ],
  bestSellers: [{ productId: "p1", name: "Ñoquis de papa con salsa de hongos de pino", quantity: 99_999 }],
};

/** A label or value as the ticket prints it (cp858 bytes read back as Latin-1). */
const asPrinted = (text: string) =>
  splitTicket(startTicket({ width: 80 }).text(text).encode())
    .lines.map((line) => line.text)
    .join("");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const words = (...texts: string[]) => texts.flatMap((text) => text.split(/\s+/)).filter(Boolean);

const documents = [
  {
    name: "comanda",
    kind: "comanda",
    document: comanda,
    words: words(
      comanda.businessName,
      comanda.stationName,
      comanda.observation ?? "",
      "ANULADO AGREGAR CAMBIOS",
    ),
    phrases: ["Pedido N° 1234", "DELIVERY - PARA LAS 09:00"],
  },
  {
    name: "comanda of a table",
    kind: "comanda",
    document: { ...comanda, kind: "reprint", tableName: "Mesa 12 (Terraza cubierta)" },
    words: words("REIMPRESIÓN", "MESA 12 (TERRAZA CUBIERTA)"),
    phrases: ["Pedido N° 1234"],
  },
  {
    name: "delivery receipt",
    kind: "receipt",
    document: receipt,
    words: words(
      receipt.address ?? "",
      receipt.observation ?? "",
      "Cliente: Dirección: Notas:",
      "Subtotal Propina Envío TOTAL Transferencia bancaria",
    ),
    phrases: [bigText, `-${bigText}`, "Efectivo", "Paga con", "Vuelto", "A COBRAR", "$ 1.234,56"],
  },
  {
    name: "pre-bill",
    kind: "receipt",
    document: { ...receipt, delivery: false, preBill: true, tableName: "Mesa 12 (Terraza cubierta)" },
    words: words("CUENTA", "No válido como factura"),
    phrases: [bigText, "TOTAL"],
  },
  {
    name: "Z report",
    kind: "z-report",
    document: zReport,
    words: words(
      method,
      zReport.countNote ?? "",
      "Esperado Contado Diferencia total Nota del arqueo:",
      "Completadas (9.999) Canceladas",
      "Nota de crédito B",
    ),
    phrases: [bigText, `-${bigText}`, `+${bigText}`, `Faltante ${bigText}`, `Sobrante ${bigText}`, "Exacto"],
  },
] as const;

describe("every document at 58 and 80 mm (decision 066)", () => {
  it.each(documents.flatMap((doc) => ([58, 80] as const).map((width) => [doc.name, width, doc] as const)))(
    "%s at %i mm: no line past the paper, no word or amount cut",
    (_name, width: PrintWidth, doc) => {
      const { lines } = splitTicket(renderJob(doc.kind, JSON.stringify(doc.document), width));
      const columns = columnsFor(width);
      expect(lines.filter((line) => line.columns > columns).map((line) => line.text)).toEqual([]);
      const tokens = new Set(lines.flatMap((line) => line.text.split(/ +/)));
      expect(doc.words.map(asPrinted).filter((word) => !tokens.has(word))).toEqual([]);
      // A value stays whole on one line, where the next character is no letter or digit.
      const whole = (phrase: string) =>
        lines.some((line) => new RegExp(`${escapeRegExp(phrase)}(?![\\w.,])`).test(line.text));
      expect(doc.phrases.map(asPrinted).filter((phrase) => !whole(phrase))).toEqual([]);
    },
  );
});
