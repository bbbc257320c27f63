import { type productListQuery, TOTAL_CAP } from "@comanda/domain";
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../../../db/database.ts";
import { type Cursor, createdAtCursor, decodeCursor } from "../../../db/keyset.ts";
import type { Dialect } from "../../../db/migrations/types.ts";
import type { Database } from "../../../db/schema.ts";
import type { ProductRow } from "../queries.ts";
import {
  containsTerms,
  containsTermsExactly,
  ftsQueryOf,
  probesOf,
  type SearchTerms,
  searchTermsOf,
} from "./search-terms.ts";

export type ProductListFilter = z.output<typeof productListQuery>;
type Page = { rows: ProductRow[]; total: number; totalIsCapped: boolean };

/**
 * Past TOTAL_CAP matches SQLite walks the newest-first index checking the LIKE, rather than fetching and
 * sorting every match: at 300,000 products a page of a 1-in-20 term is ~220 rows away, while a
 * 1-in-300,000 code would mean walking them all (docs/decisions/018). The capped count tells both apart.
 */
const walkPast = TOTAL_CAP;

/**
 * The total without a search, from the category counters (docs/product.md#api), which move in the product's own
 * transaction and so always equal the products in each category: a count(*) would read every product of
 * the business on every page (docs/decisions/018).
 */
const countedTotal = (db: Db, businessId: string, categoryId: string | undefined) =>
  db
    .selectFrom("category")
    .select(sql<number>`coalesce(sum(category.product_count), 0)`.as("n"))
    .where("category.business_id", "=", businessId)
    .$if(categoryId !== undefined, (q) => q.where("category.id", "=", categoryId ?? ""));

type Filter = {
  businessId: string;
  categoryId: string | undefined;
  terms: SearchTerms | null;
  /** SQLite only: the FTS5 query narrowing the rows before the LIKE. */
  fts: string | null;
  /**
   * PostgreSQL only: a few trigrams of the term for the GIN indexes to find candidates by, which the exact
   * test (strpos, not the LIKE, so that only the probes reach the indexes) then trims; decision 037.
   */
  probes: RawBuilder<SqlBool> | null;
  /** PostgreSQL only: test the terms with strpos, which no index serves (see `containsTermsExactly`). */
  exactly: boolean;
};

type ProductRows = SelectQueryBuilder<Database, "product", object>;

/**
 * Only the products the FTS5 query finds (SQLite, migration 0007), joined on the rowid the index is kept
 * by: SQLite then starts from the matches and looks each product up, ~20 % faster than `rowid in (…)`,
 * which first copies every match into a temporary index. The FTS5 table is not in the typed schema, and
 * no column of it is selected, so the builder keeps its type.
 */
const withFtsMatches = (rows: ProductRows, fts: string): ProductRows =>
  rows
    .innerJoin(sql<object>`product_search`.as("product_search"), (join) =>
      join.on(sql<SqlBool>`product_search.rowid = product.rowid`),
    )
    .where(sql<SqlBool>`product_search match ${fts}`) as unknown as ProductRows;

const matching = (db: Db, { businessId, categoryId, terms, fts, probes, exactly }: Filter) => {
  let rows = db.selectFrom("product").where("product.business_id", "=", businessId);
  if (categoryId !== undefined) rows = rows.where("product.category_id", "=", categoryId);
  if (fts) rows = withFtsMatches(rows, fts);
  if (probes) rows = rows.where(probes);
  // Whatever index found a row, it must still pass the definition of `q`.
  if (terms) rows = rows.where(exactly ? containsTermsExactly(terms) : containsTerms(terms));
  return rows;
};

/**
 * The matches counted up to one past the cap (docs/product.md#lists): a common word stops after 1,001 rows
 * instead of reading every match (decision 033). The LIMIT inside is what bounds it on both engines.
 */
