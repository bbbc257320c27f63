// `npm test`: lint, type check, then every suite (domain, server API on SQLite and, with
// TEST_DATABASE_URL, PostgreSQL, web components, Playwright journeys in Debian's Chromium).
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureDependencies, ensureWebBuild, mustRun, root, run } from "./lib.mjs";

const chromium = "/usr/bin/chromium";
const reports = mkdtempSync(path.join(tmpdir(), "comanda-reports-"));
const bin = (name) => path.join(root, "node_modules/.bin", name);

const ensureChromium = async () => {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      "Falta Chromium: instalalo con `sudo apt-get install -y chromium` y volvé a correr npm test.",
    );
    process.exit(1);
  }
  console.log("Instalando Chromium desde los paquetes de Debian…");
  await mustRun("apt-get update", "apt-get", ["update", "-qq"]);
  await mustRun("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium"], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

const vitest = async (label, workspace) => {
  const output = path.join(reports, `${label}.json`);
  const code = await run(
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile=${output}`],
    {
      cwd: path.join(root, workspace),
    },
  );
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (code !== 0) failures.push(label);
};

const playwright = async () => {
  const output = path.join(reports, "e2e.json");
  const code = await run(bin("playwright"), ["test", "--reporter=list,json"], {
    cwd: path.join(root, "e2e"),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (existsSync(output)) {
    const { stats } = JSON.parse(readFileSync(output, "utf8"));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  if (code !== 0) failures.push("e2e");
};

await ensureDependencies();
await ensureChromium();
await mustRun("lint (biome)", bin("biome"), ["check", "."]);
await mustRun("type check (tsc)", "npm", ["run", "typecheck", "--silent"]);

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL no está definida: las pruebas de API corren solo sobre SQLite.");
}
await vitest("domain", "packages/domain");
await vitest("server", "apps/server");
await vitest("web", "apps/web");
await ensureWebBuild();
// The build checks its budget too, but a build left over from an earlier run skips the build.
if ((await run(bin("tsx"), ["apps/web/scripts/check-bundle.ts"])) !== 0) failures.push("web bundle budget");
await playwright();

console.log(failures.length ? `\n✗ Fallaron: ${failures.join(", ")}` : "\n✓ Todas las pruebas pasaron.");
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
