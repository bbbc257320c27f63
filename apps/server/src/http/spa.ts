import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler.ts";

/**
 * The web build beside the server's package (apps/web/dist). Found from the server's package folder, the
 * first one up with a package.json: this module runs from src/http/ (tsx, tests) or bundled into dist/.
 */
export const webDistDirFrom = (moduleUrl: string) => {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.resolve(dir, "../web/dist");
};

export const webDistDir = webDistDirFrom(import.meta.url);

/**
 * index.html names the current build's assets, so it is revalidated on every load (its ETag makes that a
 * 304) and a deploy reaches users at once. Vite puts a content hash in every name under assets/, so those
 * never change and are cached for good. The rest (favicon) has a stable name: an hour. A file sent as its
 * precompressed copy (`.br`, `.gz`) is cached as the file it stands for.
 */
const cacheControlFor = (sent: string) => {
  const relative = sent.replace(/\.(br|gz)$/, "");
  if (relative === "index.html") return "no-cache";
  if (relative.startsWith(`assets${path.sep}`)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
};

const pathnameOf = (url: string) => {
  const raw = url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** Serves the built SPA; any other page path falls back to index.html so client routes survive a reload. */
export const registerSpa = async (app: FastifyInstance, distDir = webDistDir) => {
  const hasBuild = existsSync(path.join(distDir, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // Decision 089: the build writes brotli and gzip copies beside its text files (web scripts/precompress.ts);
      // the one the browser accepts is sent, nothing is compressed per request.
      preCompressed: true,
      setHeaders: (res, file) => {
        res.setHeader("cache-control", cacheControlFor(path.relative(distDir, file)));
        // A cache between the browser and the server must not hand brotli to a client that asked for none.
        res.setHeader("vary", "accept-encoding");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = pathnameOf(request.url);
    // A missing asset is an old build's chunk: HTML in its place would fail as a script, and be cached.
    const isFile = pathname.startsWith("/api/") || pathname.startsWith("/assets/");
    if (isFile || (request.method !== "GET" && request.method !== "HEAD")) {
      return sendError(reply, 404, "not-found", "No existe esa dirección.");
    }
    if (!hasBuild)
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("La interfaz no está construida: ejecutá npm run build.");
    return reply.sendFile("index.html");
  });
};
