/**
 * The size of a soak test: a property test over many random games, battles or generated cases (the
 * `soak` project in vitest.config.ts). `npm test` runs each at a modest size, large enough that every
 * check in it still runs, including the ones that the generator reaches a rare ending; WARBAND_SOAK=full
 * runs the sizes they were written for, and the test's own variable (README, "Tests") sets one exactly.
 * Free of test-runner imports.
 *
 *   const GAMES = soakSize('FAST_DIFF_GAMES', { modest: 100, full: 1000 });
 */
export interface SoakSizes {
  /** What `npm test` runs. */
  readonly modest: number;
  /** What the test was written for: WARBAND_SOAK=full. */
  readonly full: number;
}

export const SOAK_LEVELS = ['modest', 'full'] as const;

export function soakSize(variable: string, sizes: SoakSizes): number {
  const own = process.env[variable];
  if (own !== undefined && own !== '') {
    const n = Number(own);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${variable} must be a whole number of at least 1, not "${own}"`);
    return n;
  }
  const level = process.env['WARBAND_SOAK'] || 'modest';
  if (level === 'full') return sizes.full;
  if (level === 'modest') return sizes.modest;
  throw new Error(`WARBAND_SOAK must be one of ${SOAK_LEVELS.join(', ')}, not "${level}"`);
}
