// `npm test`: lint, type check, then every suite (domain, server API on SQLite and, with
// TEST_DATABASE_URL, PostgreSQL, web components, Playwright journeys in Debian's Chromium).
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  ensureDependencies,
  ensureServerBuild,
  ensureWebBuild,
  mustRun,
  root,
  run,
  runBuffered,
} from "./lib.mjs";

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

// Each stage's wall time, printed at the end (also when a failing stage stops the run), so a slow
// stage shows in CI's log.
const started = performance.now();
const durations = [];
const running = new Map();
const stage = async (label, work) => {
  running.set(label, performance.now());
  try {
    return await work();
  } finally {
    durations.push([label, performance.now() - running.get(label)]);
    running.delete(label);
  }
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let timesPrinted = false;
const printTimes = () => {
  if (timesPrinted) return;
  timesPrinted = true;
  const cut = [...running].map(([label, start]) => [label, performance.now() - start, " (cortada)"]);
  console.log("\nDuración por etapa:");
  for (const [label, ms, note = ""] of [...durations, ...cut])
    console.log(`  ${label.padEnd(12)} ${seconds(ms).padStart(8)}${note}`);
  console.log(`  ${"total".padEnd(12)} ${seconds(performance.now() - started).padStart(8)}`);
};
process.on("exit", printTimes);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// The names of the failing tests, printed again after the stage times: CI keeps only the end of the log.
const failedTests = [];
const relative = (file) => path.relative(root, file);

// A buffered suite prints its output once it ends, so it can run beside another without the logs interleaving.
const vitest = async (label, workspace, { buffered = false } = {}) => {
  const output = path.join(reports, `${label}.json`);
  const args = ["run", "--reporter=default", "--reporter=json", `--outputFile=${output}`];
  const options = { cwd: path.join(root, workspace) };
  const code = buffered
    ? await runBuffered(bin("vitest"), args, options).then(({ code, text }) => {
        process.stdout.write(`\n── ${label} ──\n${text}`);
        return code;
      })
    : await run(bin("vitest"), args, options);
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      const failed = file.assertionResults.filter((test) => test.status === "failed");
      for (const test of failed) failedTests.push(`${relative(file.name)} › ${test.fullName}`);
      // A file that fails before its tests run (an import, a beforeAll) has no failed assertion.
      if (file.status === "failed" && failed.length === 0)
        failedTests.push(`${relative(file.name)}: ${String(file.message).split("\n")[0]}`);
    }
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
    const { stats, suites } = JSON.parse(readFileSync(output, "utf8"));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          if (test.status === "unexpected") failedTests.push(`e2e/${spec.file} › ${spec.title}`);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of suites) walk(suite);
  }
  if (code !== 0) failures.push("e2e");
};

// npm's packages and Debian's Chromium download side by side: on a fresh CI machine each takes a minute or two.
await stage("setup", () => Promise.all([ensureDependencies(), ensureChromium()]));
await stage("lint", async () => {
  await mustRun("lint (biome)", bin("biome"), ["check", "."]);
  // The layers and front doors biome cannot see (docs/style.md, Layers): no pair, no arrow the wrong way.
  await mustRun("module graph", process.execPath, [path.join(root, "scripts/module-graph.mjs"), "--check"]);
});

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL no está definida: las pruebas de API corren solo sobre SQLite.");
}
// The domain's tests beside the type check: both are short, and tsc waits on the disk part of its time.
await Promise.all([
  stage("type check", () => mustRun("type check (tsc)", "npm", ["run", "typecheck", "--silent"])),
  stage("domain", () => vitest("domain", "packages/domain", { buffered: true })),
]);
// One after the other: with passwords hashed at the test cost (decision 025) the server suite no longer waits
// on scrypt, and side by side the two only fought over the two cores (312 s together, 75 + 166 s apart).
await stage("server", () => vitest("server", "apps/server"));
await stage("web", () => vitest("web", "apps/web"));
// The journeys run both as `npm start` does: the web build and the server's bundle (e2e/serve.mjs).
await stage("build", async () => {
  await ensureWebBuild();
  await ensureServerBuild();
});
// The build checks its budget too, but a build left over from an earlier run skips the build.
await stage("bundle", async () => {
  if ((await run(bin("tsx"), ["apps/web/scripts/check-bundle.ts"])) !== 0) failures.push("web bundle budget");
});
await stage("e2e", () => playwright());

printTimes();
console.log(failures.length ? `\n✗ Fallaron: ${failures.join(", ")}` : "\n✓ Todas las pruebas pasaron.");
if (failedTests.length)
  console.log(`\nPruebas que fallaron:\n${failedTests.map((name) => `  ✗ ${name}`).join("\n")}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
