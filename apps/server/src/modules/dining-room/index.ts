export { readRooms } from "./queries.ts";
export { diningRoomRoutes } from "./routes.ts";
