import { describe, expect, it } from "vitest";
import { homePathFor, roleLabels, roles } from "./roles.ts";
import { createStaffInput, switchUserInput } from "./staff.ts";

describe("roles", () => {
  it("has the waiter, called 'Mozo' (decision 083)", () => {
    expect(roles).toContain("WAITER");
    expect(roleLabels.WAITER).toBe("Mozo");
  });

  it("lands each role on its screen: the waiter on the dining room", () => {
    expect(homePathFor("WAITER")).toBe("/salon");
    expect(homePathFor("KITCHEN")).toBe("/orders");
    expect(homePathFor("ADMIN")).toBe("/");
    expect(homePathFor("CASHIER")).toBe("/");
  });

  it("lets the owner create a waiter", () => {
    const input = { name: "Ana", role: "WAITER", email: "ana@example.com", password: "mozo-del-salon-45" };
    expect(createStaffInput.safeParse(input).success).toBe(true);
    expect(createStaffInput.safeParse({ ...input, role: "MOZO" }).success).toBe(false);
  });
});

describe("switching user by PIN", () => {
  it("takes a user and a PIN of 4 to 6 digits", () => {
    expect(switchUserInput.safeParse({ userId: "u1", pin: "1234" }).success).toBe(true);
    expect(switchUserInput.safeParse({ userId: "u1", pin: "123456" }).success).toBe(true);
    const short = switchUserInput.safeParse({ userId: "u1", pin: "123" });
    expect(short.error?.issues[0]?.message).toBe("El PIN tiene que tener de 4 a 6 números.");
    expect(switchUserInput.safeParse({ userId: "", pin: "1234" }).error?.issues[0]?.message).toBe(
      "Elegí tu nombre.",
    );
  });
});
