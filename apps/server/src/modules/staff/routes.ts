import { idParams, listQuery, page, statusInput } from "@comanda/domain";
import { createStaffInput, staffMember } from "@comanda/domain/staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { done, doneResponse, okResponse } from "../../http/responses.ts";
import { createStaff, deleteStaff, listStaff, setStaffStatus } from "./service.ts";

const member = okResponse(staffMember);

/** docs/product.md#staff and #api createEmployee: ADMIN only (access/route-access.ts). */
export const staffRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/staff",
      { schema: { querystring: listQuery, response: { 200: okResponse(page(staffMember)) } } },
      async (request) => ({ data: await listStaff(ctx, caller(request).session, request.query) }),
    );

    app.post(
      "/staff",
      {
        schema: { body: createStaffInput, response: { 201: member } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createStaff(ctx, caller(request).session, request.body) }),
    );

    app.patch(
      "/staff/:id/status",
      { schema: { params: idParams, body: statusInput, response: { 200: member } } },
      async (request) => ({
        data: await setStaffStatus(ctx, caller(request).session, request.params.id, request.body),
      }),
    );

    app.delete(
      "/staff/:id",
      { schema: { params: idParams, response: { 200: doneResponse } } },
      async (request) => {
        await deleteStaff(ctx, caller(request).session, request.params.id);
        return done;
      },
    );
  };
