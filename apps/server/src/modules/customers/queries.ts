import { centavosToPesos, nameKey } from "@comanda/domain";
import { type Customer, phoneDigits } from "@comanda/domain/customers";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { containsPattern } from "../../db/keyset.ts";
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
 * The smallest text above every phone that starts with `prefix`: "1145" → "1146", "1199" → "12"; null for
 * all nines. Phones are digits only, so `phone >= prefix and phone < next` is the prefix as a range, which
 * the (business_id, phone) index answers on both engines (LIKE would need a special collation for that).
 */
export const prefixEnd = (prefix: string): string | null => {
  const kept = prefix.replace(/9+$/, "");
  if (kept === "") return null;
  return kept.slice(0, -1) + String(Number(kept.at(-1)) + 1);
};

/** Customers whose phone starts with `digits`, of one business. */
export const byPhonePrefix = (db: Db, businessId: string, digits: string) => {
  const end = prefixEnd(digits);
  return db
    .selectFrom("customer")
    .where("business_id", "=", businessId)
    .where("phone", ">=", digits)
    .$if(end !== null, (q) => q.where("phone", "<", end as string));
};

/** The list's filter: `q` anywhere in the name, or, when it holds digits, at the start of the phone. */
export const matching = (db: Db, businessId: string, q: string | undefined) => {
  const search = q ? nameKey(q) : "";
  const rows = db.selectFrom("customer").where("business_id", "=", businessId);
  if (search === "") return rows;
  const digits = phoneDigits(search);
  const end = prefixEnd(digits);
  return rows.where((eb) => {
    const byName = eb(sql<string>`name_key`, "like", sql<string>`${containsPattern(search)} escape '\\'`);
    if (digits === "") return byName;
    const prefix = [eb("phone", ">=", digits), ...(end === null ? [] : [eb("phone", "<", end)])];
    return eb.or([byName, eb.and(prefix)]);
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
