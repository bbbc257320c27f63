import type { Dialect } from "../../db/migrations/types.ts";

export type ColumnInfo = { name: string; type: string };

export type TableInfo = {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  /** the other tables its foreign keys point at: restored before it */
  parents: string[];
  /** its columns that point at its own rows (a credit note's invoice): restored as null, then set */
  selfReferences: string[];
};

/** Runs one catalog query on whatever connection the caller holds (a snapshot, a transaction). */
export type CatalogQuery = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Kysely's bookkeeping (db/migrate.ts names them): never copied. The manifest names the migration
 * instead, and a restore rebuilds these by migrating the target to it.
 */
export const bookkeepingTables = ["migration", "migration_lock"];

// SQLite: real tables only; FTS5's virtual table and its shadow tables (product_search) are rebuilt
// by their triggers as products are restored.
const sqliteColumns = `
  select t.name as table_name, c.name as column_name, lower(c.type) as data_type, c.pk > 0 as pk
  from pragma_table_list as t join pragma_table_info(t.name) as c
  where t.schema = 'main' and t.type = 'table' and substr(t.name, 1, 7) <> 'sqlite_'
  order by t.name, c.cid`;
const sqliteForeignKeys = `
  select t.name as table_name, f."table" as parent, f."from" as column_name
  from pragma_table_list as t join pragma_foreign_key_list(t.name) as f
  where t.schema = 'main' and t.type = 'table'`;

const postgresColumns = `
  select c.table_name, c.column_name, c.data_type,
    exists (
      select 1 from pg_constraint k
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
      where k.contype = 'p' and k.conrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
        and a.attname = c.column_name
    ) as pk
  from information_schema.columns c
  join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
  where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
  order by c.table_name, c.ordinal_position`;
const postgresForeignKeys = `
  select child.relname as table_name, parent.relname as parent, a.attname as column_name
  from pg_constraint k
  join pg_class child on child.oid = k.conrelid
  join pg_class parent on parent.oid = k.confrelid
  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
  where k.contype = 'f' and child.relnamespace = current_schema()::regnamespace`;

/**
 * Comanda's tables as the database itself describes them, parents before children, so a restore in
 * this order satisfies every foreign key without deferring them (PostgreSQL's are not deferrable). Read
 * from the catalog rather than listed by hand, so a table a later migration adds is copied too.
 */
export const readCatalog = async (query: CatalogQuery, dialect: Dialect): Promise<TableInfo[]> => {
  const [columns, foreignKeys] = await Promise.all([
    query(dialect === "sqlite" ? sqliteColumns : postgresColumns),
    query(dialect === "sqlite" ? sqliteForeignKeys : postgresForeignKeys),
  ]);
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const name = String(row.table_name);
    if (bookkeepingTables.includes(name)) continue;
    const table = tables.get(name) ?? { name, columns: [], primaryKey: [], parents: [], selfReferences: [] };
    tables.set(name, table);
    table.columns.push({ name: String(row.column_name), type: String(row.data_type) });
    if (row.pk === true || row.pk === 1) table.primaryKey.push(String(row.column_name));
  }
  for (const row of foreignKeys) {
    const table = tables.get(String(row.table_name));
    const parent = String(row.parent);
    if (!table) continue;
    if (parent === table.name) table.selfReferences.push(String(row.column_name));
    else if (!table.parents.includes(parent)) table.parents.push(parent);
  }
  return parentsFirst([...tables.values()]);
};

const parentsFirst = (tables: TableInfo[]): TableInfo[] => {
  const done = new Set<string>();
  const ordered: TableInfo[] = [];
  const waiting = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (waiting.length) {
    const index = waiting.findIndex((table) => table.parents.every((parent) => done.has(parent)));
    if (index < 0)
      throw new Error(`foreign keys form a cycle among ${waiting.map((t) => t.name).join(", ")}`);
    const [table] = waiting.splice(index, 1);
    if (!table) break;
    done.add(table.name);
    ordered.push(table);
  }
  return ordered;
};

/** The latest migration applied, or null on a database never migrated. */
export const latestMigration = async (query: CatalogQuery, dialect: Dialect): Promise<string | null> => {
  const exists = await query(
    dialect === "sqlite"
      ? "select 1 as found from sqlite_schema where type = 'table' and name = 'migration'"
      : "select 1 as found where to_regclass('migration') is not null",
  );
  if (!exists.length) return null;
  const [row] = await query("select name from migration order by name desc limit 1");
  return row ? String(row.name) : null;
};

/** A table or column name in double quotes, safe in either engine's SQL. */
export const quoteId = (name: string) => `"${name.replaceAll('"', '""')}"`;
