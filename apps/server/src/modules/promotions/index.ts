// The promotions' front door (decision 076): their routes and the combos on sale that orders price.
export { combosOnSale, combosOnSaleByName, itemsOfCombos } from "./queries.ts";
export { promotionRoutes } from "./routes.ts";
