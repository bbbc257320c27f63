// The staff's front door (decision 076).
export { authDate } from "./queries.ts";
export { staffRoutes } from "./routes.ts";
