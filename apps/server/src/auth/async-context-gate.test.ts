import { executionAsyncId } from "node:async_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { inject, signUp, useTestServer } from "../../test/server-kit.ts";
import { gatedStorage, gatedStorages, withAsyncContext } from "./async-context-gate.ts";

/** With promise hooks on, a continuation has an async id of its own; without them it is 0. */
const promiseHooksOn = async () => {
  await null;
  return executionAsyncId() !== 0;
};

describe("the async-context gate", () => {
  it("switches promise hooks off once the last call has finished, and on again for the next", async () => {
    const storage = gatedStorage<string>();
    await withAsyncContext(() => storage.run("first", async () => expect(storage.getStore()).toBe("first")));
    await nextTurn();
    expect(await promiseHooksOn()).toBe(false);

    await withAsyncContext(() =>
      storage.run("second", async () => {
        await nextTurn();
        expect(storage.getStore()).toBe("second");
      }),
    );
    await nextTurn();
    expect(await promiseHooksOn()).toBe(false);
  });

  it("keeps every store while another call still runs", async () => {
    const storage = gatedStorage<string>();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = withAsyncContext(() =>
      storage.run("slow", async () => {
        await held;
        return storage.getStore();
      }),
    );
    await withAsyncContext(() => storage.run("quick", async () => {}));
    await nextTurn();
    await nextTurn();
    expect(await promiseHooksOn()).toBe(true);
    release();
    expect(await slow).toBe("slow");
    await nextTurn();
    expect(await promiseHooksOn()).toBe(false);
  });
});

describe.each(engines)("Better Auth behind the gate on %s", (engine) => {
  const server = useTestServer(engine);

  it("leaves promise hooks off after sign-up, sign-in and a verification link through Better Auth", async () => {
    const owner = await signUp(server());
    const signIn = await inject(server(), {
      method: "POST",
      url: "/api/v1/session",
      payload: { email: owner.input.email, password: owner.input.password },
    });
    expect(signIn.statusCode).toBe(200);
    const mail = server().mails.find((m) => m.to === owner.input.email);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "http://localhost/none");
    const verified = await inject(server(), { method: "GET", url: `${link.pathname}${link.search}` });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).not.toContain("invalida");
    // Better Auth made its stores (request state, endpoint context, adapter), and the gate found them.
    expect(gatedStorages().length).toBeGreaterThanOrEqual(4);
    await nextTurn();
    expect(await promiseHooksOn()).toBe(false);
  });
});
