import { limits, nameKey, normalizeName } from "@comanda/domain";
import type { Kysely } from "kysely";

type NamedTable = "category" | "payment_method" | "ingredient";
export type StoredName = { id: string; business_id: string; name: string; name_key: string };
export type RenamedRow = { id: string; name: string; name_key: string };

const maxLength: Record<NamedTable, number> = {
  category: limits.categoryName,
  payment_method: limits.paymentMethodName,
  ingredient: limits.ingredientName,
};

/** What a row named only with invisible characters is called from now on. */
export const unnamed = "Sin nombre";

const withSuffix = (name: string, n: number, max: number) => {
  const suffix = ` (${n})`;
  return normalizeName(
    `${Array.from(name)
      .slice(0, max - suffix.length)
      .join("")}${suffix}`,
  );
};

/**
 * The names of one business, oldest first, as decision 014's rules store them. Where several now share a key
 * ("Bebidas" and "Bebidas\u200b"), the row already holding that key keeps it (else the oldest), and the
 * others become "Bebidas (2)", "Bebidas (3)"… Returns only the rows that change.
 */
export const renamedRows = (rows: StoredName[], max: number): RenamedRow[] => {
  const wanted = rows.map((row) => {
    const name = normalizeName(row.name) || unnamed;
    return { row, name, key: nameKey(name) };
  });
  const holders = new Map<string, string>();
  for (const { row, key } of wanted) if (row.name_key === key) holders.set(key, row.id);
  for (const { row, key } of wanted) if (!holders.has(key)) holders.set(key, row.id);
  const taken = new Set(holders.keys());
  const changes: RenamedRow[] = [];
  for (const { row, name, key } of wanted) {
    let next = { name, key };
    if (holders.get(key) !== row.id) {
      let n = 2;
      while (taken.has(nameKey(withSuffix(name, n, max)))) n += 1;
      const suffixed = withSuffix(name, n, max);
      next = { name: suffixed, key: nameKey(suffixed) };
      taken.add(next.key);
    }
    if (next.name !== row.name || next.key !== row.name_key) {
      changes.push({ id: row.id, name: next.name, name_key: next.key });
    }
  }
  return changes;
};

/**
 * Names lose their invisible characters and keys ignore them (docs/decisions/014). Keys were
 * computed in JS, so they are recomputed in JS, on both engines, one business at a time. No update can
 * hit the unique index midway: a key that changes had invisible characters, which no new key has.
 */
export const plainNameKeys = () => ({
  async up(db: Kysely<unknown>) {
    const named =
      db.withTables<Record<NamedTable, StoredName & { created_at: number; updated_at: number }>>();
    for (const table of Object.keys(maxLength) as NamedTable[]) {
      const rows = await named
        .selectFrom(table)
        .select(["id", "business_id", "name", "name_key"])
        .orderBy("business_id")
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      const byBusiness = new Map<string, StoredName[]>();
      for (const row of rows) {
        const list = byBusiness.get(row.business_id);
        if (list) list.push(row);
        else byBusiness.set(row.business_id, [row]);
      }
      const now = Date.now();
      for (const businessRows of byBusiness.values()) {
        const before = new Map(businessRows.map((row) => [row.id, row.name]));
        for (const change of renamedRows(businessRows, maxLength[table])) {
          // A key that only stops counting invisible characters is no edit the owner would see.
          const renamed = before.get(change.id) !== change.name;
          await named
            .updateTable(table)
            .set({ name: change.name, name_key: change.name_key, ...(renamed ? { updated_at: now } : {}) })
            .where("id", "=", change.id)
            .execute();
        }
      }
    }
  },
});
