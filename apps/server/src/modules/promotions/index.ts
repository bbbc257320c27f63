export { combosOnSale, itemsOfCombos } from "./on-sale.ts";
export { promotionRoutes } from "./routes.ts";
