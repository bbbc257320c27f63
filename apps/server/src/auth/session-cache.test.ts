import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache.ts";
import type { RequestSession } from "./signed-in.ts";

const cookieName = "comanda.session_token";

const sessionOf = (id: string, overrides: Partial<RequestSession> = {}): RequestSession => ({
  sessionId: `session-${id}`,
  expiresAt: 1_000_000,
  user: {
    id: `user-${id}`,
    name: "Ana",
    email: `${id}@example.com`,
    emailVerified: true,
    role: "ADMIN",
    businessId: "business-1",
  },
  business: { id: "business-1", name: "La Esquina", slug: "la-esquina" },
  permissions: { cashierEditsCatalog: true, cashierCancelsOrders: true, kitchenCancelsOrders: true },
  ...overrides,
});

const setup = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
  let clock = 0;
  const cache = createSessionCache({ cookieName, now: () => clock, ...options });
  const store = (key: string, session: RequestSession) => cache.set(key, session, cache.generation());
  return { cache, store, advance: (ms: number) => (clock += ms) };
};

describe("session cache", () => {
  it("keys a request by its session cookie's raw value", () => {
    const { cache } = setup();
    expect(cache.keyOf(`a=1; ${cookieName}=tok.sig%3D; b=2`)).toBe("tok.sig%3D");
    expect(cache.keyOf(`${cookieName}=tok.sig`)).toBe("tok.sig");
    expect(cache.keyOf(undefined)).toBeNull();
    expect(cache.keyOf("a=1")).toBeNull();
    expect(cache.keyOf(`${cookieName}=`)).toBeNull();
    expect(cache.keyOf(`x${cookieName}=tok.sig`)).toBeNull();
  });

  it("gives no key when the cookie comes twice, so an answer is never filed under the other value", () => {
    const { cache } = setup();
    expect(cache.keyOf(`${cookieName}=mine.sig; ${cookieName}=theirs.sig`)).toBeNull();
  });

  it("answers what was stored until the session's own expiry", () => {
    const { cache, store, advance } = setup();
    const session = sessionOf("a", { expiresAt: 500 });
    store("k", session);
    expect(cache.get("k")).toBe(session);
    advance(499);
    expect(cache.get("k")).toBe(session);
    advance(1);
    expect(cache.get("k")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("re-reads every entry after the TTL, so Better Auth sees an active session now and then", () => {
    const { cache, store, advance } = setup({ ttlMs: 30_000 });
    store("k", sessionOf("a"));
    advance(29_999);
    expect(cache.get("k")).not.toBeNull();
    advance(1);
    expect(cache.get("k")).toBeNull();
  });

  it("drops the entries a change concerns: by session, by user, by business", () => {
    const { cache, store } = setup();
    const other = sessionOf("c", {
      business: { id: "business-2", name: "Otro", slug: "otro" },
    });
    store("a", sessionOf("a"));
    store("a2", sessionOf("a", { sessionId: "session-a2" }));
    store("b", sessionOf("b"));
    store("c", other);

    cache.invalidate({ sessionId: "session-a2" });
    expect(cache.get("a2")).toBeNull();
    expect(cache.get("a")).not.toBeNull();

    cache.invalidate({ userId: "user-a" });
    expect(cache.get("a")).toBeNull();
    expect(cache.get("b")).not.toBeNull();

    cache.invalidate({ businessId: "business-1" });
    expect(cache.get("b")).toBeNull();
    expect(cache.get("c")).toBe(other);

    cache.invalidate("resync");
    expect(cache.size).toBe(0);
  });

  it("does not store what a lookup read before a change it did not see", () => {
    const { cache } = setup();
    const since = cache.generation();
    cache.invalidate({ userId: "someone-else" });
    cache.set("k", sessionOf("a"), since);
    expect(cache.get("k")).toBeNull();
    cache.set("k", sessionOf("a"), cache.generation());
    expect(cache.get("k")).not.toBeNull();
  });

  it("stays within its size, forgetting the least recently used entry", () => {
    const { cache, store } = setup({ maxEntries: 2 });
    store("a", sessionOf("a"));
    store("b", sessionOf("b"));
    cache.get("a");
    store("c", sessionOf("c"));
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeNull();
    expect(cache.get("a")).not.toBeNull();
    expect(cache.get("c")).not.toBeNull();
  });
});
