import { type Order, uuidv7 } from "@comanda/domain";
import { takeOutContent } from "@comanda/domain/tabs";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { getOrder, type OrderDeps, type OrderTaker, readLines } from "../orders/index.ts";
import { deleteLines, findJoined, findTableName, reopenJoined, takeGuests } from "./queries.ts";
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
      const joined = await findJoined(trx, businessId, joinedId, id);
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
      await deleteLines(trx, businessId, joinedId);
      await reopenJoined(trx, businessId, joinedId, tab.status, now);
      await takeGuests(trx, businessId, id, guests);
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
      const table = await findTableName(db, joinedId);
      throw tableTaken(table?.table_name ?? "Esa mesa");
    }
    throw error;
  }
  return getOrder(db, businessId, id);
};
