import { session, signupInput, signupMailed } from "@comanda/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toAppError } from "../../auth/auth-errors.ts";
import { forwardCookies } from "../../auth/cookies.ts";
import { runWithNewUserIntent } from "../../auth/new-user-intent.ts";
import { assertStrongPassword } from "../../auth/password-strength.ts";
import type { AppContext } from "../../context.ts";
import { enforce } from "../../http/rate-limiter.ts";
import { okResponse } from "../../http/responses.ts";
import { sessionOf } from "../session/index.ts";
import { accountWithEmail, answerRegisteredEmail, isEmailTaken } from "./registered-email.ts";

/**
 * docs/product.md#signup: the business and its ADMIN are created together or not at all. An address that
 * already has an account is answered 202 with where to look, and its owner is mailed (decision 070).
 */
export const signupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/signup",
      {
        schema: {
          body: signupInput,
          response: { 201: okResponse(session), 202: okResponse(signupMailed) },
        },
      },
      async (request, reply) => {
        const input = request.body;
        await enforce(ctx.database.db, [
          { key: `signup:ip:${request.ip}`, limit: 50, windowMs: 60 * 60_000 },
        ]);
        assertStrongPassword(input.password, [input.name, input.email, input.business_name]);
        const registered = async (account: { name: string; email: string }) =>
          reply
            .status(202)
            .send({ data: await answerRegisteredEmail(ctx, account, input.password, request.log) });
        const account = await accountWithEmail(ctx, input.email);
        if (account) return registered(account);
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
            ctx.auth.api.signUpEmail({
              body: { name: input.name, email: input.email, password: input.password, callbackURL: "/" },
              headers: fromNodeHeaders(request.headers),
              returnHeaders: true,
            }),
        ).catch(async (error: unknown) => {
          // Another sign-up took the address meanwhile.
          const taken = isEmailTaken(error) ? await accountWithEmail(ctx, input.email) : undefined;
          if (taken) return taken;
          throw toAppError(error);
        });
        if (!("response" in result)) return registered(result);
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
