import { z } from "zod";
import { BackupError, quoted } from "./backup-error.ts";

export const archiveFormat = "comanda-backup";
/** Raised only when a change makes older readers misread a file; each reader refuses what it does not know. */
export const archiveVersion = 1;

const manifestSchema = z.object({
  format: z.literal(archiveFormat),
  version: z.literal(archiveVersion),
  /** the latest migration applied to the database copied: a restore migrates its target to it */
  migration: z.string().min(1).max(200),
  engine: z.enum(["sqlite", "postgres"]),
  /** how the consistent copy was taken (informative) */
  snapshot: z.string().max(200),
  createdAt: z.iso.datetime(),
  /** rows per table, in the order the data lists them */
  tables: z.record(z.string().max(200), z.number().int().min(0)),
  /** SHA-256 (hex) of the data part: every byte after the manifest's line, uncompressed */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The first line of an archive, as a Manifest, or the refusal an operator reads. */
export const parseManifest = (line: string, file: string): Manifest => {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw notABackup(file);
  }
  const head = value as { format?: unknown; version?: unknown } | null;
  if (typeof head !== "object" || head === null || head.format !== archiveFormat) throw notABackup(file);
  if (head.version !== archiveVersion)
    throw new BackupError(
      `La copia ${quoted(file)} tiene un formato desconocido (versión ${String(head.version)}); esta ` +
        `versión de Comanda lee la versión ${archiveVersion}. Actualice Comanda para restaurarla.`,
    );
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) throw damaged(file, "su manifiesto está incompleto");
  return parsed.data;
};

export const notABackup = (file: string) =>
  new BackupError(`El archivo ${quoted(file)} no es una copia de seguridad de Comanda.`);

export const damaged = (file: string, why: string) =>
  new BackupError(`El archivo ${quoted(file)} está dañado o incompleto: ${why}. No se restauró nada.`);

/** What a backup wrote: where, how big, and its manifest. */
export type BackupResult = { file: string; bytes: number; manifest: Manifest };
