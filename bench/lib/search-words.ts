import type { DatabaseTarget } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/database.ts";

export type ChosenSearch = { label: string; q: string };

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    // Words a cashier types: letters, three or more (not the seed's running numbers, not "de").
    .filter((word) => word.length >= 3 && /^\p{L}+$/u.test(word));

const share = (count: number, total: number) =>
  `${((count / total) * 100).toFixed(count / total < 0.01 ? 2 : 1)} %`;

/**
 * Issue 39: the searches a bench runs are chosen from the catalog it seeded, not fixed words: its most frequent
 * word, the word nearest 1 % of the products (the label says how near), the rarest pair of words that go
 * together in a name, and a code.
 */
export const chooseSearches = async (target: DatabaseTarget, businessId: string): Promise<ChosenSearch[]> => {
  const database = openDatabase(target);
  try {
    const rows = await database.db
      .selectFrom("product")
      .select(["name", "code"])
      .where("business_id", "=", businessId)
      .execute();
    const words = new Map<string, number>();
    const pairs = new Map<string, number>();
    for (const { name } of rows) {
      const own = [...new Set(wordsOf(name))];
      for (const word of own) words.set(word, (words.get(word) ?? 0) + 1);
      for (let a = 0; a + 1 < own.length; a++) {
        const pair = `${own[a]} ${own[a + 1]}`;
        pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
      }
    }
    const total = rows.length;
    const byCount = [...words].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const [frequent = "", frequentCount = 0] = byCount[0] ?? [];
    const [onePercent = "", onePercentCount = 0] =
      [...byCount].sort((a, b) => Math.abs(a[1] / total - 0.01) - Math.abs(b[1] / total - 0.01))[0] ?? [];
    const [rare = "", rareCount = 0] =
      [...pairs].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [];
    const code = rows[Math.floor(rows.length * 0.41)]?.code ?? "";
    return [
      { label: `q "${frequent}" (top, ${share(frequentCount, total)})`, q: frequent },
      { label: `q "${onePercent}" (${share(onePercentCount, total)})`, q: onePercent },
      { label: `q "${rare}" (${rareCount} rows)`, q: rare },
      { label: `q code "${code.toLowerCase()}"`, q: code.toLowerCase() },
    ];
  } finally {
    await database.close();
  }
};
