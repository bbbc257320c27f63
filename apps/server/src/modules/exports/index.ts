export { exportRoutes } from "./routes.ts";
