/** Small statistics shared by odds calculators and tournaments. */

/** z for two-sided 95% and 99% intervals. */
export const Z95 = 1.959963984540054;
export const Z99 = 2.5758293035489;

/** The Wilson score interval for a proportion `p` observed over `n` trials (95% unless `z` says otherwise). */
export function wilson(p: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  // At p = 0 or 1 the bound is exactly 0 or 1; rounding must not lift it past the estimate.
  return [p <= 0 ? 0 : Math.max(0, centre - half), p >= 1 ? 1 : Math.min(1, centre + half)];
}
