import { adminPinInput, adminPinState } from "@comanda/domain";
import { profileUpdate, updateProfileInput } from "@comanda/domain/staff";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forwardCookies } from "../../auth/cookies.ts";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { readPinState, removePin, setPin } from "./pin.ts";
import { updateProfile } from "./service.ts";

/** docs/product.md#profile: the signed-in user edits its own name and e-mail (ADMIN, CASHIER and WAITER). */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      "/profile",
      { schema: { body: updateProfileInput, response: { 200: okResponse(profileUpdate) } } },
      async (request, reply) => {
        const headers = fromNodeHeaders(request.headers);
        const { result, cookies } = await updateProfile(ctx, caller(request).session, request.body, headers);
        forwardCookies(reply, cookies);
        return { data: result };
      },
    );

    // Decision 045: the user's PIN (decision 083: every role's, to switch user); the answer never carries it.
    const pinAnswer = { 200: okResponse(adminPinState) };
    app.get("/profile/pin", { schema: { response: pinAnswer } }, async (request) => ({
      data: await readPinState(ctx.database.db, caller(request).actor.id),
    }));
    app.put("/profile/pin", { schema: { body: adminPinInput, response: pinAnswer } }, async (request) => {
      const { actor, businessId } = caller(request);
      const owner = { userId: actor.id, businessId, role: actor.role };
      return { data: await setPin(ctx, owner, request.body.pin) };
    });
    app.delete("/profile/pin", { schema: { response: pinAnswer } }, async (request) => ({
      data: await removePin(ctx.database.db, caller(request).actor.id),
    }));
  };
