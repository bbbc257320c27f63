import { describe, expect, it } from "vitest";
import { customerInput, phoneDigits, phoneSearch } from "./customers.ts";

describe("customerInput", () => {
  it("keeps only the name required, normalising the phone and leaving blanks as none", () => {
    expect(
      customerInput.parse({ name: " Ana  Gómez ", phone: "011 15 4567-8901", address: " ", notes: "" }),
    ).toEqual({
      name: "Ana Gómez",
      phone: "1145678901",
      address: null,
      notes: null,
    });
  });

  it("refuses a phone that is not Argentine and notes past their limit, in Spanish", () => {
    const result = customerInput.safeParse({ name: "Ana", phone: "4567", notes: "x".repeat(501) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["phone", "Ingresá un teléfono válido, con característica: por ejemplo 11 4567-8901."],
      ["notes", "Puede tener hasta 500 caracteres."],
    ]);
  });
});

describe("phoneDigits", () => {
  it("keeps the digits of a search, without the trunk 0", () => {
    expect(phoneDigits("(011) 4567-")).toBe("114567");
    expect(phoneDigits("11 4567")).toBe("114567");
    expect(phoneDigits("Ana")).toBe("");
    expect(phoneDigits("+54 9 11 6543")).toBe("116543");
    expect(phoneDigits("0054 351 44")).toBe("35144");
  });

  it("reads a list search as a phone only when it is written as one", () => {
    expect(phoneSearch("6543-21")).toBe("654321");
    expect(phoneSearch(" (011) 6543")).toBe("116543");
    expect(phoneSearch("Mesa 3")).toBe("");
  });
});
