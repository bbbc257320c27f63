import { nameKey } from "@comanda/domain";
import { type SqlBool, sql } from "kysely";
import { containsPattern } from "../../db/keyset.ts";
import type { Dialect } from "../../db/migrations/types.ts";

/**
 * What `q` means on the products list: the name key contains `nameKey(q)` or the code key contains `q`
 * lowercased. Keys are lowercased in JS: SQLite's lower() folds ASCII only, so "Ñ" would never match "ñ".
 */
export type SearchTerms = { name: string; code: string };

/** No terms for an absent `q`, nor for one that is only invisible characters (nameKey drops them). */
export const searchTermsOf = (q: string | undefined): SearchTerms | null => {
  const name = q ? nameKey(q) : "";
  return name === "" ? null : { name, code: (q ?? "").toLowerCase() };
};

/** The definition itself; every row a search returns passes it, whatever index found the row. */
export const containsTerms = ({ name, code }: SearchTerms) =>
  sql<SqlBool>`(product.name_key like ${containsPattern(name)} escape '\\' or product.code_key like ${containsPattern(code)} escape '\\')`;

/** A trigram index knows nothing of a substring shorter than three characters (code points, as SQLite counts). */
const indexable = ({ name, code }: SearchTerms) =>
  Array.from(name).length >= 3 && Array.from(code).length >= 3;

/** An FTS5 string: in double quotes, a quote inside doubled. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Trigrams that cover the term end to end without overlapping ("napolitana": nap, oli, tan, ana). Every
 * text containing the term has them all, so their AND finds a superset, which the LIKE then trims. It
 * reads four lists of rows instead of matching the eight-trigram phrase position by position: ~5× faster
 * at 300,000 products (docs/decisions/018).
 */
const coveringTrigrams = (term: string): string => {
  const chars = Array.from(term);
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= chars.length; at += 3) trigrams.add(chars.slice(at, at + 3).join(""));
  trigrams.add(chars.slice(-3).join(""));
  return [...trigrams].map(quoted).join(" AND ");
};

/**
 * The FTS5 query for the SQLite index (migration 0007), or null where it cannot serve: on PostgreSQL the
 * pg_trgm GIN indexes serve the LIKEs themselves, and terms shorter than a trigram are left to the scan,
 * which is right, only slower. It looks in both columns at once, a superset of "name or code contains".
 */
export const ftsQueryOf = (dialect: Dialect, terms: SearchTerms): string | null => {
  if (dialect !== "sqlite" || !indexable(terms)) return null;
  if (terms.name === terms.code) return coveringTrigrams(terms.name);
  return `(${coveringTrigrams(terms.name)}) OR (${coveringTrigrams(terms.code)})`;
};
