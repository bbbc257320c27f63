import {
  type ContentLine,
  isOpenOrderStatus,
  lineKey,
  lineLabel,
  type Order,
  type OrderEditValues,
  orderChanges,
  orderStatusLabels,
  storedOptionIngredients,
} from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import type { Dialect } from "../../../db/migrations/types.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import { AppError } from "../../../errors.ts";
import { editRows } from "../../audit/index.ts";
import { invoicedRefusal } from "../../invoices/index.ts";
import { afterOrderChange, queueComandas, recordOrderChange } from "../after-order-change.ts";
import { comboChoicesOf, comboOptionsOf, storedComboKey } from "../catalog/combo-choices.ts";
import { checkLineCourses, coursesMoved } from "../catalog/line-courses.ts";
import type { OrderContentValues } from "../catalog/order-catalog.ts";
import { checkSellable, loadCatalog } from "../catalog/order-catalog.ts";
import { priceOrder, unitsOf } from "../catalog/order-lines.ts";
import { findOrderContext } from "../create/queries.ts";
import { moneyColumnsOf } from "../money/order-money.ts";
import { readMoneyRows, writeAdjustments, writePayments } from "../money/queries.ts";
import type { OrderDeps, OrderTaker } from "../order-deps.ts";
import { answerOf } from "../read/answer.ts";
import { type LineFields, optionsOfLine, toOrder } from "../read/order-rows.ts";
import { getOrder, orderMissing } from "../read/read-order.ts";
import { moveStockByEdit, unitsOfLines } from "../stock/edit-stock.ts";
import type { StockChanges } from "../stock/order-stock.ts";
import { holdOpenShift } from "../turns/queries.ts";
import { numericTurn, openTurnIndex, turnTaken } from "../turns/turn-taken.ts";
import { editedMoney } from "./edit-money.ts";
import { type EditableRow, readEditable, readLines, replaceLines, updateEdited } from "./queries.ts";

/** An edit from a version the order has left (compare-and-set); the tabs' rounds retry on it. */
export const staleVersion = "El pedido cambió mientras lo editabas: revisá cómo quedó y volvé a guardar.";

const shiftClosed = () =>
  new AppError("aborted", "El turno de este pedido ya está cerrado: sus pedidos no se pueden modificar.");

/** Why an order cannot take this edit, or null when it can. The current order rides along so the client can show it. */
const refusalOf = async (trx: Db, businessId: string, row: EditableRow | undefined, version: number) => {
  if (!row) return orderMissing();
  if (row.shift_end !== null) return shiftClosed();
  const current = async () => ({
    order: toOrder(
      row,
      await readLines(trx, businessId, row.id),
      await readMoneyRows(trx, businessId, row.id),
    ),
  });
  if (!isOpenOrderStatus(row.status))
    return new AppError(
      "aborted",
      `Este pedido ya está «${orderStatusLabels[row.status]}»: no se puede modificar.`,
      undefined,
      await current(),
    );
  if (Number(row.version) !== version)
    return new AppError("aborted", staleVersion, undefined, await current());
  return null;
};

/**
 * Decision 067: an invoiced order keeps what it invoiced. Asked only of an order an edit
 * could otherwise change, before its version, so a screen behind the invoice hears why at once.
 */
const invoicedEdit = (trx: Db, request: EditRequest, row: EditableRow | undefined) =>
  row && row.shift_end === null && isOpenOrderStatus(row.status)
    ? invoicedRefusal(trx, request.dialect, request.businessId, row.id)
    : null;

/** What a line makes, for the stations (decision 081): the product itself, or the combo's products. */
const makesOf = (line: LineFields, lines: readonly LineFields[]) =>
  line.kind === "product"
    ? [{ itemId: line.item_id, categoryId: line.category_id }]
    : lines
        .filter((item) => item.kind === "combo-item" && item.parent_position === line.position)
        .map((item) => ({ itemId: item.item_id, categoryId: item.category_id }));

const storedContent = (lines: readonly LineFields[]): ContentLine[] =>
  lines.flatMap((line) => {
    if (line.kind === "combo-item") return [];
    // Decision 080: a combo's products' choices make it another line (and another thing to make), as a product
    // line's options do: the edit compares combos by them (`servedKey` with `items`).
    const options = line.kind === "promotion" ? comboOptionsOf(line, lines) : optionsOfLine(line);
    return [
      {
        line: line.kind,
        itemId: line.item_id,
        name: lineLabel(
          line.name,
          options.map((option) => option.name),
          line.note,
        ),
        quantity: line.quantity,
        optionIds: options.map((option) => option.id),
        note: line.note,
        ...(line.kind === "promotion" ? { items: comboChoicesOf(line, lines) } : {}),
        makes: makesOf(line, lines),
      },
    ];
  });

/** The keys of the product and combo lines an order has, so an edit keeps them as sold (decision 080). */
const keysOf = (lines: readonly LineFields[]) =>
  new Set(
    lines.flatMap((line) =>
      line.kind === "product"
        ? [
            lineKey({
              itemId: line.item_id,
              optionIds: optionsOfLine(line).map((o) => o.id),
              note: line.note,
            }),
          ]
        : line.kind === "promotion"
          ? [storedComboKey(line, lines)]
          : [],
    ),
  );

/** What the lines' options took beyond their recipes, as each line stored it (decision 080). */
const optionAmountsOf = (lines: readonly LineFields[]) =>
  storedOptionIngredients(
    lines.flatMap((line) =>
      // A combo's products keep theirs on their own lines (decision 080).
      line.kind === "promotion" ? [] : [{ quantity: line.quantity, options: optionsOfLine(line) }],
    ),
  );

