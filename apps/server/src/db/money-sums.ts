import { sql } from "kysely";

/**
 * Decision 068: money read from the database exactly at any size. PostgreSQL's sum of a bigint is numeric,
 * which the driver hands over as a string (and int8 goes through Number, database.ts); better-sqlite3 turns
 * an integer past 2^53 into an inexact double. Both engines cast to text alike, and BigInt reads the text.
 */

/** The sum of a money column (centavos) as decimal text; "0" with no rows. */
export const sumText = (column: string) => sql<string>`cast(coalesce(sum(${sql.ref(column)}), 0) as text)`;

/** A stored running total (bigint centavos: a shift's total, a method's) as decimal text. */
export const bigintText = (column: string) => sql<string>`cast(${sql.ref(column)} as text)`;

/** What sumText or bigintText read, as centavos. */
export const centavosOf = (text: string | number | bigint | null | undefined): bigint => BigInt(text ?? 0);

/** For sort: negative when a < b, as `a - b` would be for numbers. */
export const compareCentavos = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A BigInt of centavos to write into a bigint column: node-postgres and better-sqlite3 both bind a BigInt as
 * an exact integer; only Kysely's column types say number.
 */
export const storedCentavos = (centavos: bigint): number => centavos as unknown as number;
