import { isOpenOrderStatus, type Order } from "@comanda/domain";
import { servedKey } from "@comanda/domain/kitchen";
import { mergeContent, type RoundValues, type TabContent } from "@comanda/domain/tabs";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import {
  afterOrderChange,
  comboItemsInput,
  type EditableRow,
  type Edited,
  editInTransaction,
  getOrder,
  type LineFields,
  type OrderChanged,
  type OrderDeps,
  type OrderTaker,
  optionsOfLine,
  readEditable,
  readLines,
  readMoneyRows,
  staleVersion,
  storedLineKey,
  toOrder,
} from "../orders/index.ts";
import { backToPending, findRound, holdLines, marchLines, takeRound } from "./queries.ts";
import { tabClosed, tabMissing } from "./tab-rows.ts";

/** An open tab of the business, read for a change; refused when it is no tab or is closed. */
export const readOpenTab = async (trx: Db, businessId: string, id: string): Promise<EditableRow> => {
  const row = await readEditable(trx, businessId, id);
  if (row?.type !== "table") throw tabMissing();
  if (row.shift_end !== null || !isOpenOrderStatus(row.status)) throw tabClosed();
  return row;
};

/**
 * What a tab holds, as a round or a join adds to it: each product line (with its options and note) and combo
 * line (with its products' choices; the same combo with other ones is another line, decision 080).
 */
export const contentOf = (lines: readonly LineFields[]): TabContent => ({
  products: lines
    .filter((line) => line.kind === "product")
    .map((line) => ({
      product_id: line.item_id,
      quantity: line.quantity,
      options: optionsOfLine(line).map((option) => option.id),
      note: line.note,
      // Decision 082: a line keeps the course it was given.
      course: line.course,
    })),
  promotions: lines
    .filter((line) => line.kind === "promotion")
    .map((line) => {
      // Decision 080: a combo keeps its products' choices.
      const items = comboItemsInput(line, lines);
      return { promotion_id: line.item_id, quantity: line.quantity, ...(items.length > 0 ? { items } : {}) };
    }),
});

/** What a tab's lines had made when a round sends it back to the kitchen (decision 081). */
const servedOf = (lines: readonly LineFields[], held: Order["held"] = []): Order["served"] => {
  const waiting = new Map((held ?? []).map((line) => [line.key, line.quantity]));
  return lines.flatMap((line) => {
    if (line.kind === "combo-item") return [];
    const key = storedLineKey(line, lines);
    // What a course still holds was never made (decision 082).
    const quantity = line.quantity - (waiting.get(key) ?? 0);
    return quantity > 0 ? [{ key, quantity }] : [];
  });
};

/**
 * Decision 082: what the round holds: the units it adds to lines of a course it holds ('Esperar'), by the
 * course each line has after the round (the one it was given, else its product's).
 */
const heldBy = (after: Order, added: TabContent, hold: readonly string[]): NonNullable<Order["held"]> => {
  if (hold.length === 0) return [];
  return added.products.flatMap((line) => {
    const key = servedKey({
      kind: "product",
      itemId: line.product_id,
      optionIds: line.options,
      note: line.note,
    });
    const sold = after.lines.find(
      (each) =>
        each.kind === "product" &&
        servedKey({
          kind: "product",
          itemId: each.itemId,
          optionIds: each.options.map((option) => option.id),
          note: each.note,
        }) === key,
    );
    return sold?.course && hold.includes(sold.course) ? [{ key, quantity: line.quantity }] : [];
  });
};

const unitsOf = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** Two lists of quantities by key, added. */
const addHeld = (a: NonNullable<Order["held"]>, b: NonNullable<Order["held"]>) => {
  const sum = new Map<string, number>();
  for (const line of [...a, ...b]) sum.set(line.key, (sum.get(line.key) ?? 0) + line.quantity);
  return [...sum].map(([key, quantity]) => ({ key, quantity }));
};

/** The tab with `content` as what it holds, through an edit at the version it was read at. */
export const editTabContent = (
  trx: Db,
  deps: OrderDeps,
  businessId: string,
  row: EditableRow,
  user: OrderTaker,
  content: TabContent,
) =>
  editInTransaction(trx, {
    businessId,
    id: row.id,
    user,
    dialect: deps.database.dialect,
    input: {
      turn: row.turn,
      payment_method_id: row.payment_method_id,
      observation: row.observation,
      products: content.products,
      promotions: content.promotions,
      version: Number(row.version),
    },
  });

type Rounded = { before: Order; edited: Edited; shiftId: string };

/**
 * The tab with `added` on it, through the edit of an order (decision 027): a line it has (a combo with the same
 * choices too) gets the units, another is a new line (`mergeContent`), priced as creation prices, the
 * stock taken for what was added, the kitchen told what changed. A tab whose food was out ('Listo', 'En
 * la mesa') goes back to 'Pendiente', so the kitchen makes the round.
 */
