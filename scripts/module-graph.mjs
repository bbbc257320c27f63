// The shape of the code in figures (docs/style.md, Layers; decision 075 and 076): the imports between the
// server's parts and the web's layers, the pairs that import each other, the arrows against the layers, the
// reaches past a module's front door (its index.ts), circles of files (what madge reports) and the largest
// production file. `node scripts/module-graph.mjs` prints them; `--check` also fails when any should be zero.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes("testing");
const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });

// Static imports, re-exports and import() alike: a lazy import still ties the two parts together.
const specifier = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)"([^"]+)"/g;
const candidates = (base) => [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
const resolveFrom = (file, spec, alias) => {
  let base;
  if (spec.startsWith(".")) base = path.resolve(path.dirname(file), spec);
  else if (alias && spec.startsWith("@/")) base = path.join(alias, spec.slice(2));
  else return undefined;
  base = base.replace(/\.js$/, "");
  return candidates(base).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
};

/**
 * One side of the repo: `unitOf` names the part a file belongs to, `rank` orders the layers (an import may go to
 * the same rank or lower), `frontDoor` says whether a file is the part's public entry.
 */
const sides = [
  {
    name: "server",
    dir: path.join(root, "apps/server/src"),
    unitOf: (relative) => {
      const [first, second] = relative.split("/");
      if (first === "modules" && second) return `modules/${second}`;
      return first.replace(/\.tsx?$/, "");
    },
    rank: (unit) => {
      if (["main", "server", "app", "cli"].includes(unit)) return 5;
      if (unit.startsWith("modules/")) return 4;
      // context.ts is the type of what the app hands every module: it names the lower parts, no module.
      if (["http", "access", "jobs", "context"].includes(unit)) return 3;
      if (["auth", "realtime", "mail", "integrations"].includes(unit)) return 2;
      if (unit === "db") return 1;
      return 0;
    },
    frontDoor: (unit, relative) => !unit.startsWith("modules/") || relative === `${unit}/index.ts`,
  },
  {
    name: "web",
    dir: path.join(root, "apps/web/src"),
    alias: path.join(root, "apps/web/src"),
    unitOf: (relative) => {
      const [first, second] = relative.split("/");
      if ((first === "features" || first === "entities") && second) return `${first}/${second}`;
      return first.replace(/\.tsx?$/, "");
    },
    rank: (unit) => {
      if (unit === "main" || unit === "app") return 4;
      if (unit.startsWith("features/")) return 3;
      if (unit.startsWith("entities/")) return 2;
      if (unit === "components") return 1;
      return 0;
    },
    // A feature is a screen's folder: only the app (its routes) imports it; the rank rule keeps the rest out.
    frontDoor: (unit, _relative, from) => !unit.startsWith("features/") || from === "app",
  },
];

const findCycles = (graph) => {
  const cycles = new Map();
  const done = new Set();
  const walk = (file, trail) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      const cycle = trail.slice(at);
      cycles.set([...cycle].sort().join("|"), cycle);
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return [...cycles.values()];
};

const measure = (side) => {
  const files = sources(side.dir).filter((file) => !isTest(file));
  const relative = (file) => path.relative(side.dir, file).split(path.sep).join("/");
  const graph = new Map();
  const edges = new Map();
  const wrongWay = [];
  const pastTheDoor = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const from = side.unitOf(relative(file));
    const targets = [...text.matchAll(specifier)]
      .map((match) => resolveFrom(file, match[1], side.alias))
      .filter((target) => target && target !== file && !isTest(target));
    graph.set(file, targets);
    for (const target of targets) {
      const to = side.unitOf(relative(target));
      if (to === from) continue;
      const key = `${from} → ${to}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
      const where = `${relative(file)} → ${relative(target)}`;
      if (side.rank(to) > side.rank(from)) wrongWay.push(where);
      else if (!side.frontDoor(to, relative(target), from)) pastTheDoor.push(where);
    }
  }
  const pairs = [...edges.keys()]
    .map((key) => key.split(" → "))
    .filter(([from, to]) => from < to && edges.has(`${to} → ${from}`))
    .map(([from, to]) => `${from} ↔ ${to}`);
  const cycles = findCycles(graph).map((cycle) => cycle.map(relative).join(" → "));
  const largest = files
    .map((file) => [relative(file), readFileSync(file, "utf8").split("\n").length - 1])
    .sort((a, b) => b[1] - a[1])[0];
  return { edges, pairs, wrongWay, pastTheDoor, cycles, largest, files: files.length };
};

const check = process.argv.includes("--check");
let problems = 0;
for (const side of sides) {
  const figures = measure(side);
  console.log(`\n${side.name} (apps/${side.name}/src, ${figures.files} archivos sin pruebas)`);
  console.log(`  flechas entre partes:       ${figures.edges.size}`);
  console.log(`  pares que se importan:      ${figures.pairs.length}`);
  console.log(`  flechas contra las capas:   ${figures.wrongWay.length}`);
  console.log(`  entradas por la ventana:    ${figures.pastTheDoor.length}`);
  console.log(`  ciclos de archivos:         ${figures.cycles.length}`);
  console.log(`  archivo más largo:          ${figures.largest[0]} (${figures.largest[1]} líneas)`);
  const lists = [
    ["pares", figures.pairs],
    ["contra las capas", figures.wrongWay],
    ["por la ventana", figures.pastTheDoor],
    ["ciclos", figures.cycles],
  ];
  for (const [label, items] of lists) for (const item of items) console.log(`    ${label}: ${item}`);
  problems +=
    figures.pairs.length + figures.wrongWay.length + figures.pastTheDoor.length + figures.cycles.length;
  if (figures.largest[1] > 300) problems += 1;
}
if (check && problems > 0) {
  console.error(`\n${problems} problemas de forma: ver docs/style.md, Layers.`);
  process.exit(1);
}
