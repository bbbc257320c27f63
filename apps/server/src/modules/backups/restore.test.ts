import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Engine, engines, type TestDatabase } from "../../../test/database-kit.ts";
import { placeOrder, sellingBusiness } from "../../../test/orders-kit.ts";
import { signIn, startTestServer, useTestServer } from "../../../test/server-kit.ts";
import type { DatabaseTarget } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { migrateThrough } from "../../db/migrate.ts";
import { migrationsFor } from "../../db/migrations/index.ts";
import { backupDatabase } from "./backup.ts";
import { latestMigration, quoteId, readCatalog } from "./catalog.ts";
import { restoreDatabase } from "./restore.ts";
import { kyselyQuery } from "./restore-target.ts";

// The newest migration and those after 0023, from the list itself, so a new migration needs no edit here.
const migrationNames = Object.keys(migrationsFor("sqlite"));
const newest = migrationNames.at(-1);

/** What a database holds: its latest migration and its rows per table (nothing but the bookkeeping). */
const contents = async (target: DatabaseTarget) => {
  const database = openDatabase(target);
  try {
    const query = kyselyQuery(database.db);
    const rows: Record<string, number> = {};
    for (const table of await readCatalog(query, database.dialect)) {
      const [row] = await query(`select count(*) as n from ${quoteId(table.name)}`);
      rows[table.name] = Number(row?.n);
    }
    return { migration: await latestMigration(query, database.dialect), rows };
  } finally {
    await database.close();
  }
};

const total = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/** The archive with its text edited, compressed again: a sound gzip whatever the edit. */
const rewritten = (from: string, to: string, edit: (text: string) => string) => {
  writeFileSync(to, gzipSync(edit(gunzipSync(readFileSync(from)).toString("utf8"))));
  return to;
};

const withManifest = (from: string, to: string, change: Record<string, unknown>) =>
  rewritten(from, to, (text) => {
    const end = text.indexOf("\n");
    return JSON.stringify({ ...JSON.parse(text.slice(0, end)), ...change }) + text.slice(end);
  });

/** A business with orders: some pending, one completed, on the given server. */
const sell = async (server: Parameters<typeof sellingBusiness>[0]) => {
  const shop = await sellingBusiness(server);
  const coke = await shop.product("Coca-Cola", { quantity: 50 });
  const orders = [];
  for (let i = 0; i < 3; i += 1)
    orders.push(await placeOrder(shop, { products: [{ product_id: coke, quantity: 2 }] }));
  const [first] = orders;
  if (!first) throw new Error("no order");
  for (const action of ["receive", "deliver", "complete"] as const) await shop.act(first.id, action);
  return shop;
};

