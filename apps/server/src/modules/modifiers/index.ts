// The modifier groups' front door (decision 076): their routes, and what products and orders read of them.

export {
  type AskingProduct,
  type CatalogGroupsReader,
  groupsCacheOf,
} from "./product-groups/groups-cache.ts";
export { attachGroups, catalogGroupsOf, groupIdsOfProducts, lockGroups } from "./product-groups/queries.ts";
export { modifierRoutes } from "./routes.ts";
// Decision 086: the kitchen's 'Agotados' dialog lists every option with the products.
export { allGroups } from "./service.ts";
