import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler.ts";

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

/** Serves the built SPA; any non-API path falls back to index.html so client routes survive a reload. */
export const registerSpa = async (app: FastifyInstance, distDir = webDistDir) => {
  const hasBuild = existsSync(path.join(distDir, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: "1h" });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") {
      return sendError(reply, 404, "not-found", "No existe esa dirección.");
    }
    if (!hasBuild)
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("La interfaz no está construida: ejecutá npm run build.");
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
};
