import type pg from "pg";
import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { sellingBusiness } from "../../../../test/orders-kit.ts";
import { type TestServer, useTestServer } from "../../../../test/server-kit.ts";
import { raiseTurnsText } from "../turns/queries.ts";

/**
 * Decision 032: on PostgreSQL every statement is a round trip, and an order's time is mostly round trips.
 * Every statement the pool's connections send while one order is created is recorded here (pg's client,
 * not our code, is observed), so a change that adds round trips to the hot path fails.
 */
const poolOf = (server: TestServer) => {
  const pool = server.ctx.database.pool;
  if (!pool) throw new Error("expected a PostgreSQL pool");
  return pool;
};

// The print and invoice queues look for due rows every second on their own: such a look landing inside the
// window is not one of the order's round trips.
const queueLook = /^select .* from "(print_job|invoice)"/is;

const recordStatements = (server: TestServer) => {
  const pool = poolOf(server);
  const watched = new WeakSet<pg.PoolClient>();
  const sent: string[] = [];
  let recording = false;
  pool.on("acquire", (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      const text = typeof first === "string" ? first : first.text;
      if (recording && !queueLook.test(text)) sent.push(text);
      return query(...args);
    }) as typeof client.query;
  });
  return {
    during: async (work: () => Promise<unknown>) => {
      sent.length = 0;
      recording = true;
      try {
        await work();
      } finally {
        recording = false;
      }
      return [...sent];
    },
  };
};

describe.runIf(engines.includes("postgres"))("an order's round trips on PostgreSQL", () => {
  const server = useTestServer("postgres");

  it("creates an order with tracked products, a recipe and a split payment in at most 3 statements (4 with a split payment)", async () => {
    const shop = await sellingBusiness(server());
    const recorder = recordStatements(server());
    const cheese = await shop.ingredient("Queso", "kg", 10_000);
    const pizza = await shop.product("Pizza", { price: 900_000, quantity: 50 });
    await shop.recipe(pizza, cheese, 250);
    const coke = await shop.product("Coca-Cola", { price: 150_000, quantity: 50 });
    const card = await shop.paymentMethod("Débito");
    const products = [
      { product_id: pizza, quantity: 2 },
      { product_id: coke, quantity: 1 },
    ];
    // The first order prepares the statements on its connection; the second is the steady state.
    expect((await shop.create(shop.body({ products }))).statusCode).toBe(201);
    // After its answer, the first order of a business has the comandas' printing learn which of its
    // stations print (decision 046), once: not part of the next order's round trips.
    await server().ctx.printing.comandas.prints(shop.businessId);
    const statementsOf = async (body: unknown) => {
      const sent = await recorder.during(async () => {
        const response = await shop.create(body);
        expect(response.statusCode, response.body).toBe(201);
      });
      // The change events' NOTIFY go apart, batched with other orders' (realtime/notify-batcher.ts).
      return sent.filter((text) => !/^\s*(select pg_notify|notify)\b/i.test(text));
    };
    // One read (shift, id, method and the products), all the writes in one statement that is its own
    // transaction (decision 042), the turn counter after it. It was 13 before decision 032, 6 with the
    // products read apart, 5 inside BEGIN and COMMIT.
    const plain = await statementsOf(shop.body({ products }));
    expect(plain.length, plain.join("\n---\n")).toBeLessThanOrEqual(3);
    expect(plain.some((text) => /^\s*(begin|commit)\b/i.test(text))).toBe(false);
    // A split payment reads its methods too. It was 14, then 7, then 6.
    const split = await statementsOf(
      shop.body({
        products,
        payments: [
          { payment_method_id: shop.cash, amount: 10_000, tendered: null },
          { payment_method_id: card, amount: 9_500, tendered: null },
        ],
      }),
    );
    expect(split.length, split.join("\n---\n")).toBeLessThanOrEqual(4);
    expect(await shop.quantityOf("product", pizza)).toBe(44);
    expect(await shop.quantityOf("ingredient", cheese)).toBe(8_500);
  });

  it("takes its stock through comanda_take_stock, locking no row of its own (decision 063)", async () => {
    const shop = await sellingBusiness(server());
    const recorder = recordStatements(server());
    const pizza = await shop.product("Pizza", { price: 900_000, quantity: 5 });
    const sent = await recorder.during(async () => {
      const response = await shop.create(shop.body({ products: [{ product_id: pizza, quantity: 1 }] }));
      expect(response.statusCode, response.body).toBe(201);
    });
    const write = sent.find((text) => /insert into "order"/i.test(text));
    expect(write).toContain("comanda_take_stock(");
    // A row lock of its own would make PostgreSQL re-check it by starting a copy of the whole plan.
    expect(write).not.toMatch(/for (no key )?update/i);
  });

  it("has comanda_take_stock take products only while they have enough, and ingredients, saying what is left", async () => {
    const shop = await sellingBusiness(server());
    const pizza = await shop.product("Pizza", { price: 900_000, quantity: 3 });
    const coke = await shop.product("Coca-Cola", { price: 150_000, quantity: 1 });
    const cheese = await shop.ingredient("Queso", "kg", 10_000);
    const pool = poolOf(server());
    const take = (products: [string, number][], ingredients: [string, number][]) =>
      pool.query<{ kind: string; id: string; quantity: string }>(
        "select kind, id, quantity from comanda_take_stock($1, $2, $3, $4, $5)",
        [
          shop.businessId,
          products.map(([id]) => id),
          products.map(([, units]) => units),
          ingredients.map(([id]) => id),
          ingredients.map(([, amount]) => amount),
        ],
      );
    const first = await take(
      [
        [pizza, 2],
        [coke, 2],
      ],
      [[cheese, 500]],
    );
    // Coca-Cola had 1 of 2: not taken, not returned (the order's statement then refuses itself).
    expect(first.rows.map((row) => [row.kind, row.id, Number(row.quantity)])).toEqual([
      ["product", pizza, 1],
      ["ingredient", cheese, 9_500],
    ]);
    expect(await shop.quantityOf("product", coke)).toBe(1);
  });
});

