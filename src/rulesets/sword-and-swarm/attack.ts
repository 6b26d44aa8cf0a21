/**
 * Attacks: attack dice (Attack Dice), hits as tests of the target's Key or Mallet (Attack, G1), the
 * ranged modifier table (Ranged Attacks), Shield tests with the Evasion Die (Deflect Impacts), Star loss,
 * Bloodied at half and the injury table at zero (Losing Star points). Pure: characters in, characters
 * and events out.
 *
 *   const r = resolveAttack({ attacker, target, weapon: weapon('shortbow'), kind: 'ranged', modifier: 1 }, dice, o, 1, 1);
 *   r.target.star; r.events // each event names its clause
 */
import type { Dice } from '../../core/dice.js';
import type { GameEvent } from '../../core/ruleset.js';
import { CLAUSE } from './clauses.js';
import { weapon, type Weapon } from './data.js';
import { testAgainst, testOwn, type Edge } from './dice-tests.js';
import type { Options } from './options.js';
import type { CharacterState } from './state.js';

export interface SwsEvent extends GameEvent {
  readonly clause: string;
  readonly [key: string]: unknown;
}

export type Injury = 'death' | 'out-of-action' | 'stunned';

/** Attack dice of a weapon in a character's hands (Attack Dice, SWS-A1). */
export function attackDice(c: Pick<CharacterState, 'mallet' | 'sheet'>, w: Weapon): number {
  const base = w.ad.from === 'mallet' ? c.mallet : w.ad.from === 'key' ? c.sheet.key : 0;
  return Math.max(0, base + w.ad.plus);
}

/**
 * The Shield a character tests (Deflect Impacts): the sheet's, except that a two-handed weapon carries
 * no shield (SWS-A1), which SWS-A21 reads as one point less, or none, or already left off the sheet.
 */
export function shieldOf(c: Pick<CharacterState, 'sheet'>, o: Pick<Options, 'twoHandedShield'>): number {
  const printed = c.sheet.shield;
  if (o.twoHandedShield === 'sheet' || !c.sheet.weapons.some((w) => weapon(w).noShield)) return printed;
  return o.twoHandedShield === 'zero' ? 0 : Math.max(0, printed - 1);
}

/** Bloodied when Star is at or below half its max (Losing Star points, SWS-A6). */
export function bloodiedLine(maxStar: number, o: Pick<Options, 'bloodiedAt'>): number {
  return o.bloodiedAt === 'floor' ? Math.floor(maxStar / 2) : Math.ceil(maxStar / 2);
}
export const isBloodied = (c: Pick<CharacterState, 'star' | 'sheet'>, o: Pick<Options, 'bloodiedAt'>): boolean =>
  c.star <= bloodiedLine(c.sheet.star, o);

/** The injury table (Losing Star points): the lowest of the dice. */
export function injuryOf(lowest: number): Injury {
  return lowest <= 1 ? 'death' : lowest <= 3 ? 'out-of-action' : 'stunned';
}

export interface Deflection {
  readonly rolls: readonly number[];
  readonly evasion: number;
  readonly saved: number;
  readonly remaining: number;
}

/** Deflect Impacts: one Shield test per Impact, rolled at once; the Evasion Die showing 1 removes all (SWS-A5). */
export function deflect(shield: number, impact: number, dice: Dice, o: Options): Deflection {
  if (impact <= 0) return { rolls: [], evasion: 0, saved: 0, remaining: 0 };
  const tests = Array.from({ length: impact }, () => testOwn(shield, 0, dice, o));
  const evasion = o.evasionDie === 'extra-die' ? dice.roll(6) : tests[0]!.first;
  const rolls = [...tests.flatMap((t) => t.rolls), ...(o.evasionDie === 'extra-die' ? [evasion] : [])];
  if (evasion === 1) return { rolls, evasion, saved: impact, remaining: 0 };
  const saved = tests.filter((t) => t.success).length;
  return { rolls, evasion, saved, remaining: impact - saved };
}

export interface StarLoss {
  readonly character: CharacterState;
  readonly events: SwsEvent[];
  readonly lost: number;
  readonly becameBloodied: boolean;
  readonly injury?: Injury;
  readonly nextLoot: number;
}

/**
 * Losing Star points: deduct `points` (never below zero). Reaching zero (or taking Star at zero) rolls
 * 1d6 + 1d6 per point in excess, the lowest die on the injury table (SWS-A7).
 */
export function loseStar(c: CharacterState, points: number, dice: Dice, o: Options, turn: number, nextLoot: number): StarLoss {
  if (points <= 0) return { character: c, events: [], lost: 0, becameBloodied: false, nextLoot };
  if (c.swarm) {
    // SWS-A3: Swarm models have no Star; Impact that gets past Shield removes them.
    const next: CharacterState = { ...c, star: 0, status: 'dead', prone: false, tookCover: false, aim: undefined };
    return {
      character: next,
      events: [{ type: 'swarm-removed', clause: 'SWS-A3', character: c.id, impact: points }],
      lost: 0,
      becameBloodied: false,
      nextLoot,
    };
  }
  const wasBloodied = isBloodied(c, o);
  const lost = Math.min(points, c.star);
  let next: CharacterState = { ...c, star: c.star - lost };
  const events: SwsEvent[] = [{ type: 'star-lost', clause: CLAUSE.star, character: c.id, lost, star: next.star }];
  const becameBloodied = !wasBloodied && isBloodied(next, o);
  if (becameBloodied) events.push({ type: 'bloodied', clause: CLAUSE.star, character: c.id });
  if (next.star > 0) return { character: next, events, lost, becameBloodied, nextLoot };
  const excess = points - c.star;
  const rolls = Array.from({ length: 1 + excess }, () => dice.roll(6));
  const lowest = Math.min(...rolls);
  const injury = injuryOf(lowest);
  events.push({ type: 'injury-roll', clause: CLAUSE.star, character: c.id, rolls, lowest, injury });
  if (injury === 'death') {
    next = { ...next, status: 'dead', loot: nextLoot, prone: false, tookCover: false, aim: undefined };
    events.push({ type: 'died', clause: CLAUSE.star, character: c.id, loot: nextLoot, at: c.at });
    return { character: next, events, lost, becameBloodied, injury, nextLoot: nextLoot + 1 };
  }
  if (injury === 'out-of-action') {
    next = { ...next, status: 'out-of-action', prone: true };
    events.push({ type: 'out-of-action', clause: CLAUSE.star, character: c.id });
  } else {
    next = { ...next, status: 'stunned', stunnedUntil: turn + 1 };
    events.push({ type: 'stunned', clause: CLAUSE.star, character: c.id, until: turn + 1 });
  }
  return { character: next, events, lost, becameBloodied, injury, nextLoot };
}

