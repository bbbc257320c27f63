import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, renameSync } from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip, gzipSync } from "node:zlib";
import { privateFileMode } from "../../db/private-files.ts";
import { BackupError, quoted } from "./backup-error.ts";
import { damaged, type Manifest, notABackup, parseManifest } from "./manifest.ts";

/**
 * The file: gzip of one JSON line, the manifest, followed by the data: per table a line
 * `{"table","columns"}` then one JSON array per row. Two gzip members, so the data can be compressed
 * (and hashed) before the manifest that carries its checksum and counts is known; `gunzip` and `zcat`
 * read them as one stream, so `zcat FILE | head -1` shows the manifest.
 */
export type TableHeader = { table: string; columns: string[] };

export type ArchiveEntry =
  | { kind: "manifest"; manifest: Manifest }
  | { kind: "table"; header: TableHeader }
  | { kind: "row"; table: string; values: unknown[] };

/** Compresses `lines` into `file` (the data member), returning the SHA-256 of what went in. */
export const writeDataMember = async (file: string, lines: AsyncIterable<string>): Promise<string> => {
  const hash = createHash("sha256");
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const out = createWriteStream(file, { flags: "wx", mode: privateFileMode });
  await pipeline(Readable.from(batched(lines)), tap, createGzip(), out);
  return hash.digest("hex");
};

// One write per row would dominate the time of a large table.
async function* batched(lines: AsyncIterable<string>, size = 1 << 16) {
  let buffer = "";
  for await (const line of lines) {
    buffer += line;
    if (buffer.length >= size) {
      yield Buffer.from(buffer);
      buffer = "";
    }
  }
  if (buffer) yield Buffer.from(buffer);
}

/**
 * Writes the manifest's member then the data member to `partial`, and only then gives it its name:
 * an interrupted backup never leaves a file that looks finished.
 */
export const assembleArchive = async (file: string, partial: string, manifest: Manifest, data: string) => {
  // Owner-only, as the database it copies (db/private-files.ts); the rename keeps the mode.
  const out = createWriteStream(partial, { flags: "wx", mode: privateFileMode });
  out.write(gzipSync(`${JSON.stringify(manifest)}\n`));
  await pipeline(createReadStream(data), out);
  renameSync(partial, file);
};

/** What reading an archive needs to know of its kind: its manifest, and how to say it is not one or damaged. */
export type ArchiveKind<M extends { sha256: string; tables: Record<string, number> }> = {
  parseManifest: (line: string, file: string) => M;
  notOne: (file: string) => BackupError;
  damaged: (file: string, why: string) => BackupError;
};

export type EntryOf<M> =
  | { kind: "manifest"; manifest: M }
  | { kind: "table"; header: TableHeader }
  | { kind: "row"; table: string; values: unknown[] };

/**
 * Reads an archive as it decompresses: the manifest first, then each table and row. At the end it
 * checks the data's SHA-256 and row counts against the manifest and throws if they differ, so a restore
 * consuming it inside a transaction rolls back. Every refusal is a BackupError naming the file. A backup
 * and an exported business (cli/business-transfer) differ only in their manifest and messages.
 */
export async function* readArchiveOf<M extends { sha256: string; tables: Record<string, number> }>(
  file: string,
  kind: ArchiveKind<M>,
): AsyncGenerator<EntryOf<M>> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const hash = createHash("sha256");
  const counts = new Map<string, number>();
  let manifest: M | null = null;
  let table: string | null = null;
  let rest = Buffer.alloc(0);
  const entry = (line: string): EntryOf<M> => {
    if (!manifest) return { kind: "manifest", manifest: kind.parseManifest(line, file) };
    const value: unknown = JSON.parse(line);
    if (Array.isArray(value)) {
      if (table === null) throw kind.damaged(file, "hay filas antes de su tabla");
      counts.set(table, (counts.get(table) ?? 0) + 1);
      return { kind: "row", table, values: value };
    }
    const header = value as TableHeader;
    if (typeof header?.table !== "string" || !Array.isArray(header.columns) || counts.has(header.table))
      throw kind.damaged(file, "una tabla está mal escrita");
    table = header.table;
    counts.set(table, 0);
    return { kind: "table", header };
  };
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      let start = 0;
      for (let end = data.indexOf(10); end >= 0; end = data.indexOf(10, start)) {
        const line = data.subarray(start, end).toString("utf8");
        if (manifest) hash.update(data.subarray(start, end + 1));
        start = end + 1;
        const next = entry(line);
        if (next.kind === "manifest") manifest = next.manifest;
        yield next;
      }
      data = data.subarray(start);
      if (!manifest && data.length > 1 << 20) throw kind.notOne(file);
      rest = Buffer.from(data);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error instanceof SyntaxError) throw kind.damaged(file, "una línea de datos no se puede leer");
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`No se encontró el archivo ${quoted(file)}.`);
    if (code === "EISDIR" || code === "EACCES")
      throw new BackupError(`No se puede leer ${quoted(file)} (${code}).`);
    throw kind.damaged(file, `no se pudo descomprimir (${(error as Error).message})`);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  if (!manifest) throw kind.damaged(file, "está vacío");
  if (rest.length) throw kind.damaged(file, "termina a mitad de una línea");
  checkTotals(file, kind, manifest, hash.digest("hex"), counts);
}

const checkTotals = <M extends { sha256: string; tables: Record<string, number> }>(
  file: string,
  kind: ArchiveKind<M>,
  manifest: M,
  sha256: string,
  counts: Map<string, number>,
) => {
  if (sha256 !== manifest.sha256)
    throw kind.damaged(file, "su suma de verificación (SHA-256) no coincide con la de su manifiesto");
  const names = new Set([...counts.keys(), ...Object.keys(manifest.tables)]);
  for (const name of names) {
    const found = counts.get(name) ?? 0;
    const expected = manifest.tables[name] ?? 0;
    if (found !== expected)
      throw kind.damaged(file, `la tabla ${name} trae ${found} filas y su manifiesto dice ${expected}`);
  }
};

const backupKind: ArchiveKind<Manifest> = { parseManifest, notOne: notABackup, damaged };

/** A whole-database backup's entries (decision 057). */
export const readArchive = (file: string): AsyncGenerator<ArchiveEntry> => readArchiveOf(file, backupKind);

/** Reads the whole archive, checking it, without writing anything: the manifest when it is sound. */
export const verifyArchive = async (file: string): Promise<Manifest> => {
  let manifest: Manifest | null = null;
  for await (const entry of readArchive(file)) if (entry.kind === "manifest") manifest = entry.manifest;
  if (!manifest) throw damaged(file, "está vacío");
  return manifest;
};
