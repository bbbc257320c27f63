import type { FastifyPluginAsync } from "fastify";

/** The OpenAPI document built from every route's zod schemas. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
};
