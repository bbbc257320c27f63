import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Decision 070: what holds a business's data (its customers, the staff's password hashes, the
 * sessions) is for the user that runs Comanda only. With the usual umask (022) the SQLite file, its `-wal`
 * and `-shm`, the backups and the exports were 0644, readable by every account on the machine.
 */
export const privateDirMode = 0o700;
export const privateFileMode = 0o600;

/** A directory made owner-only if it is made now; one the operator made is left as it is. */
export const makePrivateDir = (dir: string) => mkdirSync(dir, { recursive: true, mode: privateDirMode });

const tighten = (file: string) => {
  try {
    if (existsSync(file) && (statSync(file).mode & 0o077) !== 0) chmodSync(file, privateFileMode);
  } catch {
    // Not the owner (e.g. a copy opened read-only by another user): nothing to tighten from here.
  }
};

/**
 * Before SQLite opens `file`: its folder is made (owner-only if new) and the file created empty with 0600,
 * which SQLite treats as a new database; SQLite gives the `-wal` and `-shm` it makes the database file's
 * mode, so they follow. A file (and its `-wal`/`-shm`) left group- or world-readable by an older version is
 * tightened to 0600.
 */
export const preparePrivateSqliteFile = (file: string) => {
  makePrivateDir(path.dirname(file));
  if (!existsSync(file)) closeSync(openSync(file, "a", privateFileMode));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) tighten(name);
};
