/**
 * The Sword & Swarm attack referee's pure logic (`sword-and-swarm-attack`): the bundled examples and a
 * spec typed as JSON, checked with the server's own code as a hint; the header's words. Every modifier
 * and test of the view in words with its clause, and the odds grouped for the table and the chart, come
 * from src/rulesets/sword-and-swarm/describe.ts (the terminal prints the same).
 *
 *   specProblems({ kind: 'ranged', attacker: 'ysolde', defender: 'skarn', range: 40 }) // ["attack.range: 40\" is beyond ..."]
 */
import type { Outcome, Seat } from '../../../../../src/core/ruleset.js';
import {
  ATTACK_EXAMPLES,
  swordAndSwarmAttack,
  system,
  type AttackAction,
  type AttackSpec,
  type AttackView,
} from '../../../../../src/rulesets/sword-and-swarm/index.js';

export type { AttackAction, AttackSpec, AttackView };
export {
  injuryTotals,
  modifierLines,
  oddsLabel,
  oddsRows,
  oddsSubtitle,
  pct,
  testLines,
  type Line,
} from '../../../../../src/rulesets/sword-and-swarm/index.js';

export const SEATS = ['attacker', 'defender'] as const;
export const SEAT_COLOR: Readonly<Record<string, string>> = { attacker: '#b3261e', defender: '#1f5fae' };
export const seatName = (seat: Seat): string => (seat === 'attacker' ? 'Attacker' : seat === 'defender' ? 'Defender' : seat);

export interface Example {
  readonly id: string;
  readonly spec: AttackSpec;
  /** The example as JSON, a start for one's own. */
  readonly text: string;
}
export const EXAMPLES: readonly Example[] = [...ATTACK_EXAMPLES].map(([id, spec]) => ({
  id,
  spec,
  text: `${JSON.stringify(spec, null, 2)}\n`,
}));

export function specFromText(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (!text.trim()) return { ok: false, error: 'The attack is empty: write an attack spec (JSON).' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** What the server will refuse in a spec, found with its own parseOptions (a hint while typing). */
export function specProblems(value: unknown): string[] {
  const r = swordAndSwarmAttack.parseOptions({ attack: value });
  return r.ok ? [] : [r.error.message];
}

/** "ranged, 14", soft cover, aimed 1 AP". */
export function specLine(s: AttackSpec): string {
  if (s.kind === 'deflection') return `${s.impact ?? 0} Impact to deflect`;
  const parts = [
    s.kind,
    s.weapon ?? null,
    s.kind === 'ranged' ? `${s.range}"` : null,
    s.cover !== 'none' ? `${s.cover} cover` : null,
    s.aim ? `aimed ${s.aim} AP` : null,
    s.charged ? 'charged' : null,
  ];
  return parts.filter(Boolean).join(', ');
}

export const toActOf = (v: AttackView): readonly Seat[] => (v.step === 'attack' ? ['attacker'] : v.step === 'deflect' ? ['defender'] : []);

export function outcomeOf(v: AttackView): Outcome | null {
  return v.step === 'over' ? swordAndSwarmAttack.outcome(v) : null;
}

/** The step pending, in the system's words: 'Shortbow at the hedge · the attack dice to roll'. */
export const summaryOf = (v: AttackView): string => system.describe.decision('sword-and-swarm-attack', v);

/** What the next step's typed dice are for. */
export function diceHint(v: AttackView): string {
  if (v.step === 'attack')
    return `Type ${v.attackDice} dice, one per attack die in order (more if a 6 must be confirmed or a die rolled again; the game asks).`;
  if (v.step === 'deflect')
    return `Type ${v.impact ?? 0} dice for the Shield tests${v.options.evasionDie === 'extra-die' ? ' and one more, the Evasion Die' : ', the first being the Evasion Die'}; at 0 Star the injury dice follow (the game asks for them).`;
  return '';
}
