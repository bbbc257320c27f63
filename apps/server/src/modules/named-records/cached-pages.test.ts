import { afterEach, describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import {
  type Cookies,
  inject,
  signUp,
  type TestServer,
  useSecondServer,
  useTestServer,
} from "../../../test/server-kit.ts";

const kinds = [
  { path: "/api/v1/categories", table: "category" },
  { path: "/api/v1/payment-methods", table: "payment_method" },
  { path: "/api/v1/stations", table: "station" },
] as const;

type Listed = {
  items: { id: string; name: string; status: string; productCount?: number }[];
  total: number;
};

const listOf = async (server: TestServer, path: string, cookies: Cookies, query = "?limit=10") => {
  const response = await inject(server, { method: "GET", url: `${path}${query}`, cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Listed;
};

/** How many statements the server's database runs during `call`. */
const statementsDuring = async (server: TestServer, call: () => Promise<unknown>) => {
  const spy = vi.spyOn(server.ctx.database.db, "executeQuery");
  try {
    await call();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
};

/**
 * Decision 060: list pages are kept in memory, and every write of a listed column —
 * the kind's own, another module's (a category's product count) — shows in the next page at once.
 */
describe.each(engines)("list pages kept in memory on %s", (engine) => {
  const server = useTestServer(engine);
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(kinds)(
    "$path: a page read again runs no statement; a record created, renamed, disabled or deleted shows at once",
    async ({ path }) => {
      const { cookies } = await signUp(server());
      const call = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
        inject(server(), { method, url: `${path}${url}`, cookies, ...(payload ? { payload } : {}) });
      const names = async () => (await listOf(server(), path, cookies)).items.map((item) => item.name);
      const created = await call("POST", "", { name: "Primera" });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as string;
      const first = await listOf(server(), path, cookies);
      expect(first.items.map((item) => item.name)).toEqual(["Primera"]);
      expect(await statementsDuring(server(), () => listOf(server(), path, cookies))).toBe(0);
      expect(await listOf(server(), path, cookies)).toEqual(first);

      expect((await call("POST", "", { name: "Segunda" })).statusCode).toBe(201);
      expect(await names()).toEqual(["Segunda", "Primera"]);
      expect((await call("PATCH", `/${id}`, { name: "Renombrada" })).statusCode).toBe(200);
      expect(await names()).toEqual(["Segunda", "Renombrada"]);
      expect((await call("PATCH", `/${id}/status`, { status: "disabled" })).statusCode).toBe(200);
      expect((await listOf(server(), path, cookies)).items[1]).toMatchObject({ status: "disabled" });
      expect((await call("DELETE", `/${id}`)).statusCode).toBe(200);
      expect(await listOf(server(), path, cookies)).toMatchObject({ items: [{ name: "Segunda" }], total: 1 });
    },
  );

  it("shows a write no service publishes (an operator's SQL) once the page is 30 s old", async () => {
    const { cookies } = await signUp(server());
    const path = "/api/v1/categories";
    const created = await inject(server(), {
      method: "POST",
      url: path,
      payload: { name: "Vieja" },
      cookies,
    });
    const id = created.json().data.id as string;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    expect((await listOf(server(), path, cookies)).items).toMatchObject([{ name: "Vieja" }]);
    await server()
      .ctx.database.db.updateTable("category")
      .set({ name: "Nueva", name_key: "nueva" })
      .where("id", "=", id)
      .execute();
    vi.setSystemTime(Date.now() + 29_000);
    expect((await listOf(server(), path, cookies)).items).toMatchObject([{ name: "Vieja" }]);
    vi.setSystemTime(Date.now() + 1_000);
    expect((await listOf(server(), path, cookies)).items).toMatchObject([{ name: "Nueva" }]);
  });

  it("shows a category's product count as products are added, moved and deleted", async () => {
    const a = await productsKit(server()).business();
    const path = "/api/v1/categories";
    const counts = async () =>
      Object.fromEntries(
        (await listOf(server(), path, a.cookies)).items.map((c) => [c.name, c.productCount]),
      );
    const [postres, bebidas] = [await a.category("Postres"), await a.category("Bebidas")];
    expect(await counts()).toEqual({ Postres: 0, Bebidas: 0 });

    const flan = await a.product({ name: "Flan", category_id: postres.id });
    expect(await counts()).toEqual({ Postres: 1, Bebidas: 0 });
    expect((await a.edit(flan.id, { name: "Flan", category_id: bebidas.id })).statusCode).toBe(200);
    expect(await counts()).toEqual({ Postres: 0, Bebidas: 1 });
    expect((await a.remove(flan.id)).statusCode).toBe(200);
    expect(await counts()).toEqual({ Postres: 0, Bebidas: 0 });
  });

  it("keeps each business's pages apart, and every page of a list, searches too, up to date", async () => {
    const path = "/api/v1/payment-methods";
    const a = await signUp(server());
    const b = await signUp(server());
    const add = (cookies: Cookies, name: string) =>
      inject(server(), { method: "POST", url: path, payload: { name }, cookies });
    for (const name of ["Efectivo 1", "Tarjeta 2", "Transferencia 3"]) await add(a.cookies, name);
    await add(b.cookies, "Solo de B");
    const second = (await listOf(server(), path, a.cookies, "?limit=2")) as Listed & { nextCursor: string };
    const pageTwo = `?limit=2&cursor=${second.nextCursor}`;
    expect((await listOf(server(), path, a.cookies, pageTwo)).items).toMatchObject([{ name: "Efectivo 1" }]);
    expect((await listOf(server(), path, a.cookies, "?q=tar")).items).toMatchObject([{ name: "Tarjeta 2" }]);
    expect((await listOf(server(), path, b.cookies)).items).toMatchObject([{ name: "Solo de B" }]);

    // B's write leaves A's pages kept; A's own shows on every page A had read.
    await add(b.cookies, "Otro de B");
    expect(await statementsDuring(server(), () => listOf(server(), path, a.cookies, pageTwo))).toBe(0);
    const efectivo = (await listOf(server(), path, a.cookies, pageTwo)).items[0];
    const renamed = await inject(server(), {
      method: "PATCH",
      url: `${path}/${efectivo?.id}`,
      payload: { name: "Tarjeta vieja" },
      cookies: a.cookies,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listOf(server(), path, a.cookies, pageTwo)).items).toMatchObject([
      { name: "Tarjeta vieja" },
    ]);
    expect((await listOf(server(), path, a.cookies, "?q=tar")).items.map((item) => item.name)).toEqual([
      "Tarjeta 2",
      "Tarjeta vieja",
    ]);
    expect((await listOf(server(), path, b.cookies)).total).toBe(2);
  });

  it("reads the database for every page while the bus cannot vouch for what it heard", async () => {
    const { cookies } = await signUp(server());
    const path = "/api/v1/categories";
    await inject(server(), { method: "POST", url: path, payload: { name: "Única" }, cookies });
    const unheard = vi.spyOn(server().ctx.bus, "heardChanges").mockResolvedValue(false);
    try {
      await listOf(server(), path, cookies);
      expect(await statementsDuring(server(), () => listOf(server(), path, cookies))).toBeGreaterThan(0);
    } finally {
      unheard.mockRestore();
    }
  });

  it("asks the bus once per request, for its session and its page together", async () => {
    const { cookies } = await signUp(server());
    const asked = vi.spyOn(server().ctx.bus, "heardChanges");
    try {
      await listOf(server(), "/api/v1/categories", cookies);
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      asked.mockRestore();
    }
  });
});

/** Decision 060: each instance keeps its pages, and a write on one shows on the other at once. */
describe.runIf(engines.includes("postgres"))("list pages across two instances on one PostgreSQL", () => {
  const first = useTestServer("postgres");
  const second = useSecondServer(first);

  it("a category renamed or given a product on one shows on the other every time, not most times", async () => {
    const a = await productsKit(first()).business();
    const path = "/api/v1/categories";
    const category = await a.category("Ronda 0");
    for (let round = 1; round <= 20; round++) {
      // Kept by the second instance...
      expect((await listOf(second(), path, a.cookies)).items).toMatchObject([{ name: `Ronda ${round - 1}` }]);
      expect(await statementsDuring(second(), () => listOf(second(), path, a.cookies))).toBe(0);
      // ...and changed on the first.
      const renamed = await inject(first(), {
        method: "PATCH",
        url: `${path}/${category.id}`,
        payload: { name: `Ronda ${round}` },
        cookies: a.cookies,
      });
      expect(renamed.statusCode).toBe(200);
      expect((await listOf(second(), path, a.cookies)).items, `round ${round}`).toMatchObject([
        { name: `Ronda ${round}`, productCount: round - 1 },
      ]);
      await a.product({ name: `Producto ${round}`, category_id: category.id });
      expect((await listOf(second(), path, a.cookies)).items[0]?.productCount, `round ${round}`).toBe(round);
      // The page read on the second instance was kept again, for the next round.
      await listOf(second(), path, a.cookies);
    }
  });
});
