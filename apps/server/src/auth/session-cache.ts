import type { AuthChange } from "../realtime/auth-changes.ts";
import type { RequestSession } from "./signed-in.ts";

export type SessionCacheOptions = {
  /** Better Auth's session cookie, e.g. `comanda.session_token` (`__Secure-` prefixed over https). */
  cookieName: string;
  /** Backstop: even without a word from the bus, an entry is re-read this often. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
};

type Entry = { session: RequestSession; storedAt: number };

export type SessionCache = ReturnType<typeof createSessionCache>;

const matches = (session: RequestSession, change: AuthChange) =>
  ("sessionId" in change && change.sessionId === session.sessionId) ||
  ("userId" in change && change.userId === session.user.id) ||
  ("businessId" in change && change.businessId === session.business.id);

/**
 * What a session cookie resolved to, so a signed-in request costs no database round trip (decision
 * 011). Kept correct by the bus's auth changes (see realtime/auth-changes.ts); a hit past the
 * session's own expiry is a miss, and the TTL makes Better Auth see an active session often enough to
 * extend it.
 */
export const createSessionCache = ({
  cookieName,
  ttlMs = 30_000,
  maxEntries = 10_000,
  now = Date.now,
}: SessionCacheOptions) => {
  const entries = new Map<string, Entry>();
  // Bumped by every change: a lookup that began before a change must not store what it read.
  let generation = 0;
  const prefix = `${cookieName}=`;

  return {
    /**
     * The session cookie's raw value, the cache key. A header naming the cookie twice gets no key: which
     * one Better Auth believes is its business, and the answer must not be filed under the other.
     */
    keyOf(cookieHeader: string | undefined): string | null {
      if (!cookieHeader) return null;
      let key: string | null = null;
      for (const part of cookieHeader.split(";")) {
        const pair = part.trim();
        if (!pair.startsWith(prefix)) continue;
        if (key !== null) return null;
        key = pair.slice(prefix.length);
      }
      return key || null;
    },

    get(key: string): RequestSession | null {
      const entry = entries.get(key);
      if (!entry) return null;
      const at = now();
      if (at >= entry.session.expiresAt || at - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return null;
      }
      // Re-inserted, so the oldest key in the map is the least recently used one.
      entries.delete(key);
      entries.set(key, entry);
      return entry.session;
    },

    generation: () => generation,

    /** `since`: the generation read before the lookup began. */
    set(key: string, session: RequestSession, since: number) {
      if (since !== generation) return;
      entries.delete(key);
      entries.set(key, { session, storedAt: now() });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },

    invalidate(change: AuthChange | "resync") {
      generation += 1;
      if (change === "resync") {
        entries.clear();
        return;
      }
      for (const [key, entry] of entries) {
        if (matches(entry.session, change)) entries.delete(key);
      }
    },

    get size() {
      return entries.size;
    },
  };
};
