import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines, type TestDatabase } from "../../test/database-kit.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { AppError } from "../errors.ts";
import { enforce, hit, type RateRule, refund } from "./rate-limiter.ts";

const minute = 60_000;
const t0 = Date.UTC(2025, 0, 1, 12);

describe.each(engines)("rate limiter on %s", (engine) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    database = openDatabase(testDb.target);
    await migrateToLatest(database.db, database.dialect);
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  let n = 0;
  const rule = (limit: number, windowMs = 15 * minute): RateRule => {
    n += 1;
    return { key: `test:${n}`, limit, windowMs };
  };

  it("allows up to the limit within the window and then refuses", async () => {
    const r = rule(3);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hit(database.db, r, t0 + i * minute));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    // Retry-after counts from the window's start, not from the last hit.
    expect(results[3]?.retryAfterMs).toBe(12 * minute);
    expect(results[4]?.retryAfterMs).toBe(11 * minute);
  });

  it("starts a new window once the old one has passed", async () => {
    const r = rule(2, 10 * minute);
    await hit(database.db, r, t0);
    await hit(database.db, r, t0 + minute);
    expect((await hit(database.db, r, t0 + 10 * minute - 1)).allowed).toBe(false);
    const fresh = await hit(database.db, r, t0 + 10 * minute);
    expect(fresh).toEqual({ allowed: true, count: 1, retryAfterMs: 10 * minute });
    expect((await hit(database.db, r, t0 + 11 * minute)).allowed).toBe(true);
    expect((await hit(database.db, r, t0 + 12 * minute)).allowed).toBe(false);
    // Long after, a single hit is again the first of its window.
    expect(await hit(database.db, r, t0 + 100 * minute)).toEqual({
      allowed: true,
      count: 1,
      retryAfterMs: 10 * minute,
    });
  });

  it("keeps separate keys independent", async () => {
    const a = rule(1);
    const b = { ...a, key: `${a.key}:otra` };
    expect((await hit(database.db, a, t0)).allowed).toBe(true);
    expect((await hit(database.db, a, t0 + 1)).allowed).toBe(false);
    expect((await hit(database.db, b, t0 + 2)).allowed).toBe(true);
    expect((await hit(database.db, b, t0 + 3)).allowed).toBe(false);
  });

  it("counts concurrent hits exactly once each", async () => {
    const r = rule(5);
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(database.db, r, t0)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    const row = await database.db
      .selectFrom("rate_limit")
      .select("count")
      .where("key", "=", r.key)
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(20);
  });

  it("purges windows that have expired, so the table does not only grow", async () => {
    const prefix = `purge:${n}:`;
    n += 1;
    const countRows = async () => {
      const row = await database.db
        .selectFrom("rate_limit")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("key", "like", `${prefix}%`)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const live = { key: `${prefix}vivo`, limit: 5, windowMs: 60 * minute };
    await hit(database.db, live, t0);
    for (let i = 0; i < 300; i++) {
      await hit(database.db, { key: `${prefix}${i}`, limit: 5, windowMs: minute }, t0 + i);
    }
    expect(await countRows()).toBe(301);
    // A later hit on any key clears what has expired and keeps what has not.
    await hit(database.db, { key: `${prefix}nuevo`, limit: 5, windowMs: minute }, t0 + 2 * minute);
    const left = await database.db
      .selectFrom("rate_limit")
      .select("key")
      .where("key", "like", `${prefix}%`)
      .orderBy("key")
      .execute();
    expect(left.map((row) => row.key)).toEqual([`${prefix}nuevo`, `${prefix}vivo`]);
    // The live window still counts where it was.
    const again = await hit(database.db, live, t0 + 3 * minute);
    expect(again).toEqual({ allowed: true, count: 2, retryAfterMs: 57 * minute });
    const row = await database.db
      .selectFrom("rate_limit")
      .select("count")
      .where("key", "=", live.key)
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(2);
  });

  it("refund takes back one hit, never below zero", async () => {
    const r = rule(2);
    await hit(database.db, r, t0);
    await hit(database.db, r, t0 + 1);
    await refund(database.db, r.key);
    expect((await hit(database.db, r, t0 + 2)).allowed).toBe(true);
    expect((await hit(database.db, r, t0 + 3)).allowed).toBe(false);
    for (let i = 0; i < 5; i++) await refund(database.db, r.key);
    expect((await hit(database.db, r, t0 + 4)).allowed).toBe(true);
    await refund(database.db, "nunca-usada");
  });

  it("enforce throws resource-exhausted in Spanish once any rule is exceeded", async () => {
    const loose = rule(100, 5 * minute);
    const tight = rule(1, 5 * minute);
    await enforce(database.db, [loose, tight]);
    const error = await enforce(database.db, [loose, tight]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "resource-exhausted", status: 429 });
    expect((error as AppError).message).toMatch(
      /^Demasiados intentos\. Esperá 5 minutos y volvé a intentar\.$/,
    );
  });
});
