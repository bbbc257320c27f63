import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { chunkLayers } from "./scripts/chunk-layers.ts";
import { precompressPlugin } from "./scripts/precompress.ts";

// The areas of the app by the modules the router starts them from (decision 013).
const areas = {
  entry: ["index.html"],
  signIn: ["src/features/auth/login-page.tsx"],
  // Pages open without signing in (a customer's price list from the QR code, for one).
  public: [
    "src/features/auth/signup-page.tsx",
    "src/features/auth/forgot-password-page.tsx",
    "src/features/auth/reset-password-page.tsx",
    "src/features/price-list/own-price-list-page.tsx",
    "src/features/price-list/price-list-page.tsx",
  ],
  board: ["src/app/layout/board-shell.tsx", "src/app/screens/orders-screen.tsx"],
  backOffice: ["src/app/layout/app-layout.tsx"],
};

const testFiles = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"];

/**
 * The test files that need a fresh worker each: those that mock a module (the modules that import it must
 * import the mock, not the copy an earlier file left in the worker) and those that name another environment
 * on their first lines (jsdom for the print tests, decision 052; node for a script's). Found by reading
 * them, so a new one is isolated with no list to keep.
 */
const isolatedFiles = (["src", "scripts"] as const).flatMap((folder) =>
  readdirSync(new URL(`./${folder}/`, import.meta.url), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split(sep).join("/")}`)
    .filter((file) => {
      const text = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
      return /@vitest-environment\s/.test(text.slice(0, 500)) || /\bvi\.(mock|doMock)\(/.test(text);
    }),
);

// Fastify serves dist/ with an SPA fallback, so assets are always requested from the root.
export default defineConfig({
  base: "/",
  plugins: [react(), precompressPlugin()],
  // `@/lib/api-client` is src/lib/api-client.ts from any folder (tsconfig.json's paths say the same to tsc).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) }] },
  server: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/check-bundle.ts reads it to measure each route's first load.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change less often than the app and every screen needs them: one chunk
            // that stays cached across releases.
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 100,
            },
            // One chunk per layer instead of dozens of small shared ones: what the first visit needs, then
            // what the sign-in page adds, what the back office shares with the public pages and with the
            // orders board (so those do not download its drawer and menus), what only the back office uses.
            // Screens and dialogs still split by use below that, so a screen loads only its own components.
            ...chunkLayers(fileURLToPath(new URL(".", import.meta.url)), areas, [
              { name: "core", areas: ["entry"] },
              { name: "sign-in", areas: ["signIn"] },
              { name: "shared-public", areas: ["backOffice", "public"] },
              { name: "staff", areas: ["backOffice", "board"] },
              { name: "back-office", areas: ["backOffice"] },
            ]),
          ],
        },
      },
    },
  },
  test: {
    // happy-dom: the same tests in about 40 % less CPU than jsdom, whose style resolution and selector
    // engine took most of each test (decision 052). The print tests keep jsdom for its iframe windows.
    environment: "happy-dom",
    setupFiles: ["./src/testing/setup.ts"],
    // Dialog journeys type and click a lot; on a busy 2-core machine one took 29.8 s without being wrong.
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on CI's two. The tests are CPU-bound, so one
    // per core.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        extends: true,
        test: {
          name: "web",
          include: testFiles,
          exclude: [...configDefaults.exclude, ...isolatedFiles],
          // The files share a worker's modules and its happy-dom window instead of importing React, MUI and
          // the app again for each file; src/testing/setup.ts puts back after each file what its tests may
          // leave behind (stubbed globals, fake timers, storage, the page, emotion's styles). Measured on the
          // whole suite: about 250 s of CPU instead of 540–720 s with isolation (which decision 021 kept).
          isolate: false,
        },
      },
      // Vitest queues one project's files after the other's, by name: these never come between two of "web"'s
      // in a worker, where they would cost it its modules.
      ...(isolatedFiles.length > 0
        ? [{ extends: true as const, test: { name: "isolated", include: isolatedFiles, isolate: true } }]
        : []),
    ],
  },
});
