import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "./journeys",
  // A journey is a person's whole errand over many screens; on the shared 2-core machine they took 20–70 s
  // each beside another worker. Two minutes, so a slow day does not fail them; each step still has its own
  // 10-second expectation.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  outputDir: "test-results",
  use: {
    baseURL,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
    // Tracing every attempt (for the failing ones' sake) cost the journeys 40 % of their CPU: DOM snapshots and
    // screenshots at each action. A journey that fails on CI is run again with the trace on; locally, run
    // `npx playwright test --trace on` to get one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    command: "node serve.mjs",
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The cheapest password hashing the setting allows: sign-ups and sign-ins are most of a journey's waits.
    env: { PORT: String(port), BASE_URL: baseURL, PASSWORD_HASH_COST: "10" },
  },
});
