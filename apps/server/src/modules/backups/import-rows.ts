import type { Transaction } from "kysely";
import type { Dialect } from "../../db/migrations/types.ts";
import type { Database } from "../../db/schema.ts";
import type { TableHeader } from "./archive.ts";
import type { ColumnInfo, TableInfo } from "./catalog.ts";
import { damaged } from "./manifest.ts";
import { insertRowBatch, setColumnByKey } from "./queries.ts";
import { decodeValue } from "./values.ts";

/** Under both engines' limits on a statement's parameters (SQLite 32,766; PostgreSQL 65,535). */
const maxParameters = 30_000;
const maxBatch = 500;

export type TableWriter = { add: (values: unknown[]) => Promise<void>; finish: () => Promise<void> };

type LaterLink = { key: unknown[]; column: string; value: unknown };

/**
 * Inserts one table's rows in multi-row statements. A column pointing at the same table (an invoice's
 * credit note) is inserted empty and set once every row of the table is in, since PostgreSQL checks
 * each foreign key as the row goes in and the row it points at may come later in the file.
 */
export const tableWriter = (
  trx: Transaction<Database>,
  dialect: Dialect,
  table: TableInfo,
  header: TableHeader,
  file: string,
): TableWriter => {
  const columns: ColumnInfo[] = header.columns.map((name) => {
    const column = table.columns.find((known) => known.name === name);
    if (!column)
      throw damaged(file, `la tabla ${table.name} trae la columna ${name}, que esta base no tiene`);
    return column;
  });
  const keyAt = table.primaryKey.map((name) => header.columns.indexOf(name));
  const linkAt = table.selfReferences.map((name) => header.columns.indexOf(name)).filter((at) => at >= 0);
  if (linkAt.length && (!keyAt.length || keyAt.includes(-1)))
    throw new Error(`${table.name} points at itself without a primary key to set it by`);
  const size = Math.max(1, Math.min(maxBatch, Math.floor(maxParameters / Math.max(1, columns.length))));
  const names = columns.map((column) => column.name);
  const later: LaterLink[] = [];
  let batch: unknown[][] = [];

  const flush = async () => {
    if (!batch.length) return;
    await insertRowBatch(trx, table.name, names, batch);
    batch = [];
  };
  return {
    add: async (values) => {
      if (values.length !== columns.length)
        throw damaged(file, `una fila de ${table.name} no tiene sus columnas`);
      const row = values.map((value, at) => decodeValue(value, columns[at] as ColumnInfo, dialect));
      for (const at of linkAt) {
        if (row[at] === null) continue;
        later.push({ key: keyAt.map((k) => row[k]), column: header.columns[at] as string, value: row[at] });
        row[at] = null;
      }
      batch.push(row);
      if (batch.length >= size) await flush();
    },
    finish: async () => {
      await flush();
      for (const link of later) await setColumnByKey(trx, table.name, table.primaryKey, link);
    },
  };
};
