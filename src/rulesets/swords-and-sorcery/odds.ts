/**
 * Battle odds for the Swords & Sorcery strategic variant, with both sides deciding as `autoDecide` does.
 *
 * Exact where it is feasible: the first round's loss-table row depends only on the two dice (III.D.2,
 * III.D.4), so all 36 throws are played through the engine itself (`applyBattleAction`, so the odds
 * can never disagree with the rules), giving the distribution of the row and each side's expected
 * loss inflicted in round one. Everything after that (morale checks, extraction, withdrawal,
 * reinforcement, later rounds) is Monte Carlo: `trials` battles on one seeded dice stream, each
 * probability with its 95% Wilson interval.
 *
 *   const odds = battleOdds(built.setup, { trials: 2000, seed: 1 });
 *   odds.exact.rows            // [{ difference: -5, p: 1/36, clause: 'III.D.4.f', ... }, ...]
 *   odds.monteCarlo.end.outcomes // [{ key: 'a-holds', p: 0.61, ci95: [0.59, 0.63] }, ...]
 */
import { wilson } from '../../core/stats.js';
import { SeededDice, type Dice } from '../../core/dice.js';
import { autoDecide } from './battle/auto-decide.js';
import { applyBattleAction, battleToAct, createBattle, type BattleAction, type BattleSetup, type BattleState } from './battle/battle.js';
import type { BattleEvent } from './battle/events.js';
import { toNumber, ZERO, type Frac } from './battle/fraction.js';
import type { DieModifier } from './battle/strength.js';
import { SIDES, type Side } from './battle/types.js';

// ---------------------------------------------------------------------------------------------------
// Exact: the first round's loss-table row

export interface RoundRow {
  /** Side a's modified roll minus side b's; -5 and 5 stand for "5 or more" (III.D.4.f). */
  readonly difference: number;
  readonly clause: string;
  readonly higher: Side | null;
  /** How many of the 36 throws of the two dice give it. */
  readonly throws: number;
  readonly p: number;
  /** Each side's percentage and the loss it inflicts on the other (III.D.4). */
  readonly a: { readonly percent: number; readonly inflicts: Frac };
  readonly b: { readonly percent: number; readonly inflicts: Frac };
}

export interface RoundExact {
  readonly round: number;
  /** The declarations both sides make (autoDecide). */
  readonly declarations: Readonly<Record<Side, BattleAction>>;
  /** Each side's modified strength (III.D.1). */
  readonly strength: Readonly<Record<Side, Frac>>;
  /** Each side's die roll modifiers (III.D.2), and their total. */
  readonly modifiers: Readonly<Record<Side, readonly DieModifier[]>>;
  readonly modifier: Readonly<Record<Side, number>>;
  /** By difference, from b's best to a's best; only differences that can happen. */
  readonly rows: readonly RoundRow[];
  /** The loss each side inflicts on the other, on average over the 36 throws. */
  readonly expectedInflicted: Readonly<Record<Side, number>>;
}

/** Dice that give two results and then 1s: the combat dice come first in a round (III.D.2), the rest do not matter here. */
class TwoThenOnes implements Dice {
  private n = 0;
  constructor(private readonly first: readonly [number, number]) {}
  roll(): number {
    return this.n < 2 ? this.first[this.n++]! : 1;
  }
}

const NO_DICE: Dice = {
  roll: () => {
    throw new Error('a declaration needs no dice');
  },
};

const signed = (e: Extract<BattleEvent, { type: 'loss-table' }>): number => Math.min(5, e.difference) * (e.higher === 'b' ? -1 : 1);

