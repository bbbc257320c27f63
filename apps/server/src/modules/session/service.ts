import type { Role, Session } from "@comanda/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { findBusinessSummary } from "./queries.ts";

type SignedInUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role?: unknown;
  businessId?: unknown;
};

/** Builds what the client keeps as its session from a user Better Auth just returned. */
export const sessionOf = async (ctx: Pick<AppContext, "database">, user: SignedInUser): Promise<Session> => {
  const businessId = String(user.businessId ?? "");
  const business = await findBusinessSummary(ctx.database.db, businessId);
  if (!business) throw new AppError("internal", "El usuario no tiene un negocio asociado.");
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: Boolean(user.emailVerified),
      role: user.role as Role,
      businessId,
    },
    business,
  };
};