export const addToTab = async (
  trx: Db,
  deps: OrderDeps,
  businessId: string,
  row: EditableRow,
  user: OrderTaker,
  added: TabContent,
  hold: readonly string[] = [],
): Promise<Rounded> => {
  const lines = await readLines(trx, businessId, row.id);
  const before = toOrder(row, lines, await readMoneyRows(trx, businessId, row.id));
  const edited = await editTabContent(
    trx,
    deps,
    businessId,
    row,
    user,
    mergeContent(contentOf(lines), added),
  );
  const newlyHeld = heldBy(edited.order, added, hold);
  if (newlyHeld.length > 0) {
    const held = addHeld(before.held ?? [], newlyHeld);
    const version = await holdLines(trx, row.id, held);
    edited.order = { ...edited.order, held, version };
  }
  // A round that only holds a course sends the kitchen nothing: the table stays as it was.
  const sendsSomething = unitsOf([...added.products, ...added.promotions]) > unitsOf(newlyHeld);
  if (sendsSomething && (edited.order.status === "ready" || edited.order.status === "served")) {
    // Decision 081: never before the edit's own time, so the round itself is not 'Modificado'.
    const now = Math.max(Date.now(), edited.order.modifiedAt ?? 0);
    const served = servedOf(lines, before.held);
    await backToPending(trx, row.id, now, served);
    edited.order = {
      ...edited.order,
      status: "pending",
      statusChangedAt: now,
      updatedAt: now,
      kitchenSince: now,
      served,
      stationsDone: [],
      version: edited.order.version + 1,
    };
  }
  return { before, edited, shiftId: row.shift_id };
};

const isStale = (error: unknown) => error instanceof AppError && error.message === staleVersion;

/**
 * After a change to a tab lands: every board and the stock's screens hear it, and the stations print what a
 * round added (as an edit's changes).
 */
export const publishTab = (
  deps: OrderDeps,
  businessId: string,
  id: string,
  edited: Edited | null,
  comandas: OrderChanged["comandas"] = null,
) => afterOrderChange(deps, businessId, { orderId: id, op: "update", stock: edited?.stock, comandas });

/**
 * POST /tabs/:id/rounds. Two devices sending rounds to one table at once both land: each merges into the
 * tab as it is when its transaction reads it, and one that loses the compare-and-set on the version reads
 * again and merges again. The round's id, stored with it, makes a resend count once.
 */
export const addRound = async (
  deps: OrderDeps,
  businessId: string,
  id: string,
  user: OrderTaker,
  round: RoundValues,
): Promise<Order> => {
  const { db } = deps.database;
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await db.transaction().execute(async (trx) => {
        const taken = await takeRound(trx, { id: round.id, businessId, orderId: id, user });
        if (!taken) return null;
        const row = await readOpenTab(trx, businessId, id);
        return addToTab(trx, deps, businessId, row, user, round, round.hold);
      });
      if (!result) {
        const stored = await findRound(db, round.id);
        if (stored?.business_id !== businessId || stored.order_id !== id)
          throw new AppError("aborted", "Esa ronda ya se registró en otra mesa.");
        return getOrder(db, businessId, id);
      }
      const { before, edited } = result;
      await publishTab(deps, businessId, id, edited, { before, after: edited.order });
      return edited.order;
    } catch (error) {
      if (isStale(error) && attempt < 5) continue;
      throw error;
    }
  }
};

const nothingHeld = () => new AppError("aborted", "Ese tiempo no tiene nada esperando en esta mesa.");

/**
 * POST /tabs/:id/march (decision 082): the lines a course's rounds held go to the kitchen now, printed
 * 'MARCHA' at their stations. A table whose food was out goes back to 'Pendiente' with the marched lines as
 * its new card; one still in the kitchen gets them on its card.
 */
export const marchCourse = async (
  deps: OrderDeps,
  businessId: string,
  id: string,
  courseId: string,
): Promise<Order> => {
  const { db } = deps.database;
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await db.transaction().execute(async (trx) => {
      const row = await readOpenTab(trx, businessId, id);
      const lines = await readLines(trx, businessId, id);
      const before = toOrder(row, lines, await readMoneyRows(trx, businessId, id));
      const ofCourse = new Set(
        lines
          .filter((line) => line.kind === "product" && line.course === courseId)
          .map((line) => storedLineKey(line, lines)),
      );
      const held = before.held ?? [];
      if (!held.some((line) => ofCourse.has(line.key))) throw nothingHeld();
      const rest = held.filter((line) => !ofCourse.has(line.key));
      const now = Date.now();
      const back = before.status === "ready" || before.status === "served";
      const served = servedOf(lines, held);
      const marched = await marchLines(trx, id, {
        held: rest,
        now,
        version: before.version,
        back: back ? { served } : null,
      });
      if (!marched) return null;
      const after: Order = {
        ...before,
        held: rest,
        updatedAt: now,
        version: before.version + 1,
        ...(back
          ? { status: "pending", statusChangedAt: now, kitchenSince: now, served, stationsDone: [] }
          : {}),
      };
      return { before, after };
    });
    if (result) {
      await publishTab(deps, businessId, id, null, result);
      return result.after;
    }
  }
  throw new AppError("aborted", staleVersion);
};
