import { readArchiveOf, type TableHeader } from "../../modules/backups/index.ts";
import {
  type BusinessManifest,
  damagedFile,
  notABusinessFile,
  parseBusinessManifest,
} from "./business-manifest.ts";

export type BusinessEntry =
  | { kind: "manifest"; manifest: BusinessManifest }
  | { kind: "table"; header: TableHeader }
  | { kind: "row"; table: string; values: unknown[] };

/**
 * Reads an exported business as it decompresses: the backup's layout and checks (backup/archive.ts) with
 * its own manifest and messages.
 */
export const readBusinessArchive = (file: string): AsyncGenerator<BusinessEntry> =>
  readArchiveOf(file, {
    parseManifest: parseBusinessManifest,
    notOne: notABusinessFile,
    damaged: damagedFile,
  });
