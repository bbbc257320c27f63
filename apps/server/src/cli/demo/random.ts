/**
 * A seeded generator (mulberry32): the same seed gives the same demo, so tests can rely on it. Only the
 * data is drawn here; ids stay UUIDv7 from the clock they are made for, like every other row.
 */
export type Random = {
  /** [0, 1) */
  next: () => number;
  /** an integer in [min, max] */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** one of the items, each as likely as its weight */
  weighted: <T>(items: readonly (readonly [T, number])[]) => T;
  /** roughly normal around `mean` (sum of three uniforms), never outside mean ± 3·spread */
  around: (mean: number, spread: number) => number;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [item, weight] of items) {
        left -= weight;
        if (left < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error("weighted pick from an empty list");
      return last[0];
    },
    around: (mean, spread) => mean + (next() + next() + next() - 1.5) * 2 * spread,
  };
};
