import { isCashName, type PaymentMethod, type PaymentMethodInput } from "@comanda/domain";
import type { PaymentMethodTable } from "../../db/schema.ts";
import { namedRecordService } from "../named-records/index.ts";

/** docs/product.md#payment-methods. Orders keep the method's name as sold (docs/product.md#data), so deleting one is safe. */
export const paymentMethods = namedRecordService<PaymentMethodTable, PaymentMethod, PaymentMethodInput>({
  table: "payment_method",
  entity: "payment-methods",
  messages: {
    notFound: "No encontramos ese medio de pago.",
    duplicate: "Ya existe un medio de pago con ese nombre.",
  },
  itemColumns: ["is_cash"],
  // Decision 020: the cash method's expected amount at the count also carries the float and cash movements.
  // Left out, a new method named like cash ("Efectivo") is cash and an edit keeps what the method was.
  // (`Generated` only types the column as optional on insert: the value written is the plain number.)
  columnsOf: (input, mode) => {
    const isCash = input.is_cash ?? (mode === "create" ? isCashName(input.name) : undefined);
    return isCash === undefined
      ? {}
      : { is_cash: (isCash ? 1 : 0) as unknown as PaymentMethodTable["is_cash"] };
  },
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    isCash: Number(row.is_cash) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
});
