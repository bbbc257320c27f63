// The customers' front door (decision 076).
export { customerRoutes } from "./routes.ts";
