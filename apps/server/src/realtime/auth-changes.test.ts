import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { signUp, useTestServer } from "../../test/server-kit.ts";
import type { AuthChange } from "./auth-changes.ts";

/** Whatever writes them (Better Auth, a service, an operator), these rows announce their changes. */
describe.each(engines)("the database reports session changes on %s", (engine) => {
  const server = useTestServer(engine);

  const heardDuring = async (write: () => Promise<unknown>) => {
    const heard: (AuthChange | "resync")[] = [];
    const stop = server().ctx.bus.subscribeAuth((change) => heard.push(change));
    await write();
    expect(await server().ctx.bus.heardChanges()).toBe(true);
    stop();
    return heard;
  };

  it("a session updated or deleted, a user or business changed in what a session shows", async () => {
    const { db } = server().ctx.database;
    const { session } = await signUp(server());
    const userId = session.user.id;
    const businessId = session.business.id;
    const row = await db
      .selectFrom("session")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    const later = new Date(Date.now() + 60_000);

    expect(
      await heardDuring(() =>
        db
          .updateTable("session")
          .set({ expires_at: engine === "postgres" ? later : later.toISOString() })
          .where("id", "=", row.id)
          .execute(),
      ),
    ).toEqual([{ sessionId: row.id }]);
    expect(
      await heardDuring(() =>
        db.updateTable("user").set({ role: "CASHIER" }).where("id", "=", userId).execute(),
      ),
    ).toEqual([{ userId }]);
    expect(
      await heardDuring(() =>
        db.updateTable("business").set({ name: "Otro nombre" }).where("id", "=", businessId).execute(),
      ),
    ).toEqual([{ businessId }]);
    expect(await heardDuring(() => db.deleteFrom("session").where("id", "=", row.id).execute())).toEqual([
      { sessionId: row.id },
    ]);
  });

  it("says nothing of columns no session shows", async () => {
    const { db } = server().ctx.database;
    const { session } = await signUp(server());
    expect(
      await heardDuring(() =>
        db
          .updateTable("business")
          .set({ address: "Otra calle 123" })
          .where("id", "=", session.business.id)
          .execute(),
      ),
    ).toEqual([]);
  });
});
