export type MemoryRateLimiter = {
  hit: (key: string, now?: number) => { allowed: boolean; count: number; retryAfterMs: number };
};

/**
 * A fixed-window counter per key in this process's memory, for public reads (the price list). Counted in
 * the database (rate-limiter.ts), every customer's look at a menu was a write, which on SQLite waits for
 * the one writer behind the orders. With several instances each counts on its own, so an address may read
 * up to `limit` times a window from each: for a page that is public anyway, that is the price of not
 * writing. Sign-ins, PINs and sign-ups, which guard secrets, stay counted in the database.
 *
 * Keys are kept in the order their windows began, so the expired ones are always at the front; past
 * `maxKeys` the oldest window is forgotten, which only lets that address start afresh.
 */
export const memoryRateLimiter = ({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): MemoryRateLimiter => {
  const windows = new Map<string, { count: number; start: number }>();
  const sweep = (now: number) => {
    for (const [key, window] of windows) {
      if (window.start + windowMs > now) return;
      windows.delete(key);
    }
  };
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || window.start + windowMs <= now) {
        windows.delete(key);
        sweep(now);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        window = { count: 0, start: now };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        count: window.count,
        retryAfterMs: Math.max(0, window.start + windowMs - now),
      };
    },
  };
};