describe.each(engines)("restore on %s refuses", (engine) => {
  const server = useTestServer(engine);
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-restore-"));
  let backup = "";
  const targets: TestDatabase[] = [];
  const target = async (state: "migrated" | "empty" = "empty") => {
    const db = await createTestDatabase(engine, state);
    targets.push(db);
    return db.target;
  };
  beforeAll(async () => {
    await sell(server());
    backup = (await backupDatabase(server().db.target, path.join(dir, "copia.jsonl.gz"))).file;
  });
  afterAll(async () => {
    for (const db of targets) await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The refusal, and a target left as it was: never migrated, no rows. */
  const refused = async (file: string, message: string | RegExp) => {
    const into = await target();
    await expect(restoreDatabase(into, file)).rejects.toThrow(message);
    expect(await contents(into)).toEqual({ migration: null, rows: {} });
  };

  it("a file with a byte changed in the middle", async () => {
    const file = path.join(dir, "flipped.jsonl.gz");
    const bytes = readFileSync(backup);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    await refused(file, `El archivo «${file}» está dañado o incompleto`);
  });

  it("a truncated file", async () => {
    const file = path.join(dir, "truncated.jsonl.gz");
    writeFileSync(file, readFileSync(backup));
    truncateSync(file, Math.floor(statSync(file).size * 0.6));
    await refused(file, /está dañado o incompleto: no se pudo descomprimir/);
  });

  it("data that no longer matches its checksum, even in a sound gzip", async () => {
    const file = rewritten(backup, path.join(dir, "edited.jsonl.gz"), (text) =>
      text.replace("Coca-Cola", "Coca-Loca"),
    );
    await refused(file, /su suma de verificación \(SHA-256\) no coincide con la de su manifiesto/);
  });

  it("a file that is not a backup", async () => {
    const file = path.join(dir, "not-a-backup.jsonl.gz");
    writeFileSync(file, gzipSync('{"hola":"mundo"}\n'));
    await refused(file, `El archivo «${file}» no es una copia de seguridad de Comanda.`);
  });

  it("a backup of a newer Comanda, whose migration this one does not know", async () => {
    const file = withManifest(backup, path.join(dir, "future.jsonl.gz"), { migration: "9999-future" });
    await refused(
      file,
      `La copia «${file}» es de una versión más nueva de Comanda: su base está en la migración 9999-future y ` +
        `esta versión llega hasta ${newest}.`,
    );
  });

  it("a backup naming a migration this Comanda never had", async () => {
    const file = withManifest(backup, path.join(dir, "other.jsonl.gz"), { migration: "0010-otra-rama" });
    await refused(file, /nombra una migración que esta versión de Comanda no conoce \(0010-otra-rama\)/);
  });

  it("a format version it does not know", async () => {
    const file = withManifest(backup, path.join(dir, "v2.jsonl.gz"), { version: 2 });
    await refused(file, `La copia «${file}» tiene un formato desconocido (versión 2)`);
  });

  it("a database that is not empty, and leaves it as it was", async () => {
    const { target: own } = server().db;
    const before = await contents(own);
    await expect(restoreDatabase(own, backup)).rejects.toThrow(
      /^La base de destino no está vacía: .*business \(1 fila\).*order \(3 filas\)/,
    );
    expect(await contents(own)).toEqual(before);
  });

  it("a database already migrated past the backup", async () => {
    const file = withManifest(backup, path.join(dir, "older.jsonl.gz"), {
      migration: "0023-product-vat-rate",
    });
    const into = await target("migrated");
    await expect(restoreDatabase(into, file)).rejects.toThrow(
      `La base de destino ya está en la migración ${newest}, posterior a la de la copia (0023-product-vat-rate).`,
    );
    expect(total((await contents(into)).rows)).toBe(0);
  });
});

describe.each(engines)("restore on %s", (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-restore-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("migrates an older backup's database to it, restores, then applies the migrations after it", async () => {
    const older = await createTestDatabase(engine, "empty");
    const into = await createTestDatabase(engine, "empty");
    try {
      const database = openDatabase(older.target);
      // Through 0023: the backup has no invoice table, which 0024 adds.
      const through = Object.fromEntries(
        Object.entries(migrationsFor(engine)).filter(([name]) => name <= "0023-product-vat-rate"),
      );
      await migrateThrough(database.db, database.dialect, through);
      await database.close();
      const { file, manifest } = await backupDatabase(older.target, path.join(dir, "older.jsonl.gz"));
      expect(manifest.migration).toBe("0023-product-vat-rate");
      expect(manifest.tables).not.toHaveProperty("invoice");
      const result = await restoreDatabase(into.target, file);
      expect(result.migrated).toEqual(migrationNames.filter((name) => name > "0023-product-vat-rate"));
      expect(await contents(into.target)).toMatchObject({
        migration: newest,
        rows: { invoice: 0 },
      });
    } finally {
      await older.drop();
      await into.drop();
    }
  });
});

const directions: [Engine, Engine][] = [
  ["sqlite", "postgres"],
  ["postgres", "sqlite"],
];

describe.runIf(engines.includes("postgres")).each(directions)("a backup of %s restored on %s", (from, to) => {
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-restore-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps every row, passes the doctor, and its owner signs in there", async () => {
    const source = await startTestServer(from);
    const into = await createTestDatabase(to, "empty");
    try {
      const shop = await sell(source);
      const { file, manifest } = await backupDatabase(source.db.target, path.join(dir, `${from}.jsonl.gz`));
      const { report } = await restoreDatabase(into.target, file);
      expect(report.breaks).toEqual([]);
      expect((await contents(into.target)).rows).toEqual(manifest.tables);
      // Better Auth's booleans and dates, converted between engines, still read back as it wrote them.
      const restored = await startTestServer(to, {}, into);
      try {
        const response = await signIn(restored, shop.owner.input.email, shop.owner.input.password);
        expect(response.statusCode, response.body).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      await source.close();
      await into.drop();
    }
  });
});
