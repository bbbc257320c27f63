import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The restore's statements. They name any table of the catalog (backups/catalog.ts), so they are built
 * from names rather than Kysely's typed tables.
 */

/** SQLite: foreign keys checked at the commit instead of row by row. */
export const deferForeignKeys = (trx: Transaction<Database>) =>
  sql`pragma defer_foreign_keys = on`.execute(trx);

/** One multi-row insert of a table's rows, in its columns' order. */
export const insertRowBatch = (
  trx: Transaction<Database>,
  table: string,
  columns: readonly string[],
  batch: readonly unknown[][],
) =>
  sql`${sql`insert into ${sql.table(table)} (${sql.join(columns.map((name) => sql.id(name)))}) values `}${sql.join(batch.map((row) => sql`(${sql.join(row)})`))}`.execute(
    trx,
  );

/** Sets one column of the row with this primary key. */
export const setColumnByKey = (
  trx: Transaction<Database>,
  table: string,
  primaryKey: readonly string[],
  link: { key: unknown[]; column: string; value: unknown },
) => {
  const where = primaryKey.map((name, at) => sql`${sql.id(name)} = ${link.key[at]}`);
  return sql`update ${sql.table(table)} set ${sql.id(link.column)} = ${link.value} where ${sql.join(where, sql` and `)}`.execute(
    trx,
  );
};

/** PostgreSQL: fresh statistics for the planner. */
export const analyze = (db: Kysely<Database>) => sql`analyze`.execute(db);
