import { limits, MAX_TURN_LENGTH, nameKey, normalizeName } from "@comanda/domain";
import { type Kysely, sql } from "kysely";
import { unnamed } from "./0004-name-keys.ts";

type NamedTable = "category" | "payment_method" | "ingredient" | "product" | "promotion";
type StoredName = { id: string; business_id: string; name: string; name_key: string };
type Change = { id: string; name: string; name_key: string };

const maxLength: Record<NamedTable, number> = {
  category: limits.categoryName,
  payment_method: limits.paymentMethodName,
  ingredient: limits.ingredientName,
  product: limits.productName,
  promotion: limits.promotionName,
};
/** 0002 gave these three a unique name index; products and promotions had none. */
const indexedBefore: NamedTable[] = ["category", "payment_method", "ingredient"];

/** "Flan casero (2)": numbered, and cut so the whole still fits the field's length. */
export const numbered = (text: string, n: number, max: number): string => {
  const suffix = ` (${n})`;
  return `${Array.from(text)
    .slice(0, max - suffix.length)
    .join("")
    .trimEnd()}${suffix}`;
};

/**
 * The names of one business, oldest first, under decision 024's key (case and accents ignored). The oldest row
 * of each key keeps its name; the later ones become "Flan casero (2)", "(3)"…, numbered past any key
 * already in use. Returns only the rows whose name or key changes.
 */
export const uniqueNames = (rows: StoredName[], max: number): Change[] => {
  const wanted = rows.map((row) => {
    const name = normalizeName(row.name) || unnamed;
    return { row, name, key: nameKey(name) };
  });
  const taken = new Set(wanted.map(({ key }) => key));
  const kept = new Set<string>();
  const changes: Change[] = [];
  for (const { row, name, key } of wanted) {
    let next = { name, key };
    if (kept.has(key)) {
      let n = 2;
      while (taken.has(nameKey(numbered(name, n, max)))) n += 1;
      const renamed = normalizeName(numbered(name, n, max));
      next = { name: renamed, key: nameKey(renamed) };
      taken.add(next.key);
    }
    kept.add(next.key);
    if (next.name !== row.name || next.key !== row.name_key)
      changes.push({ id: row.id, name: next.name, name_key: next.key });
  }
  return changes;
};

type OpenOrder = { id: string; shift_id: string; turn: string };

/** Open orders of one shift sharing a turn: the oldest keeps it, the others become "12 (2)", "12 (3)"… */
export const uniqueTurns = (orders: OpenOrder[]): { id: string; turn: string }[] => {
  const taken = new Set(orders.map((order) => `${order.shift_id}\u0000${order.turn}`));
  const kept = new Set<string>();
  const changes: { id: string; turn: string }[] = [];
  for (const order of orders) {
    const key = `${order.shift_id}\u0000${order.turn}`;
    if (!kept.has(key)) {
      kept.add(key);
      continue;
    }
    let n = 2;
    while (taken.has(`${order.shift_id}\u0000${numbered(order.turn, n, MAX_TURN_LENGTH)}`)) n += 1;
    const turn = numbered(order.turn, n, MAX_TURN_LENGTH);
    taken.add(`${order.shift_id}\u0000${turn}`);
    changes.push({ id: order.id, turn });
  }
  return changes;
};

const groupBy = <T extends { business_id: string }>(rows: T[]): T[][] => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.business_id);
    if (list) list.push(row);
    else groups.set(row.business_id, [row]);
  }
  return [...groups.values()];
};

/**
 * Decision 024:
 * - One name rule for every named record: keys ignore case and accents (`nameKey`), recomputed in JS on
 *   both engines; duplicates under the new key are renamed "Nombre (2)"…; products and promotions get the
 *   unique (business_id, name_key) index the other three had. The old indexes go first, so no update can
 *   collide with a key that a later update frees.
 * - Two open orders (pending, preparing, ready) of one shift cannot share a turn: existing pairs are
 *   renumbered "12 (2)"…, then a partial unique index enforces it, so two concurrent creates cannot both win.
 */
export const uniqueNamesAndTurns = () => ({
  async up(db: Kysely<unknown>) {
    for (const table of indexedBefore) await db.schema.dropIndex(`${table}_name_key_unique`).execute();
    const named =
      db.withTables<Record<NamedTable, StoredName & { created_at: number; updated_at: number }>>();
    const now = Date.now();
    for (const table of Object.keys(maxLength) as NamedTable[]) {
      const rows = await named
        .selectFrom(table)
        .select(["id", "business_id", "name", "name_key"])
        .orderBy("business_id")
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      for (const businessRows of groupBy(rows)) {
        const before = new Map(businessRows.map((row) => [row.id, row.name]));
        for (const change of uniqueNames(businessRows, maxLength[table])) {
          // A key that only stops counting accents is no edit the owner would see.
          const renamed = before.get(change.id) !== change.name;
          await named
            .updateTable(table)
            .set({ name: change.name, name_key: change.name_key, ...(renamed ? { updated_at: now } : {}) })
            .where("id", "=", change.id)
            .execute();
        }
      }
      await db.schema
        .createIndex(`${table}_name_key_unique`)
        .on(table)
        .columns(["business_id", "name_key"])
        .unique()
        .execute();
    }

    const orders = db.withTables<{ order: OpenOrder & { status: string; created_at: number } }>();
    const open = await orders
      .selectFrom("order")
      .select(["id", "shift_id", "turn"])
      .where("status", "in", ["pending", "preparing", "ready"])
      .orderBy("shift_id")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    for (const change of uniqueTurns(open))
      await orders.updateTable("order").set({ turn: change.turn }).where("id", "=", change.id).execute();
    // Partial unique indexes read the same on both engines.
    await sql`create unique index order_open_turn_unique on "order" (shift_id, turn)
      where status in ('pending', 'preparing', 'ready')`.execute(db);
  },
});
