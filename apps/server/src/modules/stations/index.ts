export { enabledStations, readRouting } from "./queries.ts";
export { stationRoutes } from "./routes.ts";
