import { type ChangeOp, nameKey, type Page, uuidv7 } from "@comanda/domain";
import {
  type Customer,
  type CustomerOption,
  type CustomerValues,
  type customerListQuery,
  MAX_CUSTOMER_OPTIONS,
  phoneDigits,
} from "@comanda/domain/customers";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { createdAtCursor, decodeCursor, toPage } from "../../db/keyset.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, notFound } from "../../errors.ts";
import {
  countCustomers,
  customerOptionRows,
  deleteCustomerWithoutOrders,
  findCustomerRow,
  insertCustomer,
  listCustomerRows,
  statsOf,
  toCustomer,
  updateCustomer,
} from "./queries.ts";

export type CustomerDeps = Pick<AppContext, "database" | "bus">;
type ListQuery = z.output<typeof customerListQuery>;

const duplicatePhone = "Ya existe un cliente con ese teléfono.";
const phoneIndex = { name: "customer_phone_unique", table: "customer", column: "phone" };
const missing = () => notFound("No encontramos ese cliente.");

/** The unique index decides, so two cashiers saving one phone at once cannot both succeed. */
const guardPhone = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, phoneIndex)) throw error;
    throw new AppError("aborted", duplicatePhone, { phone: duplicatePhone });
  }
};

const publish = (deps: CustomerDeps, businessId: string, id: string, op: ChangeOp) =>
  deps.bus.publish(businessId, { entity: "customers", id, op });

const columnsOf = (input: CustomerValues) => ({
  name: input.name,
  name_key: nameKey(input.name),
  phone: input.phone,
  address: input.address,
  notes: input.notes,
});

const withStats = async (deps: CustomerDeps, businessId: string, row: Parameters<typeof toCustomer>[0]) =>
  toCustomer(row, (await statsOf(deps.database.db, businessId, [row.id])).get(row.id));

/** Newest first, keyset-paginated; `q` matches the name anywhere or, written as a phone, any run of its digits. */
export const listCustomers = async (
  deps: CustomerDeps,
  businessId: string,
  query: ListQuery,
): Promise<Page<Customer>> => {
  const { db } = deps.database;
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  const [rows, counted] = await Promise.all([
    listCustomerRows(db, businessId, query.q, cursor, query.limit + 1),
    countCustomers(db, businessId, query.q),
  ]);
  const stats = await statsOf(
    db,
    businessId,
    rows.slice(0, query.limit).map((row) => row.id),
  );
  const pageOf = toPage(
    rows,
    query.limit,
    (row) => ({ at: Number(row.created_at), id: row.id }),
    (row) => toCustomer(row, stats.get(row.id)),
  );
  return { ...pageOf, total: Number(counted.n) };
};

export const getCustomer = async (deps: CustomerDeps, businessId: string, id: string): Promise<Customer> => {
  const row = await findCustomerRow(deps.database.db, businessId, id);
  if (!row) throw missing();
  return withStats(deps, businessId, row);
};

/** As the order screen types a phone: up to 10 customers whose phone holds its digits, by phone. */
export const customerOptions = async (
  deps: CustomerDeps,
  businessId: string,
  phone: string,
): Promise<CustomerOption[]> => {
  const digits = phoneDigits(phone);
  if (digits === "") return [];
  return customerOptionRows(deps.database.db, businessId, digits, MAX_CUSTOMER_OPTIONS);
};

export const createCustomer = async (
  deps: CustomerDeps,
  businessId: string,
  input: CustomerValues,
): Promise<Customer> => {
  const now = Date.now();
  const row = await guardPhone(() =>
    insertCustomer(deps.database.db, {
      id: uuidv7(now),
      business_id: businessId,
      created_at: now,
      updated_at: now,
      ...columnsOf(input),
    }),
  );
  await publish(deps, businessId, row.id, "insert");
  return toCustomer(row, undefined);
};

export const editCustomer = async (
  deps: CustomerDeps,
  businessId: string,
  id: string,
  input: CustomerValues,
): Promise<Customer> => {
  const row = await guardPhone(() =>
    updateCustomer(deps.database.db, businessId, id, { ...columnsOf(input), updated_at: Date.now() }),
  );
  if (!row) throw missing();
  await publish(deps, businessId, id, "update");
  return withStats(deps, businessId, row);
};

const ordersRefusal = (orders: number) =>
  `No se puede eliminar el cliente: tiene ${orders} ${orders === 1 ? "pedido" : "pedidos"}.`;

/** A customer with orders stays: its orders name it. The check and the delete are one statement. */
export const removeCustomer = async (deps: CustomerDeps, businessId: string, id: string): Promise<void> => {
  const deleted = await deleteCustomerWithoutOrders(deps.database.db, businessId, id);
  if (deleted) return publish(deps, businessId, id, "delete");
  const customer = await getCustomer(deps, businessId, id);
  throw new AppError("aborted", ordersRefusal(customer.orders));
};
