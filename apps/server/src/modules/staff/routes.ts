import { createStaffInput, idParams, listQuery, page, staffMember, statusInput } from "@comanda/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../access/enforce-access.ts";
import type { AppContext } from "../../context.ts";
import { createStaff, deleteStaff, listStaff, setStaffStatus } from "./service.ts";

const member = z.object({ data: staffMember });
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });

/** SPEC §2 Profile 'Personal del negocio' and §7 createEmployee: ADMIN only (access/route-access.ts). */
export const staffRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/staff",
      { schema: { querystring: listQuery, response: { 200: z.object({ data: page(staffMember) }) } } },
      async (request) => ({ data: await listStaff(ctx, callerOf(request), request.query) }),
    );

    app.post(
      "/staff",
      {
        schema: { body: createStaffInput, response: { 201: member } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createStaff(ctx, callerOf(request), request.body) }),
    );

    app.patch(
      "/staff/:id/status",
      { schema: { params: idParams, body: statusInput, response: { 200: member } } },
      async (request) => ({
        data: await setStaffStatus(ctx, callerOf(request), request.params.id, request.body),
      }),
    );

    app.delete("/staff/:id", { schema: { params: idParams, response: { 200: ok } } }, async (request) => {
      await deleteStaff(ctx, callerOf(request), request.params.id);
      return { data: { ok: true as const } };
    });
  };
