// After `vite build`: prints what each route downloads before it can be used (gzipped JS) and fails past
// its budget (issue 7, docs/decisions/013-route-chunks-and-bundle-budget.md). Usage: tsx scripts/check-bundle.ts [dist]
import { readFileSync } from "node:fs";
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
