import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { gzipSync } from "node:zlib";
import { type DatabaseTarget, loadConfig } from "../../config.ts";
import { makePrivateDir, privateFileMode } from "../../db/private-files.ts";
import {
  BackupError,
  defaultBackupName,
  type ExportSource,
  exportLines,
  quoted,
  reportingRefusals,
  withSnapshot,
  writeDataMember,
} from "../../modules/backups/index.ts";
import { type BusinessManifest, businessFormat, businessVersion } from "./business-manifest.ts";
import { businessSource } from "./business-scope.ts";
import { exportedText } from "./business-text.ts";

export type ExportResult = { file: string; bytes: number; manifest: BusinessManifest };

/** The business named by its id or its slug, as the snapshot holds it. */
const findBusiness = async (source: ExportSource, wanted: string) => {
  const table = source.tables.find((candidate) => candidate.name === "business");
  if (!table) throw new BackupError("La base no tiene negocios (npm run comanda -- migrate).");
  const at = (name: string) => table.columns.findIndex((column) => column.name === name);
  const [id, name, slug] = [at("id"), at("name"), at("slug")];
  for await (const row of source.rows(table))
    if (row[id] === wanted || row[slug] === wanted)
      return { id: String(row[id]), name: String(row[name]), slug: String(row[slug]) };
  throw new BackupError(
    `No hay ningún negocio con id o nombre corto «${wanted}» en esta base. No se exportó nada.`,
  );
};

/**
 * Decision 057: one business's rows (business-scope.ts) from one consistent snapshot, parents
 * first, in the backup's archive layout under a manifest of its own. Never overwrites a file.
 */
export const exportBusiness = async (
  target: DatabaseTarget,
  wanted: string,
  file: string,
  now = new Date(),
): Promise<ExportResult> => {
  const out = path.resolve(file);
  if (existsSync(out))
    throw new BackupError(`Ya existe ${quoted(out)}: una exportación nunca reemplaza otro archivo.`);
  makePrivateDir(path.dirname(out));
  const work = mkdtempSync(path.join(path.dirname(out), ".comanda-business-"));
  try {
    const data = path.join(work, "data.gz");
    const manifest = await withSnapshot(target, work, async (source): Promise<BusinessManifest> => {
      if (!source.migration)
        throw new BackupError("La base no tiene migraciones aplicadas: no hay negocios que exportar.");
      const business = await findBusiness(source, wanted);
      const tables: Record<string, number> = {};
      const sha256 = await writeDataMember(data, exportLines(businessSource(source, business.id), tables));
      return {
        format: businessFormat,
        version: businessVersion,
        migration: source.migration,
        engine: source.engine,
        snapshot: source.snapshot,
        createdAt: now.toISOString(),
        business,
        tables,
        sha256,
      };
    });
    // The manifest's member, then the data's; named only when whole, like a backup (archive.ts).
    const partial = path.join(work, "business.partial");
    const stream = createWriteStream(partial, { flags: "wx", mode: privateFileMode });
    stream.write(gzipSync(`${JSON.stringify(manifest)}\n`));
    await pipeline(createReadStream(data), stream);
    renameSync(partial, out);
    return { file: out, bytes: statSync(out).size, manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

/** comanda-negocio-<what was asked>-YYYYMMDD-HHmmss.jsonl.gz, beside where the backups go by default. */
export const defaultExportName = (wanted: string, now: Date) =>
  defaultBackupName(now).replace("comanda-backup-", `comanda-negocio-${wanted.replace(/[^\w-]+/g, "-")}-`);

/** `npm run comanda -- export-business NEGOCIO [ARCHIVO]`. */
export const exportBusinessCommand = async (args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const [wanted, name] = args;
  if (!wanted || args.length > 2) {
    console.error("Uso: npm run comanda -- export-business <id o nombre corto del negocio> [ARCHIVO]");
    process.exitCode = 2;
    return;
  }
  const config = loadConfig(env);
  const here = env.INIT_CWD || process.cwd();
  const now = new Date();
  const file = name
    ? path.resolve(here, name)
    : path.resolve(here, env.BACKUP_DIR || ".", defaultExportName(wanted, now));
  await reportingRefusals(async () =>
    console.log(exportedText(await exportBusiness(config.database, wanted, file, now))),
  );
};
