import type { Dialect } from "../../db/migrations/types.ts";
import type { TableInfo } from "./catalog.ts";
import { encodeValue } from "./values.ts";

/** One consistent view of a database, whichever engine it is on. */
export type ExportSource = {
  engine: Dialect;
  /** how the view was taken, recorded in the manifest */
  snapshot: string;
  migration: string | null;
  tables: TableInfo[];
  /** the table's rows as arrays, in `table.columns` order */
  rows: (table: TableInfo) => AsyncIterable<unknown[]>;
};

/**
 * The data part of an archive (archive.ts): per table, its header line and one JSON array per row, in
 * the catalog's parents-first order, so a restore can insert line by line. Counts what it writes into
 * `counts`, which then equals what the file holds.
 */
export async function* exportLines(source: ExportSource, counts: Record<string, number>) {
  for (const table of source.tables) {
    counts[table.name] = 0;
    yield `${JSON.stringify({ table: table.name, columns: table.columns.map((column) => column.name) })}\n`;
    for await (const row of source.rows(table)) {
      counts[table.name] = (counts[table.name] ?? 0) + 1;
      yield `${JSON.stringify(row.map(encodeValue))}\n`;
    }
  }
}
