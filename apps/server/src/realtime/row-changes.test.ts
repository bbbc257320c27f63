import { uuidv7 } from "@comanda/domain";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { signUp, useTestServer } from "../../test/server-kit.ts";
import { announcedTables, type RowChange } from "./row-changes.ts";

/** Whatever writes them (a service, another module, an operator), these tables announce their rows. */
describe.each(engines)("the database reports rows written on %s", (engine) => {
  const server = useTestServer(engine);

  const heardDuring = async (write: () => Promise<unknown>) => {
    const heard: (RowChange | "resync")[] = [];
    const stop = server().ctx.bus.subscribeRows((change) => heard.push(change));
    await write();
    expect(await server().ctx.bus.heardChanges()).toBe(true);
    stop();
    return heard;
  };

  it.each(announcedTables)("%s: an insert, an update and a delete, each with its business", async (table) => {
    const { db } = server().ctx.database;
    const { session } = await signUp(server());
    const businessId = session.business.id;
    const id = uuidv7();
    const row = {
      id,
      business_id: businessId,
      name: "Fila",
      name_key: "fila",
      status: "enabled" as const,
      created_at: Date.now(),
      updated_at: Date.now(),
    };
    const change = { table, businessId };
    expect(await heardDuring(() => db.insertInto(table).values(row).execute())).toEqual([change]);
    expect(
      await heardDuring(() =>
        db.updateTable(table).set({ status: "disabled" }).where("id", "=", id).execute(),
      ),
    ).toEqual([change]);
    expect(await heardDuring(() => db.deleteFrom(table).where("id", "=", id).execute())).toEqual([change]);
  });

  it("says nothing of other tables, nor of a write that changed no row", async () => {
    const { db } = server().ctx.database;
    const { session } = await signUp(server());
    const now = Date.now();
    expect(
      await heardDuring(() =>
        db
          .insertInto("ingredient")
          .values({
            id: uuidv7(),
            business_id: session.business.id,
            name: "Harina",
            name_key: "harina",
            status: "enabled",
            unit: "kg",
            quantity: 1000,
            min_quantity: 0,
            code: null,
            cost: null,
            created_at: now,
            updated_at: now,
          })
          .execute(),
      ),
    ).toEqual([]);
    expect(
      await heardDuring(() =>
        db.updateTable("category").set({ name: "Nadie" }).where("id", "=", "no-such-id").execute(),
      ),
    ).toEqual([]);
  });
});

describe.runIf(engines.includes("postgres"))("the PostgreSQL bus's row channel", () => {
  const server = useTestServer("postgres");

  it("takes only well-formed row changes, and never hands them to change listeners", async () => {
    const target = server().db.target;
    if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    const heard: unknown[] = [];
    const changes: unknown[] = [];
    const stopRows = server().ctx.bus.subscribeRows((change) => heard.push(change));
    const stopChanges = server().ctx.bus.subscribe("business-1", (message) => changes.push(message));
    try {
      const notify = (payload: string) => admin.query("select pg_notify('comanda_rows', $1)", [payload]);
      await notify("not json");
      await notify(JSON.stringify({ table: "ingredient", businessId: "business-1" }));
      await notify(JSON.stringify({ table: "category", businessId: "business-1", id: "x" }));
      await notify(JSON.stringify({ table: "category", businessId: "" }));
      await notify(JSON.stringify({ table: "category", businessId: "business-1" }));

      await vi.waitFor(() => expect(heard).toHaveLength(1));
      expect(await server().ctx.bus.heardChanges()).toBe(true);
      expect(heard).toEqual([{ table: "category", businessId: "business-1" }]);
      expect(changes).toEqual([]);
    } finally {
      stopRows();
      stopChanges();
      await admin.end();
    }
  });
});
