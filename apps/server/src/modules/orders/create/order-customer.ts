import type { OrderValues } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { AppError } from "../../../errors.ts";
import { findCustomer } from "./queries.ts";

const invalid = (message: string) => new AppError("invalid-argument", message, { customer_id: message });

/** The tab columns of an order that is not a table's (migration 0021). */
export const noTable = {
  table_id: null,
  table_name: null,
  guests: null,
  waiter_id: null,
  waiter_name: null,
  bill_requested_at: null,
} as const;

/** The order row's customer columns: the customer as the order takes it (decision 048, migration 0019). */
export type CustomerColumns = {
  customer_id: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  customer_address: string | null;
  customer_notes: string | null;
};

const nobody: CustomerColumns = {
  customer_id: null,
  customer_name: null,
  customer_phone: null,
  customer_address: null,
  customer_notes: null,
};

/**
 * The customer an order names, read from this business's customers only (another business's id is
 * "not found", never its data); a delivery needs somewhere to go. One read, and only when a customer is
 * named: a counter order pays nothing for it.
 */
export const customerColumnsOf = async (
  db: Db,
  businessId: string,
  input: Pick<OrderValues, "type" | "customer_id">,
): Promise<CustomerColumns> => {
  if (!input.customer_id) return nobody;
  const customer = await findCustomer(db, businessId, input.customer_id);
  if (!customer) throw invalid("Ese cliente no existe.");
  if (input.type === "delivery" && !customer.address)
    throw invalid("El cliente no tiene dirección: cargala para enviar el pedido.");
  return {
    customer_id: customer.id,
    customer_name: customer.name,
    customer_phone: customer.phone,
    customer_address: customer.address,
    customer_notes: customer.notes,
  };
};
