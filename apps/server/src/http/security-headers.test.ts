import helmetPlugin from "@fastify/helmet";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { inject, signUp, useTestServer } from "../../test/server-kit.ts";
import { securityHeaderOptions } from "../app.ts";
import { computeSecurityHeaders, registerSecurityHeaders } from "./security-headers.ts";

/** What @fastify/helmet itself writes for these options: the headers the app sent before decision 060. */
const pluginHeaders = async (baseUrl: string) => {
  const app = Fastify();
  await app.register(helmetPlugin, securityHeaderOptions(baseUrl));
  app.get("/", async () => ({ data: true }));
  const response = await app.inject({ method: "GET", url: "/" });
  await app.close();
  const names = computeSecurityHeaders(securityHeaderOptions(baseUrl)).map(([name]) => name.toLowerCase());
  return Object.fromEntries(names.map((name) => [name, response.headers[name]]));
};

const pick = (headers: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers[name]]));

describe.each(engines)("security headers on %s", (engine) => {
  const server = useTestServer(engine);

  it("are the plugin's, on every kind of answer, identical request after request", async () => {
    const expected = await pluginHeaders(server().ctx.config.baseUrl);
    const names = Object.keys(expected);
    expect(names).toEqual(expect.arrayContaining(["content-security-policy", "x-content-type-options"]));
    expect(expected["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    const owner = await signUp(server());
    const requests = [
      { method: "GET", url: "/api/v1/categories?limit=10", cookies: owner.cookies },
      { method: "GET", url: "/api/v1/categories?limit=10", cookies: owner.cookies },
      { method: "GET", url: "/api/v1/categories?limit=10" }, // 401
      { method: "GET", url: "/api/v1/health" },
      { method: "GET", url: "/api/v1/no-such-route" }, // 404
      { method: "GET", url: "/api/v1/categories/%" }, // 400 before routing
    ] as const;
    for (const request of requests) {
      const response = await inject(server(), request);
      expect(pick(response.headers, names), `${request.url} ${response.statusCode}`).toEqual(expected);
    }
  });

  it("include Strict-Transport-Security, as the plugin's do, only over https", async () => {
    const secure = await pluginHeaders("https://comanda.example");
    expect(secure["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(computeSecurityHeaders(securityHeaderOptions("https://comanda.example"))).toContainEqual([
      "Strict-Transport-Security",
      secure["strict-transport-security"],
    ]);
    expect((await pluginHeaders("http://localhost:3000"))["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers are worked out once", () => {
  it("runs helmet when the app starts, not on each request (the plugin rebuilt them every time)", async () => {
    let built = 0;
    const options = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": [
            // Helmet calls a directive written as a function whenever it builds the header.
            () => {
              built += 1;
              return "'self'";
            },
          ],
        },
      },
    };
    const app = Fastify();
    registerSecurityHeaders(app, computeSecurityHeaders(options));
    app.get("/", async () => ({ data: true }));
    expect(built).toBe(1);
    for (let n = 0; n < 3; n++) {
      const response = await app.inject({ method: "GET", url: "/" });
      expect(response.headers["content-security-policy"]).toBe("default-src 'self'");
    }
    expect(built).toBe(1);
    await app.close();
  });
});
