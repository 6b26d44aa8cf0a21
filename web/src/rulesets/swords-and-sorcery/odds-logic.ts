/**
 * The odds panel's pure half (OddsPanel.tsx draws it). Nothing here decides a rule: the numbers come
 * from src/rulesets/swords-and-sorcery/odds.ts and the battle engine itself.
 *
 * - `oddsBattleOf` turns a battle into what the odds start from: a referee's setup as it is, or the
 *   battle in progress as a seat's view shows it (`setupFromBattleView`: both sides' units and
 *   characters as they stand now; reinforcement candidates only of the viewer's own side, when asked:
 *   the other side's adjacent stacks are hidden from it, VI.A).
 * - `OddsRun` plays the Monte Carlo battles a few at a time on one seeded dice stream, so a page can
 *   run them in small chunks (`runChunked`) and add more later; after n trials its numbers are exactly
 *   those of `battleOdds(setup, { trials: n, seed })` run in one go.
 *
 *   const ob = oddsBattleOf({ kind: 'view', battle: view.pending.battle, viewer: 'a', reinforcements: 'none' });
 *   if (ob.ok) {
 *     const run = new OddsRun(ob.value.state, 1);
 *     run.exact;                                     // the first round, all 36 throws, at once
 *     await runChunked(run, 1000, { onProgress: (done, total) => bar(done / total) });
 *     run.odds();                                    // { exact, monteCarlo } for battle-odds.ts's chart
 *   }
 */
import {
  battleCharacterSchema,
  battleUnitSchema,
  createBattle,
  endLabel,
  OddsRun,
  reinforcementCandidateSchema,
  SIDES,
  type BattleCharacterInput,
  type BattleSetup,
  type BattleState,
  type BattleUnitInput,
  type BattleView,
  type EndKey,
  type MonteCarlo,
  type ReinforcementCandidateInput,
  type RoundExact,
  type Side,
} from '../../../../src/rulesets/swords-and-sorcery/index.js';

// ---------------------------------------------------------------------------------------------------
// What the odds start from

/** Whose reinforcement candidates the odds may count: none, one side's, or both (a referee's file names both). */
export type ReinforcementsIn = 'none' | Side | 'both';

export type OddsSource =
  /** A battle set up by a referee (battle-spec.ts's setup): round 1, nothing fought yet. */
  | { readonly kind: 'setup'; readonly setup: BattleSetup }
  /** The battle in progress as `viewer`'s view shows it now. */
  | { readonly kind: 'view'; readonly battle: BattleView; readonly reinforcements: ReinforcementsIn };

export interface WithdrawalCarry {
  readonly declaredAfterRound: number;
  readonly rearGuard: readonly string[];
}

/** A battle the odds can start from: a fresh engine setup, plus what a setup cannot say about a battle already under way. */
export interface OddsBattle {
  readonly setup: BattleSetup;
  /** The round of the real battle that the odds' round 1 stands for (1 for a battle not yet fought). */
  readonly fromRound: number;
  /** Cavalry that charged in the round just fought and may not charge in the next (III.D.5.a(1)). */
  readonly chargedLastRound: readonly string[];
  /** A withdrawal already declared, renumbered so that the odds' round 1 is `fromRound` (III.D.7.a). */
  readonly withdrawal: Readonly<Record<Side, WithdrawalCarry | null>>;
}

const pick = <T extends object>(keys: readonly string[], from: object): T => {
  const out: Record<string, unknown> = {};
  for (const k of keys) if ((from as Record<string, unknown>)[k] !== undefined) out[k] = (from as Record<string, unknown>)[k];
  return out as T;
};
const UNIT_KEYS = Object.keys(battleUnitSchema.shape);
const CHARACTER_KEYS = Object.keys(battleCharacterSchema.shape);
const CANDIDATE_KEYS = Object.keys(reinforcementCandidateSchema.shape);

