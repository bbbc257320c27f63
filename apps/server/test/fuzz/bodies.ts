import fc from "fast-check";
import { oddString, oddValue } from "./odd-values.ts";

export type Mutation =
  | { kind: "as-is" }
  | { kind: "drop"; index: number }
  | { kind: "set"; index: number; value: unknown }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "wrap" };

export type BodyChoice =
  | { kind: "none" }
  | { kind: "valid"; mutation: Mutation }
  | { kind: "json"; value: unknown }
  | { kind: "text"; text: string }
  /** A valid body's JSON text with raw bytes spliced in: invalid UTF-8, a `__proto__` key, a cut. */
  | { kind: "spliced"; at: number; insert: number[] | string };

const mutation = (keys: number): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { arbitrary: fc.constant({ kind: "as-is" as const }), weight: 1 },
    { arbitrary: fc.nat(keys).map((index) => ({ kind: "drop" as const, index })), weight: 1 },
    {
      arbitrary: fc.record({ kind: fc.constant("set" as const), index: fc.nat(keys), value: oddValue }),
      weight: 5,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant("extra" as const),
        key: fc.oneof(
          fc.constantFrom("business_id", "businessId", "role", "id", "status", "user_id", "email_verified"),
          oddString,
        ),
        value: oddValue,
      }),
      weight: 2,
    },
    { arbitrary: fc.constant({ kind: "wrap" as const }), weight: 1 },
  );

const rawText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom("", "nul", "{", '{"a":', "[1,]", "{'a':1}", "\ufeff{}", "null", "true", "0", '"x"'),
  fc.integer({ min: 100, max: 200_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
  fc.integer({ min: 100, max: 200_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
);

const splice = fc.record({
  kind: fc.constant("spliced" as const),
  at: fc.nat(200),
  insert: fc.oneof(
    fc.constantFrom(
      [0xff, 0xfe],
      [0xc0, 0x80],
      [0xed, 0xa0, 0x80],
      [0x00],
      [0xef, 0xbb, 0xbf],
      '"__proto__":{"role":"ADMIN"},',
      '"constructor":{"prototype":{"x":1}},',
      "\\ud800",
      "\\u0000",
    ),
    fc.uint8Array({ minLength: 1, maxLength: 8 }).map((bytes) => [...bytes]),
  ),
});

export const bodyChoice = (hasBody: boolean, keys: number): fc.Arbitrary<BodyChoice> =>
  fc.oneof(
    { arbitrary: fc.constant({ kind: "none" as const }), weight: hasBody ? 1 : 8 },
    {
      arbitrary: mutation(keys).map((m) => ({ kind: "valid" as const, mutation: m })),
      weight: hasBody ? 8 : 1,
    },
    { arbitrary: oddValue.map((value) => ({ kind: "json" as const, value })), weight: 2 },
    { arbitrary: rawText.map((text) => ({ kind: "text" as const, text })), weight: 1 },
    { arbitrary: splice, weight: 2 },
  );

export const contentType = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "application/json; charset=utf-16",
      "APPLICATION/JSON",
      "application/vnd.api+json",
      "application/jsonx",
      null,
    ),
    weight: 3,
  },
);
