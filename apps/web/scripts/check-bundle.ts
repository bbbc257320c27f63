// After `vite build`: prints what each route downloads before it can be used (gzipped JS) and fails past
// its budget (docs/decisions/013-route-chunks-and-bundle-budget.md). Usage: tsx scripts/check-bundle.ts [dist]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { checkBudgets, formatReport, type Manifest, passed } from "./bundle-budget";
import { routeBudgets } from "./routes";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.resolve(web, process.argv[2] ?? "dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Manifest;

const report = checkBudgets(
  manifest,
  routeBudgets,
  (file) => gzipSync(readFileSync(path.join(dist, file))).length,
);
console.log(`First load of each screen (gzipped JavaScript):\n${formatReport(report)}`);
if (!passed(report)) {
  console.error("\n✗ The web bundle is over budget: split the heavy screen or its imports.");
  process.exit(1);
}
// packages/domain sets zod's Spanish messages as a side effect of its index; a bundler told the package
// has none (`sideEffects: false`) drops it, and a wrong-type value then reads "Invalid input" in English.
const scripts = readdirSync(path.join(dist, "assets")).filter((file) => file.endsWith(".js"));
const spanish = scripts.some((file) =>
  readFileSync(path.join(dist, "assets", file), "utf8").includes("Entrada inválida"),
);
if (!spanish) {
  console.error(
    "\n✗ zod's Spanish messages are missing from the web bundle (packages/domain/src/zod-locale.ts).",
  );
  process.exit(1);
}
