export { menuRoutes } from "./routes.ts";
