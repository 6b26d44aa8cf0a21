/**
 * Odds of leader fights, exact and by Monte Carlo.
 *
 * One Leader Combat (7.221-7.26) is one die on a small table: `leaderCombatOdds` enumerates the six
 * faces. A Mortal Combat to the death (22.2, SAU-A3) is a Markov chain over the two fighters' wounds;
 * every cell of the table costs someone Endurance, so the chain ends within (Endurance + Endurance)
 * rounds and `mortalCombatOdds` propagates the exact distribution round by round. The Monte Carlo
 * functions play the same fights through the rules code (`resolveLeaderCombat`, `applyMortalAction`)
 * with seeded dice and give each probability a Wilson interval (99% by default), so the two can be
 * checked against each other.
 *
 *   mortalCombatOdds(fighter('isildur', { weapons: ['narsil'] }), fighter('sauron'))
 *   // { challengerWins: 0.2.., defenderWins: 0.7.., bothDie: 0.0.., expectedRounds: 3.., ends: [...] }
 */
import { wilson as wilsonInterval, Z99 } from '../../core/stats.js';
import { SeededDice } from '../../core/dice.js';
import { COMBAT_TABLE, type CombatTable } from './data.js';
import { combatColumn, combatTotal, crtLookup, enduranceLeft, isDead, resolveLeaderCombat } from './leader-combat.js';
import { applyMortalAction, type Combatant, type MortalCombatState, type MortalMode } from './mortal-combat.js';
import type { Fighter } from './ratings.js';

/** The Wilson score interval for `p` observed in `n` trials, at 99% unless `z` says otherwise (core/stats.ts). */
export const wilson = (p: number, n: number, z = Z99): [number, number] => wilsonInterval(p, n, z);
export { Z99 };

// ---------------------------------------------------------------------------------------------------
// One Leader Combat, exact

export interface LeaderCombatFace {
  readonly die: number;
  readonly result: string;
  readonly attackerLoss: number;
  readonly defenderLoss: number;
  readonly p: number;
}

export interface LossOutcome {
  readonly attackerLoss: number;
  readonly defenderLoss: number;
  readonly p: number;
}

export interface LeaderCombatOdds {
  readonly attackerTotal: number;
  readonly defenderTotal: number;
  readonly differential: number;
  readonly column: number;
  readonly faces: readonly LeaderCombatFace[];
  /** The distinct (attacker loss, defender loss) results and their chances; they sum to 1. */
  readonly outcomes: readonly LossOutcome[];
  readonly attackerKilled: number;
  readonly defenderKilled: number;
  readonly expectedAttackerLoss: number;
  readonly expectedDefenderLoss: number;
}

/** 7.221, 7.26: every face of the die for this pair, and what they add up to. */
export function leaderCombatOdds(attacker: Fighter, defender: Fighter, table: CombatTable = COMBAT_TABLE): LeaderCombatOdds {
  const attackerTotal = combatTotal(attacker);
  const defenderTotal = combatTotal(defender);
  const differential = attackerTotal - defenderTotal;
  const column = combatColumn(differential, table);
  const sides = table.rows.length;
  const faces = Array.from({ length: sides }, (_, i) => {
    const cell = crtLookup(column, i + 1, table);
    return { die: i + 1, result: cell.code, attackerLoss: cell.attacker, defenderLoss: cell.defender, p: 1 / sides };
  });
  const byLoss = new Map<string, LossOutcome>();
  for (const f of faces) {
    const key = `${f.attackerLoss}/${f.defenderLoss}`;
    const prior = byLoss.get(key);
    byLoss.set(key, { attackerLoss: f.attackerLoss, defenderLoss: f.defenderLoss, p: (prior?.p ?? 0) + f.p });
  }
  const sum = (g: (f: LeaderCombatFace) => number) => faces.reduce((n, f) => n + f.p * g(f), 0);
  return {
    attackerTotal,
    defenderTotal,
    differential,
    column,
    faces,
    outcomes: [...byLoss.values()].sort((x, y) => x.attackerLoss - y.attackerLoss || x.defenderLoss - y.defenderLoss),
    attackerKilled: sum((f) => (f.attackerLoss >= enduranceLeft(attacker) && f.attackerLoss > 0 ? 1 : 0)),
    defenderKilled: sum((f) => (f.defenderLoss >= enduranceLeft(defender) && f.defenderLoss > 0 ? 1 : 0)),
    expectedAttackerLoss: sum((f) => Math.min(f.attackerLoss, enduranceLeft(attacker))),
    expectedDefenderLoss: sum((f) => Math.min(f.defenderLoss, enduranceLeft(defender))),
  };
}

// ---------------------------------------------------------------------------------------------------
// A Mortal Combat to the death, exact

export interface MortalEnd {
  readonly challengerWounds: number;
  readonly defenderWounds: number;
  readonly p: number;
}

