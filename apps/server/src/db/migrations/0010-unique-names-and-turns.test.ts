import { uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  migrateBefore,
  orderRow,
  seedBusiness,
  seedShift,
  useBareDatabase,
} from "../../../test/migration-kit.ts";
import { checkInvariants } from "../invariants.ts";
import { migrateToLatest } from "../migrate.ts";
import { numbered, uniqueNames, uniqueTurns } from "./0010-unique-names-and-turns.ts";

describe("uniqueNames", () => {
  let n = 0;
  const row = (name: string, name_key = name.toLowerCase()) => {
    n += 1;
    return { id: `r${n}`, business_id: "b1", name, name_key };
  };

  it("lets the oldest keep a name that differs only in case or accents, and numbers the others", () => {
    const first = row("Flan casero");
    const second = row("flan casero");
    const third = row("Flan caséro");
    const taken = row("Flan casero (2)");
    const cafe = row("Café");
    expect(uniqueNames([first, second, third, taken, cafe], 80)).toEqual([
      { id: second.id, name: "flan casero (3)", name_key: "flan casero (3)" },
      { id: third.id, name: "Flan caséro (4)", name_key: "flan casero (4)" },
      { id: cafe.id, name: "Café", name_key: "cafe" },
    ]);
  });

  it("keeps numbered names within the field's length", () => {
    expect(numbered("x".repeat(10), 2, 10)).toBe("xxxxxx (2)");
    const long = [row("x".repeat(10)), row("X".repeat(10))];
    expect(uniqueNames(long, 10)).toEqual([{ id: long[1]?.id, name: "XXXXXX (2)", name_key: "xxxxxx (2)" }]);
  });
});

describe("uniqueTurns", () => {
  it("renumbers the later open orders of a shift that share a turn, past the turns in use", () => {
    const orders = [
      { id: "o1", shift_id: "s1", turn: "12" },
      { id: "o2", shift_id: "s1", turn: "12" },
      { id: "o3", shift_id: "s1", turn: "12 (2)" },
      { id: "o4", shift_id: "s2", turn: "12" },
    ];
    expect(uniqueTurns(orders)).toEqual([{ id: "o2", turn: "12 (3)" }]);
  });
});

describe.each(engines)("migration 0010 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("renames duplicate names and turns, then lets the database refuse new ones", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0010");
    const db = database.db;
    const now = Date.now();
    const past = now - 60_000;
    const common = { status: "enabled" as const, created_at: past, updated_at: past };
    await seedBusiness(db, { at: past });
    await seedBusiness(db, { id: "b2", at: past });
    let at = past;
    const named = (business_id: string, name: string) => {
      at += 1;
      return { id: uuidv7(at), business_id, name, name_key: name.toLowerCase(), ...common, created_at: at };
    };
    const categories = [
      named("b1", "Postres"),
      named("b1", "Café"),
      named("b1", "Cafe"),
      named("b2", "Cafe"),
    ];
    await db.insertInto("category").values(categories).execute();
    const products = [
      named("b1", "Flan casero"),
      named("b1", "flan casero"),
      named("b1", "Flan Caséro"),
      named("b2", "Flan casero"),
    ].map((product) => ({ ...product, category_id: categories[0]?.id ?? "", price: 100, unit_price: 0 }));
    await db.insertInto("product").values(products).execute();
    const combo = (business_id: string, name: string) => ({
      ...named(business_id, name),
      type: "combo" as const,
      is_active: 1,
      value: 100,
      start_date: past,
      end_date: null,
    });
    await db
      .insertInto("promotion")
      .values([combo("b1", "Combo Día"), combo("b1", "combo dia")].map(({ status: _, ...row }) => row))
      .execute();

    await seedShift(db, past, { last_turn: 12 });
    const order = (turn: string, status: string) => {
      at += 1;
      return orderRow(at, { turn, status });
    };
    const orders = [
      order("12", "pending"),
      order("12", "ready"),
      order("12", "cancelled"),
      order("7", "cancelled"),
    ];
    await db
      .insertInto("order")
      .values(orders as never)
      .execute();

    await migrateToLatest(db, database.dialect);

    const names = async (table: "category" | "product" | "promotion") =>
      (
        await db
          .selectFrom(table)
          .select(["business_id", "name", "name_key", "updated_at"])
          .orderBy("created_at")
          .execute()
      ).map((row) => [row.business_id, row.name, row.name_key, Number(row.updated_at) >= now]);
    expect(await names("category")).toEqual([
      ["b1", "Postres", "postres", false],
      ["b1", "Café", "cafe", false],
      ["b1", "Cafe (2)", "cafe (2)", true],
      ["b2", "Cafe", "cafe", false],
    ]);
    expect(await names("product")).toEqual([
      ["b1", "Flan casero", "flan casero", false],
      ["b1", "flan casero (2)", "flan casero (2)", true],
      ["b1", "Flan Caséro (3)", "flan casero (3)", true],
      ["b2", "Flan casero", "flan casero", false],
    ]);
    expect(await names("promotion")).toEqual([
      ["b1", "Combo Día", "combo dia", false],
      ["b1", "combo dia (2)", "combo dia (2)", true],
    ]);
    const turns = await db.selectFrom("order").select(["turn", "status"]).orderBy("created_at").execute();
    expect(turns).toEqual([
      { turn: "12", status: "pending" },
      { turn: "12 (2)", status: "ready" },
      { turn: "12", status: "cancelled" },
      { turn: "7", status: "cancelled" },
    ]);
    expect((await checkInvariants(db)).breaks).toEqual([]);

    // From now on the database itself refuses a duplicate key and a second open order with a turn.
    await expect(
      db
        .insertInto("product")
        .values({ ...products[0], id: uuidv7(), name: "FLAN CASERO", name_key: "flan casero" } as never)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("order")
        .values(order("12", "preparing") as never)
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("order")
      .values(order("12", "cancelled") as never)
      .execute();
  });
});
