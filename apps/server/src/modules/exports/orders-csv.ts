import {
  centavosToPesos,
  csvDateTime,
  csvMoney,
  type OrderStatus,
  orderStatusLabels,
  toCsv,
} from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { getShift } from "../shifts/history.ts";

const header = ["Número", "Fecha y hora", "Estado", "Productos", "Medio de pago", "Total", "Tomó"] as const;

type Line = {
  order_id: string;
  position: number;
  kind: string;
  parent_position: number | null;
  name: string;
  quantity: number;
};

/** "2 × Empanada, 1 × Combo (2 × Empanada, 1 × Coca-Cola)": a combo carries its items in parentheses. */
const describeLines = (lines: Line[]): string =>
  lines
    .filter((line) => line.kind !== "combo-item")
    .map((line) => {
      const text = `${Number(line.quantity)} × ${line.name}`;
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
 * A shift's orders (issue 10 point 6), every status, in the order they were taken. Another business's
 * shift is "not found" (docs/product.md#data).
 */
export const shiftOrdersCsv = async (
  db: Db,
  businessId: string,
  shiftId: string,
): Promise<{ code: string; csv: string }> => {
  const shift = await getShift(db, businessId, shiftId);
  const [orders, lines] = await Promise.all([
    db
      .selectFrom("order")
      .select(["id", "turn", "created_at", "status", "payment_method_name", "total", "created_by_name"])
      .where("business_id", "=", businessId)
      .where("shift_id", "=", shiftId)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("order_line as l")
      .innerJoin("order as o", "o.id", "l.order_id")
      .select(["l.order_id", "l.position", "l.kind", "l.parent_position", "l.name", "l.quantity"])
      .where("o.business_id", "=", businessId)
      .where("o.shift_id", "=", shiftId)
      .orderBy("l.order_id")
      .orderBy("l.position")
      .execute(),
  ]);
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
      orderStatusLabels[order.status as OrderStatus],
      describeLines(linesOf.get(order.id) ?? []),
      order.payment_method_name,
      csvMoney(centavosToPesos(Number(order.total))),
      order.created_by_name,
    ]),
  );
  return { code: shift.code, csv };
};
