import { idParams, listQuery, optionList, page } from "@comanda/domain";
import { modifierGroup } from "@comanda/domain/modifier-group";
import { modifierGroupInput, modifierOptionAvailabilityInput } from "@comanda/domain/modifiers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorizedWrite } from "../../access/authorized-write.ts";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { done, doneResponse, okResponse } from "../../http/responses.ts";
import {
  allGroups,
  createGroup,
  deleteGroup,
  editGroup,
  getGroup,
  listGroups,
  setOptionAvailability,
} from "./service.ts";

const one = okResponse(modifierGroup);
const optionParams = idParams.extend({ optionId: z.uuid({ error: "La opción no es válida." }) });

/** Decision 080: modifier groups, edited with the catalog (access/route-access.ts). */
export const modifierRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/modifier-groups",
      { schema: { querystring: listQuery, response: { 200: okResponse(page(modifierGroup)) } } },
      async (request) => ({ data: await listGroups(ctx, caller(request).businessId, request.query) }),
    );

    app.get(
      "/modifier-options",
      { schema: { response: { 200: okResponse(optionList(modifierGroup)) } } },
      async (request) => ({ data: { items: await allGroups(ctx, caller(request).businessId) } }),
    );

    app.get(
      "/modifier-groups/:id",
      { schema: { params: idParams, response: { 200: one } } },
      async (request) => ({
        data: await getGroup(ctx, caller(request).businessId, request.params.id),
      }),
    );

    app.post(
      "/modifier-groups",
      { schema: { body: modifierGroupInput, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({
          data: await authorizedWrite(ctx, request, (deps) =>
            createGroup(deps, caller(request).businessId, request.body),
          ),
        }),
    );

    app.patch(
      "/modifier-groups/:id",
      { schema: { params: idParams, body: modifierGroupInput, response: { 200: one } } },
      async (request) => ({
        data: await authorizedWrite(ctx, request, (deps) =>
          editGroup(deps, caller(request).businessId, request.params.id, request.body),
        ),
      }),
    );

    app.patch(
      "/modifier-groups/:id/options/:optionId/availability",
      { schema: { params: optionParams, body: modifierOptionAvailabilityInput, response: { 200: one } } },
      async (request) => ({
        data: await setOptionAvailability(
          ctx,
          caller(request).businessId,
          request.params.id,
          request.params.optionId,
          request.body.soldOut,
        ),
      }),
    );

    app.delete(
      "/modifier-groups/:id",
      { schema: { params: idParams, response: { 200: doneResponse } } },
      async (request) => {
        await authorizedWrite(ctx, request, (deps) =>
          deleteGroup(deps, caller(request).businessId, request.params.id),
        );
        return done;
      },
    );
  };
