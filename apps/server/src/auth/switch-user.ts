import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, getSessionFromCtx } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/**
 * Decision 083: 'Cambiar de usuario' on a shared device. The session becomes another user's: a new session
 * for the target, its cookie set as a sign-in sets it, and the caller's session ended. Who may switch to whom
 * (same business, enabled, the target's PIN) is checked before by modules/session/switch-user.ts; this
 * endpoint only does what Better Auth alone can (its session rows and signed cookie). It is server-only:
 * http/auth-proxy.ts exposes no path of Better Auth's but two links, and a call that came over HTTP is
 * refused here too.
 */
export const switchUserPlugin = {
  id: "comanda-switch-user",
  endpoints: {
    switchToUser: createAuthEndpoint(
      "/comanda/switch-user",
      { method: "POST", body: z.object({ userId: z.string() }), metadata: { SERVER_ONLY: true } },
      async (ctx) => {
        if (ctx.request) throw new APIError("NOT_FOUND");
        const current = await getSessionFromCtx(ctx, { disableCookieCache: true });
        if (!current) throw new APIError("UNAUTHORIZED");
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError("NOT_FOUND");
        // The session hook refuses a disabled user here too (session-hooks.ts).
        const session = await ctx.context.internalAdapter.createSession(user.id);
        if (!session) throw new APIError("INTERNAL_SERVER_ERROR");
        await ctx.context.internalAdapter.deleteSession(current.session.token);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ userId: user.id });
      },
    ),
  },
} satisfies BetterAuthPlugin;
