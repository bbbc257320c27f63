import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { inject, signUp, useTestServer } from "../../test/server-kit.ts";

describe.each(engines)("a URL that cannot be decoded on %s", (engine) => {
  const server = useTestServer(engine);

  it("is refused in the API's envelope, in Spanish, signed in or not", async () => {
    const { cookies } = await signUp(server());
    for (const url of ["/api/v1/categories/%", "/api/v1/staff/%zz", "/api/v1/ingredients/%ED%A0%80"]) {
      for (const who of [cookies, undefined]) {
        const response = await inject(server(), { method: "GET", url, cookies: who });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          error: { code: "invalid-argument", message: "La dirección pedida no es válida." },
        });
      }
    }
  });
});
