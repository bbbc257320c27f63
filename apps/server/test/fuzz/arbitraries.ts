import fc from "fast-check";
import { testBaseUrl } from "../server-kit.ts";
import { type BodyChoice, bodyChoice, contentType } from "./bodies.ts";
import { badPercentEncodings, oddString, percentEncode, uuid } from "./odd-values.ts";
import { type QueryKind, queryFor } from "./queries.ts";
import { type Caller, callers, type Owner } from "./world.ts";

/**
 * A fuzzed request, described rather than built: record ids, tokens and valid bodies are looked up when it
 * is sent (request.ts), because earlier requests of the run may have deleted or created records.
 */
export type PathChoice =
  | { kind: "record"; owner: Owner; index: number; suffix: string }
  | { kind: "token"; which: "reset" | "verify" }
  | { kind: "slug"; owner: Owner }
  | { kind: "text"; text: string };

export type ForgedCookie = { kind: "junk"; text: string } | { kind: "unsigned" } | { kind: "tampered" };

export type FuzzRequest = {
  caller: Caller;
  forged: ForgedCookie;
  head: boolean;
  path: PathChoice | null;
  /** Already URL-encoded (or deliberately mis-encoded) key=value pairs. */
  query: [string, string][];
  body: BodyChoice;
  contentType: string | null;
  origin: string | null;
  address: string;
};

const pathText = fc.oneof(
  uuid,
  uuid.map((id) => id.toUpperCase()),
  fc.constantFrom(
    ...badPercentEncodings,
    "abc%00",
    "..",
    "%2e%2e",
    "%2F",
    "a%2Fb",
    "a/b",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "01900000-0000-7000-8000-00000000000g",
    "null",
    "undefined",
    "__proto__",
    "constructor",
    "1",
    "-1",
    "x".repeat(101),
    "x".repeat(5_000),
  ),
  oddString.map(percentEncode),
);

const recordSuffix = fc.constantFrom("", "", "", "", "%00", "%20", "x", "/", "/status", "%2F..");

export const idChoice: fc.Arbitrary<PathChoice> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("record" as const),
      owner: fc.constantFrom<Owner>("own", "foreign"),
      index: fc.nat(20),
      suffix: recordSuffix,
    }),
    weight: 5,
  },
  { arbitrary: pathText.map((text) => ({ kind: "text" as const, text })), weight: 3 },
);

export const tokenChoice: fc.Arbitrary<PathChoice> = fc.oneof(
  fc.constantFrom<"reset" | "verify">("reset", "verify").map((which) => ({ kind: "token" as const, which })),
  pathText.map((text) => ({ kind: "text" as const, text })),
);

/** A business's public slug (/price-list/:slug): A's, B's, or anything else. */
export const slugChoice: fc.Arbitrary<PathChoice> = fc.oneof(
  fc.constantFrom<Owner>("own", "foreign").map((owner) => ({ kind: "slug" as const, owner })),
  pathText.map((text) => ({ kind: "text" as const, text })),
);

/** Foreign origins make every state-changing request a refusal (CSRF); GET ignores them. */
export const foreignOrigins = ["https://evil.example", "null", "http://localhost:3000.evil.example"];
const origin = fc.oneof(
  { arbitrary: fc.constant(testBaseUrl), weight: 8 },
  { arbitrary: fc.constantFrom<string | null>(null, ...foreignOrigins), weight: 2 },
);

const forged: fc.Arbitrary<ForgedCookie> = fc.oneof(
  fc.constantFrom<ForgedCookie>({ kind: "unsigned" }, { kind: "tampered" }),
  fc.stringMatching(/^[!#-+\--:<-[\]-~]{0,300}$/).map((text) => ({ kind: "junk" as const, text })),
);

const address = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom("127.0.0.1", "::1"));

export type RouteShape = {
  method: string;
  param: "id" | "token" | "slug" | null;
  query: QueryKind;
  hasBody: boolean;
  keys: number;
};

export const fuzzRequest = ({ method, param, query, hasBody, keys }: RouteShape): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    caller: fc.constantFrom(...callers),
    forged,
    head: method === "GET" ? fc.integer({ min: 0, max: 5 }).map((n) => n === 0) : fc.constant(false),
    path:
      param === "id"
        ? idChoice
        : param === "token"
          ? tokenChoice
          : param === "slug"
            ? slugChoice
            : fc.constant(null),
    query: queryFor(query, method),
    body: bodyChoice(hasBody, keys),
    contentType,
    origin,
    address,
  });
