import { describe, expect, it } from "vitest";
import { checkBudgets, firstLoadFiles, formatReport, type Manifest, passed } from "./bundle-budget";

// A build like Vite's: the entry imports react; login and the layout share a chunk; the layout also
// imports a menu lazily, which a first visit does not download.
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: ["src/login.tsx", "src/layout.tsx"],
  },
  "_react.js": { file: "assets/react.js" },
  "_inputs.js": { file: "assets/inputs.js", imports: ["_react.js"] },
  "_menu.js": { file: "assets/menu.js" },
  "src/login.tsx": {
    file: "assets/login.js",
    isDynamicEntry: true,
    imports: ["_inputs.js", "index.html"],
  },
  "src/layout.tsx": {
    file: "assets/layout.js",
    isDynamicEntry: true,
    imports: ["_inputs.js", "index.html"],
    dynamicImports: ["src/menu.tsx"],
  },
  "src/menu.tsx": { file: "assets/menu-page.js", isDynamicEntry: true, imports: ["_menu.js"] },
};

const kb = 1000;
const sizes: Record<string, number> = {
  "assets/index.js": 20 * kb,
  "assets/react.js": 100 * kb,
  "assets/inputs.js": 30 * kb,
  "assets/login.js": 5 * kb,
  "assets/layout.js": 60 * kb,
  "assets/menu-page.js": 1 * kb,
  "assets/menu.js": 40 * kb,
};
const gzipSize = (file: string) => sizes[file] ?? 0;

const routes = [
  { path: "/login", modules: ["src/login.tsx"], limitKb: 200 },
  { path: "/", modules: ["src/layout.tsx"], limitKb: 200 },
  { path: "/menu", modules: ["src/layout.tsx", "src/menu.tsx"], limitKb: 300 },
];

describe("bundle budget", () => {
  it("counts the entry, the route's lazy chunks and their static imports once each", () => {
    expect(firstLoadFiles(manifest, ["src/login.tsx"])).toEqual([
      "assets/index.js",
      "assets/inputs.js",
      "assets/login.js",
      "assets/react.js",
    ]);
    // The layout's lazy menu is not part of a visit to "/".
    expect(firstLoadFiles(manifest, ["src/layout.tsx"])).not.toContain("assets/menu-page.js");
  });

  it("measures every route and fails the one past its budget", () => {
    const report = checkBudgets(manifest, routes, gzipSize);

    expect(report.routes.map(({ path, bytes, over }) => [path, bytes, over])).toEqual([
      ["/login", 155 * kb, false],
      ["/", 210 * kb, true],
      ["/menu", 251 * kb, false],
    ]);
    expect(report.problems).toEqual([]);
    expect(passed(report)).toBe(false);
    expect(formatReport(report).split("\n")).toEqual([
      "✓ /login  155.0 kB of 200 kB (4 files)",
      "✗ /       210.0 kB of 200 kB (4 files)",
      "✓ /menu   251.0 kB of 300 kB (6 files)",
    ]);
  });

  it("passes when every route is within budget", () => {
    const roomy = routes.map((route) => ({ ...route, limitKb: 300 }));
    expect(passed(checkBudgets(manifest, roomy, gzipSize))).toBe(true);
  });

  it("fails when the table no longer follows the router", () => {
    const stale = [
      { path: "/login", modules: ["src/old-login.tsx"], limitKb: 200 },
      { path: "/", modules: ["src/layout.tsx"], limitKb: 300 },
    ];
    const report = checkBudgets(manifest, stale, gzipSize);

    expect(report.problems).toEqual([
      "src/old-login.tsx is not a lazy chunk of the build",
      "src/login.tsx is lazy but no route lists it",
      "src/menu.tsx is lazy but no route lists it",
    ]);
    expect(passed(report)).toBe(false);
  });
});
