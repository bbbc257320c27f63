import type { Role, Session } from "@comanda/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";

export type RequestSession = Session & { sessionId: string };

type AuthUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  businessId: string;
  status: string;
};

/** The signed-in user and business of a request, from the session cookie: never from the body or URL. */
export const readSession = async (
  ctx: AppContext,
  request: FastifyRequest,
): Promise<RequestSession | null> => {
  const found = await ctx.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableCookieCache: true },
  });
  if (!found) return null;
  const user = found.user as unknown as AuthUser;
  // A user disabled after signing in loses its session on its next request.
  if (user.status !== "enabled") {
    await ctx.database.db.deleteFrom("session").where("user_id", "=", user.id).execute();
    return null;
  }
  const business = await ctx.database.db
    .selectFrom("business")
    .select(["id", "name", "slug"])
    .where("id", "=", user.businessId)
    .executeTakeFirst();
  if (!business) return null;
  return {
    sessionId: found.session.id,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerified: Boolean(user.emailVerified),
      businessId: user.businessId,
    },
    business,
  };
};
