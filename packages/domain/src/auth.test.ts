import { describe, expect, it } from "vitest";
import { passwordSchema } from "./auth.ts";

describe("passwordSchema", () => {
  const messageOf = (password: string) => passwordSchema.safeParse(password).error?.issues[0]?.message;

  it("refuses a password made only of spaces", () => {
    for (const password of [" ".repeat(8), "\t".repeat(10), " \u00a0 \u3000    "]) {
      expect(messageOf(password), JSON.stringify(password)).toBe(
        "La contraseña no puede tener solo espacios.",
      );
    }
  });

  it("accepts spaces within a password", () => {
    expect(passwordSchema.parse(" mate con  facturas ")).toBe(" mate con  facturas ");
  });

  it("still asks for the length first", () => {
    expect(messageOf("   ")).toBe("La contraseña debe tener al menos 8 caracteres.");
  });
});
