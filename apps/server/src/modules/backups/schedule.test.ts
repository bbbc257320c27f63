import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines } from "../../../test/database-kit.ts";
import { placeOrder, sellingBusiness } from "../../../test/orders-kit.ts";
import { addUser, inject, startTestServer, type TestServer } from "../../../test/server-kit.ts";
import { restoreDatabase } from "./restore.ts";

/**
 * Decision 057: with BACKUP_EVERY the server backs itself up while it sells, keeps the newest
 * BACKUP_KEEP, and the owner's home says when the last copy was made.
 */
describe.each(engines)("scheduled backups on %s", (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), "comanda-scheduled-"));
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  it("backs up every interval while orders come, keeps the newest, and tells the owner", async () => {
    server = await startTestServer(engine, { backup: { dir, everyMs: 300, keep: 2 } });
    const shop = await sellingBusiness(server);
    const product = await shop.product("Café", { price: 100_000, quantity: null });
    const taken = new Set<string>();
    const until = Date.now() + 60_000;
    // Sell until at least three copies were made (the oldest then pruned), each while orders are written.
    while (Date.now() < until) {
      await placeOrder(shop, { products: [{ product_id: product, quantity: 1 }] });
      for (const name of readdirSync(dir)) if (name.endsWith(".jsonl.gz")) taken.add(name);
      if (taken.size >= 3) break;
    }
    expect(taken.size).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => readdirSync(dir).filter((name) => name.endsWith(".jsonl.gz")).length)
      .toBeLessThanOrEqual(2);

    const home = await shop.call("GET", "/dashboard");
    const backup = home.json().data.backup;
    expect(backup).toMatchObject({ enabled: true, lastError: null });
    expect(backup.latest.bytes).toBeGreaterThan(0);
    expect(Date.now() - backup.latest.at).toBeLessThan(60_000);
    const cashier = await addUser(server, shop.businessId, "CASHIER");
    const theirs = await inject(server, {
      method: "GET",
      url: "/api/v1/dashboard",
      cookies: cashier.cookies,
    });
    expect(theirs.json().data.backup).toBeNull();

    // The newest copy is a whole, consistent database (the schedule stopped: it would prune it meanwhile).
    await server.ctx.backups.stop();
    const [newest] = readdirSync(dir)
      .filter((name) => name.endsWith(".jsonl.gz"))
      .sort()
      .reverse();
    const target = await createTestDatabase(engine, "empty");
    try {
      const restored = await restoreDatabase(target.target, path.join(dir, newest ?? ""));
      expect(restored.report.breaks).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});
