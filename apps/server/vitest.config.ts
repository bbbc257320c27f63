import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Migrates one template database per engine; each test file copies it (decision 021).
    globalSetup: ["./test/global-setup.ts"],
    // Each file builds its own server on its own database. Generous, since a busy 2-core machine can make a
    // test that hashes a hundred passwords take 20 s without anything being wrong.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on CI's two. A server test waits on
    // PostgreSQL and on password hashing (libuv's threads) much of the time, so one worker more than the
    // cores keeps both busy; at most 4, since each server may hold 10 of PostgreSQL's 100 connections.
    maxWorkers: Math.min(availableParallelism() + 1, 4),
    // Files share a worker's modules instead of importing the server again each (~1 s a file): every
    // file builds its own server and database, and no server test mocks a module.
    isolate: false,
  },
});
