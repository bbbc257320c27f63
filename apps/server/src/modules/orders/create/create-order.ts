import type { Order, OrderMoney, OrderValues } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import type { Dialect } from "../../../db/migrations/types.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import { AppError } from "../../../errors.ts";
import { creationRows } from "../../audit/index.ts";
import { type CatalogGroupsReader, groupsCacheOf } from "../../modifiers/index.ts";
import { afterOrderChange, recordOrderChange } from "../after-order-change.ts";
import { checkLineCourses } from "../catalog/line-courses.ts";
import { checkSellable, loadCatalog, type OrderCatalog } from "../catalog/order-catalog.ts";
import { type PricedOrder, priceOrder } from "../catalog/order-lines.ts";
import {
  checkDiscount,
  moneyColumnsOf,
  type PaymentDraft,
  priceMoney,
  settlePayments,
} from "../money/order-money.ts";
import { writeAdjustments, writePayments } from "../money/queries.ts";
import type { OrderDeps, OrderTaker } from "../order-deps.ts";
import { answerOf } from "../read/answer.ts";
import { type LineFields, newOrderHistory, type OrderRow } from "../read/order-rows.ts";
import { getOrder } from "../read/read-order.ts";
import { byId, orderIngredients, refuseUntaken, type StockChanges, takeStock } from "../stock/order-stock.ts";
import { holdOpenShift } from "../turns/queries.ts";
import { numericTurn, openTurnIndex, turnTaken } from "../turns/turn-taken.ts";
import { customerColumnsOf, noTable } from "./order-customer.ts";
import { readOrderOnPostgres, type StockAfter, writeNewOrder, writeRefusalOf } from "./postgres/queries.ts";
import { findOrderContext, findStoredRequest, insertLineRows, insertOrderRow } from "./queries.ts";
import { requestHash } from "./request-hash.ts";

const noShift = () => new AppError("aborted", "No hay un turno abierto: iniciá un turno para tomar pedidos.");
const stockChangedMeanwhile = () =>
  new AppError("aborted", "El stock de un producto cambió mientras se tomaba el pedido: volvé a enviarlo.");
const otherBody = () => new AppError("aborted", "Ese pedido ya se registró con otros datos.");
const orderPrimaryKey = { name: "order_pkey", table: "order", column: "id" };

type Outcome =
  | {
      kind: "created";
      order: Order;
      shiftId: string;
      /** the turn the shift's counter moves to, when it moves */
      nextTurn: number | null;
      stock: StockChanges;
    }
  | { kind: "stored"; order: Order };

/** A retry: the stored order when it is this business's and the same request; refused otherwise. */
const storedAnswer = (
  db: Db,
  businessId: string,
  stored: { id: string; business: string; hash: string },
  hash: string,
) => {
  if (stored.business !== businessId || stored.hash !== hash) throw otherBody();
  return getOrder(db, businessId, stored.id);
};

type Written = { lines: LineFields[]; money: OrderMoney; payments: PaymentDraft[] };

const insertOrder = async (
  trx: Db,
  businessId: string,
  row: OrderRow,
  hash: string,
  written: Written,
  user: OrderTaker,
) => {
  await insertOrderRow(trx, { ...row, business_id: businessId, request_hash: hash });
  const audit = creationRows(row.id, row.turn, written.money);
  await recordOrderChange(trx, businessId, { orderId: row.id, user, audit, at: row.created_at });
  await insertLineRows(
    trx,
    written.lines.map((line) => ({ order_id: row.id, business_id: businessId, ...line })),
  );
  await writePayments(trx, businessId, row.id, written.payments, { replace: false });
  await writeAdjustments(trx, businessId, row.id, written.money, { replace: false });
};

type Request = {
  businessId: string;
  user: OrderTaker;
  input: OrderValues;
  hash: string;
  dialect: Dialect;
  /** decision 088: the products' groups, kept in memory */
  readGroups: CatalogGroupsReader;
};

/**
 * PostgreSQL: the order and its stock in one statement (postgres/queries.ts), after one read, neither in
 * a transaction: the statement checks the shift and the stock itself and refuses itself whole.
 */
const insertOnPostgres = async (
  db: Db,
  request: Request,
  row: OrderRow,
  written: Written & { catalog: OrderCatalog; priced: PricedOrder },
): Promise<StockChanges> => {
  const { businessId, user, hash } = request;
  const { catalog, priced } = written;
  const products = byId(priced.demand).filter(([id]) => catalog.products.get(id)?.quantity != null);
  const ingredients = byId(orderIngredients(catalog, priced)).filter(([, amount]) => amount);
  let after: StockAfter[];
  try {
    after = await writeNewOrder(db, {
      order: { ...row, business_id: businessId, request_hash: hash },
      lines: written.lines,
      payments: written.payments,
      adjustments: written.money.adjustments,
      products,
      ingredients,
      user,
      now: row.created_at,
      audit: creationRows(row.id, row.turn, written.money),
    });
  } catch (error) {
    const refusal = writeRefusalOf(error);
    if (refusal?.kind === "shift-closed") throw noShift();
    if (refusal?.kind !== "untaken") throw error;
    // Too little left, named with what is left; or untracked since it was read: then try again.
    const product = catalog.products.get(refusal.productId) ?? { id: refusal.productId, name: "" };
    await refuseUntaken(db, businessId, product);
    throw new UntrackedMeanwhile();
  }
  return {
    products: after.filter((stock) => stock.kind === "product").map((stock) => stock.id),
    ingredients: after.filter((stock) => stock.kind === "ingredient").map((stock) => stock.id),
  };
};

/** A product the order had to take was untracked between its read and its write: the order is retried. */
class UntrackedMeanwhile extends Error {}

