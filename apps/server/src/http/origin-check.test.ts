import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { addUser, inject, signUp, useTestServer } from "../../test/server-kit.ts";

const foreign = { origin: "https://atacante.example" };

describe.each(engines)("origin check on %s", (engine) => {
  const server = useTestServer(engine);

  const categoryCount = async (businessId: string) => {
    const row = await server()
      .ctx.database.db.selectFrom("category")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("business_id", "=", businessId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: "permission-denied", message: "Origen no permitido." },
    });
  };

  it("refuses a foreign origin on the routed path, however the URL spells it", async () => {
    const owner = await signUp(server());
    const { cookies } = owner;
    for (const url of [
      "/api/v1/categories",
      "/%61pi/v1/categories",
      "/api/v1/%63ategories",
      "//api/v1/categories",
    ]) {
      const response = await inject(server(), {
        method: "POST",
        url,
        cookies,
        headers: foreign,
        payload: { name: "Robada" },
      });
      expectRefused(response);
    }
    expect(await categoryCount(owner.session.business.id)).toBe(0);

    const member = await addUser(server(), owner.session.business.id, "CASHIER");
    const removal = await inject(server(), {
      method: "DELETE",
      url: `/%61pi/v1/staff/${member.userId}`,
      cookies,
      headers: foreign,
    });
    expectRefused(removal);
    const still = await server()
      .ctx.database.db.selectFrom("user")
      .select("id")
      .where("id", "=", member.userId)
      .executeTakeFirst();
    expect(still).toBeDefined();

    // The same encoded URL from the app's own origin reaches the route.
    const own = await inject(server(), {
      method: "POST",
      url: "/%61pi/v1/categories",
      cookies,
      payload: { name: "Propia" },
    });
    expect(own.statusCode).toBe(201);
  });

  it("refuses every state-changing method from a foreign or opaque origin, whatever the path", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      for (const url of ["/", "/cualquier/cosa", "/api/auth/sign-in/email"]) {
        for (const origin of [foreign.origin, "null"]) {
          expectRefused(await inject(server(), { method, url, headers: { origin }, payload: {} }));
        }
      }
    }
  });

  it("lets reads through from anywhere", async () => {
    const response = await inject(server(), { method: "GET", url: "/api/v1/health", headers: foreign });
    expect(response.statusCode).toBe(200);
  });
});
