import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { useTestServer } from "../../test/server-kit.ts";
import { buildApp } from "../app.ts";
import { webDistDir, webDistDirFrom } from "./spa.ts";

describe("where the server looks for the web build", () => {
  it("is apps/web/dist from the source and from the bundle in apps/server/dist (decision 036)", () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
    const expected = path.resolve(serverDir, "../web/dist");
    expect(webDistDir).toBe(expected);
    expect(webDistDirFrom(pathToFileURL(path.join(serverDir, "dist/main.mjs")).href)).toBe(expected);
  });
});

const indexHtml = "<!doctype html><title>Comanda</title>";
const year = "public, max-age=31536000, immutable";

describe.each(engines)("the built app's files on %s", (engine) => {
  const server = useTestServer(engine);
  let distDir: string;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), "comanda-dist-"));
    mkdirSync(path.join(distDir, "assets"));
    writeFileSync(path.join(distDir, "index.html"), indexHtml);
    writeFileSync(path.join(distDir, "assets", "index-Bx7k2mQa.js"), "console.log(1)");
    writeFileSync(path.join(distDir, "favicon.svg"), "<svg/>");
    // What the build's precompress step writes (web scripts/precompress.ts), distinct bytes to tell them apart.
    writeFileSync(path.join(distDir, "assets", "app-Q1w2e3r4.js"), "console.log('sin comprimir')");
    writeFileSync(path.join(distDir, "assets", "app-Q1w2e3r4.js.br"), "brotli");
    writeFileSync(path.join(distDir, "assets", "app-Q1w2e3r4.js.gz"), "gzip");
    writeFileSync(path.join(distDir, "index.html.br"), "brotli index");
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const appWith = async (baseUrl = server().ctx.config.baseUrl) => {
    const ctx = { ...server().ctx, config: { ...server().ctx.config, baseUrl } };
    const app = await buildApp(ctx, { logger: pino({ level: "silent" }), webDistDir: distDir });
    apps.push(app);
    return app;
  };

  it("serves index.html for / and any client route, revalidated on every load", async () => {
    const app = await appWith();
    for (const url of ["/", "/index.html", "/pedidos", "/categorias/123?x=1"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year, other files briefly, and answers a missing asset with 404", async () => {
    const app = await appWith();
    const asset = await app.inject({ method: "GET", url: "/assets/index-Bx7k2mQa.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe(year);
    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    for (const url of ["/assets/missing.js", "/assets/nested/old-chunk.css"]) {
      const missing = await app.inject({ method: "GET", url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain("<title>Comanda</title>");
      expect(missing.headers["cache-control"], url).not.toBe(year);
    }
  });

  it("sends the precompressed copy the browser accepts, cached as its file, varying by Accept-Encoding (decision 089)", async () => {
    const app = await appWith();
    const asset = (encoding?: string) =>
      app.inject({
        method: "GET",
        url: "/assets/app-Q1w2e3r4.js",
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
    for (const [accepted, body, sent] of [
      ["gzip, deflate, br, zstd", "brotli", "br"],
      ["gzip", "gzip", "gzip"],
      [undefined, "console.log('sin comprimir')", undefined],
    ] as const) {
      const response = await asset(accepted);
      expect(response.statusCode, accepted).toBe(200);
      expect(response.body, accepted).toBe(body);
      expect(response.headers["content-encoding"], accepted).toBe(sent);
      expect(response.headers["content-type"], accepted).toMatch(/^(text|application)\/javascript/);
      expect(response.headers["cache-control"], accepted).toBe(year);
      expect(response.headers.vary, accepted).toMatch(/accept-encoding/i);
    }
    for (const url of ["/", "/pedidos"]) {
      const page = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(page.body, url).toBe("brotli index");
      expect(page.headers["content-encoding"], url).toBe("br");
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
    // index.html has no gzip copy: a gzip-only browser gets it as it is.
    const plain = await app.inject({
      method: "GET",
      url: "/pedidos",
      headers: { "accept-encoding": "gzip" },
    });
    expect(plain.body).toBe(indexHtml);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("sends Strict-Transport-Security only when the public URL is https", async () => {
    const plain = await (await appWith("http://localhost:3000")).inject({ method: "GET", url: "/" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const secure = await (await appWith("https://comanda.example")).inject({ method: "GET", url: "/" });
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});
