import { businessSettings } from "@comanda/domain";
import { businessSettingsInput, LOGO_MAX_BYTES } from "@comanda/domain/settings-input";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../errors.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { logoNotAnImage, logoTooBig } from "./logo-image.ts";
import { sendLogo } from "./logo-reply.ts";
import { readLogo, readSettings, removeLogo, saveLogo, updateSettings } from "./service.ts";

const answer = okResponse(businessSettings);

/**
 * Over the limit the logo is refused by us, in Spanish; far over it Fastify stops reading (and we still
 * answer in Spanish, below), so a huge upload is never held in memory.
 */
const uploadLimit = 4 * LOGO_MAX_BYTES;

/** Decision 020: the business's settings and logo (ADMIN changes them; every role reads them). */
export const businessRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/business", { schema: { response: { 200: answer } } }, async (request) => ({
      data: await readSettings(ctx.database.db, caller(request).businessId),
    }));

    app.patch(
      "/business",
      { schema: { body: businessSettingsInput, response: { 200: answer } } },
      async (request) => ({
        data: await updateSettings(ctx, caller(request).businessId, request.body),
      }),
    );

    app.get("/business/logo", async (request, reply) => {
      const logo = await readLogo(ctx.database.db, { id: caller(request).businessId });
      if (!logo) throw notFound("El negocio no tiene logo.");
      return sendLogo(request, reply, logo, "private");
    });

    app.delete("/business/logo", { schema: { response: { 200: answer } } }, async (request) => ({
      data: await removeLogo(ctx, caller(request).businessId),
    }));

    // Its own scope, so the raw-bytes parser below reaches no other route.
    await app.register(async (upload) => {
      // Every content type: the type is read from the bytes, never from the header or the file's name.
      upload.addContentTypeParser(
        "*",
        { parseAs: "buffer", bodyLimit: uploadLimit },
        (_request, body, done) => done(null, body),
      );
      // Thrown here, the error goes on to the app's handler, which answers in the usual shape.
      upload.setErrorHandler((error: FastifyError) => {
        throw error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? logoTooBig() : error;
      });
      upload.put(
        "/business/logo",
        {
          bodyLimit: uploadLimit,
          schema: { response: { 200: answer } },
        },
        async (request) => {
          if (!Buffer.isBuffer(request.body)) throw logoNotAnImage();
          return { data: await saveLogo(ctx, caller(request).businessId, request.body) };
        },
      );
    });
  };
