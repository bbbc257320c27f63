import {
  certificateRequest,
  certificateRequestInput,
  fiscalCredentialsInput,
  fiscalSettings,
  fiscalSettingsInput,
} from "@comanda/domain/fiscal-settings";
import { connectionTest } from "@comanda/domain/invoices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/caller.ts";
import { okResponse } from "../../http/responses.ts";
import { testConnection } from "./connection-test.ts";
import { readCertificateRequest, requestCertificate } from "./pending-request.ts";
import { deleteCredentials, readFiscalSettings, saveCredentials, saveFiscalSettings } from "./service.ts";

/** The business's fiscal settings and ARCA credentials (ADMIN only, decision 054). */
export const fiscalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = { 200: okResponse(fiscalSettings) };
    app.get("/fiscal-settings", { schema: { response: answer } }, async (request) => ({
      data: await readFiscalSettings(ctx.database.db, caller(request).businessId),
    }));
    app.put(
      "/fiscal-settings",
      { schema: { body: fiscalSettingsInput, response: answer } },
      async (request) => ({
        data: await saveFiscalSettings(ctx.database.db, caller(request).businessId, request.body),
      }),
    );
    app.put(
      "/fiscal-settings/credentials",
      { schema: { body: fiscalCredentialsInput, response: answer } },
      async (request) => ({ data: await saveCredentials(ctx, caller(request).businessId, request.body) }),
    );
    app.post(
      "/fiscal-settings/test",
      { schema: { response: { 200: okResponse(connectionTest) } } },
      async (request) => ({ data: await testConnection(ctx, caller(request).businessId) }),
    );
    // Decision 067: the key and CSR made here; the answer is the CSR (public), never the key.
    const request = { 200: okResponse(certificateRequest) };
    app.post(
      "/fiscal-settings/certificate-request",
      { schema: { body: certificateRequestInput, response: request } },
      async (request) => ({ data: await requestCertificate(ctx, caller(request).businessId, request.body) }),
    );
    app.get("/fiscal-settings/certificate-request", { schema: { response: request } }, async (request) => ({
      data: await readCertificateRequest(ctx.database.db, caller(request).businessId),
    }));
    app.delete("/fiscal-settings/credentials", { schema: { response: answer } }, async (request) => ({
      data: await deleteCredentials(ctx.database.db, caller(request).businessId),
    }));
  };
