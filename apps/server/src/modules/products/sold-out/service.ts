import { businessDayCode, type Product } from "@comanda/domain";
import type { AvailabilityBoard } from "@comanda/domain/sold-out";
import { notFound } from "../../../errors.ts";
import { allGroups } from "../../modifiers/index.ts";
import { getProduct, type ProductDeps } from "../service.ts";
import { availabilityRows, setSoldOutOn } from "./queries.ts";

/**
 * Decision 086: 'Agotado' for the rest of today (Buenos Aires), or available again, as an option is (decision
 * 080): stored as the day, so it clears itself the next morning. Service, not catalog: KITCHEN may say it too.
 * Every order screen, the products list and the menu hear it at once (the "products" event).
 */
export const setProductAvailability = async (
  deps: ProductDeps,
  businessId: string,
  id: string,
  soldOut: boolean,
): Promise<Product> => {
  const set = await setSoldOutOn(
    deps.database.db,
    businessId,
    id,
    soldOut ? businessDayCode(Date.now()) : null,
  );
  if (!set) throw notFound("No encontramos ese producto.");
  await deps.bus.publish(businessId, { entity: "products", id, op: "update" });
  return getProduct(deps, businessId, id);
};

/** The kitchen's 'Agotados' dialog: every enabled product and every option, each with today's 'Agotado'. */
export const readAvailability = async (deps: ProductDeps, businessId: string): Promise<AvailabilityBoard> => {
  const today = businessDayCode(Date.now());
  const [rows, groups] = await Promise.all([
    availabilityRows(deps.database.db, businessId),
    allGroups(deps, businessId),
  ]);
  return {
    products: rows.map((row) => ({
      id: row.id,
      name: row.name,
      categoryName: row.category_name,
      soldOut: row.sold_out_on === today,
    })),
    options: groups.flatMap((group) =>
      group.options.map((option) => ({
        id: option.id,
        name: option.name,
        groupId: group.id,
        groupName: group.name,
        soldOut: option.soldOut,
      })),
    ),
  };
};
