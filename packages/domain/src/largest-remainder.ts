/**
 * Largest remainder: `total` (integer centavos) in parts proportional to `weights`, adding up to it exactly;
 * the centavos rounding leaves go to the largest fractions, ties to the first. With no weight at all the
 * first part takes everything. A bill split by what each ate (tabs.ts) and an order's discount spread over
 * its lines (fiscal.ts) both use it.
 */
export const proportional = (total: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
};