export type Edited = { order: Order; stock: StockChanges | null; shiftMoved: string | null };
export type EditRequest = {
  businessId: string;
  id: string;
  user: OrderTaker;
  input: OrderEditValues;
  dialect: Dialect;
};

/**
 * Decision 027, one transaction: check the order is open, in an open shift and at the version the
 * client edited; validate and price the new content as creation does; write the new header and lines
 * (compare-and-set on the version); move stock by the difference. Nothing changed: nothing is written.
 */
export const editInTransaction = async (trx: Db, request: EditRequest): Promise<Edited> => {
  const { businessId, id, user, input } = request;
  const row = await readEditable(trx, businessId, id);
  const refusal =
    (await invoicedEdit(trx, request, row)) ?? (await refusalOf(trx, businessId, row, input.version));
  if (refusal || !row) throw refusal ?? orderMissing();
  const { version: _version, ...content } = input;
  const order: OrderContentValues = { ...content, id };
  const now = Date.now();
  const context = await findOrderContext(trx, businessId, id, input.payment_method_id);
  const catalog = await loadCatalog(trx, businessId, order);
  const paymentMethodName = checkSellable(catalog, context, order, now);
  const before = await readLines(trx, businessId, id);
  await checkLineCourses(
    trx,
    businessId,
    catalog,
    order,
    before.map((line) => line.course),
  );
  const priced = priceOrder(catalog, order, keysOf(before), unitsOf(before));
  const stored = await readMoneyRows(trx, businessId, id);
  const main = {
    id: input.payment_method_id,
    name: paymentMethodName,
    isCash: Number(context.method_is_cash) === 1,
  };
  const money = await editedMoney(trx, { businessId, user, input, row, stored, lines: priced.lines, main });
  const changes = orderChanges(
    {
      turn: row.turn,
      observation: row.observation,
      paymentMethodName: row.payment_method_name,
      lines: storedContent(before),
    },
    {
      turn: input.turn,
      observation: input.observation,
      paymentMethodName,
      lines: storedContent(priced.lines),
    },
  );
  const sameMethod = row.payment_method_id === input.payment_method_id;
  if (changes.length === 0 && sameMethod && !money.changed && !coursesMoved(before, priced.lines))
    return { order: toOrder(row, before, stored), stock: null, shiftMoved: null };
  const fields = {
    turn: input.turn,
    payment_method_id: input.payment_method_id,
    payment_method_name: paymentMethodName,
    observation: input.observation,
    ...moneyColumnsOf(money.money),
  };
  const updated = await updateEdited(trx, { businessId, id, version: input.version }, fields, changes, now);
  if (!updated)
    throw (
      (await refusalOf(trx, businessId, await readEditable(trx, businessId, id), input.version)) ??
      shiftClosed()
    );
  await replaceLines(trx, businessId, id, priced.lines);
  const audit = editRows(id, input.turn, changes, {
    totalBefore: Number(row.total),
    total: money.money.total,
    discountBefore: Number(row.discount),
    discount: money.money.discount,
  });
  await recordOrderChange(trx, businessId, { orderId: id, user, audit, at: now });
  await writeAdjustments(trx, businessId, id, money.money);
  await writePayments(trx, businessId, id, money.payments);
  const stock = await moveStockByEdit(trx, {
    businessId,
    orderId: id,
    catalog,
    before: unitsOfLines(before),
    after: priced.demand,
    options: { before: optionAmountsOf(before), after: priced.optionIngredients },
    user,
    now,
  });
  let shiftMoved: string | null = null;
  if (input.turn !== row.turn) {
    const turn = numericTurn(input.turn);
    if (!(await holdOpenShift(trx, request.dialect, row.shift_id, turn))) throw shiftClosed();
    if (turn > Number(row.shift_last_turn)) shiftMoved = row.shift_id;
  }
  return { order: answerOf(updated, priced.lines, money.money, money.payments), stock, shiftMoved };
};

/**
 * PATCH /orders/:id (decision 027): the edited order. What it sets off after its commit runs from
 * after-order-change.ts; the stations print what changed, also when nothing was written (they compare).
 */
export const editOrder = async (
  deps: OrderDeps,
  businessId: string,
  id: string,
  user: OrderTaker,
  input: OrderEditValues,
): Promise<Order> => {
  const { db, dialect } = deps.database;
  // What the order was, for the comandas of what changed (only where a station prints). The edit is a
  // compare-and-set on the version this read saw, so no other edit can come between them.
  const before =
    deps.printing && (await deps.printing.comandas.prints(businessId))
      ? await getOrder(db, businessId, id).catch(() => null)
      : null;
  let edited: Edited;
  try {
    edited = await db
      .transaction()
      .execute((trx) => editInTransaction(trx, { businessId, id, user, input, dialect }));
  } catch (error) {
    if (isUniqueViolation(error, openTurnIndex)) throw await turnTaken(db, businessId, input.turn);
    throw error;
  }
  const comandas = before && before.version === input.version ? { before, after: edited.order } : null;
  if (!edited.stock) {
    queueComandas(deps, businessId, comandas);
    return edited.order;
  }
  const { shiftMoved, stock } = edited;
  await afterOrderChange(deps, businessId, {
    orderId: id,
    op: "update",
    turn: shiftMoved ? { shiftId: shiftMoved, turn: numericTurn(input.turn) } : null,
    shiftId: shiftMoved,
    stock,
    comandas,
  });
  return edited.order;
};
