import swagger from "@fastify/swagger";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import { registerAccessControl } from "./access/enforce-access.ts";
import type { AppContext } from "./context.ts";
import { registerAuthProxy } from "./http/auth-proxy.ts";
import { registerErrorHandler, sendError } from "./http/error-handler.ts";
import { registerGracefulClose } from "./http/graceful-close.ts";
import { registerJsonBody } from "./http/json-body.ts";
import { registerOriginCheck } from "./http/origin-check.ts";
import { registerRequestText } from "./http/request-text.ts";
import { responseSerializerCompiler } from "./http/response-serializer.ts";
import {
  computeSecurityHeaders,
  registerSecurityHeaders,
  setSecurityHeaders,
} from "./http/security-headers.ts";
import { registerSpa } from "./http/spa.ts";
import { fastifyTrustProxy } from "./http/trust-proxy.ts";
import { auditRoutes } from "./modules/audit/index.ts";
import { businessRoutes } from "./modules/business/index.ts";
import { categoryRoutes } from "./modules/categories/index.ts";
import { customerRoutes } from "./modules/customers/index.ts";
import { dashboardRoutes } from "./modules/dashboard/index.ts";
import { diningRoomRoutes } from "./modules/dining-room/index.ts";
import { docsRoutes } from "./modules/docs/index.ts";
import { eventRoutes } from "./modules/events/index.ts";
import { exportRoutes } from "./modules/exports/index.ts";
import { fiscalRoutes } from "./modules/fiscal/index.ts";
import { healthRoutes } from "./modules/health/index.ts";
import { ingredientRoutes } from "./modules/ingredients/index.ts";
import { invoiceRoutes } from "./modules/invoices/index.ts";
import { menuRoutes } from "./modules/menu/index.ts";
import { modifierRoutes } from "./modules/modifiers/index.ts";
import { orderRoutes } from "./modules/orders/index.ts";
import { passwordRoutes } from "./modules/password/index.ts";
import { paymentMethodRoutes } from "./modules/payment-methods/index.ts";
import { printingRoutes } from "./modules/printing/index.ts";
import { productRoutes } from "./modules/products/index.ts";
import { profileRoutes } from "./modules/profile/index.ts";
import { promotionRoutes } from "./modules/promotions/index.ts";
import { sessionRoutes } from "./modules/session/index.ts";
import { shiftRoutes } from "./modules/shifts/index.ts";
import { signupRoutes } from "./modules/signup/index.ts";
import { staffRoutes } from "./modules/staff/index.ts";
import { stationRoutes } from "./modules/stations/index.ts";
import { stockRoutes } from "./modules/stock/index.ts";
import { tabRoutes } from "./modules/tabs/index.ts";

/** Helmet's options: its defaults, our CSP, and HSTS only over https. */
export const securityHeaderOptions = (baseUrl: string) => ({
  contentSecurityPolicy: {
    directives: {
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      // MUI (emotion) injects its styles at run time.
      "style-src": ["'self'", "'unsafe-inline'"],
      "connect-src": ["'self'"],
      "upgrade-insecure-requests": null,
    },
  },
  // Over plain http the header is ignored at best, and at worst pins a host name that has no https.
  strictTransportSecurity: baseUrl.startsWith("https://"),
});

export type BuildAppOptions = { logger: FastifyBaseLogger; webDistDir?: string };

export const buildApp = async (ctx: AppContext, options: BuildAppOptions) => {
  const securityHeaders = computeSecurityHeaders(securityHeaderOptions(ctx.config.baseUrl));
  const app = Fastify({
    loggerInstance: options.logger,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: otherwise any client could
    // rotate it past every per-address limit.
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Closing closes idle connections and lets busy ones finish (http/graceful-close.ts); the live streams
    // are ended by their own preClose hook (modules/events). A request that arrives on a connection while
    // closing is answered too, not refused with a 503 a proxy would not retry.
    forceCloseConnections: "idle",
    return503OnClosing: false,
    genReqId: () => crypto.randomUUID(),
    // A URL Fastify cannot decode (`/api/v1/categories/%`) is refused before routing, in our envelope.
    // It runs before the onRequest hooks, so it writes the security headers itself.
    frameworkErrors: (error, _request, reply) => {
      setSecurityHeaders(reply, securityHeaders);
      return error.code === "FST_ERR_BAD_URL" || (error.statusCode ?? 500) < 500
        ? sendError(reply, 400, "invalid-argument", "La dirección pedida no es válida.")
        : sendError(reply, 500, "internal", "Ocurrió un error inesperado.");
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerGracefulClose(app);
  registerErrorHandler(app, ctx.database.storage);
  registerJsonBody(app);
  registerRequestText(app);
  registerSecurityHeaders(app, securityHeaders);
  registerOriginCheck(app, ctx.config.trustedOrigins);
  registerAccessControl(app, ctx);
  // The route schemas double as the API's documentation, served at /api/v1/openapi.json.
  await app.register(swagger, {
    openapi: {
      info: { title: "Comanda API", version: "1" },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "comanda.session_token" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  registerAuthProxy(app, ctx.auth, ctx.config.baseUrl);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(docsRoutes);
      await api.register(sessionRoutes(ctx));
      await api.register(signupRoutes(ctx));
      await api.register(eventRoutes(ctx));
      await api.register(categoryRoutes(ctx));
      await api.register(paymentMethodRoutes(ctx));
      await api.register(ingredientRoutes(ctx));
      await api.register(productRoutes(ctx));
      await api.register(promotionRoutes(ctx));
      await api.register(modifierRoutes(ctx));
      await api.register(menuRoutes(ctx));
      await api.register(shiftRoutes(ctx));
      await api.register(orderRoutes(ctx));
      await api.register(stockRoutes(ctx));
      await api.register(exportRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(stationRoutes(ctx));
      await api.register(customerRoutes(ctx));
      await api.register(diningRoomRoutes(ctx));
      await api.register(tabRoutes(ctx));
      await api.register(printingRoutes(ctx));
      await api.register(auditRoutes(ctx));
      await api.register(businessRoutes(ctx));
      await api.register(fiscalRoutes(ctx));
      await api.register(invoiceRoutes(ctx));
      await api.register(staffRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(passwordRoutes(ctx));
    },
    { prefix: "/api/v1" },
  );
  await registerSpa(app, options.webDistDir);
  return app;
};
