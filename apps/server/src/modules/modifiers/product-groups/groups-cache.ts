import type { CatalogGroup } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import type { ChangeBus } from "../../../realtime/change-bus.ts";
import { type CatalogGroupRow, catalogGroupRows, groupsOfRows } from "./queries.ts";

/** A product an order names that asks groups, with its row's `updated_at` as the order read it. */
export type AskingProduct = { id: string; updatedAt: number };

/** The groups each product asks, for an order's pricing (decision 088). */
export type CatalogGroupsReader = (
  db: Db,
  businessId: string,
  products: readonly AskingProduct[],
  today: string,
) => Promise<Map<string, CatalogGroup[]>>;

type Entry = { updatedAt: number; rows: CatalogGroupRow[]; storedAt: number };
type Shelf = Map<string, Entry>;

export type GroupsCacheOptions = {
  /** backstop for writes no service publishes (an operator's SQL), as the list pages' (decision 060) */
  ttlMs?: number;
  /** products kept, all businesses together; the least recently read business goes first */
  maxProducts?: number;
  now?: () => number;
};

/**
 * Decision 088: the groups of the products orders name, kept per business, so an order reads none of them.
 * An entry holds the rows as read (an option's 'Agotado' is its day, judged at each order) and the product's
 * `updated_at` then: a product edit, the only write that attaches or detaches groups, bumps it, and the order
 * reads the product's row anyway, so a product changed since is read again. A group's own change (its options,
 * their prices, an option 'Agotado', its deletion) is published as `modifier-groups` and drops the business;
 * on PostgreSQL it reaches every instance, and an order uses what is kept only once its request's barrier says
 * every change committed before it arrived was heard (`heard`). A read that raced a change keeps nothing (the
 * generation), as the page cache does.
 */
export const createGroupsCache = (
  bus: Pick<ChangeBus, "subscribeAll">,
  { ttlMs = 30_000, maxProducts = 20_000, now = () => Date.now() }: GroupsCacheOptions = {},
) => {
  const shelves = new Map<string, Shelf>();
  let size = 0;
  let generation = 0;

  const dropShelf = (businessId: string) => {
    const shelf = shelves.get(businessId);
    if (!shelf) return;
    size -= shelf.size;
    shelves.delete(businessId);
  };
  const clear = () => {
    generation += 1;
    shelves.clear();
    size = 0;
  };
  const stopHearing = bus.subscribeAll((message) => {
    if (message === "resync") clear();
    else if (message.event.entity === "modifier-groups") {
      generation += 1;
      dropShelf(message.businessId);
    }
  });

  const keep = (businessId: string, fresh: Map<string, Entry>) => {
    const shelf = shelves.get(businessId) ?? new Map<string, Entry>();
    shelves.delete(businessId);
    shelves.set(businessId, shelf);
    for (const [id, entry] of fresh) {
      if (!shelf.has(id)) size += 1;
      shelf.set(id, entry);
    }
    while (size > maxProducts && shelves.size > 0) {
      const [oldest] = shelves.keys();
      dropShelf(oldest as string);
    }
  };

  /** `heard`: the request's barrier (auth/request-session.ts `changesHeard`); when false nothing is kept or used. */
  const reader =
    (heard: () => Promise<boolean>): CatalogGroupsReader =>
    async (db, businessId, products, today) => {
      const byProduct = new Map<string, CatalogGroup[]>();
      if (products.length === 0) return byProduct;
      // Taken before the barrier: a change heard while it is awaited may be one the read below misses.
      const since = generation;
      const trusted = await heard();
      const shelf = trusted ? shelves.get(businessId) : undefined;
      const at = now();
      const missing: AskingProduct[] = [];
      for (const product of products) {
        const entry = shelf?.get(product.id);
        if (entry && entry.updatedAt === product.updatedAt && at - entry.storedAt < ttlMs)
          byProduct.set(product.id, groupsOfRows(entry.rows, today));
        else missing.push(product);
      }
      if (missing.length === 0) return byProduct;
      const rows = await catalogGroupRows(
        db,
        businessId,
        missing.map((product) => product.id),
      );
      const fresh = new Map<string, Entry>(
        missing.map((product) => [product.id, { updatedAt: product.updatedAt, rows: [], storedAt: at }]),
      );
      for (const row of rows) fresh.get(row.product_id)?.rows.push(row);
      for (const [id, entry] of fresh) byProduct.set(id, groupsOfRows(entry.rows, today));
      if (trusted && since === generation) keep(businessId, fresh);
      return byProduct;
    };

  return {
    reader,
    /** products kept, all businesses together */
    get size() {
      return size;
    },
    clear,
    close: stopHearing,
  };
};

export type GroupsCache = ReturnType<typeof createGroupsCache>;

// One cache per bus, made on first use, so every service handed the app's bus shares it. Keyed by the bus's
// `subscribeAll`, which a bus wrapped to hold its publishes back (access/authorized-write.ts) keeps as it is.
const caches = new WeakMap<ChangeBus["subscribeAll"], GroupsCache>();

/** The cache of the groups orders read, of this bus's process (decision 088). */
export const groupsCacheOf = (bus: ChangeBus): GroupsCache => {
  let cache = caches.get(bus.subscribeAll);
  if (!cache) {
    cache = createGroupsCache(bus);
    caches.set(bus.subscribeAll, cache);
  }
  return cache;
};