/**
 * The battle in progress as it stands in `battle` (a seat's BattleView): a fresh setup whose round 1 is
 * the next round to be fought (this round in the declarations; the next one after a round, assuming both
 * sides stay). Units keep their Demoralization and strengths; a stream crossed counts only in the round
 * the unit joined (III.D.1.a); characters keep their wounds. Reinforcement candidates are counted only
 * for the sides `reinforcements` names: a seat's view never holds the other side's (VI.A), and they
 * are dropped here whatever the view holds. Null once the battle is over.
 */
export function setupFromBattleView(battle: BattleView, reinforcements: ReinforcementsIn = 'none'): OddsBattle | null {
  if (battle.phase === 'over') return null;
  const fromRound = battle.phase === 'declare' ? battle.round : battle.round + 1;
  const offset = fromRound - 1;
  const counts = (side: Side) => reinforcements === 'both' || reinforcements === side;
  const sideOf = (side: Side) => {
    const sv = battle.sides[side];
    const units = sv.units.map((u) => ({
      ...pick<BattleUnitInput>(UNIT_KEYS, u),
      crossedStream: !!u.crossedStream && u.joinedRound === fromRound,
    }));
    const characters = sv.characters.map((c) => pick<BattleCharacterInput>(CHARACTER_KEYS, c));
    const candidates = counts(side)
      ? sv.reinforcements.map((r) => {
          const c = pick<ReinforcementCandidateInput>(CANDIDATE_KEYS, r);
          return {
            ...c,
            units: r.units.map((u) => pick<BattleUnitInput>(UNIT_KEYS, u)),
            characters: r.characters.map((x) => pick<BattleCharacterInput>(CHARACTER_KEYS, x)),
          };
        })
      : [];
    return { seat: side, units, characters, reinforcements: candidates };
  };
  const limit = battle.options.roundLimit;
  const withdrawal = (side: Side): WithdrawalCarry | null => {
    const w = battle.sides[side].withdrawal;
    return w ? { declaredAfterRound: w.declaredAfterRound - offset, rearGuard: [...w.rearGuard] } : null;
  };
  return {
    setup: {
      a: sideOf('a'),
      b: sideOf('b'),
      circumstances: { ...battle.circumstances },
      // SSV-A30: the rounds the real battle has left.
      options: { ...battle.options, roundLimit: limit > 0 ? Math.max(1, limit - offset) : 0 },
    },
    fromRound,
    chargedLastRound: SIDES.flatMap((s) => battle.sides[s].units.filter((u) => u.chargedLastRound).map((u) => u.id)),
    withdrawal: { a: withdrawal('a'), b: withdrawal('b') },
  };
}

/** A referee's setup as an OddsBattle: round 1, nothing carried. */
export const setupBattle = (setup: BattleSetup): OddsBattle => ({
  setup,
  fromRound: 1,
  chargedLastRound: [],
  withdrawal: { a: null, b: null },
});

/** The engine's first state for an OddsBattle: createBattle, then what the setup cannot say. */
export function startState(ob: OddsBattle): { ok: true; state: BattleState } | { ok: false; error: string } {
  const created = createBattle(ob.setup);
  if (!created.ok) return { ok: false, error: `${created.error.message} [${created.error.clause}]` };
  const state = created.value.state;
  for (const side of SIDES) {
    for (const u of state.sides[side].units) u.chargedLastRound = ob.chargedLastRound.includes(u.id);
    state.sides[side].withdrawal = ob.withdrawal[side] ? { ...ob.withdrawal[side]!, rearGuard: [...ob.withdrawal[side]!.rearGuard] } : null;
  }
  return { ok: true, state };
}

export type OddsStart = { ok: true; battle: OddsBattle; state: BattleState; key: string } | { ok: false; error: string };

/** Where the odds start for a source, with a key that changes only when the battle itself does. */
export function oddsBattleOf(source: OddsSource): OddsStart {
  const battle = source.kind === 'setup' ? setupBattle(source.setup) : setupFromBattleView(source.battle, source.reinforcements);
  if (!battle) return { ok: false, error: 'The battle is over.' };
  const started = startState(battle);
  if (!started.ok) return started;
  return { ok: true, battle, state: started.state, key: JSON.stringify(battle) };
}

