import { formatDateTime } from "@comanda/domain";
import { countsText, formatBytes, totalRows } from "../backup/backup-text.ts";
import type { BusinessManifest } from "./business-manifest.ts";

const count = new Intl.NumberFormat("es-AR");
const rows = (n: number) => `${count.format(n)} ${n === 1 ? "fila" : "filas"}`;
const named = ({ business }: BusinessManifest) => `«${business.name}» (${business.slug}, id ${business.id})`;

/** What `export-business` prints: where the file went, its size, and what it holds. */
export const exportedText = ({
  file,
  bytes,
  manifest,
}: {
  file: string;
  bytes: number;
  manifest: BusinessManifest;
}) =>
  [
    `Negocio ${named(manifest)} exportado a «${file}» (${formatBytes(bytes)}).`,
    `Base ${manifest.engine} en la migración ${manifest.migration}, ${formatDateTime(Date.parse(manifest.createdAt))}: ` +
      `${rows(totalRows(manifest.tables))} en ${Object.keys(manifest.tables).length} tablas.`,
    countsText(manifest.tables),
  ].join("\n");

/** The first lines `import-business` prints, before the doctor's report. */
export const importedText = (file: string, manifest: BusinessManifest, migrated: string[]) =>
  [
    ...(migrated.length ? [`Migraciones aplicadas antes de importar: ${migrated.join(", ")}.`] : []),
    `Negocio ${named(manifest)} importado desde «${file}»: ${rows(totalRows(manifest.tables))} en ` +
      `${Object.keys(manifest.tables).length} tablas (exportado el ${formatDateTime(Date.parse(manifest.createdAt))}, ` +
      `base ${manifest.engine}, migración ${manifest.migration}).`,
    countsText(manifest.tables),
    "Sus usuarios entran con sus mismas contraseñas; las sesiones abiertas en la otra instalación no se trajeron.",
  ].join("\n");