describe.runIf(engines.includes("postgres"))("the turn counter on PostgreSQL", () => {
  const server = useTestServer("postgres");

  it("rises to the highest turn of orders sent together, in fewer statements than orders", async () => {
    const shop = await sellingBusiness(server());
    const recorder = recordStatements(server());
    const pizza = await shop.product("Pizza", { price: 900_000, quantity: 100 });
    const bodies = Array.from({ length: 20 }, (_, index) =>
      shop.body({ turn: String(index + 1), products: [{ product_id: pizza, quantity: 1 }] }),
    );
    const sent = await recorder.during(async () => {
      const answers = await Promise.all(bodies.map((body) => shop.create(body)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    });
    const raises = sent.filter((text) => /^\s*update "shift" set "last_turn"/i.test(text));
    expect(raises.length).toBeGreaterThan(0);
    expect(raises.length).toBeLessThan(20);
    expect(Number((await shop.shiftRow()).last_turn)).toBe(20);
  });

  it("raises it without waiting for the disk: the orders it follows already did", async () => {
    const shop = await sellingBusiness(server());
    const pool = poolOf(server());
    const client = await pool.connect();
    try {
      // Inside a transaction of the test's, to read the setting the statement left for its commit.
      await client.query("begin");
      const raised = await client.query(raiseTurnsText, [[shop.shiftId], [7]]);
      expect(raised.rowCount).toBe(1);
      const { rows } = await client.query<{ mode: string }>(
        "select current_setting('synchronous_commit') as mode",
      );
      expect(rows[0]?.mode).toBe("off");
      await client.query("rollback");
      // Only for that transaction: the connection's next ones wait for the disk again.
      const after = await client.query<{ mode: string }>(
        "select current_setting('synchronous_commit') as mode",
      );
      expect(after.rows[0]?.mode).toBe("on");
    } finally {
      client.release();
    }
  });
});

describe("orders sent together on SQLite", () => {
  const server = useTestServer("sqlite");

  it("share a commit, each with its own stock and movements, and a refused one leaves nothing", async () => {
    const shop = await sellingBusiness(server());
    const group = server().ctx.database.groupCommit;
    if (!group) throw new Error("expected SQLite's group commit");
    const pizza = await shop.product("Pizza", { price: 900_000, quantity: 10 });
    const before = group.committed();
    const bodies = Array.from({ length: 12 }, () =>
      shop.body({ products: [{ product_id: pizza, quantity: 1 }] }),
    );
    const answers = await Promise.all(bodies.map((body) => shop.create(body)));
    const statuses = answers.map((answer) => answer.statusCode);
    // Ten units: ten orders are taken, two refused for stock, in whatever order they ran.
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const after = group.committed();
    expect(after.jobs - before.jobs).toBe(10);
    // Read in one turn of the event loop, they went to the disk in fewer commits than orders.
    expect(after.commits - before.commits).toBeLessThan(10);
    expect(await shop.quantityOf("product", pizza)).toBe(0);
    const movements = await server()
      .ctx.database.db.selectFrom("stock_movement")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("item_id", "=", pizza)
      .where("reason", "=", "sale")
      .executeTakeFirstOrThrow();
    expect(Number(movements.n)).toBe(10);
    const refused = answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json());
    for (const body of refused) expect(body.error.message).toContain("No hay stock suficiente de Pizza");
  });
});
