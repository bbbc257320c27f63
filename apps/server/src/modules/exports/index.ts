// The CSV exports' front door (decision 076).
export { exportRoutes } from "./routes.ts";
