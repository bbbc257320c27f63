import { describe, expect, it } from "vitest";
import { inject, useTestServer } from "../../../test/server-kit.ts";
import { routeAccess } from "../../access/route-access.ts";

describe("the OpenAPI document", () => {
  const server = useTestServer("sqlite");

  it("documents every API route of the role table with its request schema", async () => {
    const response = await inject(server(), { method: "GET", url: "/api/v1/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    for (const key of Object.keys(routeAccess)) {
      const [method, path] = key.split(" ") as [string, string];
      if (!path.startsWith("/api/v1/") || path === "/api/v1/openapi.json") continue;
      const openApiPath = path.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(document.paths[openApiPath]?.[method.toLowerCase()], key).toBeDefined();
    }
    const signup = document.paths["/api/v1/signup"]?.post as {
      requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown> } } } };
    };
    expect(Object.keys(signup.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining([
        "name",
        "email",
        "password",
        "business_name",
        "business_address",
        "business_phone",
      ]),
    );
  });
});
