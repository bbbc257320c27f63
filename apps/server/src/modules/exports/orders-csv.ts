import {
  adjustmentKindLabels,
  centavosToPesos,
  changeFor,
  csvDateTime,
  csvMoney,
  csvNumber,
  lineLabel,
  type OrderStatus,
  type OrderType,
  orderStatusLabels,
  orderTypeLabels,
  paymentsLabel,
  toCsv,
} from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { type LineFields, optionsOfLine } from "../orders/index.ts";
import { getShift } from "../shifts/index.ts";
import {
  selectShiftOrderAdjustments,
  selectShiftOrderLines,
  selectShiftOrderPayments,
  selectShiftOrders,
} from "./queries.ts";

// The columns after 'Tomó' came later, so a sheet built on the first seven still reads them
// (docs/product.md#sales-history).
const header = [
  "Número",
  "Fecha y hora",
  "Estado",
  "Productos",
  "Medio de pago",
  "Total",
  "Tomó",
  "Subtotal",
  "Descuentos",
  "Recargos",
  "Propina",
  "Ajustes",
  "Pagos",
  // The order type's columns (decision 050), after the rest for the same reason.
  "Tipo",
  "Cliente",
  "Teléfono",
  "Dirección",
  "Envío",
  "Hora prometida",
  // Decision 084: whose sale it is, as the shift's 'Por mozo' counts it (a table's waiter, else who took it).
  "Atendió",
] as const;

type Payment = { order_id: string; name: string; amount: number; tendered: number | null };
type Adjustment = {
  order_id: string;
  kind: "discount" | "surcharge";
  mode: string;
  value: number;
  reason: string;
  amount: number;
};

const money = (centavos: number) => csvMoney(centavosToPesos(centavos)).formatted;

/** "Efectivo 1000,00 (paga con 1500,00, vuelto 500,00) + Tarjeta 500,50": each part of the payment. */
const describePayments = (payments: readonly Payment[]): string =>
  payments
    .map((payment) => {
      const amount = Number(payment.amount);
      const tendered = payment.tendered === null ? null : Number(payment.tendered);
      const text = `${payment.name} ${money(amount)}`;
      if (tendered === null) return text;
      return `${text} (paga con ${money(tendered)}, vuelto ${money(changeFor(tendered, amount) ?? 0)})`;
    })
    .join(" + ");

/** "Descuento 10 % (Efectivo) 150,00, Recargo (Tarjeta) 50,00". */
const describeAdjustments = (adjustments: readonly Adjustment[]): string =>
  adjustments
    .map((a) => {
      const percent = a.mode === "percent" ? ` ${csvNumber(Number(a.value) / 100)} %` : "";
      return `${adjustmentKindLabels[a.kind]}${percent} (${a.reason}) ${money(Number(a.amount))}`;
    })
    .join(", ");

const byOrder = <T extends { order_id: string }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.order_id, [...(map.get(row.order_id) ?? []), row]);
  return map;
};

type Line = Pick<
  LineFields,
  "position" | "kind" | "parent_position" | "name" | "quantity" | "options" | "note"
> & {
  order_id: string;
};

/** A line's name with its options and note, as the kitchen reads it: 'Bife (Jugoso, Huevo frito) · sin sal'. */
const lineName = (line: Line) =>
  lineLabel(
    line.name,
    optionsOfLine(line).map((option) => option.name),
    line.note,
  );

/**
 * "2 × Empanada, 1 × Bife (Jugoso) · sin sal, 1 × Combo (2 × Empanada, 1 × Coca-Cola)": a line carries its
 * options and note (decision 081), a combo its items in parentheses.
 */
const describeLines = (lines: Line[]): string =>
  lines
    .filter((line) => line.kind !== "combo-item")
    .map((line) => {
      const text = `${Number(line.quantity)} × ${lineName(line)}`;
      if (line.kind !== "promotion") return text;
      const items = lines
        .filter(
          (item) => item.kind === "combo-item" && Number(item.parent_position) === Number(line.position),
        )
        .map((item) => `${Number(item.quantity)} × ${item.name}`);
      return items.length ? `${text} (${items.join(", ")})` : text;
    })
    .join(", ");

/**
 * A shift's orders (docs/product.md#sales-history), every status, in the order they were taken. Another business's
 * shift is "not found" (docs/product.md#data).
 */
export const shiftOrdersCsv = async (
  db: Db,
  businessId: string,
  shiftId: string,
  type?: OrderType,
): Promise<{ code: string; csv: string }> => {
  const shift = await getShift(db, businessId, shiftId);
  const [orders, lines, payments, adjustments] = await Promise.all([
    selectShiftOrders(db, businessId, shiftId, type),
    selectShiftOrderLines(db, businessId, shiftId, type),
    selectShiftOrderPayments(db, businessId, shiftId, type),
    selectShiftOrderAdjustments(db, businessId, shiftId, type),
  ]);
  const paymentsOf = byOrder(payments);
  const adjustmentsOf = byOrder(adjustments);
  const linesOf = new Map<string, Line[]>();
  for (const line of lines) {
    const list = linesOf.get(line.order_id) ?? [];
    list.push(line);
    linesOf.set(line.order_id, list);
  }
  const csv = toCsv(
    header,
    orders.map((order) => [
      order.turn,
      csvDateTime(Number(order.created_at)),
      // A tab joined into another was not cancelled; the join wrote where it went (decision 074).
      order.joined_at === null
        ? orderStatusLabels[order.status as OrderStatus]
        : (order.observation ?? "Unida a otra mesa"),
      describeLines(linesOf.get(order.id) ?? []),
      // The methods it was paid with, not the one it was opened with (docs/product.md#sales-history);
      // nothing for a tab joined into another, which is paid there.
      order.joined_at !== null
        ? ""
        : paymentsLabel(paymentsOf.get(order.id) ?? [], order.payment_method_name),
      csvMoney(centavosToPesos(Number(order.total))),
      order.created_by_name,
      csvMoney(centavosToPesos(Number(order.subtotal))),
      csvMoney(centavosToPesos(Number(order.discount))),
      csvMoney(centavosToPesos(Number(order.surcharge))),
      csvMoney(centavosToPesos(Number(order.tip))),
      describeAdjustments(adjustmentsOf.get(order.id) ?? []),
      describePayments(paymentsOf.get(order.id) ?? []),
      orderTypeLabels[order.type],
      order.customer_name ?? "",
      order.customer_phone ?? "",
      order.customer_address ?? "",
      csvMoney(centavosToPesos(Number(order.delivery_fee))),
      order.promised_at === null ? "" : csvDateTime(Number(order.promised_at)),
      order.waiter_name ?? order.created_by_name,
    ]),
  );
  return { code: shift.code, csv };
};
