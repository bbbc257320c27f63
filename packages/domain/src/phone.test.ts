import { describe, expect, it } from "vitest";
import { signupInput } from "./auth.ts";
import { normalizePhone, phoneMessages, phoneSchema } from "./phone.ts";
import { formatPhone } from "./phone-format.ts";

const messageOf = (text: string) => phoneSchema.safeParse(text).error?.issues[0]?.message;

describe("normalizePhone", () => {
  it.each([
    ["11 4567-8901", "1145678901"],
    ["011 4567-8901", "1145678901"],
    ["(011) 4567-8901", "1145678901"],
    ["+54 9 11 4567-8901", "1145678901"],
    ["+54 11 4567 8901", "1145678901"],
    ["0054 11 4567 8901", "1145678901"],
    ["11 15 4567-8901", "1145678901"],
    ["(011) 15-4567-8901", "1145678901"],
    ["+54 9 11 15 4567-8901", "1145678901"],
    ["15 4567-8901", "1545678901"],
    ["0223 456-7890", "2234567890"],
    ["0223 15 456-7890", "2234567890"],
    ["(02284) 42-1234", "2284421234"],
    ["1145678901", "1145678901"],
    ["11.4567.8901", "1145678901"],
  ])("reads %s as %s", (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits);
    expect(phoneSchema.parse(typed)).toBe(digits);
  });

  it.each(["4567-8901", "11 4567", "123", "11 4567-89012", "+1 212 555 0100", "011 4567-8901 int 2"])(
    "refuses %s",
    (typed) => expect(normalizePhone(typed)).toBeNull(),
  );
});

describe("phoneSchema", () => {
  it("says what is wrong: letters, a + in the middle, too short, too long", () => {
    expect(messageOf("11 4567-abcd")).toBe(phoneMessages.characters);
    expect(messageOf("once 4567-8901")).toBe(phoneMessages.characters);
    expect(messageOf("11 +4567-8901")).toBe(phoneMessages.characters);
    expect(messageOf("11-45")).toBe(phoneMessages.length);
    expect(messageOf("4567-8901")).toBe(phoneMessages.length);
    expect(messageOf("1".repeat(31))).toBe(phoneMessages.tooLong);
  });

  it("takes blank as no phone", () => {
    for (const blank of [undefined, null, "", "  "]) expect(phoneSchema.parse(blank)).toBeNull();
  });

  it("is the sign-up's rule too", () => {
    const signup = {
      name: "Ana",
      email: "ana@example.com",
      password: "una clave larga",
      business_name: "La Esquina",
      business_address: "Calle 1",
    };
    expect(signupInput.parse({ ...signup, business_phone: "011 4567-8901" }).business_phone).toBe(
      "1145678901",
    );
    expect(signupInput.parse({ ...signup, business_phone: null }).business_phone).toBeNull();
    expect(signupInput.parse(signup).business_phone).toBeNull();
    expect(signupInput.safeParse({ ...signup, business_phone: "11-45" }).success).toBe(false);
  });
});

describe("formatPhone", () => {
  it.each([
    ["1165432109", "11 6543-2109"],
    ["+54 9 11 6543-2109", "11 6543-2109"],
    ["011 15 6543-2109", "11 6543-2109"],
    ["3514441111", "351 444-1111"],
    ["0223 15 456-7890", "223 456-7890"],
    ["2284421234", "2284 42-1234"],
    ["(02966) 42-1234", "2966 42-1234"],
    ["15 4567-8901", "15 4567-8901"],
  ])("shows %s as %s", (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it("leaves what is not an Argentine phone as it is", () => {
    expect(formatPhone(" 4567 ")).toBe("4567");
    expect(formatPhone("+1 212 555 0100")).toBe("+1 212 555 0100");
  });
});