/** Plays `state`'s pending round (both sides still to declare) for each of the 36 throws of the two dice. */
export function roundExact(state: BattleState): RoundExact {
  if (state.phase !== 'declare' || battleToAct(state).length !== 2)
    throw new Error('roundExact needs a round that neither side has declared yet');
  const declA = autoDecide(state, 'a')!;
  const afterA = applyBattleAction(state, 'a', declA, NO_DICE);
  if (!afterA.ok) throw new Error(`side a's default declaration was refused: ${afterA.error.message}`);
  const declB = autoDecide(afterA.value.state, 'b')!;
  const rows = new Map<number, { row: RoundRow; throws: number }>();
  let strength: Record<Side, Frac> = { a: ZERO, b: ZERO };
  let modifiers: Record<Side, readonly DieModifier[]> = { a: [], b: [] };
  for (let da = 1; da <= 6; da++) {
    for (let db = 1; db <= 6; db++) {
      const r = applyBattleAction(afterA.value.state, 'b', declB, new TwoThenOnes([da, db]));
      if (!r.ok) throw new Error(`side b's default declaration was refused: ${r.error.message}`);
      let table: Extract<BattleEvent, { type: 'loss-table' }> | undefined;
      for (const e of r.value.events) {
        if (e.type === 'strength') strength = { ...strength, [e.side]: e.total };
        if (e.type === 'die-roll') modifiers = { ...modifiers, [e.side]: e.modifiers };
        if (e.type === 'loss-table') table = e;
      }
      if (!table) throw new Error('the round was not resolved');
      const d = signed(table);
      const prior = rows.get(d);
      if (prior) prior.throws++;
      else {
        rows.set(d, {
          throws: 1,
          row: {
            difference: d,
            clause: table.clause,
            higher: table.higher,
            throws: 0,
            p: 0,
            a: { percent: table.a.percent, inflicts: table.a.inflicts },
            b: { percent: table.b.percent, inflicts: table.b.inflicts },
          },
        });
      }
    }
  }
  const out = [...rows.values()]
    .sort((x, y) => x.row.difference - y.row.difference)
    .map(({ row, throws }) => ({ ...row, throws, p: throws / 36 }));
  const total = (x: Record<Side, readonly DieModifier[]>, s: Side) => x[s].reduce((n, m) => n + m.value, 0);
  return {
    round: state.round,
    declarations: { a: declA, b: declB },
    strength,
    modifiers,
    modifier: { a: total(modifiers, 'a'), b: total(modifiers, 'b') },
    rows: out,
    expectedInflicted: {
      a: out.reduce((n, r) => n + r.p * toNumber(r.a.inflicts), 0),
      b: out.reduce((n, r) => n + r.p * toNumber(r.b.inflicts), 0),
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Monte Carlo

export const END_KEYS = ['a-holds', 'b-holds', 'both-gone', 'undecided', 'a-withdrew', 'b-withdrew'] as const;
export type EndKey = (typeof END_KEYS)[number];

export const END_LABELS: Readonly<Record<EndKey, string>> = {
  'a-holds': 'side a holds (b eliminated)',
  'b-holds': 'side b holds (a eliminated)',
  'both-gone': 'both gone (no units remain)',
  undecided: 'undecided at the round limit',
  'a-withdrew': 'a withdrew (b holds)',
  'b-withdrew': 'b withdrew (a holds)',
};

/** An end outcome in words with the sides' names: 'Men of Endore hold (Dwarrows of the Iron Hills eliminated)'. */
export function endLabel(key: EndKey, names: Readonly<Record<Side, string>> = { a: 'side a', b: 'side b' }): string {
  switch (key) {
    case 'a-holds':
      return `${names.a} hold (${names.b} eliminated)`;
    case 'b-holds':
      return `${names.b} hold (${names.a} eliminated)`;
    case 'both-gone':
      return 'both gone (no units remain)';
    case 'undecided':
      return 'undecided at the round limit';
    case 'a-withdrew':
      return `${names.a} withdrew (${names.b} hold)`;
    case 'b-withdrew':
      return `${names.b} withdrew (${names.a} hold)`;
  }
}

export interface Estimate {
  readonly count: number;
  readonly p: number;
  readonly ci95: readonly [number, number];
}

/** How often each value of a count came up. */
export type Distribution = readonly (Estimate & { readonly value: number })[];

export interface Summary {
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  readonly distribution: Distribution;
}

export interface MonteCarlo {
  readonly trials: number;
  readonly seed: number;
  readonly firstRound: {
    /** How often each signed difference came up in round 1 (compare with the exact rows). */
    readonly rows: readonly (Estimate & { readonly difference: number })[];
    /** Mean loss each side inflicted in round 1, with a 95% interval (normal approximation). */
    readonly inflicted: Readonly<Record<Side, { readonly mean: number; readonly ci95: readonly [number, number] }>>;
    /** Each side's units eliminated in round 1. */
    readonly eliminated: Readonly<Record<Side, Summary>>;
    /** Each side's units in the hex and Demoralized after round 1. */
    readonly demoralized: Readonly<Record<Side, Summary>>;
  };
  readonly end: {
    readonly outcomes: readonly (Estimate & { readonly key: EndKey; readonly label: string })[];
    readonly rounds: Summary;
    /** Each side's units left at the end, in the hex or withdrawn with the side. */
    readonly survivors: Readonly<Record<Side, Summary>>;
  };
}

export interface BattleOdds {
  readonly exact: RoundExact;
  readonly monteCarlo: MonteCarlo;
}

export interface OddsConfig {
  readonly trials: number;
  readonly seed: number;
  /** A guard for battles without a round limit (roundLimit 0): stop and count as undecided. Default 1000. */
  readonly maxRounds?: number;
  /** Hears of each finished trial (a progress bar). */
  readonly onTrial?: (done: number, total: number) => void;
}

const estimate = (count: number, n: number): Estimate => ({ count, p: n ? count / n : 0, ci95: wilson(n ? count / n : 0, n) });

function summary(values: readonly number[]): Summary {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const n = values.length;
  return {
    mean: n ? values.reduce((a, b) => a + b, 0) / n : 0,
    min: n ? Math.min(...values) : 0,
    max: n ? Math.max(...values) : 0,
    distribution: [...counts].sort((x, y) => x[0] - y[0]).map(([value, c]) => ({ value, ...estimate(c, n) })),
  };
}

function meanInterval(values: readonly number[]): { mean: number; ci95: [number, number] } {
  const n = values.length;
  if (n === 0) return { mean: 0, ci95: [0, 0] };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, ci95: [mean - half, mean + half] };
}

/** How a finished (or abandoned) battle ended, as one of END_KEYS. */
export function endKey(state: BattleState): EndKey {
  const o = state.outcome;
  if (!o || o.a === 'undecided') return 'undecided';
  if (o.winner === 'a') return o.b === 'withdrew' ? 'b-withdrew' : 'a-holds';
  if (o.winner === 'b') return o.a === 'withdrew' ? 'a-withdrew' : 'b-holds';
  return 'both-gone';
}

/** One battle to the end, both sides deciding with autoDecide; what round 1 did is reported as it happens. */
export function playOut(
  initial: BattleState,
  dice: Dice,
  maxRounds = 1000,
  onFirstRound?: (state: BattleState, table: Extract<BattleEvent, { type: 'loss-table' }>) => void,
): BattleState {
  let s = initial;
  while (s.phase !== 'over' && s.round <= maxRounds) {
    for (const side of battleToAct(s)) {
      const r = applyBattleAction(s, side, autoDecide(s, side)!, dice);
      if (!r.ok) throw new Error(`side ${side}'s default decision was refused: ${r.error.message}`);
      s = r.value.state;
      const table = r.value.events.find((e): e is Extract<BattleEvent, { type: 'loss-table' }> => e.type === 'loss-table' && e.round === 1);
      if (table) onFirstRound?.(s, table);
    }
  }
  return s;
}

/**
 * The exact first round at once, then Monte Carlo battles on demand: `step(n)` plays n more on the
 * same dice stream, `odds()` reports all played so far. Both sides decide as autoDecide does.
 */
export class OddsRun {
  readonly exact: RoundExact;
  private readonly dice: SeededDice;
  private readonly diffs: number[] = [];
  private readonly inflicted: Record<Side, number[]> = { a: [], b: [] };
  private readonly eliminated: Record<Side, number[]> = { a: [], b: [] };
  private readonly demoralized: Record<Side, number[]> = { a: [], b: [] };
  private readonly ends = new Map<EndKey, number>();
  private readonly rounds: number[] = [];
  private readonly survivors: Record<Side, number[]> = { a: [], b: [] };
  private played = 0;

  constructor(
    readonly initial: BattleState,
    readonly seed: number,
    readonly maxRounds = 1000,
  ) {
    this.exact = roundExact(initial);
    this.dice = SeededDice.fromSeed(seed);
  }

  get trials(): number {
    return this.played;
  }

  /** Plays `n` more battles. */
  step(n: number): void {
    for (let i = 0; i < n; i++) {
      const end = playOut(this.initial, this.dice, this.maxRounds, (s, table) => {
        this.diffs.push(signed(table));
        this.inflicted.a.push(toNumber(table.a.inflicts));
        this.inflicted.b.push(toNumber(table.b.inflicts));
        for (const side of SIDES) {
          this.eliminated[side].push(s.sides[side].eliminated.filter((e) => e.round === 1).length);
          this.demoralized[side].push(s.sides[side].units.filter((u) => u.demoralized).length);
        }
      });
      const key = endKey(end);
      this.ends.set(key, (this.ends.get(key) ?? 0) + 1);
      this.rounds.push(end.outcome?.rounds ?? end.round);
      for (const side of SIDES) this.survivors[side].push(end.sides[side].units.length + (end.sides[side].withdrawn?.units.length ?? 0));
      this.played++;
    }
  }

  monteCarlo(): MonteCarlo {
    const n = this.played;
    const diffCounts = new Map<number, number>();
    for (const d of this.diffs) diffCounts.set(d, (diffCounts.get(d) ?? 0) + 1);
    return {
      trials: n,
      seed: this.seed,
      firstRound: {
        rows: [...diffCounts].sort((x, y) => x[0] - y[0]).map(([difference, c]) => ({ difference, ...estimate(c, this.diffs.length) })),
        inflicted: { a: meanInterval(this.inflicted.a), b: meanInterval(this.inflicted.b) },
        eliminated: { a: summary(this.eliminated.a), b: summary(this.eliminated.b) },
        demoralized: { a: summary(this.demoralized.a), b: summary(this.demoralized.b) },
      },
      end: {
        outcomes: END_KEYS.map((key) => ({ key, label: END_LABELS[key], ...estimate(this.ends.get(key) ?? 0, n) })),
        rounds: summary(this.rounds),
        survivors: { a: summary(this.survivors.a), b: summary(this.survivors.b) },
      },
    };
  }

  odds(): BattleOdds {
    return { exact: this.exact, monteCarlo: this.monteCarlo() };
  }
}

/** The exact first round and `trials` Monte Carlo battles of `setup`. */
export function battleOdds(setup: BattleSetup, config: OddsConfig): BattleOdds {
  const created = createBattle(setup);
  if (!created.ok) throw new Error(created.error.message);
  const run = new OddsRun(created.value.state, config.seed, config.maxRounds ?? 1000);
  for (let i = 0; i < config.trials; i++) {
    run.step(1);
    config.onTrial?.(i + 1, config.trials);
  }
  return run.odds();
}
