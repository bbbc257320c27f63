import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { businessDayCode } from "@comanda/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines, type TestDatabase } from "../../../test/database-kit.ts";
import {
  cookiesFrom,
  inject,
  signIn,
  signUp,
  startTestServer,
  testConfig,
} from "../../../test/server-kit.ts";
import { newDemoPassword } from "../../auth/demo-accounts.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { checkInvariants } from "../../db/invariants.ts";
import { businessDays } from "../../modules/dashboard/business-days.ts";
import { buildCatalog, type DemoUsers } from "./catalog.ts";
import { customerSpecs } from "./catalog-data.ts";
import { parseDemoArgs } from "./command.ts";
import { createDemo, DemoExists, DemoNotEmpty, type DemoResult } from "./demo.ts";
import { makeHistory } from "./history.ts";
import { createRandom } from "./random.ts";
import { emptyRows } from "./rows.ts";
import { planShifts } from "./schedule.ts";
import { createStockBook } from "./stock.ts";

const exec = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const cli = (args: string[], env: Record<string, string>) =>
  exec(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/cli/index.ts", ...args], {
    cwd: root,
    // Vitest sets BASE_URL=/ for its own use; the CLI must see the environment a user would have.
    env: { ...process.env, BASE_URL: "", ...env },
  });

const DAYS = 4;
const PASSWORD = newDemoPassword();

