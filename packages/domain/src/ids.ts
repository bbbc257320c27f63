// Random bytes are drawn 4 KiB at a time: one system call per 256 ids rather than one per id, which the
// create path of the API felt (decision 016).
const pool = new Uint8Array(4096);
let used = pool.length;

const randomBytes16 = (): Uint8Array => {
  if (used + 16 > pool.length) {
    globalThis.crypto.getRandomValues(pool);
    used = 0;
  }
  used += 16;
  return pool.slice(used - 16, used);
};

// The last millisecond an id was made for, and the 12-bit counter in its rand_a (RFC 9562 §6.2, method 1).
let lastMs = -1;
let counter = 0;

/**
 * UUIDv7 (RFC 9562): time-ordered, so ids sort by creation and index well; works in Node and browsers.
 * Ids made in one millisecond by this process carry a counter, so they sort in the order they were made
 * too (two stock movements of one request are read back by id). A time well before the last, or ahead of the
 * clock (an id made for a given moment), is taken as given, without the counter.
 */
export const uuidv7 = (now: number = Date.now()): string => {
  const bytes = randomBytes16();
  let ms = now;
  // An id made for a moment ahead of the clock (a test's, a scheduled job's) is taken as given too: were it to
  // move the counter's millisecond ahead, every id made meanwhile would fall behind it and lose its order.
  const ahead = now > Date.now() + 10;
  if (ahead) {
    ms = now;
  } else if (now > lastMs || (lastMs - now >= 10 && now >= Date.now() - 1)) {
    // A new millisecond; or the clock itself went back (a test's faked clock put back, the system's clock
    // stepped): counting from a moment it left would give every later id of a millisecond random low bits.
    lastMs = now;
    // A random start, below half the range, leaves room to count up within the millisecond.
    counter = (((bytes[6] ?? 0) & 0x07) << 8) | (bytes[7] ?? 0);
  } else if (lastMs - now < 10) {
    // The same millisecond, or a clock a hair behind the last id (or behind a counter that overflowed).
    counter += 1;
    if (counter > 0xfff) {
      lastMs += 1;
      counter = 0;
    }
    ms = lastMs;
  }
  if (ms === lastMs) {
    bytes[6] = counter >> 8;
    bytes[7] = counter & 0xff;
  }
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const day = 24 * 60 * 60_000;
const uuidv7Pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A client-made id (an order's, docs/product.md#rules) is a UUIDv7 whose embedded time is within a day of `now`: all
 * zeros, all ones or an id from another era is not one a client made for this request, and taking it
 * would let a client place its rows anywhere in the time order of ids.
 */
export const isRecentUuidv7 = (id: string, now: number, tolerance = day): boolean => {
  if (!uuidv7Pattern.test(id)) return false;
  const at = Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
  return Math.abs(at - now) <= tolerance;
};
