import { centavosToPesos, nameKey } from "@comanda/domain";
import { type Customer, phoneSearch } from "@comanda/domain/customers";
import { type Insertable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import { type Cursor, containsPattern } from "../../db/keyset.ts";
import type { CustomerTable } from "../../db/schema-customers.ts";

export const customerColumns = [
  "id",
  "name",
  "phone",
  "address",
  "notes",
  "created_at",
  "updated_at",
] as const satisfies readonly (keyof CustomerTable)[];

export type CustomerRow = Pick<CustomerTable, (typeof customerColumns)[number]>;
export type CustomerStats = { orders: number; spent: number };

/**
 * Any run of a phone's digits (decision 069: '6543' finds 11 6543-2109), by LIKE on the phone alone:
 * both engines test it on the (business_id, phone) index's entries, a few thousand short keys per business
 * (docs/decisions/069). Digits need no escaping.
 */
const phoneHolds = (digits: string) => sql<boolean>`phone like ${`%${digits}%`}`;

/** Customers whose phone holds `digits` anywhere, of one business. */
export const byPhoneDigits = (db: Db, businessId: string, digits: string) =>
  db.selectFrom("customer").where("business_id", "=", businessId).where(phoneHolds(digits));

/** The list's filter: `q` anywhere in the name, or, written as a phone, anywhere in the phone. */
export const matching = (db: Db, businessId: string, q: string | undefined) => {
  const search = q ? nameKey(q) : "";
  const rows = db.selectFrom("customer").where("business_id", "=", businessId);
  if (search === "") return rows;
  const digits = phoneSearch(q ?? "");
  return rows.where((eb) => {
    const byName = eb(sql<string>`name_key`, "like", sql<string>`${containsPattern(search)} escape '\\'`);
    return digits === "" ? byName : eb.or([byName, phoneHolds(digits)]);
  });
};

/** Per customer of the business: how many orders name it, and what the completed ones add up to (centavos). */
export const customerTotals = (db: Db, businessId: string) =>
  db
    .selectFrom("order")
    .select((eb) => [
      "customer_id",
      eb.fn.countAll<number>().as("orders"),
      eb.fn
        .sum<number>(eb.case().when("status", "=", "completed").then(eb.ref("total")).else(0).end())
        .as("spent"),
    ])
    .where("business_id", "=", businessId)
    .where("customer_id", "is not", null)
    .groupBy("customer_id");

/**
 * How many orders each customer placed and what its completed ones add up to (pesos): one grouped read
 * over the (business_id, customer_id) index for the customers of a page.
 */
export const statsOf = async (
  db: Db,
  businessId: string,
  ids: readonly string[],
): Promise<Map<string, CustomerStats>> => {
  if (ids.length === 0) return new Map();
  const rows = await customerTotals(db, businessId).where("customer_id", "in", ids).execute();
  return new Map(
    rows.map((row) => [
      row.customer_id as string,
      { orders: Number(row.orders), spent: centavosToPesos(Number(row.spent ?? 0)) },
    ]),
  );
};

export const toCustomer = (row: CustomerRow, stats: CustomerStats | undefined): Customer => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  address: row.address,
  notes: row.notes,
  orders: stats?.orders ?? 0,
  spent: stats?.spent ?? 0,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

/** Newest first, after the keyset cursor when there is one. */
export const listCustomerRows = (
  db: Db,
  businessId: string,
  q: string | undefined,
  cursor: Cursor<number> | null,
  limit: number,
) =>
  matching(db, businessId, q)
    .select(customerColumns)
    .$if(cursor !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb("created_at", "<", cursor?.at ?? 0),
          eb.and([eb("created_at", "=", cursor?.at ?? 0), eb("id", "<", cursor?.id ?? "")]),
        ]),
      ),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();

export const countCustomers = (db: Db, businessId: string, q: string | undefined) =>
  matching(db, businessId, q)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();

export const findCustomerRow = (db: Db, businessId: string, id: string) =>
  db
    .selectFrom("customer")
    .select(customerColumns)
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();

/** Customers whose phone holds the digits, by phone. */
export const customerOptionRows = (db: Db, businessId: string, digits: string, limit: number) =>
  byPhoneDigits(db, businessId, digits)
    .select(["id", "name", "phone", "address", "notes"])
    .orderBy("phone")
    .limit(limit)
    .execute();

export const insertCustomer = (db: Db, values: Insertable<CustomerTable>) =>
  db.insertInto("customer").values(values).returning(customerColumns).executeTakeFirstOrThrow();

export const updateCustomer = (db: Db, businessId: string, id: string, values: Updateable<CustomerTable>) =>
  db
    .updateTable("customer")
    .set(values)
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .returning(customerColumns)
    .executeTakeFirst();

/** The check and the delete are one statement: a customer with orders stays. */
export const deleteCustomerWithoutOrders = (db: Db, businessId: string, id: string) =>
  db
    .deleteFrom("customer")
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom("order")
            .select("order.id")
            .where("order.business_id", "=", businessId)
            .where("order.customer_id", "=", id),
        ),
      ),
    )
    .returning("id")
    .executeTakeFirst();

/** Every customer of the business, newest first, with its orders and what it spent. */
export const selectCustomersWithTotals = (db: Db, businessId: string) => {
  const totals = customerTotals(db, businessId).as("totals");
  return db
    .selectFrom("customer")
    .leftJoin(totals, "totals.customer_id", "customer.id")
    .select([
      "customer.name",
      "customer.phone",
      "customer.address",
      "customer.notes",
      "customer.created_at",
      "totals.orders",
      "totals.spent",
    ])
    .where("customer.business_id", "=", businessId)
    .orderBy("customer.created_at", "desc")
    .orderBy("customer.id", "desc")
    .execute();
};
