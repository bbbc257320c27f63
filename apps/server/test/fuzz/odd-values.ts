import fc from "fast-check";

/** Percent-encodes every UTF-8 byte, lone surrogates included (as WTF-8), where encodeURIComponent throws. */
export const percentEncode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.codePointAt(0) ?? 0;
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
      })
      .join("");
  }
};

const oddChars = [
  "\u0000",
  "\ud800",
  "\udfff",
  "\u202e",
  "\ufeff",
  "\u200b",
  "\u0007",
  "\u001b",
  "\n",
  "\r\n",
  "\t",
  "e\u0301",
  "😀",
  "\uffff",
  "'",
  '"',
  "\\",
  "%",
  "_",
  "<script>",
  "{{x}}",
];

const longText = fc
  .tuple(fc.constantFrom("a", "ñ", " ", "\u0000", "😀", "%", "\ud800"), fc.integer({ min: 100, max: 70_000 }))
  .map(([unit, times]) => unit.repeat(times));

export const oddString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...oddChars), fc.string({ maxLength: 10 }))
    .map(([before, odd, after]) => `${before}${odd}${after}`),
  longText,
  fc.constantFrom("", " ", "   ", "\u00a0", "null", "0", "-1", "1e309", "NaN", "[]", "{}", "ADMIN"),
);

const deepArray = fc.integer({ min: 1, max: 500 }).map((depth) => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
});

export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddString, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  {
    // Amounts at and just past decision 068's caps ($ 100.000.000; a count's $ 10^12).
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -0,
      1e308,
      -1,
      2 ** 53 + 1,
      1.0005,
      "1,5",
      "-0",
      100_000_000,
      100_000_000.01,
      1e12 + 0.01,
      90_071_992_547_409.92,
    ),
    weight: 1,
  },
  { arbitrary: deepArray, weight: 1 },
);

export const uuid = fc.uuid();

export const base64url = (text: string) => Buffer.from(text).toString("base64url");

/** Percent-encoded text no decoder should accept or pass on: NUL, bare %, bad hex, overlong and surrogate UTF-8, a bidi override. */
export const badPercentEncodings = ["%00", "%", "%zz", "%C0%80", "%ED%A0%80", "%E2%80%AE", "%FF"] as const;
