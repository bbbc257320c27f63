import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "./error-handler.ts";
import { hasUnsafeText, registerRequestText } from "./request-text.ts";

describe("hasUnsafeText", () => {
  it("finds NUL characters and lone surrogates in values and keys", () => {
    expect(hasUnsafeText({ a: ["ok", { b: "x\u0000" }] })).toBe(true);
    expect(hasUnsafeText({ name: "Beb\ud800idas" })).toBe(true);
    expect(hasUnsafeText({ nested: { "\udc00": 1 } })).toBe(true);
    expect(hasUnsafeText("\u0000")).toBe(true);
  });

  it("lets well-formed text through, emoji included", () => {
    expect(hasUnsafeText({ name: "Chef 👨‍🍳", n: 1, list: [null, true, "ñ"] })).toBe(false);
  });

  it("walks deeply nested values without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`);
    expect(hasUnsafeText(deep)).toBe(true);
  });
});

describe("query strings and path parameters", () => {
  const app = Fastify();
  const seen: string[] = [];
  beforeAll(async () => {
    registerErrorHandler(app);
    registerRequestText(app);
    app.get("/echo/:word", async (request) => {
      seen.push(request.url);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it("refuses a NUL anywhere in them before the handler runs", async () => {
    for (const url of ["/echo/a%00b", "/echo/a?q=%00", "/echo/a?%00=1", "/echo/a?q=ok&q=x%00"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toEqual({
        code: "invalid-argument",
        message: "Lo enviado contiene caracteres no válidos.",
      });
    }
    expect(seen).toEqual([]);
  });

  it("lets ordinary text through", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/echo/%C3%B1and%C3%BA?q=caf%C3%A9%20con%20leche",
    });
    expect(response.statusCode).toBe(200);
  });
});
