// The business's front door (decision 076): its settings and logo routes, and the logo's URLs and reply the
// menu and price list use.
export { sendLogo } from "./logo-reply.ts";
export { businessRoutes } from "./routes.ts";
export { ownLogoUrl, publicLogoUrl, readLogo } from "./service.ts";
