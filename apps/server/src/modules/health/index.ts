// The health check's front door (decision 076).
export { healthRoutes } from "./routes.ts";
