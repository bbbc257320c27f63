// The dining room's front door (decision 076): its routes and the rooms the salon reads.
export { readRooms } from "./queries.ts";
export { diningRoomRoutes } from "./routes.ts";