const cappedCountOf = (db: Db, filter: Filter) =>
  db
    .selectFrom(
      matching(db, filter)
        .select(sql<number>`1`.as("one"))
        .limit(TOTAL_CAP + 1)
        .as("capped"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"));

type Found = { id: string; created_at: number };

/** The ids of the first `limit` rows after the cursor in the list's order (created_at, id descending). */
const newestAfter = (found: Found[], cursor: Cursor<number> | null, limit: number): string[] =>
  found
    .map((row) => ({ at: Number(row.created_at), id: row.id }))
    .filter((row) => cursor === null || row.at < cursor.at || (row.at === cursor.at && row.id < cursor.id))
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, limit)
    .map((row) => row.id);

/** The counted matches as the list shows them: at most the cap, and whether there were more. */
const shown = (counted: unknown) => {
  const n = Number(counted);
  return { total: Math.min(n, TOTAL_CAP), totalIsCapped: n > TOTAL_CAP };
};

/** `limit` rows after the cursor, newest first, each with its category's name. */
const pageQuery = (db: Db, filter: Filter, cursor: Cursor<number> | null, limit: number) =>
  matching(db, filter)
    .innerJoin("category", "category.id", "product.category_id")
    .selectAll("product")
    .select("category.name as category_name")
    .$if(cursor !== null, (q) =>
      // The bound on created_at alone lets both engines seek the (business, created_at, id) index to the
      // cursor instead of walking every newer row to it.
      q
        .where("product.created_at", "<=", cursor?.at ?? 0)
        .where((eb) =>
          eb.or([eb("product.created_at", "<", cursor?.at ?? 0), eb("product.id", "<", cursor?.id ?? "")]),
        ),
    )
    .orderBy("product.created_at", "desc")
    .orderBy("product.id", "desc")
    .limit(limit);

/**
 * PostgreSQL's search in one statement (decision 033). `m` is the first 1,001 matches in any order, read once
 * by the plan the planner prefers (the GIN trigram indexes, looked up by the term's probes, decision 037);
 * its count is the capped total. Up to the cap `m` holds every match, so the page is `m`'s
 * newest after the cursor (a sort of at most 1,000 ids); past it the page walks the newest-first index,
 * where a common word fills a page within a few hundred rows. Each branch has a one-time filter on the
 * count, so only one of them runs. Without `m` the planner walked the index for a rare word too, reading
 * thousands of rows for 10 (`EXPLAIN ANALYZE` in the decision).
 */
const pgSearchPage = (db: Db, filter: Filter, cursor: Cursor<number> | null, limit: number) => {
  const matches = matching(db, filter)
    .select(["product.id", "product.created_at"])
    .limit(TOTAL_CAP + 1);
  const counted = sql<number>`(select count(*) from m)`;
  const after = cursor
    ? sql`where m.created_at <= ${cursor.at} and (m.created_at < ${cursor.at} or m.id < ${cursor.id})`
    : sql``;
  const few = db
    .with(
      (cte) => cte("m").materialized(),
      () => matches,
    )
    .selectFrom("product")
    .innerJoin("category", "category.id", "product.category_id")
    .selectAll("product")
    .select("category.name as category_name")
    .select(counted.as("total"))
    .where(counted, "<=", TOTAL_CAP)
    .where(
      sql<SqlBool>`product.id in (select m.id from m ${after} order by m.created_at desc, m.id desc limit ${limit})`,
    );
  // The walk tests each row exactly: probes there would only offer the planner a bitmap scan and a sort
  // of every match, the plan this branch exists to avoid.
  const many = db
    .selectFrom(pageQuery(db, { ...filter, probes: null }, cursor, limit).as("many"))
    .selectAll()
    .select(counted.as("total"))
    .where(counted, ">", TOTAL_CAP);
  return few.unionAll(many).orderBy(sql`created_at`, "desc").orderBy(sql`id`, "desc");
};

/**
 * One page of products, newest first on every page (docs/product.md, Lists: the seed's switch to name
 * order after page 1 is a bug), with the total of the filtered list from the same snapshot.
 */
export const listProductRows = async (
  db: Db,
  businessId: string,
  query: ProductListFilter,
  dialect: Dialect,
): Promise<Page> => {
  const cursor = decodeCursor(query.cursor, createdAtCursor);
  const terms = searchTermsOf(query.q);
  const ftsQuery = terms ? ftsQueryOf(dialect, terms) : null;
  const probes = terms && dialect === "postgres" ? probesOf(terms) : null;
  const filter: Filter = {
    businessId,
    categoryId: query.category_id,
    terms,
    fts: null,
    probes,
    exactly: probes !== null,
  };
  if (ftsQuery !== null) {
    // SQLite's search, both statements in one transaction (one snapshot). The first reads the matches once,
    // up to one past the cap, keeping only what orders them: their count is the total.
    return db.transaction().execute(async (trx) => {
      const found = await matching(trx, { ...filter, fts: ftsQuery })
        .select(["product.id", "product.created_at"])
        .limit(TOTAL_CAP + 1)
        .execute();
      if (found.length === 0) return { rows: [], ...shown(0) };
      // Many: walk the newest-first index, where the LIKE alone finds a page of a common word within a few
      // hundred rows. Few: they are all in hand, so the page is the newest after the cursor, read by id.
      // Sorting the whole matched rows joined to their categories instead cost ~1.7× the CPU at 500 matches.
      const page = pageQuery(trx, filter, cursor, query.limit + 1);
      if (found.length > walkPast) return { rows: await page.execute(), ...shown(found.length) };
      const ids = newestAfter(found, cursor, query.limit + 1);
      const rows = ids.length === 0 ? [] : await page.where("product.id", "in", ids).execute();
      return { rows, ...shown(found.length) };
    });
  }
  if (terms && dialect === "postgres") {
    const rows = await pgSearchPage(db, filter, cursor, query.limit + 1).execute();
    const counted = rows[0]?.total ?? (await cappedCountOf(db, filter).executeTakeFirstOrThrow()).n;
    return { rows, ...shown(counted) };
  }
  const total = terms ? cappedCountOf(db, filter) : countedTotal(db, businessId, query.category_id);
  // One round trip: the page and its total (an uncorrelated subquery, run once) in one statement.
  const rows = await pageQuery(db, filter, cursor, query.limit + 1)
    .select(total.as("total"))
    .execute();
  // Past the last page there is no row to carry the total.
  const counted = rows[0]?.total ?? (await total.executeTakeFirstOrThrow()).n;
  // Without a search the counters' sum is exact and free: never capped.
  return terms ? { rows, ...shown(counted) } : { rows, total: Number(counted), totalIsCapped: false };
};
