import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { inject, signUp, useTestServer } from "../../../test/server-kit.ts";
import { encodeCursor } from "../../db/keyset.ts";

/** The page and its total come from one statement; a page with no rows must still tell the total. */
describe.each(engines)("a list's total on %s", (engine) => {
  const server = useTestServer(engine);

  it("is told on every page, the empty one past the end included", async () => {
    const { cookies } = await signUp(server());
    const list = async (query: string) => {
      const response = await inject(server(), { method: "GET", url: `/api/v1/categories${query}`, cookies });
      expect(response.statusCode).toBe(200);
      return response.json().data as { items: { id: string }[]; total: number; nextCursor: string | null };
    };
    expect(await list("")).toMatchObject({ items: [], total: 0 });
    for (const name of ["Bebidas", "Postres", "Minutas"]) {
      const created = await inject(server(), {
        method: "POST",
        url: "/api/v1/categories",
        payload: { name },
        cookies,
      });
      expect(created.statusCode).toBe(201);
    }
    const first = await list("?limit=3");
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(3);

    // A cursor made from the oldest row: a valid page, after which nothing is left.
    const oldest = first.items.at(-1);
    const row = await server()
      .ctx.database.db.selectFrom("category")
      .select(["id", "created_at"])
      .where("id", "=", oldest?.id ?? "")
      .executeTakeFirstOrThrow();
    const cursor = encodeCursor({ at: Number(row.created_at), id: row.id });
    expect(await list(`?limit=3&cursor=${cursor}`)).toMatchObject({ items: [], total: 3 });
    expect(await list("?q=nada")).toMatchObject({ items: [], total: 0 });
  });
});
