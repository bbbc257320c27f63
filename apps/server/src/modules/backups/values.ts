import type { Dialect } from "../../db/migrations/types.ts";
import type { ColumnInfo } from "./catalog.ts";

/** How a binary value (a business logo) travels in the JSON lines. */
type Encoded = { $base64: string };

const isEncoded = (value: unknown): value is Encoded =>
  typeof value === "object" && value !== null && typeof (value as Encoded).$base64 === "string";

/**
 * A value read from either engine as JSON. Better Auth's dates come back as Date from PostgreSQL and as
 * ISO text from SQLite: both become ISO text, which either engine takes back.
 */
export const encodeValue = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString("base64") };
  if (typeof value === "bigint")
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  return value;
};

/**
 * A JSON value as the target column takes it. Better Auth's booleans are 0/1 on SQLite and true/false on
 * PostgreSQL (db/migrations/types.ts), so a backup of one engine restores into the other.
 */
export const decodeValue = (value: unknown, column: ColumnInfo, dialect: Dialect): unknown => {
  if (isEncoded(value)) return Buffer.from(value.$base64, "base64");
  if (dialect === "sqlite" && typeof value === "boolean") return value ? 1 : 0;
  if (dialect === "postgres" && column.type === "boolean" && typeof value === "number") return value !== 0;
  return value;
};
