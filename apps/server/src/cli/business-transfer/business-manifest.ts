import { z } from "zod";
import { archiveFormat, BackupError, quoted } from "../../modules/backups/index.ts";

export const businessFormat = "comanda-business";
/** Raised only when a change makes older readers misread a file; each reader refuses what it does not know. */
export const businessVersion = 1;

const businessManifestSchema = z.object({
  format: z.literal(businessFormat),
  version: z.literal(businessVersion),
  /** the latest migration applied to the database it came from: the target must be there or later */
  migration: z.string().min(1).max(200),
  engine: z.enum(["sqlite", "postgres"]),
  snapshot: z.string().max(200),
  createdAt: z.iso.datetime(),
  business: z.object({
    id: z.string().min(1).max(200),
    name: z.string().max(500),
    slug: z.string().max(500),
  }),
  /** rows per table, in the order the data lists them */
  tables: z.record(z.string().max(200), z.number().int().min(0)),
  /** SHA-256 (hex) of the data part: every byte after the manifest's line, uncompressed */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export type BusinessManifest = z.infer<typeof businessManifestSchema>;

export const notABusinessFile = (file: string) =>
  new BackupError(
    `El archivo ${quoted(file)} no es la exportación de un negocio de Comanda. No se importó nada.`,
  );

export const damagedFile = (file: string, why: string) =>
  new BackupError(`El archivo ${quoted(file)} está dañado o incompleto: ${why}. No se importó nada.`);

/** The first line of an exported business, or the refusal an operator reads. */
export const parseBusinessManifest = (line: string, file: string): BusinessManifest => {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw notABusinessFile(file);
  }
  const head = value as { format?: unknown; version?: unknown } | null;
  if (head?.format === archiveFormat)
    throw new BackupError(
      `El archivo ${quoted(file)} es una copia de seguridad de toda una base, no la exportación de un ` +
        "negocio: se carga con «npm run comanda -- restore» en una base vacía. No se importó nada.",
    );
  if (typeof head !== "object" || head === null || head.format !== businessFormat)
    throw notABusinessFile(file);
  if (head.version !== businessVersion)
    throw new BackupError(
      `El archivo ${quoted(file)} tiene un formato desconocido (versión ${String(head.version)}); esta ` +
        `versión de Comanda lee la versión ${businessVersion}. Actualice Comanda para importarlo.`,
    );
  const parsed = businessManifestSchema.safeParse(value);
  if (!parsed.success) throw damagedFile(file, "su manifiesto está incompleto");
  return parsed.data;
};
