// The fiscal module's front door (decision 076): the business's fiscal settings, its ARCA certificate and
// key, and the connection test. Talking to ARCA itself is src/integrations/arca.
export { type IssuerSettings, issuerSettings } from "./queries.ts";
export { fiscalRoutes } from "./routes.ts";
export { notConfigured } from "./service.ts";
