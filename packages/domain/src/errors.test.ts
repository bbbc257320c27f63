import { describe, expect, it } from "vitest";
import { codeForHttpStatus, errorCodes, httpStatusByCode } from "./errors.ts";

describe("the status ↔ code table", () => {
  it("reads back every code the server sends, but 'unknown', which shares 500 with 'internal'", () => {
    for (const code of errorCodes) {
      expect(codeForHttpStatus(httpStatusByCode[code])).toBe(code === "unknown" ? "internal" : code);
    }
  });

  it("reads a success as no error, no answer as internal and anything else as unknown (docs/product.md#errors)", () => {
    expect(codeForHttpStatus(204)).toBeNull();
    expect(codeForHttpStatus(0)).toBe("internal");
    expect(codeForHttpStatus(418)).toBe("unknown");
    expect(codeForHttpStatus(502)).toBe("unknown");
  });
});
