import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, engines } from "../../../test/database-kit.ts";
import { type SellingBusiness, sellingBusiness } from "../../../test/orders-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { type Db, openDatabase } from "../../db/database.ts";
import { migrationsFor } from "../../db/migrations/index.ts";
import {
  backupDatabase,
  defaultBackupName,
  kyselyQuery,
  quoteId,
  readCatalog,
  restoreDatabase,
} from "../../modules/backups/index.ts";
import { backupCommand } from "./commands.ts";

const newest = Object.keys(migrationsFor("sqlite")).at(-1);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two devices selling without pause; every other order is taken through to 'Completado'. */
const sellUntilStopped = (shop: SellingBusiness, products: { coke: string; pizza: string }) => {
  const acknowledged: string[] = [];
  let stopped = false;
  const device = async () => {
    while (!stopped) {
      const body = shop.body({
        products: [
          { product_id: products.coke, quantity: 2 },
          { product_id: products.pizza, quantity: 1 },
        ],
      });
      const response = await shop.create(body);
      expect(response.statusCode, response.body).toBe(201);
      acknowledged.push(body.id);
      if (acknowledged.length % 2) continue;
      for (const action of ["receive", "deliver", "complete"] as const)
        expect((await shop.act(body.id, action)).statusCode).toBe(200);
    }
  };
  const devices = [device(), device()];
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(devices);
    },
  };
};

const rowsOf = (db: Db, table: "order_line" | "order_payment", orderIds: string[]) =>
  db
    .selectFrom(table)
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("position")
    .execute();

describe.each(engines)("backup on %s", (engine) => {
  const server = useTestServer(engine);
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-backup-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("taken while orders are written, restores every order acknowledged before it, and passes the doctor", async () => {
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 100_000 });
    const pizza = await shop.product("Pizza", { quantity: null, price: 900_000 });
    await shop.recipe(pizza, await shop.ingredient("Harina", "kg", 10_000_000), 250);
    const selling = sellUntilStopped(shop, { coke, pizza });
    while (selling.acknowledged.length < 10) await pause(5);
    const before = [...selling.acknowledged];
    const file = path.join(dir, "while-selling.jsonl.gz");
    try {
      await backupDatabase(server().db.target, file);
    } finally {
      await selling.stop();
    }
    // The devices kept selling while the copy was taken: this is a copy of a moving database.
    expect(selling.acknowledged.length).toBeGreaterThan(before.length);

    const fresh = await createTestDatabase(engine);
    const restored = openDatabase(fresh.target);
    try {
      const { report } = await restoreDatabase(fresh.target, file);
      expect(report.breaks).toEqual([]);
      expect(report.checked.shifts).toBeGreaterThan(0);
      const orders = await restored.db.selectFrom("order").select("id").where("id", "in", before).execute();
      expect(orders.map((order) => order.id).sort()).toEqual([...before].sort());
      const source = server().ctx.database.db;
      for (const table of ["order_line", "order_payment"] as const) {
        const expected = await rowsOf(source, table, before);
        expect(expected.length).toBeGreaterThanOrEqual(before.length);
        expect(await rowsOf(restored.db, table, before)).toEqual(expected);
      }
    } finally {
      await restored.close();
      await fresh.drop();
    }
  });

  it("counts in its manifest every row of every table, as the database holds them", async () => {
    const { manifest } = await backupDatabase(server().db.target, path.join(dir, "counts.jsonl.gz"));
    const db = server().ctx.database.db;
    const query = kyselyQuery(db);
    const counted: Record<string, number> = {};
    for (const table of await readCatalog(query, engine)) {
      const [row] = await query(`select count(*) as n from ${quoteId(table.name)}`);
      counted[table.name] = Number(row?.n);
    }
    expect(manifest.tables).toEqual(counted);
    expect(manifest.tables.order).toBeGreaterThan(0);
    expect(manifest.tables.user).toBeGreaterThan(0);
    expect(Object.keys(manifest.tables)).not.toContain("migration");
    expect(manifest).toMatchObject({
      format: "comanda-backup",
      version: 1,
      engine,
      migration: newest,
    });
  });

  it("goes to BACKUP_DIR as comanda-backup-YYYYMMDD-HHmmss.jsonl.gz when no file is named", async () => {
    const { target } = server().db;
    const backups = path.join(dir, "copias");
    const printed = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await backupCommand([], {
        DATABASE_URL: target.kind === "postgres" ? target.url : `file:${target.file}`,
        BACKUP_DIR: backups,
        AUTH_SECRET: "backup-test-secret-backup-test-secret",
      });
      const [name] = readdirSync(backups);
      expect(name).toMatch(/^comanda-backup-\d{8}-\d{6}\.jsonl\.gz$/);
      expect(String(printed.mock.calls[0]?.[0])).toContain(
        `Copia de seguridad guardada en «${path.join(backups, name ?? "")}»`,
      );
    } finally {
      printed.mockRestore();
    }
  });

  it("never replaces a file that exists", async () => {
    const file = path.join(dir, "counts.jsonl.gz");
    await expect(backupDatabase(server().db.target, file)).rejects.toThrow(`Ya existe «${file}»`);
  });
});

