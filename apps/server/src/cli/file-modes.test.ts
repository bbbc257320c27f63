import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { signUp, useTestServer } from "../../test/server-kit.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { backupDatabase } from "../modules/backups/index.ts";
import { exportBusiness } from "./business-transfer/export-business.ts";

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
const scratch = mkdtempSync(path.join(tmpdir(), "comanda-modes-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * docs/deploy.md (Files): with the usual umask (022) the database, its -wal and -shm, the backups and the
 * exports were readable by every account on the machine (0644). They are the owner's only: files 0600,
 * the folders Comanda makes for them 0700.
 */
describe("SQLite's files", () => {
  it("are made owner-only, the data folder too, and a readable file left by an older version is tightened", async () => {
    const dataDir = path.join(scratch, "data");
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "" }, scratch);
    expect(modeOf(dataDir)).toBe("700");
    expect(modeOf(path.join(dataDir, ".auth-secret"))).toBe("600");
    if (config.database.kind !== "sqlite") throw new Error("expected SQLite");
    const { file } = config.database;
    const database = openDatabase(config.database);
    try {
      database.sqlite?.exec("create table note (text text); insert into note values ('hola')");
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name), name).toBe("600");
    } finally {
      await database.close();
    }

    // A database an older version made: the umask's 0644.
    const older = path.join(scratch, "older", "comanda.db");
    mkdirSync(path.dirname(older));
    writeFileSync(older, "", { mode: 0o644 });
    expect(modeOf(older)).toBe("644");
    const reopened = openDatabase({ kind: "sqlite", file: older });
    try {
      reopened.sqlite?.exec("create table note (text text); insert into note values ('hola')");
      for (const name of [older, `${older}-wal`, `${older}-shm`]) expect(modeOf(name), name).toBe("600");
    } finally {
      await reopened.close();
    }
  });
});

describe.each(engines)("a backup and a business's export on %s", (engine) => {
  const server = useTestServer(engine);

  it("are written owner-only, into a folder made owner-only", async () => {
    const { session } = await signUp(server());
    const target = server().db.target;
    const backup = path.join(scratch, `${engine}-backups`, "copia.jsonl.gz");
    await backupDatabase(target, backup);
    expect(modeOf(path.dirname(backup))).toBe("700");
    expect(modeOf(backup)).toBe("600");
    const exported = path.join(scratch, `${engine}-exports`, "negocio.jsonl.gz");
    await exportBusiness(target, session.business.id, exported);
    expect(modeOf(path.dirname(exported))).toBe("700");
    expect(modeOf(exported)).toBe("600");
  });
});
