import { describe, expect, it } from "vitest";
import { memoryRateLimiter } from "./memory-rate-limiter.ts";

describe("memoryRateLimiter", () => {
  it("allows `limit` hits a window per key, says when to come back, and starts afresh after it", () => {
    const limiter = memoryRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.hit("a", 1_000)).toEqual({ allowed: true, count: 1, retryAfterMs: 60_000 });
    expect(limiter.hit("a", 11_000).allowed).toBe(true);
    expect(limiter.hit("a", 21_000)).toEqual({ allowed: false, count: 3, retryAfterMs: 40_000 });
    // Another key is counted apart.
    expect(limiter.hit("b", 21_000).allowed).toBe(true);
    expect(limiter.hit("a", 61_000)).toEqual({ allowed: true, count: 1, retryAfterMs: 60_000 });
  });

  it("keeps at most `maxKeys` windows, forgetting the oldest first", () => {
    const limiter = memoryRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit("a", 0);
    limiter.hit("b", 1);
    expect(limiter.hit("b", 2).allowed).toBe(false);
    limiter.hit("c", 3);
    // "a" was forgotten to make room: it starts afresh; "b" is still counted.
    expect(limiter.hit("a", 4).allowed).toBe(true);
    expect(limiter.hit("c", 5).allowed).toBe(false);
  });
});
