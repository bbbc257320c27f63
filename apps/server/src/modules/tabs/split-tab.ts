import { type Order, uuidv7 } from "@comanda/domain";
import { takeOutContent } from "@comanda/domain/tabs";
import { sql } from "kysely";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { getOrder, type OrderDeps, type OrderTaker, readLines } from "../orders/index.ts";
import { contentOf, editTabContent, publishTab, readOpenTab } from "./rounds.ts";
import { openTableIndex, tableTaken } from "./tab-rows.ts";

const notJoined = () => notFound("Esa mesa no está unida a esta.");

/**
 * POST /tabs/:id/split (decision 074): undoes a join. The joined tab opens again, with its own turn, table,
 * guests and what it brought, which comes off this tab; the stock moves back with it. Its table must be free,
 * and this tab must still hold all of it. Both tabs keep the status this one has: the food is where it was.
 */
export const splitTab = async (
  deps: OrderDeps,
  businessId: string,
  id: string,
  joinedId: string,
  user: OrderTaker,
): Promise<Order> => {
  const { db } = deps.database;
  try {
    const edits = await db.transaction().execute(async (trx) => {
      const tab = await readOpenTab(trx, businessId, id);
      const joined = await trx
        .selectFrom("order")
        .select(["id", "table_name", "turn", "guests"])
        .where("business_id", "=", businessId)
        .where("id", "=", joinedId)
        .where("joined_into", "=", id)
        .where("status", "=", "cancelled")
        .executeTakeFirst();
      if (!joined) throw notJoined();
      const brought = contentOf(await readLines(trx, businessId, joinedId));
      const left = takeOutContent(contentOf(await readLines(trx, businessId, id)), brought);
      if (!left)
        throw new AppError(
          "aborted",
          `No se puede separar: a esta mesa ya le sacaron parte de lo que trajo ${joined.table_name ?? "la otra"}. Ajustá el pedido a mano.`,
        );
      if (left.products.length + left.promotions.length === 0)
        throw new AppError(
          "aborted",
          `Esta mesa quedaría vacía: usá «Mover» para pasar la cuenta a ${joined.table_name ?? "la otra mesa"}.`,
        );
      const now = Date.now();
      const guests = Number(joined.guests ?? 0);
      // Its lines come back through an edit, priced and with its stock taken: emptied first.
      await trx
        .deleteFrom("order_line")
        .where("business_id", "=", businessId)
        .where("order_id", "=", joinedId)
        .execute();
      await trx
        .updateTable("order")
        .set({
          status: tab.status,
          observation: null,
          joined_at: null,
          joined_into: null,
          status_changed_at: now,
          updated_at: now,
          version: sql<number>`version + 1`,
        })
        .where("business_id", "=", businessId)
        .where("id", "=", joinedId)
        .execute();
      await trx
        .updateTable("order")
        .set({
          guests: sql<number>`case when coalesce(guests, 0) > ${guests} then guests - ${guests} else 1 end`,
        })
        .where("business_id", "=", businessId)
        .where("id", "=", id)
        .execute();
      const fromTab = await editTabContent(trx, deps, businessId, tab, user, left);
      const reopened = await readOpenTab(trx, businessId, joinedId);
      const back = await editTabContent(trx, deps, businessId, reopened, user, brought);
      await recordAudit(
        trx,
        businessId,
        user,
        [
          {
            id: uuidv7(now),
            action: "edited",
            orderId: joinedId,
            target: `${joined.table_name ?? ""} · turno ${joined.turn}`,
            detail: `Separada de ${tab.table_name ?? ""} (turno ${tab.turn})`,
            authorizedByName: null,
          },
        ],
        now,
      );
      return { fromTab, back };
    });
    await publishTab(deps, businessId, id, edits.fromTab);
    await publishTab(deps, businessId, joinedId, edits.back);
  } catch (error) {
    if (isUniqueViolation(error, openTableIndex)) {
      const table = await db
        .selectFrom("order")
        .select("table_name")
        .where("id", "=", joinedId)
        .executeTakeFirst();
      throw tableTaken(table?.table_name ?? "Esa mesa");
    }
    throw error;
  }
  return getOrder(db, businessId, id);
};
