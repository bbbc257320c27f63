import type { Db } from "../../db/database.ts";
import type { Dialect } from "../../db/migrations/types.ts";
import { authDate } from "../../modules/staff/index.ts";
import { buildCatalog, type DemoUsers } from "./catalog.ts";
import { customerSpecs } from "./catalog-data.ts";
import { type HistorySummary, makeHistory } from "./history.ts";
import { buildOptions, demoQuickNotes } from "./options.ts";
import { createRandom } from "./random.ts";
import { type DemoRows, emptyRows, writeRows } from "./rows.ts";
import { planShifts } from "./schedule.ts";
import { createStockBook } from "./stock.ts";
import { createDemoUsers, type DemoDeps, existingDemoUser, removeDemoUsers } from "./users.ts";

const HOUR = 3_600_000;

export type DemoOptions = {
  seed: number;
  /** days of shifts, ending the day before `now` */
  days: number;
  now?: number;
  /** make it even in a database that has other businesses (`--force`) */
  force?: boolean;
};

export type DemoResult = {
  businessId: string;
  history: HistorySummary;
  catalog: Record<"categories" | "products" | "ingredients" | "promotions" | "methods" | "customers", number>;
};

/** The demo is made once per database: its e-mails are taken (decision 059). */
export class DemoExists extends Error {}

/**
 * README (demo): a demo made in a database that has businesses would put a verified ADMIN, whose
 * e-mail is known, beside them; only in an empty one unless `--force`.
 */
export class DemoNotEmpty extends Error {}

/** Tracked products and ingredients keep the stock their movements add up to, dated by their last edit. */
const settleStock = (rows: DemoRows, final: ReadonlyMap<string, number>) => {
  const edited = new Map<string, number>();
  for (const movement of rows.stock_movement)
    if (movement.reason === "adjustment") edited.set(movement.item_id, movement.created_at);
  for (const row of [...rows.product, ...rows.ingredient]) {
    if (row.quantity === null || row.quantity === undefined) continue;
    row.quantity = final.get(row.id) ?? row.quantity;
    row.updated_at = edited.get(row.id) ?? row.updated_at;
  }
};

/**
 * The business and its users as they would be had they signed up before the catalog was entered: the
 * owner just before it, the staff after it. The addresses count as verified (no mail reaches them).
 */
const backdateUsers = async (trx: Db, dialect: Dialect, businessId: string, users: DemoUsers, at: number) => {
  const ownerAt = at - 15 * 60_000;
  await trx
    .updateTable("business")
    .set({ created_at: ownerAt, updated_at: ownerAt })
    .where("id", "=", businessId)
    .execute();
  for (const [key, user] of Object.entries(users)) {
    const when = authDate(dialect, new Date(key === "owner" ? ownerAt : at + 2 * HOUR));
    const verified = dialect === "postgres" ? true : 1;
    await trx
      .updateTable("user")
      .set({ created_at: when, updated_at: when, email_verified: verified })
      .where("id", "=", user.id)
      .execute();
    await trx
      .updateTable("account")
      .set({ created_at: when, updated_at: when })
      .where("user_id", "=", user.id)
      .execute();
  }
};

/**
 * `npm run comanda -- demo`: «La Esquina (demo)» with its staff, catalog and `days` days of shifts
 * ending yesterday, all drawn from `seed`. The history is made in memory, then written in one
 * transaction; if that fails, the users and business made before it are removed again.
 */
export const createDemo = async (
  deps: DemoDeps,
  options: DemoOptions & { password: string },
): Promise<DemoResult> => {
  const { db, dialect } = deps.database;
  const taken = await existingDemoUser(db);
  if (taken)
    throw new DemoExists(
      `Ya hay un negocio de demostración en esta base: la cuenta ${taken} existe. ` +
        "Para crear otro, usá una base nueva (por ejemplo DATABASE_URL=file:./data/demo.db).",
    );
  const other = await db.selectFrom("business").select("id").limit(1).executeTakeFirst();
  if (other && !options.force)
    throw new DemoNotEmpty(
      "Esta base ya tiene negocios: la demostración va en una base vacía " +
        "(por ejemplo DATABASE_URL=file:./data/demo.db). Para crearla igual, agregá --force.",
    );
  const now = options.now ?? Date.now();
  const random = createRandom(options.seed);
  const plans = planShifts(random, now, options.days);
  const setupAt = (plans[0]?.start ?? now) - 2 * 24 * HOUR - 3 * HOUR;

  const { businessId, users } = await createDemoUsers(deps, options.password);
  try {
    const rows = emptyRows();
    const book = createStockBook(rows, businessId);
    const catalog = buildCatalog(rows, book, businessId, users.owner, setupAt, customerSpecs);
    const history = makeHistory({ rows, book, catalog, random, businessId, users }, plans);
    settleStock(rows, book.final());
    const lastClose = Math.max(setupAt, ...rows.shift.map((shift) => shift.end_date ?? 0));
    buildOptions(rows, businessId, catalog, lastClose + 10 * 60_000);
    await db.transaction().execute(async (trx) => {
      await backdateUsers(trx, dialect, businessId, users, setupAt);
      await trx
        .updateTable("business")
        .set({ quick_notes: JSON.stringify(demoQuickNotes) })
        .where("id", "=", businessId)
        .execute();
      await writeRows(trx, rows);
    });
    return {
      businessId,
      history,
      catalog: {
        categories: rows.category.length,
        products: rows.product.length,
        ingredients: rows.ingredient.length,
        promotions: rows.promotion.length,
        methods: rows.payment_method.length,
        customers: rows.customer.length,
      },
    };
  } catch (error) {
    await removeDemoUsers(db, businessId);
    throw error;
  }
};
