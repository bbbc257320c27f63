import type { GenericEndpointContext, Session } from "better-auth";
import { APIError, getCurrentAdapter } from "better-auth";

/** A disabled user cannot start a session (docs/product.md#roles), whatever endpoint tries to open one. */
export const rejectDisabledUsers = async (
  session: Session & Record<string, unknown>,
  ctx: GenericEndpointContext | null,
) => {
  const adapter = await getCurrentAdapter(ctx?.context.adapter as never);
  const user = await adapter?.findOne<{ status: string }>({
    model: "user",
    where: [{ field: "id", value: session.userId }],
  });
  if (user && user.status !== "enabled") {
    throw new APIError("FORBIDDEN", { code: "USER_DISABLED", message: "Tu usuario está deshabilitado." });
  }
};
