import { loginInput, session } from "@comanda/domain";
import { switchCandidate, switchUserInput } from "@comanda/domain/staff";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callAuth } from "../../auth/auth-errors.ts";
import { forwardCookies } from "../../auth/cookies.ts";
import { readSession } from "../../auth/request-session.ts";
import type { AppContext } from "../../context.ts";
import { AppError, unauthenticated } from "../../errors.ts";
import { caller } from "../../http/caller.ts";
import { enforce } from "../../http/rate-limiter.ts";
import { done, doneResponse, okResponse } from "../../http/responses.ts";
import { sessionOf } from "./service.ts";
import { startSignIn } from "./sign-in-limits.ts";
import { switchCandidates, switchUser } from "./switch-user.ts";

export const sessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/session", { schema: { response: { 200: okResponse(session) } } }, async (request) => {
      const current = await readSession(ctx, request);
      if (!current) throw unauthenticated();
      return { data: { user: current.user, business: current.business } };
    });

    app.post(
      "/session",
      { schema: { body: loginInput, response: { 200: okResponse(session) } } },
      async (request, reply) => {
        const { email, password } = request.body;
        const attempt = await startSignIn(ctx.database.db, ctx.config.signInSlowdown, request.ip, email);
        const result = await callAuth(() =>
          ctx.auth.api.signInEmail({
            body: { email, password, rememberMe: true },
            headers: fromNodeHeaders(request.headers),
            returnHeaders: true,
          }),
        );
        await attempt.succeeded();
        forwardCookies(reply, result.headers);
        return { data: await sessionOf(ctx, result.response.user) };
      },
    );

    app.delete("/session", { schema: { response: { 200: doneResponse } } }, async (request, reply) => {
      const result = await callAuth(() =>
        ctx.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true }),
      );
      forwardCookies(reply, result.headers);
      return done;
    });

    // Decision 083: 'Cambiar de usuario' on a shared device: who it may switch to, and the switch by PIN.
    app.get(
      "/session/switch-users",
      { schema: { response: { 200: okResponse(z.array(switchCandidate)) } } },
      async (request) => ({ data: await switchCandidates(ctx.database.db, caller(request)) }),
    );

    app.post(
      "/session/switch",
      { schema: { body: switchUserInput, response: { 200: okResponse(session) } } },
      async (request, reply) => ({
        data: await switchUser(ctx, caller(request), request.body, request, reply),
      }),
    );

    app.post(
      "/session/verification-email",
      { schema: { response: { 200: doneResponse } } },
      async (request) => {
        const current = caller(request).session;
        if (current.user.emailVerified) {
          throw new AppError("aborted", "Tu correo electrónico ya está verificado.");
        }
        await enforce(ctx.database.db, [
          { key: `verification-mail:${current.user.id}`, limit: 5, windowMs: 60 * 60_000 },
        ]);
        await callAuth(() =>
          ctx.auth.api.sendVerificationEmail({
            body: { email: current.user.email, callbackURL: "/" },
            headers: fromNodeHeaders(request.headers),
          }),
        );
        return done;
      },
    );
  };
