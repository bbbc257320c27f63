// The live changes' front door (decision 076).
export { eventRoutes } from "./routes.ts";
