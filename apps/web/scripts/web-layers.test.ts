// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The web's layers (decision 075) are one GritQL plugin that names no feature. These files, written to a tree
// of their own and linted with only that plugin, show each rule firing on what it forbids and keeping quiet on
// what the layers allow.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const plugin = path.join(root, "apps/web/scripts/web-layers.grit");
const biome = path.join(root, "node_modules/.bin/biome");

const messages = {
  otherFeature: "A feature does not import another",
  app: "Only the app imports the app",
  feature: "Entities, components and lib never import a feature",
  entity: "src/components and src/lib know no entity",
  climb: "Import from another folder with @/",
  sibling: "From a feature's root, ../ is another feature",
};
type Rule = keyof typeof messages;

const forbidden: [file: string, source: string, rule: Rule][] = [
  ["features/home/other.tsx", 'import { x } from "@/features/menu/menu-page";', "otherFeature"],
  [
    "features/home/sub/lazy.tsx",
    'export const x = () => import("@/features/menu/menu-page");',
    "otherFeature",
  ],
  ["features/home/types.ts", 'export type { X } from "@/features/menu/types";', "otherFeature"],
  ["features/home/providers.tsx", 'import { x } from "@/app/providers";', "app"],
  ["entities/order/board.ts", 'import { x } from "@/features/home/home-page";', "feature"],
  ["entities/order/app.ts", 'import { x } from "@/app/router";', "app"],
  ["lib/home.ts", 'import { x } from "@/features/home/home-page";', "feature"],
  ["components/board.tsx", 'import { x } from "@/entities/order/board";', "entity"],
  ["features/home/sub/far.tsx", 'import { x } from "../../menu/menu-page";', "climb"],
  ["features/home/sibling.tsx", 'import { x } from "../menu/menu-page";', "sibling"],
];

const allowed: [file: string, source: string][] = [
  [
    "features/home/own.tsx",
    'import { x } from "@/features/home/api/get-home";\nimport { y } from "./home-page";',
  ],
  ["features/home/sub/up-one.tsx", 'import { x } from "../home-page";'],
  [
    "features/home/shared.tsx",
    'import { x } from "@/entities/business/business";\nimport { y } from "@/lib/x";',
  ],
  ["entities/order/other-entity.ts", 'import { x } from "@/entities/business/business";'],
  ["components/uses-lib.tsx", 'import { x } from "@/lib/api-client";'],
  ["app/routes.tsx", 'import { x } from "@/features/home/home-page";'],
];

type Diagnostic = { message: string; location: { path: string } };
let dir = "";
let found: Diagnostic[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "web-layers-"));
  const config = { plugins: [plugin], linter: { rules: { preset: "none" } }, assist: { enabled: false } };
  writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
  for (const [file, source] of [...forbidden, ...allowed]) {
    const at = path.join(dir, "apps/web/src", file);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, `${source}\n\nexport const used = 1;\n`);
  }
  let output: string;
  try {
    output = execFileSync(biome, ["lint", "--reporter=json", "."], { cwd: dir, encoding: "utf8" });
  } catch (error) {
    // Biome exits 1 when it finds errors, which is what most of these files are for.
    output = (error as { stdout: string }).stdout;
  }
  found = (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const diagnosticsOf = (file: string) =>
  found.filter((diagnostic) => diagnostic.location.path === `apps/web/src/${file}`).map((d) => d.message);

describe("the web's layers plugin", () => {
  it.each(forbidden)("refuses %s importing %s", (file, _source, rule) => {
    expect(diagnosticsOf(file)).toEqual([expect.stringContaining(messages[rule])]);
  });

  it.each(allowed)("lets %s import %s", (file) => {
    expect(diagnosticsOf(file)).toEqual([]);
  });
});
