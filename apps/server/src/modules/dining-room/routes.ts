import { idParams } from "@comanda/domain";
import { planInput, room, roomInput } from "@comanda/domain/dining-room";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { done, doneResponse, okResponse } from "../../http/responses.ts";
import { savePlan } from "./plan.ts";
import { createRoom, deleteRoom, listRooms, renameRoom } from "./service.ts";

/** Decision 049: the rooms and the plan of each (ADMIN writes; the counter reads them to serve tables). */
export const diningRoomRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const one = okResponse(room);
    const businessOf = (request: Parameters<typeof caller>[0]) => caller(request).businessId;

    app.get("/rooms", { schema: { response: { 200: okResponse(z.array(room)) } } }, async (request) => ({
      data: await listRooms(ctx, businessOf(request)),
    }));

    app.post("/rooms", { schema: { body: roomInput, response: { 201: one } } }, async (request, reply) =>
      reply.status(201).send({ data: await createRoom(ctx, businessOf(request), request.body) }),
    );

    app.patch(
      "/rooms/:id",
      { schema: { params: idParams, body: roomInput, response: { 200: one } } },
      async (request) => ({
        data: await renameRoom(ctx, businessOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      "/rooms/:id",
      { schema: { params: idParams, response: { 200: doneResponse } } },
      async (request) => {
        await deleteRoom(ctx, businessOf(request), request.params.id);
        return done;
      },
    );

    app.put(
      "/rooms/:id/plan",
      { schema: { params: idParams, body: planInput, response: { 200: one } } },
      async (request) => ({
        data: await savePlan(ctx, businessOf(request), request.params.id, request.body),
      }),
    );
  };
