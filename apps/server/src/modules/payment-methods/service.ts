import type { PaymentMethod, PaymentMethodInput } from "@comanda/domain";
import type { PaymentMethodTable } from "../../db/schema.ts";
import { namedRecordService } from "../named-records/service.ts";

/** SPEC §2 Metodos de pago. Orders keep the method's name as sold (DESIGN §4), so deleting one is safe. */
export const paymentMethods = namedRecordService<PaymentMethodTable, PaymentMethod, PaymentMethodInput>({
  table: "payment_method",
  entity: "payment-methods",
  messages: {
    notFound: "No encontramos ese medio de pago.",
    duplicate: "Ya existe un medio de pago con ese nombre.",
  },
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
});
