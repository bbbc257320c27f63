import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loginInput } from "./index.ts";

describe("zod's own messages", () => {
  it("are Spanish for a value of the wrong type", () => {
    const result = loginInput.safeParse({ email: {}, password: "x" });
    expect(result.error?.issues[0]?.message).toBe("Entrada inválida: se esperaba texto, recibido objeto");
    expect(z.object({}).safeParse("x").error?.issues[0]?.message).toMatch(/^Entrada inválida/);
  });
});
