import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Fastify serves dist/ with an SPA fallback, so assets are always requested from the root.
export default defineConfig({
  base: "/",
  plugins: [react()],
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
          // React and the router change less often than the app and every screen needs them: one chunk
          // that stays cached across releases. Everything else splits by use, so a screen loads only the
          // MUI components it renders (one chunk of all of MUI made the sign-in page carry every screen's).
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
  },
});
