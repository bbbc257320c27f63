import { z } from "zod";
import { AppError } from "../errors.ts";

/**
 * Keyset pagination (docs/product.md#api): lists are ordered newest first by (sort value, id), and a cursor is the
 * last row's pair, opaque to clients. Unlike offsets, rows inserted meanwhile never shift a page.
 *
 * A list query filters with the cursor as
 *   where (col < at) or (col = at and id < id)   order by col desc, id desc   limit limit + 1
 * and hands the rows to `toPage`, which drops the extra row and makes the next cursor from the last one.
 */
export type Cursor<At extends number | string = number | string> = { at: At; id: string };
export type CursorSchema<At extends number | string> = z.ZodType<[At, string]>;

/** Lists sorted by created_at (epoch milliseconds). */
export const createdAtCursor: CursorSchema<number> = z.tuple([z.number().int().min(0), z.uuid()]);

/**
 * Better Auth's dates, exactly as `toISOString` writes them for years 0001–9999: `Date.parse` reads far
 * more ("2020", "1"), which PostgreSQL's timestamptz refuses with an error (decision 015).
 */
const isoTimestamp = z
  .string()
  .regex(/^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, { abort: true })
  .refine((text) => {
    const date = new Date(text);
    return !Number.isNaN(date.getTime()) && date.toISOString() === text;
  });

/** Lists sorted by a Better Auth date (staff). */
export const timestampCursor: CursorSchema<string> = z.tuple([isoTimestamp, z.uuid()]);

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");

const invalidCursor = () =>
  new AppError("invalid-argument", "El cursor de la página no es válido.", {
    cursor: "El cursor no es válido.",
  });

/** A cursor is only what the list itself could have made: anything else is refused before any query. */
export const decodeCursor = <At extends number | string>(
  raw: string | undefined,
  schema: CursorSchema<At>,
): Cursor<At> | null => {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidCursor();
  const [at, id] = parsed.data;
  return { at, id };
};

export const toPage = <Row, Item>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => Cursor,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } => {
  const visible = rows.slice(0, limit);
  const last = visible.at(-1);
  return {
    items: visible.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
  };
};

/** For a `q` filter: a LIKE pattern that matches the text anywhere, with LIKE's wildcards escaped. */
export const containsPattern = (q: string): string =>
  `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
