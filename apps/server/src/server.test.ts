import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, engines } from "../test/database-kit.ts";
import { inject, signUp, startTestServer } from "../test/server-kit.ts";

describe.each(engines)("restarting on %s", (engine) => {
  const databases: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  afterAll(async () => {
    for (const db of databases) await db.drop();
  });

  it("keeps the data and the sessions: a second start on the same database migrates nothing and signs in", async () => {
    const db = await createTestDatabase(engine);
    databases.push(db);
    const first = await startTestServer(engine, {}, db);
    const owner = await signUp(first);
    await first.close();

    const second = await startTestServer(
      engine,
      { authSecret: first.config.authSecret, dataDir: first.config.dataDir },
      db,
    );
    const me = await inject(second, { method: "GET", url: "/api/v1/session", cookies: owner.cookies });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.business.id).toBe(owner.session.business.id);
    const signIn = await inject(second, {
      method: "POST",
      url: "/api/v1/session",
      payload: { email: owner.input.email, password: owner.input.password },
    });
    expect(signIn.statusCode).toBe(200);
    await second.close();
  });
});
