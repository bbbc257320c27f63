import { nameKey } from "@comanda/domain";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import { containsPattern } from "../../../db/keyset.ts";
import type { Dialect } from "../../../db/migrations/types.ts";

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

/**
 * PostgreSQL's exact test, the same as `containsTerms` (LIKE compares characters as they are, and so does
 * strpos under a deterministic collation) but one the pg_trgm indexes cannot serve: it only rechecks the
 * rows the probes found, or filters the newest-first walk, so the planner cannot pick the whole term's
 * trigrams instead of the probes (decision 037).
 */
export const containsTermsExactly = ({ name, code }: SearchTerms) =>
  sql<SqlBool>`(strpos(product.name_key, ${name}) > 0 or strpos(product.code_key, ${code}) > 0)`;

/**
 * The first and last three letters or digits of the term's two longest words ("entraña caprese": ent,
 * aña, cap, ese). Every text containing the term contains them, so `like '%ent%' and like '%cap%' …` finds
 * a superset that the exact test trims. pg_trgm turns a LIKE of the whole term into all of its trigrams,
 * padded ones at word edges included (15 for "entraña caprese"), and a GIN lookup decodes the posting list
 * of each: 3–5 ms at 300,000 products, against ~1–2 ms for these (decision 037). The ends of a word rather
 * than one trigram of it, so that a word's plural or misspelling ("napolitanas") still finds few
 * candidates; two words at most, so that the lookup stays a few lists and the statement a few texts.
 * Letters and digits only, so each probe is exactly one trigram to pg_trgm and needs no escaping.
 */
export const trigramProbes = (term: string): string[] => {
  const words = term
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => Array.from(word))
    .filter((chars) => chars.length >= 3)
    .sort((a, b) => b.length - a.length)
    .slice(0, 2);
  const probes = new Set<string>();
  for (const chars of words) {
    probes.add(chars.slice(0, 3).join(""));
    probes.add(chars.slice(-3).join(""));
  }
  return [...probes];
};

/**
 * PostgreSQL: the probes of both keys, or null when a key has none (every word shorter than three
 * characters: the LIKE of `containsTerms` is then left to find the rows, as before).
 */
export const probesOf = ({ name, code }: SearchTerms): RawBuilder<SqlBool> | null => {
  const names = trigramProbes(name);
  const codes = trigramProbes(code);
  if (names.length === 0 || codes.length === 0) return null;
  const all = (column: "name_key" | "code_key", probes: string[]) =>
    sql.join(
      probes.map((probe) => sql`${sql.ref(`product.${column}`)} like ${`%${probe}%`}`),
      sql` and `,
    );
  return sql<SqlBool>`((${all("name_key", names)}) or (${all("code_key", codes)}))`;
};

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
