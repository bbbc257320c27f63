export { authDate } from "./queries.ts";
export { staffRoutes } from "./routes.ts";
