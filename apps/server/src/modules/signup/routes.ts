import { session, signupInput } from "@comanda/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callAuth } from "../../auth/auth-errors.ts";
import { forwardCookies } from "../../auth/cookies.ts";
import { runWithNewUserIntent } from "../../auth/new-user-intent.ts";
import { assertStrongPassword } from "../../auth/password-strength.ts";
import type { AppContext } from "../../context.ts";
import { enforce } from "../../http/rate-limiter.ts";
import { okResponse } from "../../http/responses.ts";
import { sessionOf } from "../session/service.ts";

/** docs/product.md#signup: the business and its ADMIN are created together or not at all. */
export const signupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/signup",
      {
        schema: {
          body: signupInput,
          response: { 201: okResponse(session) },
        },
      },
      async (request, reply) => {
        const input = request.body;
        await enforce(ctx.database.db, [
          { key: `signup:ip:${request.ip}`, limit: 50, windowMs: 60 * 60_000 },
        ]);
        assertStrongPassword(input.password, [input.name, input.email, input.business_name]);
        const result = await runWithNewUserIntent(
          {
            kind: "owner",
            business: {
              name: input.business_name,
              address: input.business_address,
              phone: input.business_phone,
            },
          },
          () =>
            callAuth(() =>
              ctx.auth.api.signUpEmail({
                body: { name: input.name, email: input.email, password: input.password, callbackURL: "/" },
                headers: fromNodeHeaders(request.headers),
                returnHeaders: true,
              }),
            ),
        );
        forwardCookies(reply, result.headers);
        const created = await sessionOf(ctx, result.response.user);
        await ctx.bus.publish(created.business.id, {
          entity: "business",
          id: created.business.id,
          op: "insert",
        });
        return reply.status(201).send({ data: created });
      },
    );
  };
