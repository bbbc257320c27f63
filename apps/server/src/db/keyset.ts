import { AppError } from "../http/app-error.ts";

/**
 * Keyset pagination (DESIGN §6): lists are ordered newest first by (sort value, id), and a cursor is the
 * last row's pair, opaque to clients. Unlike offsets, rows inserted meanwhile never shift a page.
 *
 * A list query filters with the cursor as
 *   where (col < at) or (col = at and id < id)   order by col desc, id desc   limit limit + 1
 * and hands the rows to `toPage`, which drops the extra row and makes the next cursor from the last one.
 */
export type Cursor = { at: number | string; id: string };

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");

export const decodeCursor = (raw: string | undefined): Cursor | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (typeof value[0] === "number" || typeof value[0] === "string") &&
      typeof value[1] === "string"
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError("invalid-argument", "El cursor de la página no es válido.", {
    cursor: "El cursor no es válido.",
  });
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