// ---------------------------------------------------------------------------------------------------
// Monte Carlo, a few trials at a time: OddsRun (the ruleset's odds.ts) plays them, this schedules them

/** Runs a callback later, when the page has a moment: requestIdleCallback where there is one, else a timeout. */
export type Schedule = (run: () => void) => void;

export const idleSchedule: Schedule = (run) => {
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (ric) ric(run, { timeout: 60 });
  else setTimeout(run, 0);
};

export interface ChunkOptions {
  /** Milliseconds of trials per chunk before the page gets the thread back (at least one trial a chunk). */
  readonly budgetMs?: number;
  /** At most this many trials a chunk (tests). */
  readonly maxChunk?: number;
  readonly schedule?: Schedule;
  readonly now?: () => number;
  readonly onProgress?: (done: number, target: number) => void;
  /** Checked before each chunk: true stops the run (the battle changed, the panel closed). */
  readonly cancelled?: () => boolean;
}

/**
 * Plays trials until `run` has `target` of them, in chunks of about `budgetMs` each, yielding to the
 * page between chunks. Resolves true when the target is reached, false when cancelled.
 */
export function runChunked(run: OddsRun, target: number, opts: ChunkOptions = {}): Promise<boolean> {
  const budget = opts.budgetMs ?? 12;
  const schedule = opts.schedule ?? idleSchedule;
  const now = opts.now ?? (() => performance.now());
  const max = opts.maxChunk ?? Infinity;
  return new Promise((resolve, reject) => {
    const chunk = () => {
      if (opts.cancelled?.()) return resolve(false);
      try {
        const start = now();
        let n = 0;
        while (run.trials < target && n < max && (n === 0 || now() - start < budget)) {
          run.step(1);
          n++;
        }
      } catch (e) {
        return reject(e);
      }
      opts.onProgress?.(run.trials, target);
      if (run.trials >= target) resolve(true);
      else schedule(chunk);
    };
    schedule(chunk);
  });
}

// ---------------------------------------------------------------------------------------------------
// Words and numbers for the panel

export const pct = (p: number, digits = 1): string => `${(p * 100).toFixed(digits)}%`;

export interface OutcomeLine {
  readonly key: EndKey;
  readonly label: string;
  readonly p: number;
  readonly ci95: readonly [number, number];
  readonly count: number;
}

/** How the battle ends, with the sides' names, most likely first; outcomes that never came up are left out. */
export function outcomeLines(mc: MonteCarlo, names: Readonly<Record<Side, string>>): OutcomeLine[] {
  return mc.end.outcomes
    .filter((o) => o.count > 0)
    .map((o) => ({ key: o.key, label: endLabel(o.key, names), p: o.p, ci95: o.ci95, count: o.count }))
    .sort((x, y) => y.p - x.p);
}

/** The exact first round in a few numbers: each side's chance of the higher modified roll, and the expected losses inflicted. */
export function exactSummary(x: RoundExact): {
  higher: Readonly<Record<Side | 'equal', number>>;
  inflicted: Readonly<Record<Side, number>>;
} {
  const sum = (f: (r: RoundExact['rows'][number]) => boolean) => x.rows.filter(f).reduce((s, r) => s + r.p, 0);
  return {
    higher: { a: sum((r) => r.difference > 0), b: sum((r) => r.difference < 0), equal: sum((r) => r.difference === 0) },
    inflicted: { ...x.expectedInflicted },
  };
}

/** The chance that side `side` holds the hex at the end (it holds, or the other side withdrew). */
export function holdChance(mc: MonteCarlo, side: Side): number {
  const keys: readonly EndKey[] = side === 'a' ? ['a-holds', 'b-withdrew'] : ['b-holds', 'a-withdrew'];
  return mc.end.outcomes.filter((o) => keys.includes(o.key)).reduce((s, o) => s + o.p, 0);
}

export { OddsRun };
