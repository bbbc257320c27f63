import { hashPassword as betterAuthHash } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { defaultScryptCost } from "../config/scrypt-cost.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";

const fast = { log2N: 10, r: 8, p: 1 };

describe("password hashes", () => {
  it("keep their own parameters, so a hash made at one cost verifies after the setting changes", async () => {
    const hash = await hashPassword("mate con bizcochitos", fast);
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword(hash, "mate con bizcochitos")).toBe(true);
    expect(await verifyPassword(hash, "mate con bizcochito")).toBe(false);
  });

  it("verify the hashes Better Auth wrote before the setting existed", async () => {
    const legacy = await betterAuthHash("milanesa a caballo");
    expect(await verifyPassword(legacy, "milanesa a caballo")).toBe(true);
    expect(await verifyPassword(legacy, "milanesa napolitana")).toBe(false);
  });

  it("treat an accent typed composed or decomposed as the same password", async () => {
    const hash = await hashPassword("ñandú", defaultScryptCost);
    expect(await verifyPassword(hash, "n\u0303andu\u0301")).toBe(true);
  });

  it("refuse a corrupted hash without trying it", async () => {
    expect(await verifyPassword("$scrypt$ln=40,r=8,p=1$00$00", "x")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });
});
