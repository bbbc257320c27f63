import { idParams, ingredient, ingredientInput, listQuery, page } from "@comanda/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorizedWrite } from "../../access/authorized-write.ts";
import { recordWriteRoutes } from "../../access/record-write-routes.ts";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { ingredients } from "./service.ts";

const one = okResponse(ingredient);

/**
 * docs/product.md#ingredients: the named-record routes, with the caller passed to create and edit, which
 * record the stock change as a movement (decision 019).
 */
export const ingredientRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/ingredients",
      { schema: { querystring: listQuery, response: { 200: okResponse(page(ingredient)) } } },
      async (request) => ({ data: await ingredients.list(ctx, caller(request).businessId, request.query) }),
    );

    app.get(
      "/ingredients/:id",
      { schema: { params: idParams, response: { 200: one } } },
      async (request) => ({
        data: await ingredients.get(ctx, caller(request).businessId, request.params.id),
      }),
    );

    app.post(
      "/ingredients",
      { schema: { body: ingredientInput, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({
          data: await authorizedWrite(ctx, request, (deps) =>
            ingredients.create(deps, caller(request).businessId, caller(request).actor, request.body),
          ),
        }),
    );

    recordWriteRoutes(app, ctx, "/ingredients", {
      input: ingredientInput,
      one,
      edit: ingredients.edit,
      setStatus: ingredients.setStatus,
      remove: ingredients.remove,
    });
  };
