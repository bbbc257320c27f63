export type Named = { id: string; name: string; latest: number };

/**
 * Snapshots keep the name an item had when sold, so one id may come with several names: the figures add
 * up per id and the latest name is shown (the shift detail, the Z report, the home screen).
 */
export const mergeById = <T extends Named>(rows: T[], add: (into: T, row: T) => void): T[] => {
  const byId = new Map<string, T>();
  for (const row of rows) {
    const seen = byId.get(row.id);
    if (!seen) {
      byId.set(row.id, { ...row });
      continue;
    }
    add(seen, row);
    if (row.latest > seen.latest) {
      seen.name = row.name;
      seen.latest = row.latest;
    }
  }
  return [...byId.values()];
};
