import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { chunkLayers } from "./scripts/chunk-layers.ts";

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
  board: ["src/app/layout/board-shell.tsx", "src/features/orders/orders-page.tsx"],
  backOffice: ["src/app/layout/app-layout.tsx"],
};

// Fastify serves dist/ with an SPA fallback, so assets are always requested from the root.
export default defineConfig({
  base: "/",
  plugins: [react()],
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
    // Vitest's default is one worker fewer than the cores: one on CI's two. The tests are CPU-bound (jsdom),
    // so one per core. Isolation stays: tests stub globals and use localStorage (decision 021).
    maxWorkers: Math.max(availableParallelism(), 2),
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
  },
});
