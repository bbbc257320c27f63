// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Biome cannot say "any feature but this file's own", so biome.json holds one noRestrictedImports override
// per feature folder (README, web layout). A new feature without its override could import the others
// unnoticed: this keeps the list whole.
type Pattern = { group: string[] };
type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: Pattern[] } } } } };
};

const root = fileURLToPath(new URL("../../../", import.meta.url));
const biome = JSON.parse(readFileSync(`${root}biome.json`, "utf8")) as { overrides?: Override[] };
const features = readdirSync(`${root}apps/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const groupsFor = (includes: string) =>
  (biome.overrides ?? [])
    .filter((override) => override.includes.includes(includes))
    .flatMap((override) => override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
    .map((pattern) => pattern.group);

describe("the web's import rules", () => {
  it.each(features)("keeps the other features out of features/%s", (feature) => {
    expect(groupsFor(`apps/web/src/features/${feature}/**`)).toContainEqual([
      "@/features/**",
      `!@/features/${feature}`,
      `!@/features/${feature}/**`,
    ]);
  });

  it("keeps every feature and the app out of the shared components and lib", () => {
    const groups = groupsFor("apps/web/src/components/**").flat();
    expect(groups).toEqual(expect.arrayContaining(["@/features/**", "@/app/**"]));
  });
});
