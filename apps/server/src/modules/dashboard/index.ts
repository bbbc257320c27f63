// The home screen's front door (decision 076).
export { businessDays, HOUR } from "./business-days.ts";
export { dashboardRoutes } from "./routes.ts";
