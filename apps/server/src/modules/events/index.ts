export { eventRoutes } from "./routes.ts";