describe("the default backup name", () => {
  it("is comanda-backup-YYYYMMDD-HHmmss in Buenos Aires time", () => {
    expect(defaultBackupName(new Date("2026-03-01T02:04:05Z"))).toBe(
      "comanda-backup-20260228-230405.jsonl.gz",
    );
  });
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const cli = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", "apps/server/src/cli/index.ts", ...args], {
    cwd: root,
    // Vitest sets BASE_URL=/ for its own use; a fixed AUTH_SECRET keeps the CLI from writing one to ./data.
    env: { ...process.env, BASE_URL: "", AUTH_SECRET: "backup-test-secret-backup-test-secret", ...env },
  });

describe("npm run comanda -- backup / restore, the real CLI on SQLite", () => {
  const server = useTestServer("sqlite");
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-backup-cli-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("copies the file from another process while the server sells, and restores it into a new one", async () => {
    const { target } = server().db;
    if (target.kind !== "sqlite") throw new Error("expected SQLite");
    const shop = await sellingBusiness(server());
    const coke = await shop.product("Coca-Cola", { quantity: 100_000 });
    const pizza = await shop.product("Pizza", { quantity: null, price: 900_000 });
    await shop.recipe(pizza, await shop.ingredient("Harina", "kg", 10_000_000), 250);
    const selling = sellUntilStopped(shop, { coke, pizza });
    while (selling.acknowledged.length < 10) await pause(5);
    const before = [...selling.acknowledged];
    const file = path.join(dir, "copia.jsonl.gz");
    let backup: { stdout: string };
    try {
      backup = await cli(["backup", file], { DATABASE_URL: `file:${target.file}` });
    } finally {
      await selling.stop();
    }
    expect(selling.acknowledged.length).toBeGreaterThan(before.length);
    expect(backup.stdout).toContain(`Copia de seguridad guardada en «${file}»`);
    expect(backup.stdout).toContain(`Base sqlite en la migración ${newest}`);
    expect(backup.stdout).toMatch(/order_line +[\d.]+/);

    const restoredFile = path.join(dir, "restaurada.db");
    const restore = await cli(["restore", file], { DATABASE_URL: `file:${restoredFile}` });
    expect(restore.stdout).toContain(`Copia restaurada desde «${file}»`);
    expect(restore.stdout).toContain("Todo en orden");
    const restored = openDatabase({ kind: "sqlite", file: restoredFile });
    try {
      const orders = await restored.db.selectFrom("order").select("id").where("id", "in", before).execute();
      expect(orders).toHaveLength(before.length);
    } finally {
      await restored.close();
    }
    await expect(cli(["restore", file], { DATABASE_URL: `file:${restoredFile}` })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("La base de destino no está vacía"),
    });
  });
});