describe.each(engines)("npm run comanda -- demo on %s", (engine) => {
  let db: TestDatabase;
  let database: DatabaseHandle;
  let result: DemoResult;
  const now = Date.now();
  const deps = () => ({ config: testConfig(db), database });

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    database = openDatabase(db.target);
    result = await createDemo(deps(), { seed: 7, days: DAYS, now, password: PASSWORD });
  });
  afterAll(async () => {
    await database?.close();
    await db?.drop();
  });

  it("passes the doctor: every stock equals its movements, every shift its completed orders", async () => {
    const report = await checkInvariants(database.db);
    expect(report.breaks).toEqual([]);
    expect(report.checked).toEqual({ products: 36, ingredients: 9, shifts: result.history.shifts });
    const moved = await database.db
      .selectFrom("stock_movement")
      .select(["reason", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("reason")
      .execute();
    expect(new Set(moved.map((row) => row.reason))).toEqual(
      new Set(["initial", "sale", "adjustment", "cancellation"]),
    );
  });

  it("has closed shifts with orders on each of the days before today", async () => {
    const shifts = await database.db
      .selectFrom("shift")
      .select(["status", "start_date", "end_date", "total_orders", "total_amount"])
      .where("business_id", "=", result.businessId)
      .execute();
    expect(shifts.length).toBe(result.history.shifts);
    for (const shift of shifts) {
      expect(shift.status).toBe("inactive");
      expect(Number(shift.end_date)).toBeLessThan(now);
      expect(Number(shift.total_orders)).toBeGreaterThan(5);
      expect(Number(shift.total_amount)).toBeGreaterThan(0);
    }
    const expected = businessDays(now, DAYS + 1)
      .slice(0, DAYS)
      .map((day) => day.day);
    const days = new Set(shifts.map((shift) => businessDayCode(Number(shift.start_date))));
    // Only yesterday's last shift may be missing: run just after midnight, it has not closed yet.
    expect([...days].every((day) => expected.includes(day))).toBe(true);
    expect(expected.slice(0, -1).every((day) => days.has(day))).toBe(true);
    const orders = await database.db
      .selectFrom("order")
      .select(["status", "type", (eb) => eb.fn.countAll<number>().as("n")])
      .where("business_id", "=", result.businessId)
      .groupBy(["status", "type"])
      .execute();
    const total = orders.reduce((sum, row) => sum + Number(row.n), 0);
    expect(total).toBe(result.history.orders);
    expect(new Set(orders.map((row) => row.type))).toEqual(new Set(["counter", "takeaway", "delivery"]));
  });

  it("lets the owner sign in with the printed password and read the dashboard and a Z report", async () => {
    const server = await startTestServer(engine, {}, db);
    try {
      // README (demo): while the demo's owner exists, the server says so at start.
      const warning = server.logs.map((line) => JSON.parse(line)).find((entry) => entry.email);
      expect(warning).toMatchObject({ level: 40, email: "demo@comanda.local" });
      expect(warning.msg).toContain("la cuenta demo@comanda.local es ADMIN");
      const login = await signIn(server, "demo@comanda.local", PASSWORD);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().data.user).toMatchObject({ role: "ADMIN", emailVerified: true });
      expect(login.json().data.business.name).toBe("La Esquina (demo)");
      const cookies = cookiesFrom(login.headers["set-cookie"]);
      const get = (url: string) => inject(server, { method: "GET", url: `/api/v1${url}`, cookies });

      const home = await get("/dashboard");
      expect(home.statusCode, home.body).toBe(200);
      const dashboard = home.json().data;
      expect(dashboard.hasSales).toBe(true);
      const sold = dashboard.salesByDay.reduce((sum: number, day: { amount: number }) => sum + day.amount, 0);
      expect(sold).toBeGreaterThan(0);
      expect(dashboard.bestSellers.length).toBeGreaterThan(0);

      const list = await get("/shifts");
      expect(list.statusCode, list.body).toBe(200);
      const [latest] = list.json().data.items;
      const report = await get(`/shifts/${latest.id}/report`);
      expect(report.statusCode, report.body).toBe(200);
      const z = report.json().data;
      expect(z.completed.orders).toBeGreaterThan(0);
      expect(z.completed.amount).toBeGreaterThan(0);
      expect(z.sales.total).toBe(z.completed.amount);
      expect(z.count.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it("has the grill's options, each product in its course and the quick notes (decisions 080, 082)", async () => {
    const server = await startTestServer(engine, {}, db);
    try {
      const login = await signIn(server, "demo@comanda.local", PASSWORD);
      const cookies = cookiesFrom(login.headers["set-cookie"]);
      const get = async (url: string) =>
        (await inject(server, { method: "GET", url: `/api/v1${url}`, cookies })).json().data;

      const groups: { id: string; name: string; minChoices: number; options: { name: string }[] }[] = (
        await get("/modifier-options")
      ).items;
      const named = new Map(groups.map((group) => [group.name, group]));
      expect(named.get("Punto de cocción")).toMatchObject({ minChoices: 1, maxChoices: 1 });
      expect(named.get("Punto de cocción")?.options.map((option) => option.name)).toEqual([
        "Jugoso",
        "A punto",
        "Bien cocido",
      ]);
      expect(named.get("Guarnición")).toMatchObject({ minChoices: 0, maxChoices: 1 });
      expect(named.get("Extras")?.options[0]).toMatchObject({
        name: "Huevo frito",
        price: 1500,
        ingredientEffect: "add",
        ingredientName: "Huevos",
        quantityNeeded: 1,
      });

      const [burger] = (await get("/product-options?q=hamburguesa")).items;
      expect(burger).toMatchObject({ name: "Hamburguesa completa con papas", courseId: "principal" });
      expect(burger.modifierGroupIds).toEqual(
        ["Punto de cocción", "Guarnición", "Extras"].map((name) => named.get(name)?.id),
      );
      const [flan] = (await get("/product-options?q=flan")).items;
      expect(flan).toMatchObject({ courseId: "postre", modifierGroupIds: [] });

      expect((await get("/business")).quickNotes).toEqual(
        expect.arrayContaining(["Sin sal", "Sin cebolla", "Para llevar"]),
      );
    } finally {
      await server.close();
    }
  });

  it("refuses to make the demo a second time and leaves the first as it was", async () => {
    const orders = async () =>
      Number(
        (
          await database.db
            .selectFrom("order")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orders();
    const second = createDemo(deps(), { seed: 8, days: 1, password: newDemoPassword() });
    await expect(second).rejects.toBeInstanceOf(DemoExists);
    await expect(second).rejects.toThrow("la cuenta demo@comanda.local existe");
    const businesses = await database.db.selectFrom("business").select("id").execute();
    expect(businesses.map((row) => row.id)).toEqual([result.businessId]);
    expect(await orders()).toBe(before);
  });
});

/**
 * README (demo): run on a database in use, the demo put a verified ADMIN with a published password beside
 * its businesses, silently. It is made in an empty database only, unless `--force`; the server of a
 * database without it says nothing.
 */
describe.each(engines)("npm run comanda -- demo on a database in use, on %s", (engine) => {
  let db: TestDatabase;
  afterAll(() => db?.drop());

  it("is refused unless --force, and the server warns only once the demo exists", async () => {
    db = await createTestDatabase(engine);
    const server = await startTestServer(engine, {}, db);
    try {
      await signUp(server);
      expect(server.logs.some((line) => line.includes("demo@comanda.local"))).toBe(false);
    } finally {
      await server.close();
    }
    const database = openDatabase(db.target);
    try {
      const deps = { config: testConfig(db), database };
      const refused = createDemo(deps, { seed: 1, days: 1, password: newDemoPassword() });
      await expect(refused).rejects.toBeInstanceOf(DemoNotEmpty);
      await expect(refused).rejects.toThrow("Esta base ya tiene negocios");
      const users = await database.db.selectFrom("user").select("email").execute();
      expect(users).toHaveLength(1);
      const forced = await createDemo(deps, { seed: 1, days: 1, password: newDemoPassword(), force: true });
      const businesses = await database.db.selectFrom("business").select("id").execute();
      expect(businesses.map((row) => row.id)).toContain(forced.businessId);
      expect(businesses).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});

describe("the demo's history", () => {
  const users: DemoUsers = {
    owner: { id: "owner", name: "Laura Giménez" },
    cashier: { id: "cashier", name: "Martín Sosa" },
    kitchen: { id: "kitchen", name: "Rosa Benítez" },
  };
  const now = Date.UTC(2026, 10, 20, 15);
  /** What a seed makes, without the ids (random like every UUIDv7). */
  const history = (seed: number) => {
    const random = createRandom(seed);
    const plans = planShifts(random, now, 7);
    const rows = emptyRows();
    const book = createStockBook(rows, "business");
    const catalog = buildCatalog(rows, book, "business", users.owner, now - 10 * 86_400_000, customerSpecs);
    const summary = makeHistory({ rows, book, catalog, random, businessId: "business", users }, plans);
    const orders = rows.order.map((order) => [order.turn, order.created_at, order.status, order.total]);
    return { summary, orders };
  };

  it("is the same for the same seed and another for another seed", () => {
    const first = history(7);
    expect(first.summary.orders).toBeGreaterThan(200);
    expect(history(7)).toEqual(first);
    expect(history(8).orders).not.toEqual(first.orders);
  });
});

describe("npm run comanda -- demo, as run, on SQLite", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "comanda-demo-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", PASSWORD_HASH_COST: "10" };

  it("makes 60 days by default, passes the doctor and refuses a second run", {
    timeout: 180_000,
  }, async () => {
    const first = await cli(["demo"], env);
    expect(first.stdout).toContain("(semilla 2026, 60 días)");
    expect(first.stdout).toContain("Para entrar, abrí http://localhost:3000 e iniciá sesión con:");
    expect(first.stdout).toContain("Correo:     demo@comanda.local");
    // README (demo): a password of this run, not one published in the README.
    const printed = /Contraseña: (\S+)/.exec(first.stdout)?.[1] ?? "";
    expect(printed).toMatch(/^demo-[A-Za-z0-9_-]{16}$/);
    expect(printed).not.toBe("demo-comanda-2026");
    const shifts = Number(/(\d+) turnos cerrados/.exec(first.stdout)?.[1]);
    // Two a day, Mondays only the night: about 111 in 60 days.
    expect(shifts).toBeGreaterThanOrEqual(100);

    const doctor = await cli(["doctor"], env);
    expect(doctor.stdout).toContain(`Todo en orden: 36 productos, 9 ingredientes y ${shifts} turnos`);

    await expect(cli(["demo", "--days=2"], env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Ya hay un negocio de demostración en esta base"),
    });
  });

  it("names an option it does not know", async () => {
    expect(parseDemoArgs(["--force", "--days=2"])).toEqual({ seed: 2026, days: 2, force: true });
    await expect(cli(["demo", "--dias=3"], env)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Opción desconocida o inválida: --dias=3"),
    });
  });
});
