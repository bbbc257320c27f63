import { copyFileSync } from "node:fs";
import path from "node:path";
import { uuidv7 } from "@comanda/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject as provided } from "vitest";
import { createTestDatabase, engines, type TestDatabase } from "../../test/database-kit.ts";
import { type SellingBusiness, sellingBusiness } from "../../test/orders-kit.ts";
import { inject, startTestServer, type TestServer } from "../../test/server-kit.ts";
import { mountSmallDisk, type SmallDisk } from "../../test/small-disk-kit.ts";
import { diskFullMessage } from "./storage-errors.ts";

/** A trigger that refuses orders as PostgreSQL refuses a write on a full disk: SQLSTATE 53100, disk_full. */
const refuseLikeAFullDisk = sql`
  create or replace function comanda_test_disk_full() returns trigger language plpgsql as $$
  begin
    raise exception 'could not extend file "base/16384/16397": No space left on device' using errcode = 'disk_full';
  end $$;
  create trigger comanda_test_disk_full before insert on "order" for each row execute function comanda_test_disk_full();
`;

/**
 * Decision 071: a write refused for lack of disk space answers 503 with a message that says so, health
 * reports the disk full while still answering, and writes go through again once there is room. On SQLite
 * the database lives on a small filesystem of the test's own, filled up for real; on PostgreSQL (whose disk
 * is the database server's) the refusal is PostgreSQL's own error for it, raised by a trigger.
 */
describe.each(engines)("a full disk on %s", (engine) => {
  let disk: SmallDisk | null = null;
  let server: TestServer | undefined;
  let shop: SellingBusiness | undefined;
  let product = "";

  beforeAll(async () => {
    let database: TestDatabase;
    if (engine === "sqlite") {
      disk = await mountSmallDisk(8);
      const file = path.join(disk.dir, "comanda.db");
      copyFileSync(provided("sqliteTemplate"), file);
      database = { target: { kind: "sqlite", file }, drop: async () => {} };
    } else {
      database = await createTestDatabase(engine);
    }
    server = await startTestServer(engine, {}, database);
    shop = await sellingBusiness(server);
    product = await shop.product("Empanada", { price: 150_000, quantity: null });
  });

  afterAll(async () => {
    await server?.close();
    if (server?.engine === "postgres") await server.db.drop();
    await disk?.destroy();
  });

  const running = () => {
    if (!server || !shop) throw new Error("the server starts in beforeAll");
    return { server, shop };
  };

  let turn = 0;
  const placeOrder = async () => {
    const { server, shop } = running();
    turn += 1;
    const response = await inject(server, {
      method: "POST",
      url: "/api/v1/orders",
      cookies: shop.owner.cookies,
      payload: {
        id: uuidv7(),
        turn: String(turn),
        payment_method_id: shop.cash,
        products: [{ product_id: product, quantity: 1 }],
      },
    });
    return {
      status: response.statusCode,
      body: response.json() as { error?: { code: string; message: string } },
    };
  };

  const health = async () => {
    const response = await inject(running().server, { method: "GET", url: "/api/v1/health" });
    return { status: response.statusCode, data: response.json().data };
  };

  const fill = async () => {
    if (disk) {
      // The WAL folded into the file and cut to nothing, as the checkpointer leaves it when idle: the next
      // write needs new room rather than reusing the WAL's.
      running().server.ctx.database.sqlite?.pragma("wal_checkpoint(TRUNCATE)");
      disk.fill();
    } else await refuseLikeAFullDisk.execute(running().server.ctx.database.db);
  };

  const free = async () => {
    if (disk) disk.free();
    else
      await sql`drop trigger comanda_test_disk_full on "order"; drop function comanda_test_disk_full()`.execute(
        running().server.ctx.database.db,
      );
  };

  it("answers 503 'disco lleno', says so in health, and takes writes again once there is room", async () => {
    expect((await placeOrder()).status).toBe(201);
    expect(await health()).toEqual({ status: 200, data: { status: "ok", database: engine, disk: "ok" } });

    await fill();
    // Space the database already holds (its WAL, free pages) takes a few orders more before a write fails.
    const answers: Awaited<ReturnType<typeof placeOrder>>[] = [];
    while (answers.length < 200 && (answers.at(-1)?.status ?? 201) === 201) answers.push(await placeOrder());
    const refused = answers.at(-1);
    expect(refused).toEqual({
      status: 503,
      body: { error: { code: "unavailable", message: diskFullMessage } },
    });
    expect(await placeOrder()).toEqual(refused);
    // Still answering, for the screens that read and for a load balancer: every instance shares the disk.
    expect(await health()).toEqual({
      status: 200,
      data: { status: "degraded", database: engine, disk: "full" },
    });

    await free();
    expect((await placeOrder()).status).toBe(201);
    expect(await health()).toEqual({ status: 200, data: { status: "ok", database: engine, disk: "ok" } });
  });
});
