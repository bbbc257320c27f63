import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

/** The three kinds of named record share one service; each is checked, as each has its own table. */
const kinds = [
  {
    path: "/api/v1/categories",
    table: "category",
    body: (name: unknown) => ({ name }),
    required: "Ingresá el nombre de la categoría.",
  },
  {
    path: "/api/v1/payment-methods",
    table: "payment_method",
    body: (name: unknown) => ({ name }),
    required: "Ingresá el nombre del medio de pago.",
  },
  {
    path: "/api/v1/ingredients",
    table: "ingredient",
    body: (name: unknown) => ({ name, unit: "kg", quantity: 1, min_quantity: 0 }),
    required: "Ingresá el nombre del ingrediente.",
  },
] as const;

describe.each(engines)("invisible and look-alike names on %s", (engine) => {
  const server = useTestServer(engine);

  describe.each(kinds)("$path", (kind) => {
    let cookies: Cookies;
    beforeAll(async () => {
      cookies = (await signUp(server())).cookies;
    });
    const create = (name: unknown) =>
      inject(server(), { method: "POST", url: kind.path, payload: kind.body(name), cookies });
    const rows = () =>
      server()
        .ctx.database.db.selectFrom(kind.table)
        .select(["name", "name_key"])
        .orderBy("created_at")
        .orderBy("id")
        .execute();

    it("refuses a name of invisible characters only, naming the field", async () => {
      for (const name of ["\u200b", "\u00ad", "\u202e", " \u2066\u2069 ", "\ufeff", "\u3164", "\u2800"]) {
        const response = await create(name);
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
        expect(response.json().error.fields).toEqual({ name: kind.required });
      }
    });

    it("refuses control characters and lone surrogates", async () => {
      for (const name of ["Bebidas\u0007", "Bebidas\u009b", "Bebidas\ud800", "\udc00Bebidas"]) {
        const response = await create(name);
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
        expect(response.json().error.code).toBe("invalid-argument");
      }
    });

    it("takes a name with hidden characters as the same name, and stores it without them", async () => {
      const before = await rows();
      expect((await create("\u202eBebidas\u200b")).statusCode).toBe(201);
      for (const name of [
        "Bebidas",
        "Bebidas\u200b",
        "Beb\u00adidas",
        "\u202eBebidas",
        "\ufeffBEBIDAS\u2060",
      ]) {
        const response = await create(name);
        expect(response.statusCode, JSON.stringify(name)).toBe(409);
        expect(response.json().error.code).toBe("aborted");
      }
      expect((await create("Caf\u00e9")).statusCode).toBe(201);
      expect((await create("Cafe\u0301")).statusCode).toBe(409);
      expect((await create("cafe")).statusCode).toBe(409);
      expect((await create("Chef 👨‍🍳")).statusCode).toBe(201);
      expect((await create("CHEF 👨🍳")).statusCode).toBe(409);
      expect((await rows()).slice(before.length)).toEqual([
        { name: "Bebidas", name_key: "bebidas" },
        { name: "Café", name_key: "cafe" },
        { name: "Chef 👨‍🍳", name_key: "chef 👨🍳" },
      ]);
      const found = await inject(server(), {
        method: "GET",
        url: `${kind.path}?q=${encodeURIComponent("beb\u200bidas")}`,
        cookies,
      });
      expect(found.json().data.items.map((item: { name: string }) => item.name)).toEqual(["Bebidas"]);
    });
  });
});