export interface AttackInput {
  readonly attacker: CharacterState;
  readonly target: CharacterState;
  readonly weapon: Weapon;
  readonly kind: 'ranged' | 'melee';
  /** The circumstance modifier (ranged table, spear charge), before the weapon's own modifier. */
  readonly modifier: number;
  readonly edge?: Edge;
}

export interface AttackResult {
  readonly target: CharacterState;
  readonly events: SwsEvent[];
  readonly hits: number;
  readonly deflection: Deflection;
  readonly loss: StarLoss;
}

/**
 * Attack: each attack die tests the target's Key (ranged) or Mallet (melee); each hit deals 1 Impact;
 * then Deflect Impacts and Losing Star points.
 */
export function resolveAttack(a: AttackInput, dice: Dice, o: Options, turn: number, nextLoot: number): AttackResult {
  const { hits, events } = rollAttack(a, dice, o);
  const deflection = deflect(shieldOf(a.target, o), hits, dice, o);
  if (hits > 0)
    events.push({
      type: 'deflect',
      clause: CLAUSE.deflect,
      target: a.target.id,
      rolls: deflection.rolls,
      evasion: deflection.evasion,
      saved: deflection.saved,
      remaining: deflection.remaining,
    });
  const loss = loseStar(a.target, deflection.remaining, dice, o, turn, nextLoot);
  return { target: loss.character, events: [...events, ...loss.events], hits, deflection, loss };
}

/** The first step of an Attack: the attack dice test the target's Key or Mallet; each hit is 1 Impact. */
export function rollAttack(a: AttackInput, dice: Dice, o: Options): { hits: number; events: SwsEvent[] } {
  const n = attackDice(a.attacker, a.weapon);
  const defence = a.kind === 'ranged' ? a.target.sheet.key : a.target.mallet;
  const mod = a.modifier + a.weapon.modifier;
  const tests = Array.from({ length: n }, () => testAgainst(defence, mod, dice, o, a.edge ?? 'none'));
  const hits = tests.filter((t) => t.success).length;
  const events: SwsEvent[] = [
    {
      type: 'attack-dice',
      clause: a.kind === 'ranged' ? CLAUSE.ranged : CLAUSE.melee,
      attacker: a.attacker.id,
      target: a.target.id,
      weapon: a.weapon.id,
      dice: n,
      tests: a.kind === 'ranged' ? 'key' : 'mallet',
      against: defence,
      modifier: mod,
      rolls: tests.map((t) => t.rolls),
      hits,
    },
    { type: 'impact', clause: CLAUSE.attack, target: a.target.id, impact: hits },
  ];
  return { hits, events };
}

export interface RangedCircumstances {
  readonly distance: number;
  readonly aim: number;
  readonly elevated: boolean;
  readonly moved: boolean;
  /** The target's cover from terrain, or 'soft' when prone in the open (Take Cover). */
  readonly cover: 'none' | 'soft' | 'heavy';
  /** The target took cover in cover (Take Cover). */
  readonly tookCover: boolean;
  /** The target lies prone in the open: it counts as in soft cover (Take Cover). */
  readonly prone?: boolean;
}

/** The ranged attack modifier table (Ranged Attacks) with the Take Cover penalties (SWS-A10); each line names its cause. */
export function rangedModifiers(c: RangedCircumstances, o: Pick<Options, 'takeCover'>): { label: string; value: number }[] {
  const out: { label: string; value: number }[] = [];
  if (c.distance <= 6) out.push({ label: 'target within 6"', value: 1 });
  if (c.aim > 0) out.push({ label: `aimed ${c.aim} AP`, value: c.aim });
  if (c.elevated) out.push({ label: 'attacker elevated', value: 1 });
  if (c.distance > 24) out.push({ label: 'target more than 24" away', value: -1 });
  if (c.moved) out.push({ label: 'attacker has moved', value: -1 });
  if (c.prone && c.cover === 'none') out.push({ label: 'target prone: soft cover', value: -1 });
  const tablePenalty = c.cover === 'soft' ? -1 : c.cover === 'heavy' ? -2 : 0;
  if (tablePenalty !== 0 && (o.takeCover === 'additional' || c.tookCover))
    out.push({ label: `target in ${c.cover} cover`, value: tablePenalty });
  if (c.tookCover && tablePenalty !== 0 && o.takeCover === 'additional')
    out.push({ label: `target took cover (${c.cover})`, value: tablePenalty });
  return out;
}
