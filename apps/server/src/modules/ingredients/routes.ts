import { idParams, ingredient, ingredientInput, listQuery, page, statusInput } from "@comanda/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../access/enforce-access.ts";
import type { AppContext } from "../../context.ts";
import { ingredients } from "./service.ts";

const one = z.object({ data: ingredient });
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });

/** The business and the user always come from the caller's session (DESIGN §4), never the URL or body. */
const businessOf = (request: FastifyRequest) => callerOf(request).business.id;
const editorOf = (request: FastifyRequest) => {
  const { user } = callerOf(request);
  return { id: user.id, name: user.name };
};

/**
 * SPEC §2 Ingredientes: the named-record routes, with the caller passed to create and edit, which
 * record the stock change as a movement (issue 9, point 7).
 */
export const ingredientRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/ingredients",
      { schema: { querystring: listQuery, response: { 200: z.object({ data: page(ingredient) }) } } },
      async (request) => ({ data: await ingredients.list(ctx, businessOf(request), request.query) }),
    );

    app.get(
      "/ingredients/:id",
      { schema: { params: idParams, response: { 200: one } } },
      async (request) => ({ data: await ingredients.get(ctx, businessOf(request), request.params.id) }),
    );

    app.post(
      "/ingredients",
      { schema: { body: ingredientInput, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({
          data: await ingredients.create(ctx, businessOf(request), editorOf(request), request.body),
        }),
    );

    app.patch(
      "/ingredients/:id",
      { schema: { params: idParams, body: ingredientInput, response: { 200: one } } },
      async (request) => ({
        data: await ingredients.edit(
          ctx,
          businessOf(request),
          editorOf(request),
          request.params.id,
          request.body,
        ),
      }),
    );

    app.patch(
      "/ingredients/:id/status",
      { schema: { params: idParams, body: statusInput, response: { 200: one } } },
      async (request) => ({
        data: await ingredients.setStatus(ctx, businessOf(request), request.params.id, request.body.status),
      }),
    );

    app.delete(
      "/ingredients/:id",
      { schema: { params: idParams, response: { 200: ok } } },
      async (request) => {
        await ingredients.remove(ctx, businessOf(request), request.params.id);
        return { data: { ok: true as const } };
      },
    );
  };
