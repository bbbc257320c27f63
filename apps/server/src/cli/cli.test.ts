import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const exec = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const cli = (args: string[], env: Record<string, string>) =>
  exec(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/cli/index.ts", ...args], {
    cwd: root,
    // Vitest sets BASE_URL=/ for its own use; the CLI must see the environment a user would have.
    env: { ...process.env, BASE_URL: "", ...env },
  });

describe("npm run comanda -- migrate", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "comanda-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("applies the migrations once, then reports the database is up to date", async () => {
    const first = await cli(["migrate"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(first.stdout).toContain("Migraciones aplicadas: 0001-foundation");
    const second = await cli(["migrate"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(second.stdout).toContain("La base ya está al día.");
  });

  it("names a bad variable and exits non-zero", async () => {
    await expect(cli(["migrate"], { DATA_DIR: dataDir, PORT: "nope" })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("PORT"),
    });
  });

  it("explains its usage for an unknown command", async () => {
    await expect(cli(["volar"], { DATA_DIR: dataDir })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Comando desconocido: volar"),
    });
  });
});
