import { forgotPasswordInput, resetPasswordInput } from "@comanda/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { requestPasswordReset, resetPassword } from "./service.ts";

const ok = z.object({ data: z.object({ ok: z.literal(true) }) });

/** Password reset by mailed link; both routes are public (access/route-access.ts). */
export const passwordRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/password/forgot",
      { schema: { body: forgotPasswordInput, response: { 200: ok } } },
      async (request) => {
        await requestPasswordReset(ctx, request.body.email, request.ip);
        return { data: { ok: true as const } };
      },
    );

    app.post(
      "/password/reset",
      { schema: { body: resetPasswordInput, response: { 200: ok } } },
      async (request) => {
        await resetPassword(ctx, request.body, request.ip);
        return { data: { ok: true as const } };
      },
    );
  };
