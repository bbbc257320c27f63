import { seal } from "../../http/sealed-answer.ts";

export type PageCacheOptions<Answer> = {
  /**
   * Backstop: a page is read again at least this often even if no change was published, for writes no
   * service makes (an operator's SQL, another process on the SQLite file), as sessions are (decision 011).
   */
  ttlMs?: number;
  /** Pages kept per business (first pages, later pages, searches), least recently read first out. */
  maxPagesPerBusiness?: number;
  /** What all pages kept may weigh together, least recently read business first out. */
  maxWeight?: number;
  /** A page's weight, e.g. its rows: a page of 100 holds as much memory as ten of 10. */
  weigh?: (answer: Answer) => number;
  now?: () => number;
};

type Entry<Answer> = { answer: Answer; weight: number; storedAt: number };
type Shelf<Answer> = Map<string, Entry<Answer>>;

export type PageCache<Answer extends object> = ReturnType<typeof createPageCache<Answer>>;

/**
 * One table's list answers per business and query, so a page read again costs no statement (decision
 * 060): on PostgreSQL a round trip to the database was most of a page's time. Kept correct by the
 * change bus: every write publishes its change after its commit and before it answers, on every instance
 * it is heard before any request that arrived after that is answered (`changesHeard`), and it drops the
 * business's pages. A read that raced with a change does not store what it read (a generation counter),
 * and nothing is stored or served while the bus cannot vouch for what it heard.
 */
export const createPageCache = <Answer extends object>({
  ttlMs = 30_000,
  maxPagesPerBusiness = 16,
  maxWeight = 5_000,
  weigh = () => 1,
  now = () => Date.now(),
}: PageCacheOptions<Answer> = {}) => {
  // Re-inserted when read, so the first business and the first page of each are the least recently read.
  const shelves = new Map<string, Shelf<Answer>>();
  let weight = 0;
  // Bumped by every change: a read that began before a change must not store what it read.
  let generation = 0;

  const drop = (businessId: string, shelf: Shelf<Answer>, key: string) => {
    const entry = shelf.get(key);
    if (!entry) return;
    shelf.delete(key);
    weight -= entry.weight;
    if (shelf.size === 0) shelves.delete(businessId);
  };

  const dropShelf = (businessId: string) => {
    const shelf = shelves.get(businessId);
    if (!shelf) return;
    for (const entry of shelf.values()) weight -= entry.weight;
    shelves.delete(businessId);
  };

  const touch = (businessId: string, shelf: Shelf<Answer>, key: string, entry: Entry<Answer>) => {
    shelves.delete(businessId);
    shelves.set(businessId, shelf);
    shelf.delete(key);
    shelf.set(key, entry);
  };

  const get = (businessId: string, key: string): Answer | null => {
    const shelf = shelves.get(businessId);
    const entry = shelf?.get(key);
    if (!shelf || !entry) return null;
    if (now() - entry.storedAt >= ttlMs) {
      drop(businessId, shelf, key);
      return null;
    }
    touch(businessId, shelf, key, entry);
    return entry.answer;
  };

  const set = (businessId: string, key: string, answer: Answer, since: number) => {
    if (since !== generation) return;
    const entry = { answer, weight: weigh(answer), storedAt: now() };
    if (entry.weight > maxWeight) return;
    const shelf = shelves.get(businessId) ?? new Map<string, Entry<Answer>>();
    drop(businessId, shelf, key);
    touch(businessId, shelf, key, entry);
    weight += entry.weight;
    if (shelf.size > maxPagesPerBusiness) drop(businessId, shelf, shelf.keys().next().value as string);
    while (weight > maxWeight) {
      const [oldest, its] = shelves.entries().next().value as [string, Shelf<Answer>];
      drop(oldest, its, its.keys().next().value as string);
    }
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
      dropShelf(businessId);
    },

    /** Changes may have been missed (the bus's `resync`). */
    clear() {
      generation += 1;
      shelves.clear();
      weight = 0;
    },

    /** Pages kept and their weight, all businesses together. */
    get size() {
      let pages = 0;
      for (const shelf of shelves.values()) pages += shelf.size;
      return { pages, weight };
    },
  };
};
