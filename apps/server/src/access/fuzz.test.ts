import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { fuzzOnce, requestsFor } from "../../test/fuzz/run.ts";
import { writeMark } from "../../test/fuzz/snapshot.ts";
import { createWorld, type World } from "../../test/fuzz/world.ts";
import { useTestServer } from "../../test/server-kit.ts";
import { type Access, isGuarded, routeAccess } from "./route-access.ts";

/**
 * Every route of the role table, as each role, a stranger, a forged cookie and another
 * business's ADMIN, with junk ids, queries, bodies, content types and origins. A route added to the table
 * is fuzzed without touching this file. Properties (test/fuzz/checks.ts): never a 5xx; always the
 * `{data}`/`{error}` envelope in Spanish (or an SSE stream, or a redirect inside the app); a caller the
 * table refuses gets 401/403; no record of another business is reached; a foreign origin changes nothing;
 * and a refused request writes nothing.
 */
const entries = Object.entries(routeAccess) as [string, Access][];
/** Decision 045: the routes a business's settings can close to CASHIER or KITCHEN. */
const guarded = entries.filter(([, access]) => isGuarded(access));
const everySwitchOff = {
  cashierEditsCatalog: false,
  cashierCancelsOrders: false,
  kitchenCancelsOrders: false,
  waiterCharges: false,
};
/** Bounded so the file stays well under a minute per engine inside `npm test` on a small machine. */
const numRuns = 50;

describe.each(engines)("fuzzing the role table's routes on %s", (engine) => {
  const server = useTestServer(engine);
  let world: World;
  beforeAll(async () => {
    world = await createWorld(server());
  });

  // What lets a request that wrote nothing skip the snapshot (test/fuzz/run.ts) must see every write.
  it("the write mark moves with each write to a watched table, and only then", async () => {
    const { db, dialect } = server().ctx.database;
    const mark = () => writeMark(db, dialect);
    const first = await mark();
    await db.selectFrom("category").selectAll().execute();
    expect(await mark()).toBe(first);
    await db
      .updateTable("category")
      .set({ updated_at: 1 })
      .where("business_id", "=", world.businessA)
      .execute();
    const second = await mark();
    expect(second).not.toBe(first);
    await db.deleteFrom("session").where("id", "=", "ninguna").execute();
    // Inside a transaction, and to the value it had: still a write.
    const { name } = await db
      .selectFrom("business")
      .select("name")
      .where("id", "=", world.businessB)
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("business").set({ name }).where("id", "=", world.businessB).execute();
    });
    expect(await mark()).not.toBe(second);
    await world.refresh();
  });

  it.each(entries)("%s", async (key, access) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(key), async (request) => {
        expect(await fuzzOnce(server(), world, key, access, request)).toEqual([]);
      }),
      { numRuns },
    );
  });
});

/**
 * Decision 045: the same properties with every permission switch off, on the routes the switches
 * guard: CASHIER and KITCHEN, sending no ADMIN's PIN, must now be refused (403) and write nothing.
 */
describe.each(engines)("fuzzing the guarded routes with every switch off on %s", (engine) => {
  const server = useTestServer(engine);
  let world: World;
  beforeAll(async () => {
    world = await createWorld(server(), everySwitchOff);
  });

  it.each(guarded)("%s", async (key, access) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(key), async (request) => {
        expect(await fuzzOnce(server(), world, key, access, request)).toEqual([]);
      }),
      { numRuns },
    );
  });
});
