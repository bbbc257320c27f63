import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { useTestServer } from "../../test/server-kit.ts";

describe.runIf(engines.includes("postgres"))("the PostgreSQL bus's auth channel", () => {
  const server = useTestServer("postgres");
  let admin: pg.Client;
  beforeAll(async () => {
    const target = server().db.target;
    if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
    admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  it("takes only well-formed auth changes, and never hands them to change listeners", async () => {
    const heard: unknown[] = [];
    const changes: unknown[] = [];
    const stopAuth = server().ctx.bus.subscribeAuth((change) => heard.push(change));
    const stopChanges = server().ctx.bus.subscribe("business-1", (message) => changes.push(message));
    const notify = (channel: string, payload: string) =>
      admin.query("select pg_notify($1, $2)", [channel, payload]);

    await notify("comanda_auth", "not json");
    await notify("comanda_auth", JSON.stringify({ userId: "u-1", businessId: "business-1" }));
    await notify("comanda_auth", JSON.stringify({ userId: "u-1", extra: true }));
    await notify("comanda_auth", JSON.stringify({ sessionId: "" }));
    await notify(
      "comanda_changes",
      JSON.stringify({ businessId: "business-1", entity: "users", id: "u-1", op: "update", sessionId: "s" }),
    );
    await notify("comanda_auth", JSON.stringify({ sessionId: "s-1" }));

    await vi.waitFor(() => expect(heard).toContainEqual({ sessionId: "s-1" }));
    expect(await server().ctx.bus.heardChanges()).toBe(true);
    expect(heard).toEqual([{ sessionId: "s-1" }]);
    expect(changes).toEqual([]);
    stopAuth();
    stopChanges();
  });
});