/**
 * docs/product.md#order-creation, all or nothing. The order row goes in before any stock moves, so a
 * concurrent retry with the same id waits on its key and then resolves as a retry instead of selling
 * twice. On SQLite, in a transaction (shared with the orders read in the same turn, db/group-commit.ts),
 * the last statement makes sure the shift is still open (turns/queries.ts `holdOpenShift`). On
 * PostgreSQL there is no transaction: one read (postgres/queries.ts `readOrderOnPostgres`), then every write in one
 * statement that checks the shift and the stock itself (`writeNewOrder`, decision 042).
 */
const createOnce = async (trx: Db, request: Request): Promise<Outcome> => {
  const { businessId, user, input, hash } = request;
  const onPostgres = request.dialect === "postgres";
  const read = onPostgres ? await readOrderOnPostgres(trx, businessId, input) : null;
  const context =
    read?.context ?? (await findOrderContext(trx, businessId, input.id, input.payment_method_id));
  if (context.stored_business !== null) {
    const stored = { id: input.id, business: context.stored_business, hash: context.stored_hash ?? "" };
    return { kind: "stored", order: await storedAnswer(trx, businessId, stored, hash) };
  }
  if (context.shift_id === null) throw noShift();
  const shift = { id: context.shift_id, lastTurn: Number(context.last_turn) };
  const now = Date.now();
  const catalog = await loadCatalog(trx, businessId, input, {
    productRows: read?.products,
    readGroups: request.readGroups,
  });
  const paymentMethodName = checkSellable(catalog, context, input, now);
  await checkLineCourses(trx, businessId, catalog, input);
  const priced = priceOrder(catalog, input);
  const money = priceMoney(priced.lines, input.adjustments, input.tip, input.delivery_fee);
  const customer = await customerColumnsOf(trx, businessId, input);
  await checkDiscount(trx, businessId, user.role, money);
  const main = {
    id: input.payment_method_id,
    name: paymentMethodName,
    isCash: Number(context.method_is_cash) === 1,
  };
  const payments = await settlePayments(trx, businessId, input.payments, main, money.total);
  const row: OrderRow = {
    id: input.id,
    shift_id: shift.id,
    turn: input.turn,
    status: "pending",
    ...newOrderHistory,
    payment_method_id: input.payment_method_id,
    payment_method_name: paymentMethodName,
    observation: input.observation,
    ...moneyColumnsOf(money),
    created_by: user.id,
    created_by_name: user.name,
    created_at: now,
    updated_at: now,
    status_changed_at: now,
    type: input.type,
    ...customer,
    promised_at: input.promised_at ?? null,
    ...noTable,
  };
  const written = { lines: priced.lines, money, payments };
  const turn = numericTurn(input.turn);
  let stock: StockChanges;
  if (onPostgres) stock = await insertOnPostgres(trx, request, row, { ...written, catalog, priced });
  else {
    await insertOrder(trx, businessId, row, hash, written, user);
    stock = await takeStock(trx, businessId, catalog, priced, input.id, user, now);
    if (!(await holdOpenShift(trx, request.dialect, shift.id, turn))) throw noShift();
  }
  return {
    kind: "created",
    order: answerOf(row, priced.lines, money, payments),
    shiftId: shift.id,
    nextTurn: turn > shift.lastTurn ? turn : null,
    stock,
  };
};

/**
 * POST /orders: `created` false when this was a retry of a stored order (200, nothing changed); what the new
 * order sets off after its commit runs from after-order-change.ts.
 */
export const createOrder = async (
  deps: OrderDeps,
  businessId: string,
  user: OrderTaker,
  input: OrderValues,
): Promise<{ order: Order; created: boolean }> => {
  const { db, dialect, groupCommit } = deps.database;
  const hash = requestHash(input);
  const heard = deps.changesHeard ?? (() => deps.bus.heardChanges());
  const readGroups = groupsCacheOf(deps.bus).reader(heard);
  const request: Request = { businessId, user, input, hash, dialect, readGroups };
  let outcome: Outcome;
  try {
    const work = (trx: Db) => createOnce(trx, request);
    // SQLite: orders read in one turn of the event loop share a commit (db/group-commit.ts).
    // PostgreSQL: no transaction, its one write is atomic by itself (postgres/queries.ts).
    const attempt = () =>
      dialect === "postgres"
        ? work(db)
        : groupCommit
          ? groupCommit.run(work)
          : db.transaction().execute(work);
    outcome = await attempt().catch((error) => {
      if (error instanceof UntrackedMeanwhile) return attempt();
      throw error;
    });
  } catch (error) {
    if (error instanceof UntrackedMeanwhile) throw stockChangedMeanwhile();
    const sameId = isUniqueViolation(error, orderPrimaryKey);
    if (!sameId && !isUniqueViolation(error, openTurnIndex)) throw error;
    // Two sends of one order at once: the second waited on the first's key (or its turn); answer as a retry.
    const row = await findStoredRequest(db, input.id);
    if (!row) throw await turnTaken(db, businessId, input.turn);
    const stored = { id: input.id, business: row.business_id, hash: row.request_hash };
    return { order: await storedAnswer(db, businessId, stored, hash), created: false };
  }
  if (outcome.kind === "stored") return { order: outcome.order, created: false };
  const { order, shiftId, nextTurn, stock } = outcome;
  await afterOrderChange(deps, businessId, {
    orderId: order.id,
    op: "insert",
    turn: nextTurn === null ? null : { shiftId, turn: nextTurn },
    shiftId: nextTurn === null ? null : shiftId,
    stock,
    comandas: { created: order },
  });
  return { order, created: true };
};
