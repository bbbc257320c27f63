import { CompiledQuery, type Migration } from "kysely";
import type { Db } from "../../db/database.ts";
import { migrationsFor } from "../../db/migrations/index.ts";
import type { Dialect } from "../../db/migrations/types.ts";
import { BackupError, quoted } from "./backup-error.ts";
import { type CatalogQuery, latestMigration, quoteId, readCatalog } from "./catalog.ts";
import type { Manifest } from "./manifest.ts";

export const kyselyQuery =
  (db: Db): CatalogQuery =>
  async (text) =>
    (await db.executeQuery(CompiledQuery.raw(text))).rows as Record<string, unknown>[];

/**
 * This build's migrations up to the backup's: its data fits the schema they build, and the rest run
 * after it is restored, over its rows, as they would have over the original's. A migration this
 * build does not know is refused: a later one means a newer Comanda wrote the file.
 */
export const migrationsThrough = (
  dialect: Dialect,
  manifest: Manifest,
  file: string,
): Record<string, Migration> => {
  const all = Object.entries(migrationsFor(dialect));
  const index = all.findIndex(([name]) => name === manifest.migration);
  const latest = all.at(-1)?.[0] ?? "";
  if (index < 0 && manifest.migration > latest)
    throw new BackupError(
      `La copia ${quoted(file)} es de una versión más nueva de Comanda: su base está en la migración ` +
        `${manifest.migration} y esta versión llega hasta ${latest}. Actualice Comanda para restaurarla. ` +
        "No se restauró nada.",
    );
  if (index < 0)
    throw new BackupError(
      `La copia ${quoted(file)} nombra una migración que esta versión de Comanda no conoce ` +
        `(${manifest.migration}). No se restauró nada.`,
    );
  return Object.fromEntries(all.slice(0, index + 1));
};

const countFormat = new Intl.NumberFormat("es-AR");
/** Counting stops here: the message only has to show the table is not empty. */
const countCap = 1000;

/**
 * A restore adds the backup's rows to nothing: merged with other rows, ids and names could collide and
 * stock and shift totals would no longer be their movements and orders. Every table counts, sessions and
 * rate limits too; only the migrations' bookkeeping may already be there.
 */
export const ensureEmpty = async (db: Db, dialect: Dialect) => {
  const query = kyselyQuery(db);
  const found: string[] = [];
  for (const table of await readCatalog(query, dialect)) {
    const [row] = await query(
      `select count(*) as n from (select 1 from ${quoteId(table.name)} limit ${countCap}) as t`,
    );
    const n = Number(row?.n ?? 0);
    if (n)
      found.push(
        `${table.name} (${n >= countCap ? "más de " : ""}${countFormat.format(n)} ${n === 1 ? "fila" : "filas"})`,
      );
  }
  if (found.length)
    throw new BackupError(
      `La base de destino no está vacía: ${found.join(", ")}. Una copia se restaura solo en una base ` +
        "nueva: apunte DATABASE_URL a un archivo que no exista o a una base de PostgreSQL recién creada. " +
        "No se restauró nada.",
    );
};

/** A target migrated past the backup cannot take its rows as they are (see migrationsThrough). */
export const ensureNotAhead = async (db: Db, dialect: Dialect, manifest: Manifest) => {
  const applied = await latestMigration(kyselyQuery(db), dialect);
  if (applied && applied > manifest.migration)
    throw new BackupError(
      `La base de destino ya está en la migración ${applied}, posterior a la de la copia ` +
        `(${manifest.migration}). Restaure en una base nueva, sin migrar: Comanda la migra después de ` +
        "restaurar la copia. No se restauró nada.",
    );
};
