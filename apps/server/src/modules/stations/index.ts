// The stations' front door (decision 076): their routes and the routing the board, orders and printing read.
export {
  enabledStation,
  enabledStations,
  readRouting,
  stationAndBusinessNames,
  stationPrinterAddresses,
} from "./queries.ts";
export { stationRoutes } from "./routes.ts";
