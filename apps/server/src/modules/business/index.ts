export { sendLogo } from "./logo-reply.ts";
export { businessRoutes } from "./routes.ts";
export { ownLogoUrl, publicLogoUrl, readLogo } from "./service.ts";
