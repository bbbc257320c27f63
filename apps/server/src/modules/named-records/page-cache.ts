import { seal } from "../../http/sealed-answer.ts";

export type PageCacheOptions = {
  /**
   * Backstop: a page is read again at least this often even if no change was announced, as sessions are
   * (decision 011): another process writing the SQLite file fires none of this server's triggers.
   */
  ttlMs?: number;
  /** Businesses with pages kept, least recently read first out. */
  maxBusinesses?: number;
  /** Pages kept per business (first pages, later pages, searches), least recently read first out. */
  maxPagesPerBusiness?: number;
  now?: () => number;
};

type Entry<Answer> = { answer: Answer; storedAt: number };

export type PageCache<Answer extends object> = ReturnType<typeof createPageCache<Answer>>;

/**
 * One table's list answers per business and query, so a page read again costs no statement (issue 17,
 * point 4): on PostgreSQL a round trip to the database was most of a page's time. Kept correct by the
 * database's announcements of every row written in the table (realtime/row-changes.ts), heard before any
 * request that arrived after the write's commit is answered (`changesHeard`). A read that raced with a change
 * does not store what it read (a generation counter), and nothing is stored or served while the bus cannot
 * vouch for what it heard.
 */
export const createPageCache = <Answer extends object>({
  ttlMs = 30_000,
  maxBusinesses = 200,
  maxPagesPerBusiness = 16,
  now = Date.now,
}: PageCacheOptions = {}) => {
  const shelves = new Map<string, Map<string, Entry<Answer>>>();
  // Bumped by every change: a read that began before a change must not store what it read.
  let generation = 0;

  const get = (businessId: string, key: string): Answer | null => {
    const shelf = shelves.get(businessId);
    const entry = shelf?.get(key);
    if (!shelf || !entry) return null;
    if (now() - entry.storedAt >= ttlMs) {
      shelf.delete(key);
      return null;
    }
    // Re-inserted, so the first key of each map is the least recently read.
    shelves.delete(businessId);
    shelves.set(businessId, shelf);
    shelf.delete(key);
    shelf.set(key, entry);
    return entry.answer;
  };

  const set = (businessId: string, key: string, answer: Answer, since: number) => {
    if (since !== generation) return;
    const shelf = shelves.get(businessId) ?? new Map<string, Entry<Answer>>();
    shelves.delete(businessId);
    shelves.set(businessId, shelf);
    shelf.delete(key);
    shelf.set(key, { answer, storedAt: now() });
    if (shelf.size > maxPagesPerBusiness) shelf.delete(shelf.keys().next().value as string);
    if (shelves.size > maxBusinesses) shelves.delete(shelves.keys().next().value as string);
  };

  return {
    /**
     * The answer kept for this business and key, else `load`'s, kept for next time. `heard`: whether every
     * change committed before the request arrived has been heard; if not, the database answers.
     */
    async read(businessId: string, key: string, heard: boolean, load: () => Promise<Answer>) {
      const kept = heard ? get(businessId, key) : null;
      if (kept !== null) return kept;
      const since = generation;
      // Sealed: the same answer is sent again and again, its JSON written once.
      const answer = seal(await load());
      if (heard) set(businessId, key, answer, since);
      return answer;
    },

    /** A row of the table changed in this business. */
    invalidate(businessId: string) {
      generation += 1;
      shelves.delete(businessId);
    },

    /** Changes may have been missed (the bus's `resync`). */
    clear() {
      generation += 1;
      shelves.clear();
    },

    /** Pages kept, all businesses together. */
    get size() {
      let pages = 0;
      for (const shelf of shelves.values()) pages += shelf.size;
      return pages;
    },
  };
};
