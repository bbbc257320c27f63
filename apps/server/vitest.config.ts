import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Migrates one template database per engine; each test file copies it (decision 021).
    globalSetup: ["./test/global-setup.ts"],
    // Each file builds its own server on its own database; PostgreSQL runs are slower to set up.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
