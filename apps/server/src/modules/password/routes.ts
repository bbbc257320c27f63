import { forgotPasswordInput, resetPasswordInput } from "@comanda/domain/staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { done, doneResponse } from "../../http/responses.ts";
import { requestPasswordReset, resetPassword } from "./service.ts";

/** Password reset by mailed link; both routes are public (access/route-access.ts). */
export const passwordRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/password/forgot",
      { schema: { body: forgotPasswordInput, response: { 200: doneResponse } } },
      async (request) => {
        await requestPasswordReset(ctx, request.body.email, request.ip);
        return done;
      },
    );

    app.post(
      "/password/reset",
      { schema: { body: resetPasswordInput, response: { 200: doneResponse } } },
      async (request) => {
        await resetPassword(ctx, request.body, request.ip);
        return done;
      },
    );
  };
