import path from "node:path";
import { sql } from "kysely";
import { type DatabaseTarget, loadConfig } from "../../config.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { checkInvariants, type DoctorReport, reportText } from "../../db/invariants.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { migrationsFor } from "../../db/migrations/index.ts";
import type { Dialect } from "../../db/migrations/types.ts";
import {
  BackupError,
  kyselyQuery,
  quoted,
  readCatalog,
  reportingRefusals,
  type TableWriter,
  tableWriter,
} from "../../modules/backups/index.ts";
import { readBusinessArchive } from "./business-archive.ts";
import { type BusinessManifest, damagedFile } from "./business-manifest.ts";
import { importedText } from "./business-text.ts";

export type ImportResult = {
  file: string;
  manifest: BusinessManifest;
  /** migrations the target lacked, applied before the rows went in */
  migrated: string[];
  report: DoctorReport;
};

/** Reads the whole file, checking it, without writing anything: its manifest and its users' e-mails. */
const verify = async (file: string) => {
  let manifest: BusinessManifest | null = null;
  const emails: string[] = [];
  let emailAt = -1;
  for await (const entry of readBusinessArchive(file)) {
    if (entry.kind === "manifest") manifest = entry.manifest;
    if (entry.kind === "table")
      emailAt = entry.header.table === "user" ? entry.header.columns.indexOf("email") : -1;
    if (entry.kind === "row" && emailAt >= 0) emails.push(String(entry.values[emailAt]));
  }
  if (!manifest) throw damagedFile(file, "está vacío");
  return { manifest, emails };
};

/** The file's rows fit this build's schema when it knows their migration: a later one means a newer Comanda. */
const ensureKnownMigration = (dialect: Dialect, manifest: BusinessManifest, file: string) => {
  const names = Object.keys(migrationsFor(dialect));
  if (names.includes(manifest.migration)) return;
  const latest = names.at(-1) ?? "";
  throw new BackupError(
    manifest.migration > latest
      ? `El archivo ${quoted(file)} es de una versión más nueva de Comanda: su base está en la migración ` +
          `${manifest.migration} y esta versión llega hasta ${latest}. Actualice Comanda para importarlo. ` +
          "No se importó nada."
      : `El archivo ${quoted(file)} nombra una migración que esta versión de Comanda no conoce ` +
          `(${manifest.migration}). No se importó nada.`,
  );
};

/**
 * Unlike a restore, the target may hold other businesses: this one must not be there already, by id or
 * by slug, and none of its users' e-mails (Better Auth's sign-in key, unique in the whole installation).
 */
const ensureAbsent = async ({ db }: DatabaseHandle, { business }: BusinessManifest, emails: string[]) => {
  const found: string[] = [];
  const byId = await db
    .selectFrom("business")
    .select("name")
    .where("id", "=", business.id)
    .executeTakeFirst();
  if (byId) found.push(`ya hay un negocio con su id ${business.id} («${byId.name}»)`);
  const bySlug = await db
    .selectFrom("business")
    .select("name")
    .where("slug", "=", business.slug)
    .where("id", "<>", business.id)
    .executeTakeFirst();
  if (bySlug) found.push(`el nombre corto «${business.slug}» ya es del negocio «${bySlug.name}»`);
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const taken = lowered.length
    ? await db
        .selectFrom("user")
        .select("email")
        .where(sql<string>`lower(email)`, "in", lowered)
        .orderBy("email")
        .execute()
    : [];
  if (taken.length)
    found.push(
      `${taken.length === 1 ? "ya hay un usuario con el correo" : "ya hay usuarios con los correos"} ` +
        taken.map((user) => user.email).join(", "),
    );
  if (found.length)
    throw new BackupError(
      `No se puede importar «${business.name}» en esta base: ${found.join("; ")}. No se importó nada.`,
    );
};

/** The file's rows, in its order (parents first), in one transaction, as restore.ts inserts a backup's. */
const insertRows = async ({ db, dialect }: DatabaseHandle, file: string, verified: BusinessManifest) => {
  const tables = new Map((await readCatalog(kyselyQuery(db), dialect)).map((table) => [table.name, table]));
  const work = db.transaction().execute(async (trx) => {
    if (dialect === "sqlite") await sql`pragma defer_foreign_keys = on`.execute(trx);
    let writer: TableWriter | null = null;
    for await (const entry of readBusinessArchive(file)) {
      if (entry.kind === "manifest" && entry.manifest.sha256 !== verified.sha256)
        throw damagedFile(file, "cambió mientras se importaba");
      if (entry.kind === "table") {
        await writer?.finish();
        const table = tables.get(entry.header.table);
        if (!table) throw damagedFile(file, `trae la tabla ${entry.header.table}, que esta base no tiene`);
        writer = tableWriter(trx, dialect, table, entry.header, file);
      }
      if (entry.kind === "row") await writer?.add(entry.values);
    }
    await writer?.finish();
  });
  await work.catch((error: unknown) => {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `La base rechazó los datos de ${quoted(file)} (${(error as Error).message}). No se importó nada.`,
    );
  });
};

/**
 * Decision 057: one exported business into this installation's database, of either engine, ids
 * kept. Checks the whole file, migrates the target to the latest, refuses a business or user already
 * there, inserts in one transaction and runs the doctor over the whole database.
 */
export const importBusiness = async (target: DatabaseTarget, file: string): Promise<ImportResult> => {
  const source = path.resolve(file);
  const { manifest, emails } = await verify(source);
  ensureKnownMigration(target.kind, manifest, source);
  const database = openDatabase(target);
  try {
    const migrated = await migrateToLatest(database.db, database.dialect);
    await ensureAbsent(database, manifest, emails);
    await insertRows(database, source, manifest);
    return { file: source, manifest, migrated, report: await checkInvariants(database.db) };
  } finally {
    await database.close();
  }
};

/** `npm run comanda -- import-business ARCHIVO`; exits 1 when refused or when the doctor finds breaks. */
export const importBusinessCommand = async (args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const [file] = args;
  if (!file || args.length > 1) {
    console.error("Uso: npm run comanda -- import-business ARCHIVO");
    process.exitCode = 2;
    return;
  }
  const config = loadConfig(env);
  await reportingRefusals(async () => {
    const result = await importBusiness(config.database, path.resolve(env.INIT_CWD || process.cwd(), file));
    console.log(importedText(result.file, result.manifest, result.migrated));
    if (result.report.breaks.length) {
      console.error(
        `El negocio se importó, pero el doctor encontró problemas en los datos.\n${reportText(result.report)}`,
      );
      process.exitCode = 1;
    } else {
      console.log(reportText(result.report));
    }
  });
};
