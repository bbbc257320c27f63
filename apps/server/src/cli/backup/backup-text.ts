import { formatDateTime } from "@comanda/domain";
import type { BackupResult, Manifest } from "../../modules/backups/index.ts";

const count = new Intl.NumberFormat("es-AR");
const decimal = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });

/** 1536 → "1,5 kB": sizes as an es-AR operator reads them (decimal units, like `ls -h --si`). */
export const formatBytes = (bytes: number) => {
  const units = ["bytes", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit ? decimal.format(value) : count.format(value)} ${units[unit]}`;
};

const rows = (n: number) => `${count.format(n)} ${n === 1 ? "fila" : "filas"}`;

/** The tables that have rows, by name, one a line, and how many are empty. */
export const countsText = (tables: Manifest["tables"]) => {
  const full = Object.entries(tables)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const empty = Object.keys(tables).length - full.length;
  const width = Math.max(0, ...full.map(([name]) => name.length));
  return [
    ...full.map(([name, n]) => `  ${name.padEnd(width)}  ${count.format(n).padStart(9)}`),
    ...(empty ? [`  (${empty} ${empty === 1 ? "tabla vacía" : "tablas vacías"})`] : []),
  ].join("\n");
};

export const totalRows = (tables: Manifest["tables"]) => Object.values(tables).reduce((a, b) => a + b, 0);

/** What `backup` prints: where the copy went, its size, and what it holds. */
export const backupText = ({ file, bytes, manifest }: BackupResult) =>
  [
    `Copia de seguridad guardada en «${file}» (${formatBytes(bytes)}).`,
    `Base ${manifest.engine} en la migración ${manifest.migration}, ${formatDateTime(Date.parse(manifest.createdAt))}: ` +
      `${rows(totalRows(manifest.tables))} en ${Object.keys(manifest.tables).length} tablas.`,
    countsText(manifest.tables),
  ].join("\n");

/** The first line `restore` prints, before the doctor's report. */
export const restoredText = (file: string, manifest: Manifest, migrated: string[]) =>
  [
    `Copia restaurada desde «${file}»: ${rows(totalRows(manifest.tables))} en ` +
      `${Object.keys(manifest.tables).length} tablas (copia del ${formatDateTime(Date.parse(manifest.createdAt))}, ` +
      `base ${manifest.engine}, migración ${manifest.migration}).`,
    countsText(manifest.tables),
    ...(migrated.length ? [`Migraciones aplicadas después de restaurar: ${migrated.join(", ")}.`] : []),
  ].join("\n");
