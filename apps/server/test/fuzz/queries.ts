import fc from "fast-check";
import { badPercentEncodings, base64url, oddString, percentEncode, uuid } from "./odd-values.ts";

/** Date-like text `Date.parse` accepts (or nearly): the staff list's cursor compares it with a timestamp. */
const dateText = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    "2024-01-01T00:00:00.000Z",
    "0",
    "1",
    "2024",
    "2024-01-01",
    "Mon, 01 Jan 2024",
    "2024-01-01T00:00:00.000+99:00",
    "-271821-04-20T00:00:00.000Z",
    "+275760-09-13T00:00:00.000Z",
    "2024-13-45",
    "Infinity",
  ),
);

const nulText = fc.constantFrom("\u0000", "a\u0000", "\u0000\u0000", "\ud800");

/** Cursors are base64url JSON `[at, id]`: right shape with wrong parts reaches the SQL, wrong shape tests the decoder. */
const cursor = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.integer(),
        fc.double(),
        fc.constantFrom(0, -1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e21),
        oddString,
        dateText,
      ),
      fc.oneof(uuid, oddString, nulText),
    )
    .map((pair) => base64url(JSON.stringify(pair))),
  fc
    .constantFrom(
      '[1e400,"x"]',
      '[-1e400,"x"]',
      '[1.5,"x"]',
      '[9007199254740993,"x"]',
      '["abc","x"]',
      '["2024-01-01","x"]',
      '["1e400","x"]',
      '[0,"\\u0000"]',
      '["\\u0000","x"]',
      '[1,"x","y"]',
      "[]",
      "{}",
      "null",
      '"x"',
    )
    .map(base64url),
  fc.jsonValue({ maxDepth: 2 }).map((value) => base64url(JSON.stringify(value))),
  fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString("base64url")),
);

const queryValue = fc.oneof(
  fc.constantFrom(
    "0x10",
    "1e2",
    " 5",
    "%205",
    "5%20",
    "+5",
    "-1",
    "0",
    "1",
    "10",
    "100",
    "101",
    "1.5",
    "NaN",
    "Infinity",
    "",
    ...badPercentEncodings,
    "a%00b",
    "%25",
    "%5F",
    "https://evil.example",
    "//evil.example",
    "/%5Cevil.example",
    "javascript:alert(1)",
  ),
  oddString.map(percentEncode),
  cursor,
  fc.integer({ min: 100, max: 20_000 }).map((length) => "a".repeat(length)),
);

const queryKey = fc.oneof(
  { arbitrary: fc.constantFrom("limit", "cursor", "q", "token", "callbackURL"), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      "q[]",
      "q[a]",
      "limit[]",
      "__proto__",
      "constructor",
      "%00",
      "%zz",
      "",
      "status",
    ),
    weight: 1,
  },
  { arbitrary: fc.string({ maxLength: 8 }).map(percentEncode), weight: 1 },
);

const freeQuery = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 });

/** Text PostgreSQL cannot hold or that LIKE treats specially, percent-encoded the ways a client could send it. */
const oddSearch = fc.constantFrom(
  "%00",
  "a%00b",
  "%00%00",
  "%C0%80",
  "%ED%A0%80",
  "%E2%80%AE",
  "%25",
  "%5F",
  "%5C",
  "%27",
  "%20%20",
);

const searchText = fc.oneof(
  { arbitrary: oddSearch, weight: 2 },
  { arbitrary: fc.string({ maxLength: 20 }).map(percentEncode), weight: 1 },
  { arbitrary: oddString.filter((text) => text.length <= 80).map(percentEncode), weight: 1 },
);

/** Well-formed cursors (`[at, id]`) with one odd part, which is what gets past the decoder to the SQL. */
const shapedCursor = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0 }), dateText, fc.double(), oddString),
    fc.oneof(
      { arbitrary: nulText, weight: 2 },
      { arbitrary: uuid, weight: 2 },
      { arbitrary: oddString, weight: 1 },
    ),
  )
  .map((pair) => base64url(JSON.stringify(pair)));

/**
 * A list query that is valid but for one or two odd parts, so the odd part gets past validation to the
 * SQL; a free-form query rarely would (any bad pair refuses the whole request with a 400).
 */
const listQuery = fc
  .record(
    {
      limit: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 100 }).map(String), weight: 4 },
        { arbitrary: queryValue, weight: 1 },
      ),
      cursor: fc.oneof(
        { arbitrary: shapedCursor, weight: 4 },
        { arbitrary: cursor, weight: 2 },
        { arbitrary: queryValue, weight: 1 },
      ),
      q: searchText,
    },
    { requiredKeys: [] },
  )
  .map((query) => Object.entries(query) as [string, string][]);

/** The verification link's query: a token (real or not) and where to land afterwards. */
const linkQuery = fc
  .record(
    {
      token: fc.oneof(queryValue, fc.constant("REAL")),
      callbackURL: fc.oneof(
        fc.constantFrom(
          "/",
          "%2F",
          "https://evil.example",
          "//evil.example",
          "/%5Cevil.example",
          "javascript:alert(1)",
        ),
        queryValue,
      ),
    },
    { requiredKeys: [] },
  )
  .map((query) => Object.entries(query) as [string, string][]);

/** The query a route reads: lists read limit/cursor/q, the verification link token/callbackURL. */
export type QueryKind = "list" | "link" | "none";

export const queryFor = (kind: QueryKind, method: string): fc.Arbitrary<[string, string][]> => {
  const none = fc.constant([] as [string, string][]);
  if (kind === "list")
    return fc.oneof({ arbitrary: listQuery, weight: 6 }, { arbitrary: freeQuery, weight: 1 }, none);
  if (kind === "link")
    return fc.oneof({ arbitrary: linkQuery, weight: 6 }, { arbitrary: freeQuery, weight: 1 }, none);
  return fc.oneof({ arbitrary: none, weight: method === "GET" ? 1 : 4 }, { arbitrary: freeQuery, weight: 1 });
};