export interface MortalOdds {
  /** The challenger survives and the defender dies. */
  readonly challengerWins: number;
  readonly defenderWins: number;
  readonly bothDie: number;
  readonly expectedRounds: number;
  /** P(the fight lasts exactly n rounds), n from 1. */
  readonly rounds: readonly { readonly rounds: number; readonly p: number }[];
  /** Every way the fight can end (both fighters' wounds) with its chance. */
  readonly ends: readonly MortalEnd[];
  /** Chance the survivor has this many Endurance points left, per survivor. */
  readonly survivorEndurance: {
    readonly challenger: readonly { left: number; p: number }[];
    readonly defender: readonly { left: number; p: number }[];
  };
}

/** Each outcome of one round from wounds (wa, wb): the new wounds and its chance (22.2, SAU-A3). */
function roundTransitions(a: Fighter, b: Fighter, mode: MortalMode, table: CombatTable): { wa: number; wb: number; p: number }[] {
  const sides = table.rows.length;
  const ta = combatTotal(a);
  const tb = combatTotal(b);
  const colA = combatColumn(ta - tb, table);
  const colB = combatColumn(tb - ta, table);
  const out = new Map<string, { wa: number; wb: number; p: number }>();
  const add = (la: number, lb: number, p: number) => {
    const wa = Math.min(a.endurance, a.wounds + la);
    const wb = Math.min(b.endurance, b.wounds + lb);
    const key = `${wa}/${wb}`;
    out.set(key, { wa, wb, p: (out.get(key)?.p ?? 0) + p });
  };
  for (let da = 1; da <= sides; da++) {
    const ca = crtLookup(colA, da, table);
    if (mode === 'one-die') {
      add(ca.attacker, ca.defender, 1 / sides);
      continue;
    }
    for (let db = 1; db <= sides; db++) {
      const cb = crtLookup(colB, db, table);
      add(ca.attacker + cb.defender, ca.defender + cb.attacker, 1 / (sides * sides));
    }
  }
  return [...out.values()];
}

/**
 * The exact distribution of a Mortal Combat fought to the end from the fighters' present wounds,
 * `challenger` rolling first. Refuses a table in which some cell costs nobody anything (a fight could
 * then go on for ever).
 */
