import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "./error-handler.ts";
import { registerJsonBody } from "./json-body.ts";

describe("JSON bodies", () => {
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  const handled: unknown[] = [];
  beforeAll(async () => {
    registerErrorHandler(app);
    registerJsonBody(app);
    app.post("/echo", async (request) => {
      handled.push(request.body);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: string) =>
    app.inject({ method: "POST", url: "/echo", payload, headers: { "content-type": "application/json" } });

  it("refuses a lone surrogate, which each engine would store differently", async () => {
    for (const payload of ['{"name":"Beb\\ud800idas"}', '{"name":"\\udc00"}', '{"list":["ok","\\udbff"]}']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.message).toBe("Lo enviado contiene caracteres no válidos.");
    }
    expect(handled).toEqual([]);
  });

  it("lets surrogate pairs (emoji) and other text through", async () => {
    const response = await post('{"name":"Chef \\ud83d\\udc68\\u200d\\ud83c\\udf73"}');
    expect(response.statusCode).toBe(200);
    expect(handled).toEqual([{ name: "Chef 👨‍🍳" }]);
  });
});
