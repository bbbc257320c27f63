import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { inject, signUp, useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("profile e-mail probing on %s", (engine) => {
  const server = useTestServer(engine);

  it("limits how many e-mails a user can test for an account, before saying whether one exists", async () => {
    const { cookies, input } = await signUp(server());
    const others = [];
    for (let n = 0; n < 7; n++) others.push(await signUp(server()));
    const statuses: number[] = [];
    for (const other of others) {
      const response = await inject(server(), {
        method: "PATCH",
        url: "/api/v1/profile",
        cookies,
        payload: { name: input.name, email: other.input.email },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.code).toBe("resource-exhausted");
        expect(response.json().error.fields).toBeUndefined();
      }
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429]);
  });
});