export function mortalCombatOdds(
  challenger: Fighter,
  defender: Fighter,
  mode: MortalMode = 'both-roll',
  table: CombatTable = COMBAT_TABLE,
): MortalOdds {
  if (table.rows.some((row) => row.some((c) => c.attacker + c.defender === 0)))
    throw new Error('a table cell with no loss lets a Mortal Combat last for ever');
  const ends = new Map<string, MortalEnd>();
  const rounds: { rounds: number; p: number }[] = [];
  let live = new Map<string, { wa: number; wb: number; p: number }>([
    [`${challenger.wounds}/${defender.wounds}`, { wa: challenger.wounds, wb: defender.wounds, p: 1 }],
  ]);
  if (isDead(challenger) || isDead(defender)) {
    live = new Map();
    ends.set('start', { challengerWounds: challenger.wounds, defenderWounds: defender.wounds, p: 1 });
  }
  for (let r = 1; live.size > 0; r++) {
    const next = new Map<string, { wa: number; wb: number; p: number }>();
    let ended = 0;
    for (const s of live.values()) {
      for (const t of roundTransitions({ ...challenger, wounds: s.wa }, { ...defender, wounds: s.wb }, mode, table)) {
        const p = s.p * t.p;
        const key = `${t.wa}/${t.wb}`;
        if (t.wa >= challenger.endurance || t.wb >= defender.endurance) {
          ends.set(key, { challengerWounds: t.wa, defenderWounds: t.wb, p: (ends.get(key)?.p ?? 0) + p });
          ended += p;
        } else next.set(key, { wa: t.wa, wb: t.wb, p: (next.get(key)?.p ?? 0) + p });
      }
    }
    if (ended > 0) rounds.push({ rounds: r, p: ended });
    live = next;
  }
  const list = [...ends.values()].sort((x, y) => x.challengerWounds - y.challengerWounds || x.defenderWounds - y.defenderWounds);
  const aDead = (e: MortalEnd) => e.challengerWounds >= challenger.endurance;
  const bDead = (e: MortalEnd) => e.defenderWounds >= defender.endurance;
  const total = (f: (e: MortalEnd) => boolean) => list.filter(f).reduce((n, e) => n + e.p, 0);
  const survivor = (f: (e: MortalEnd) => boolean, left: (e: MortalEnd) => number) => {
    const m = new Map<number, number>();
    for (const e of list.filter(f)) m.set(left(e), (m.get(left(e)) ?? 0) + e.p);
    return [...m].sort((x, y) => x[0] - y[0]).map(([l, p]) => ({ left: l, p }));
  };
  return {
    challengerWins: total((e) => !aDead(e) && bDead(e)),
    defenderWins: total((e) => aDead(e) && !bDead(e)),
    bothDie: total((e) => aDead(e) && bDead(e)),
    expectedRounds: rounds.reduce((n, r) => n + r.rounds * r.p, 0),
    rounds,
    ends: list,
    survivorEndurance: {
      challenger: survivor(
        (e) => !aDead(e) && bDead(e),
        (e) => challenger.endurance - e.challengerWounds,
      ),
      defender: survivor(
        (e) => aDead(e) && !bDead(e),
        (e) => defender.endurance - e.defenderWounds,
      ),
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Monte Carlo

export interface Estimate {
  readonly count: number;
  readonly p: number;
  /** Wilson interval at the config's z (99% by default). */
  readonly ci: readonly [number, number];
}

export interface MonteCarloConfig {
  readonly trials: number;
  readonly seed: number;
  /** Default: Z99. */
  readonly z?: number;
}

const estimate = (count: number, n: number, z: number): Estimate => ({ count, p: count / n, ci: wilson(count / n, n, z) });

export interface LeaderCombatMonteCarlo {
  readonly trials: number;
  /** Keyed 'attackerLoss/defenderLoss'. */
  readonly outcomes: ReadonlyMap<string, Estimate>;
  readonly attackerKilled: Estimate;
  readonly defenderKilled: Estimate;
}

/** `trials` Leader Combats through `resolveLeaderCombat` with one seeded dice stream. */
export function leaderCombatMonteCarlo(
  attacker: Fighter,
  defender: Fighter,
  config: MonteCarloConfig,
  table: CombatTable = COMBAT_TABLE,
): LeaderCombatMonteCarlo {
  const dice = SeededDice.fromSeed(config.seed);
  const counts = new Map<string, number>();
  let ak = 0;
  let dk = 0;
  for (let i = 0; i < config.trials; i++) {
    const r = resolveLeaderCombat(attacker, defender, dice, table);
    if (!r.ok) throw new Error(r.error.message);
    const key = `${r.value.cell.attacker}/${r.value.cell.defender}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (isDead(r.value.attacker)) ak++;
    if (isDead(r.value.defender)) dk++;
  }
  const z = config.z ?? Z99;
  return {
    trials: config.trials,
    outcomes: new Map([...counts].map(([k, c]) => [k, estimate(c, config.trials, z)])),
    attackerKilled: estimate(ak, config.trials, z),
    defenderKilled: estimate(dk, config.trials, z),
  };
}

export interface MortalMonteCarlo {
  readonly trials: number;
  readonly challengerWins: Estimate;
  readonly defenderWins: Estimate;
  readonly bothDie: Estimate;
  readonly meanRounds: number;
  /** Keyed by the number of rounds. */
  readonly rounds: ReadonlyMap<number, Estimate>;
}

const asCombatant = (f: Fighter, controller: 'westernesse' | 'sauron'): Combatant => ({
  ...f,
  controller,
  kind: 'leader',
  sum: f.combat + f.morale,
  rally: 0,
});

/** `trials` Mortal Combats played through the state machine (`applyMortalAction`, 'fight') with one seeded dice stream. */
export function mortalCombatMonteCarlo(
  challenger: Fighter,
  defender: Fighter,
  config: MonteCarloConfig & { readonly mode?: MortalMode },
  table: CombatTable = COMBAT_TABLE,
): MortalMonteCarlo {
  const dice = SeededDice.fromSeed(config.seed);
  const start: MortalCombatState = {
    phase: 'fighting',
    challenger: asCombatant(challenger, 'westernesse'),
    defender: asCombatant(defender, 'sauron'),
    distance: 0,
    mode: config.mode ?? 'both-roll',
    mover: null,
    round: 0,
    outcome: null,
  };
  let cw = 0;
  let dw = 0;
  let both = 0;
  let roundSum = 0;
  const rounds = new Map<number, number>();
  for (let i = 0; i < config.trials; i++) {
    const r = applyMortalAction(start, 'westernesse', { type: 'fight' }, dice, table);
    if (!r.ok) throw new Error(r.error.message);
    const o = r.value.state.outcome!;
    if (o.result === 'both-killed') both++;
    else if (o.winnerId === challenger.id) cw++;
    else dw++;
    roundSum += o.rounds;
    rounds.set(o.rounds, (rounds.get(o.rounds) ?? 0) + 1);
  }
  const z = config.z ?? Z99;
  const n = config.trials;
  return {
    trials: n,
    challengerWins: estimate(cw, n, z),
    defenderWins: estimate(dw, n, z),
    bothDie: estimate(both, n, z),
    meanRounds: roundSum / n,
    rounds: new Map([...rounds].sort((x, y) => x[0] - y[0]).map(([k, c]) => [k, estimate(c, n, z)])),
  };
}
