import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = dirname(fileURLToPath(import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

// Type-only imports count too: a circle of types is still two files that cannot be read apart.
const specifiers = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"/g;

const importsOf = (file: string): string[] =>
  [...readFileSync(file, "utf8").matchAll(specifiers)].map((match) =>
    resolve(dirname(file), match[1] as string),
  );

/** Every circle of relative imports, each once, as the files it passes through. */
const findCycles = (files: string[]): string[][] => {
  const graph = new Map(files.map((file) => [file, importsOf(file).filter((to) => to !== file)]));
  const cycles = new Map<string, string[]>();
  const done = new Set<string>();
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      const cycle = path.slice(at);
      const key = [...cycle].sort().join("|");
      cycles.set(key, cycle);
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...path, file]);
    done.add(file);
  };
  for (const file of files) walk(file, []);
  return [...cycles.values()].map((cycle) => cycle.map((file) => relative(root, file)));
};

describe("apps/server/src imports", () => {
  it("form no circle (STYLE §2: imports go one way)", () => {
    expect(findCycles(sources(root))).toEqual([]);
  });
});
