import { uuidv7 } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { migrateBefore, seedBusiness, useBareDatabase } from "../../../test/migration-kit.ts";
import { migrateToLatest } from "../migrate.ts";
import { renamedRows, type StoredName, unnamed } from "./0004-name-keys.ts";

let counter = 0;
const stored = (name: string, name_key: string, business_id = "b1"): StoredName => {
  counter += 1;
  return { id: `r${counter}`, business_id, name, name_key };
};

describe("renamedRows", () => {
  it("strips invisible characters and recomputes keys, leaving plain names alone", () => {
    const plain = stored("Bebidas", "bebidas");
    const hidden = stored("Pos\u00adtres\u200b", "pos\u00adtres\u200b");
    expect(renamedRows([plain, hidden], 80)).toEqual([
      { id: hidden.id, name: "Postres", name_key: "postres" },
    ]);
  });

  it("lets the row already holding a key keep it, and numbers the look-alikes", () => {
    const hidden = stored("Bebidas\u200b", "bebidas\u200b");
    const plain = stored("Bebidas", "bebidas");
    const bidi = stored("\u202eBEBIDAS", "\u202ebebidas");
    const second = stored("Bebidas (2)", "bebidas (2)");
    expect(renamedRows([hidden, plain, bidi, second], 80)).toEqual([
      { id: hidden.id, name: "Bebidas (3)", name_key: "bebidas (3)" },
      { id: bidi.id, name: "BEBIDAS (4)", name_key: "bebidas (4)" },
    ]);
  });

  it("gives the oldest the key when no row holds it yet", () => {
    const first = stored("Pan\u200b", "pan\u200b");
    const later = stored("P\u00ada\u00adn", "p\u00ada\u00adn");
    expect(renamedRows([first, later], 80)).toEqual([
      { id: first.id, name: "Pan", name_key: "pan" },
      { id: later.id, name: "Pan (2)", name_key: "pan (2)" },
    ]);
  });

  it("names the invisible-only rows, and keeps numbered names within the length limit", () => {
    const blank = stored("\u200b", "\u200b");
    const blanker = stored("\u2800\u3164", "\u2800\u3164");
    const long = stored("x".repeat(10), "x".repeat(10));
    const longHidden = stored(`${"x".repeat(10)}\u200b`, `${"x".repeat(10)}\u200b`);
    expect(renamedRows([blank, blanker, long, longHidden], 10)).toEqual([
      { id: blank.id, name: unnamed, name_key: "sin nombre" },
      { id: blanker.id, name: "Sin no (2)", name_key: "sin no (2)" },
      { id: longHidden.id, name: "xxxxxx (2)", name_key: "xxxxxx (2)" },
    ]);
  });
});

describe.each(engines)("migration 0004 on %s", (engine) => {
  const fresh = useBareDatabase(engine);

  it("rewrites the names and keys of existing rows without breaking the unique index", async () => {
    const { database } = fresh;
    await migrateBefore(database, "0004");

    const db = database.db;
    const now = Date.now();
    await seedBusiness(db, { at: now });
    await seedBusiness(db, { id: "b2", at: now });
    const past = now - 60_000;
    const row = (business_id: string, name: string, at: number) => ({
      id: uuidv7(past + at),
      business_id,
      name,
      // As the old rule made it: lowercase, invisible characters and all.
      name_key: name.toLowerCase(),
      status: "enabled" as const,
      created_at: past + at,
      updated_at: past + at,
    });
    const rows = [
      row("b1", "Bebidas\u200b", 1),
      row("b1", "Bebidas", 2),
      row("b1", "\u200b", 3),
      row("b1", "Chef 👨‍🍳", 4),
      row("b2", "Bebidas\u200b", 5),
    ];
    await db.insertInto("payment_method").values(rows).execute();

    await migrateToLatest(db, database.dialect);

    const after = await db
      .selectFrom("payment_method")
      .select(["id", "business_id", "name", "name_key", "updated_at"])
      .orderBy("created_at")
      .execute();
    expect(after.map(({ business_id, name, name_key }) => ({ business_id, name, name_key }))).toEqual([
      { business_id: "b1", name: "Bebidas (2)", name_key: "bebidas (2)" },
      { business_id: "b1", name: "Bebidas", name_key: "bebidas" },
      { business_id: "b1", name: "Sin nombre", name_key: "sin nombre" },
      { business_id: "b1", name: "Chef 👨‍🍳", name_key: "chef 👨🍳" },
      { business_id: "b2", name: "Bebidas", name_key: "bebidas" },
    ]);
    // Only the rows whose name the owner will see changed count as edited.
    expect(after.map((r) => Number(r.updated_at) >= now)).toEqual([true, false, true, false, true]);
  });
});
