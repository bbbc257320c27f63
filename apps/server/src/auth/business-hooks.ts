import { slugify, uuidv7 } from "@comanda/domain";
import type { BetterAuthPlugin, GenericEndpointContext, User } from "better-auth";
import { APIError, getCurrentAdapter } from "better-auth";
import { currentNewUserIntent } from "./new-user-intent.ts";

/** Makes the business table known to Better Auth's adapter, so the signup hook writes it in its transaction. */
export const businessSchemaPlugin = {
  id: "comanda-business",
  schema: {
    business: {
      modelName: "business",
      fields: {
        name: { type: "string", required: true },
        slug: { type: "string", required: true, unique: true },
        phone: { type: "string", required: false },
        address: { type: "string", required: true },
        status: { type: "string", required: true },
        created_at: { type: "number", required: true },
        updated_at: { type: "number", required: true },
      },
    },
  },
} satisfies BetterAuthPlugin;

type Adapter = Awaited<ReturnType<typeof getCurrentAdapter>>;

const freeSlug = async (adapter: NonNullable<Adapter>, name: string): Promise<string> => {
  const base = slugify(name);
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const taken = await adapter.findOne({ model: "business", where: [{ field: "slug", value: slug }] });
    if (!taken) return slug;
  }
  return `${base}-${uuidv7().slice(-8)}`;
};

export const createUserHook = async (
  user: User & Record<string, unknown>,
  ctx: GenericEndpointContext | null,
) => {
  const intent = currentNewUserIntent();
  if (!intent)
    throw new APIError("FORBIDDEN", {
      message: "Los usuarios se crean desde el alta de negocio o de personal.",
    });
  if (intent.kind === "staff") {
    return { data: { ...user, role: intent.role, businessId: intent.businessId, status: "enabled" } };
  }
  const adapter = await getCurrentAdapter(ctx?.context.adapter as Adapter);
  if (!adapter) throw new APIError("INTERNAL_SERVER_ERROR", { message: "Sin base de datos." });
  const now = Date.now();
  const id = uuidv7(now);
  const slug = await freeSlug(adapter, intent.business.name);
  await adapter.create({
    model: "business",
    forceAllowId: true,
    data: { id, slug, ...intent.business, status: "enabled", created_at: now, updated_at: now },
  });
  intent.created = { id, slug };
  return { data: { ...user, role: "ADMIN", businessId: id, status: "enabled" } };
};
