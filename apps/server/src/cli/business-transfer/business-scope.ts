import type { ExportSource, TableInfo } from "../../modules/backups/index.ts";

/**
 * Tables with no row of any one business: sessions and e-mail tokens (the users sign in again on the
 * other installation), rate-limit counters, and ARCA's login tickets, kept per certificate and asked
 * for again when the next invoice needs one.
 */
export const unscopedTables = ["session", "verification", "rate_limit", "arca_ticket"];

type Keep = (row: unknown[]) => boolean;

const columnAt = (table: TableInfo, name: string) =>
  table.columns.findIndex((column) => column.name === name);

/**
 * Which rows of each table are the business's: its own row, every row carrying its `business_id`, and its
 * users' accounts (their password hashes), found through the users read before them (parents first). A
 * table that is none of these stops the export, so a later migration's table is never left out unnoticed.
 */
const scoper = (businessId: string) => {
  const users = new Set<unknown>();
  return (table: TableInfo): Keep | null => {
    if (unscopedTables.includes(table.name)) return null;
    if (table.name === "business") {
      const id = columnAt(table, "id");
      return (row) => row[id] === businessId;
    }
    const business = columnAt(table, "business_id");
    if (table.name === "user") {
      const id = columnAt(table, "id");
      return (row) => {
        if (row[business] !== businessId) return false;
        users.add(row[id]);
        return true;
      };
    }
    if (business >= 0) return (row) => row[business] === businessId;
    if (table.name === "account") {
      const user = columnAt(table, "user_id");
      return (row) => users.has(row[user]);
    }
    throw new Error(`export-business: no rule says which rows of ${table.name} belong to a business`);
  };
};

async function* kept(rows: AsyncIterable<unknown[]>, keep: Keep) {
  for await (const row of rows) if (keep(row)) yield row;
}

/**
 * The snapshot narrowed to one business, for the backup's exportLines. Every table is still read whole
 * (the snapshot helpers read whole tables) and filtered here, in the same parents-first order.
 */
export const businessSource = (source: ExportSource, businessId: string): ExportSource => {
  const scope = scoper(businessId);
  const keeps = new Map<string, Keep>();
  for (const table of source.tables) {
    const keep = scope(table);
    if (keep) keeps.set(table.name, keep);
  }
  return {
    ...source,
    tables: source.tables.filter((table) => keeps.has(table.name)),
    rows: (table) => kept(source.rows(table), keeps.get(table.name) ?? (() => false)),
  };
};
