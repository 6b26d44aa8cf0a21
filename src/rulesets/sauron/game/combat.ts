/**
 * A side's Combat Phase on the map (SAU-A6: the Missile, Leader and Melee Combat Segments): missile
 * fire and its duty (7.175), Leader Combat and challenges (7.221, 22.0, SAU-M17), melee between units
 * (SAU-M15) and special formations fighting as one (SAU-M22). Each action is checked and done in one place.
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { Errors } from '../errors.js';
import { isDemoralized } from '../demoralization.js';
import { leaderById } from '../expanded.js';
import { mayActThroughGates, missileMustFire } from '../map-rules.js';
import { CHALLENGE_HEXES } from '../mortal-combat.js';
import { defendsAsRough, sideName } from './map.js';
import { recordCheck, recordDo } from './record-link.js';
import {
  fireThroughGate,
  foeFighters,
  foeLeaders,
  formationMembers,
  grid,
  leaderData,
  leaderFighters,
  leaderHex,
  leadersOf,
  map,
  onMap,
  setUnit,
  tablesOf,
  throughGate,
  typeOf,
  unitById,
  unitsAt,
  ratingValue,
  type CombatStep,
  type GameAction,
  type GameEvent,
  type GameState,
  type In,
  type PhaseRules,
  type Placed,
  type Player,
  type Resolution,
  type Unit,
} from './state.js';
import { advance } from './turn.js';

/** SAU-M15: one die plus the rating less the armour: 7 or more eliminates, 5-6 disrupts. */
export function combatResult(
  die: number,
  rating: number,
  armour: number,
): { total: number; result: 'eliminated' | 'disrupted' | 'no effect' } {
  const total = die + rating - armour;
  return { total, result: total >= 7 ? 'eliminated' : total >= 5 ? 'disrupted' : 'no effect' };
}

/** 4.3: the defender's Armored Protection Rating in its hex. */
export const armourOf = (u: Placed): number => typeOf(u).armour + (defendsAsRough(map, u.hex) ? 2 : 0);

/** F7: a unit's melee rating, 0 for a unit without one. */
const meleeValue = (u: Unit): number => {
  const m = typeOf(u).melee;
  return m === null ? 0 : ratingValue(m);
};
/** SAU-M22: the formation's melee rating: its best member's, +1 for each other member. */
export function formationRating(s: GameState, u: Unit): number {
  const ms = u.formation ? formationMembers(s, u.formation) : [];
  if (ms.length < 2) return meleeValue(u);
  return Math.max(...ms.map(meleeValue)) + ms.length - 1;
}
/** SAU-M22: a formation defends at its best member's armour (4.3's +2 in rough counted by `armourOf`). */
function defenceOf(s: GameState, u: Placed): number {
  const ms = u.formation ? formationMembers(s, u.formation) : [];
  return ms.length < 2 ? armourOf(u) : Math.max(...ms.map(armourOf));
}
const ownArmour = (s: GameState, u: Unit): number => {
  const ms = u.formation ? formationMembers(s, u.formation) : [];
  return ms.length < 2 ? typeOf(u).armour : Math.max(...ms.map((m) => typeOf(m).armour));
};
/** The ids a melee attack on `t` reaches: its whole formation (SAU-M22). */
const reached = (s: GameState, t: Unit): string[] => (t.formation ? formationMembers(s, t.formation).map((m) => m.id) : [t.id]);

/** SAU-M22: units in a special formation fight only as one, in melee. */
export const canFire = (u: Unit): u is Placed => onMap(u) && typeOf(u).missile !== null && !u.disrupted && !u.attacked && !u.formation;
const canMelee = (u: Unit): u is Placed => onMap(u) && typeOf(u).melee !== null && !u.disrupted && !u.attacked;
/** Adjacent enemies a unit could reach in melee (not across closed gates). */
const meleeNeighbours = (s: GameState, u: Placed) =>
  grid
    .neighbours(u.hex)
    .filter((n) => !(s.gates.closed && throughGate(u.hex, n)))
    .flatMap((n) => unitsAt(s, n).filter((e) => e.side !== u.side));

const demoralized = (s: GameState, side: Player) =>
  side !== 'third' && isDemoralized(s.record.demoralization, side, tablesOf(s).demoralization);

/** 7.175: missile units beside enemies that have not fired, and the enemies beside them. */
function missileObligations(s: GameState, side: Player): { unit: Unit; enemies: Unit[] }[] {
  return s.units
    .filter((u): u is Placed => u.side === side && canFire(u))
    .map((u) => ({ unit: u as Unit, enemies: meleeNeighbours(s, u).filter((e) => checkUnitAttack(s, side, 'missile', u.id, e.id).ok) }))
    .filter((o) => o.enemies.length > 0);
}

/**
 * 7.175: who will attack whom in the Melee Combat Segment. Each unit (or special formation, SAU-M22)
 * still free to attack makes one melee attack (SAU-M15), so the enemies owed an attack are covered only
 * by as many different attackers; a plan gives each enemy covered its own attacker (a matching, found by
 * augmenting paths). An attack on one unit of an enemy formation reaches the whole formation.
 */
function meleePlan(
  s: GameState,
  side: Player,
  enemies: readonly string[],
  busy: readonly string[] = [],
): { target: string; by: string[] }[] {
  if (demoralized(s, side)) return [];
  const targetKey = (id: string) => {
    const t = unitById(s, id);
    return t?.formation ? `formation:${t.formation}` : id;
  };
  const targets = [...new Set(enemies.map(targetKey))];
  const attackers = new Map<string, { ids: string[]; reach: Set<string> }>();
  for (const f of s.units) {
    if (f.side !== side || !canMelee(f) || busy.includes(f.id)) continue;
    const key = f.formation ? `formation:${f.formation}` : f.id;
    const a = attackers.get(key) ?? { ids: [], reach: new Set<string>() };
    a.ids.push(f.id);
    for (const e of meleeNeighbours(s, f)) a.reach.add(targetKey(e.id));
    attackers.set(key, a);
  }
  const matchOf = new Map<string, string>();
  const augment = (target: string, seen: Set<string>): boolean => {
    for (const [key, a] of attackers) {
      if (!a.reach.has(target) || seen.has(key)) continue;
      seen.add(key);
      const held = matchOf.get(key);
      if (held === undefined || augment(held, seen)) {
        matchOf.set(key, target);
        return true;
      }
    }
    return false;
  };
  for (const t of targets) augment(t, new Set());
  const byTarget = new Map([...matchOf].map(([key, target]) => [target, attackers.get(key)?.ids ?? []]));
  return enemies.flatMap((id) => {
    const by = byTarget.get(targetKey(id));
    return by ? [{ target: id, by }] : [];
  });
}

/** 7.175: may the Missile Segment end? Each missile unit that held its fire needs every adjacent enemy in the plan of melee attacks (`missileMustFire`). */
function checkEndMissile(s: GameState, side: Player): Result<string[], RuleError> {
  const obligations = missileObligations(s, side);
  const owed = [...new Set(obligations.flatMap((o) => o.enemies.map((e) => e.id)))];
  const plan = meleePlan(s, side, owed);
  for (const o of obligations) {
    const adjacentEnemies = o.enemies.map((e) => e.id);
    const meleeTargets = plan
      .filter((p) => adjacentEnemies.includes(p.target))
      .map((p) => ({ target: p.target, byThisUnit: p.by.includes(o.unit.id) }));
    if (missileMustFire({ hasMissile: true, adjacentEnemies, meleeTargets })) {
      const enemy = adjacentEnemies.find((e) => !meleeTargets.some((m) => m.target === e)) ?? adjacentEnemies[0] ?? '';
      return err(Errors.mustFire({ unit: o.unit.id, enemy }));
    }
  }
  return ok(owed);
}

/** 7.175: the enemies still owed a melee attack this segment: not yet attacked, still on the map. */
const stillOwed = (s: GameState, step: Extract<CombatStep, { segment: 'melee' }>): string[] =>
  step.owed.filter((id) => {
    const e = unitById(s, id);
    return !step.meleed.includes(id) && e !== undefined && onMap(e);
  });

/** 7.175: the phase may not end while an enemy owed a melee attack can still get one. */
function checkEndMelee(s: GameState, step: Extract<CombatStep, { segment: 'melee' }>, side: Player): Result<true, RuleError> {
  const [first] = meleePlan(s, side, stillOwed(s, step));
  return first ? err(Errors.meleeOwed(first.target)) : ok(true);
}

/** 7.175: a melee attack may not take away the attacker an owed enemy needs: it must fit a plan that attacks as many owed enemies as any plan can. */
function checkOwedStillCovered(
  s: GameState,
  step: Extract<CombatStep, { segment: 'melee' }>,
  side: Player,
  a: Extract<GameAction, { type: 'melee' }>,
): Result<true, RuleError> {
  const u = unitById(s, a.unit);
  const t = unitById(s, a.target);
  if (!u || !t) return ok(true);
  const owed = stillOwed(s, step);
  const best = meleePlan(s, side, owed);
  const hit = reached(s, t).filter((id) => owed.includes(id)).length;
  const left = owed.filter((id) => !reached(s, t).includes(id));
  const after = meleePlan(s, side, left, reached(s, u));
  if (hit + after.length >= best.length) return ok(true);
  const needy = best.find((p) => !after.some((q) => q.target === p.target) && !reached(s, t).includes(p.target));
  return err(Errors.meleeOwedElsewhere(a.unit, needy?.target ?? left[0] ?? a.target));
}

function checkUnitAttack(s: GameState, side: Player, kind: 'missile' | 'melee', unitId: string, targetId: string): Result<true, RuleError> {
  const u = unitById(s, unitId);
  const t = unitById(s, targetId);
  if (!u || u.side !== side || !onMap(u)) return err(Errors.notYourUnitOnMap(unitId));
  if (!t || t.side === side || !onMap(t)) return err(Errors.noTargetUnit(targetId));
  if (u.attacked) return err(Errors.attacked(unitId));
  if (u.disrupted) return err(Errors.disruptedMayNotAttack(unitId));
  if (kind === 'missile') {
    if (typeOf(u).missile === null) return err(Errors.noMissiles(unitId));
    if (u.formation) return err(Errors.formationFightsInMelee(unitId));
    const distance = grid.distance(u.hex, t.hex);
    if (distance > 2) return err(Errors.outOfRange(targetId, distance));
    if (fireThroughGate(u.hex, t.hex)) {
      const g = mayActThroughGates(s.gates, 'missile', map.mordor.has(u.hex));
      if (!g.ok) return g;
    }
    return ok(true);
  }
  if (typeOf(u).melee === null) return err(Errors.noMelee(unitId));
  if (side !== 'third' && demoralized(s, side)) return err(Errors.demoralizedNoMelee(sideName(side)));
  if (!grid.areAdjacent(u.hex, t.hex)) return err(Errors.meleeNotAdjacent(targetId, unitId));
  if (throughGate(u.hex, t.hex)) {
    const g = mayActThroughGates(s.gates, 'melee', map.mordor.has(u.hex));
    if (!g.ok) return g;
  }
  return ok(true);
}

/** One die for one attack (SAU-M15), logged with its numbers. */
function strike(kind: 'missile' | 'melee' | 'riposte', u: Unit, t: Unit, rating: number, armour: number, dice: Dice, events: GameEvent[]) {
  const die = dice.roll(6);
  const r = combatResult(die, rating, armour);
  events.push({
    type: 'unit-attack',
    clause: 'SAU-M15',
    kind,
    attacker: u.id,
    target: t.id,
    rating,
    armour,
    die,
    total: r.total,
    result: r.result,
  });
  return r.result;
}

/** Applies a result to a unit: disrupted, or eliminated (a second disruption eliminates: SAU-M15). */
function hit(
  s0: GameState,
  target: Unit,
  result: 'eliminated' | 'disrupted' | 'no effect',
  cause: 'missile' | 'melee',
  dice: Dice,
  events: GameEvent[],
): GameState {
  let s = s0;
  if (result === 'no effect') return s;
  // SAU-M22: every result against a special formation applies to each member.
  if (target.formation && formationMembers(s, target.formation).length >= 2) {
    for (const m of formationMembers(s, target.formation))
      if (!s.record.over) s = hit(s, { ...m, formation: undefined }, result, cause, dice, events);
    return s;
  }
  if (result === 'disrupted' && !target.disrupted) {
    events.push({ type: 'unit-disrupted', clause: 'SAU-M15', unit: target.id });
    return setUnit(s, target.id, { disrupted: true });
  }
  const hex = target.hex;
  s = setUnit(s, target.id, { hex: null, eliminated: true, disrupted: false });
  const t = typeOf(target);
  if (t.leader) {
    const r = s.record.leaders.find((l) => l.id === t.leader);
    if (r?.alive) {
      const left = (leaderById(t.leader, tablesOf(s)) ?? leaderData(t.leader)).endurance - r.wounds;
      s = recordDo(
        s,
        { type: 'wound', leader: t.leader, points: Math.max(1, left), cause: `${t.name} eliminated in ${cause} combat` },
        dice,
        events,
      );
    }
  } else if (target.side !== 'third') {
    s = recordDo(s, { type: 'unit-eliminated', side: target.side, morale: t.morale, count: 1, unit: target.id }, dice, events);
  }
  // SAU-M11: an elimination in the bearer's hex breaks Narsil (19.211) or destroys the shards (20.21).
  const bearer = s.record.ring.narsil.bearer;
  if (bearer && hex !== null && leaderHex(s, bearer) === hex && !s.record.over) {
    s = recordDo(
      s,
      s.record.ring.narsil.form === 'whole'
        ? { type: 'narsil-broken', cause }
        : { type: 'shards-destroyed', cause: `${cause} combat in the bearer's hex (SAU-M11)` },
      dice,
      events,
    );
  }
  // 8.25: the last unit of a nationality.
  if (
    !s.record.over &&
    !s.record.nationalitiesGone.includes(t.nationality) &&
    !s.units.some((u) => !u.eliminated && typeOf(u).nationality === t.nationality && typeOf(u).side === t.side && !typeOf(u).leader)
  ) {
    s = recordDo(s, { type: 'nationality-destroyed', nationality: t.nationality }, dice, events);
  }
  return s;
}

/** SAU-A14, SAU-M24: the third player's first attack is his first battle; his count of types starts with it. */
function firstBattle(s: GameState, seat: Player, dice: Dice, events: GameEvent[]): GameState {
  return seat === 'third' && s.record.thirdPlayer?.fromTurn === null ? recordDo(s, { type: 'first-battle' }, dice, events) : s;
}

/** An attack on the map: the third player's first battle starts before it. */
const attack = (s: GameState, seat: Player, then: (s: GameState, dice: Dice, events: GameEvent[]) => GameState): Resolution =>
  ok((dice, events) => then(firstBattle(s, seat, dice, events), dice, events));

function missile(s: In<'combat'>, seat: Player, a: Extract<GameAction, { type: 'missile' }>): Resolution {
  const c = checkUnitAttack(s, seat, 'missile', a.unit, a.target);
  if (!c.ok) return c;
  return attack(s, seat, (s1, dice, events) => {
    const u = unitById(s1, a.unit);
    const t = unitById(s1, a.target);
    const rating = u && typeOf(u).missile;
    if (!u || !t || !onMap(t) || !rating) throw new Error(`missile ${a.unit} at ${a.target}: checked, then gone`);
    const r = strike('missile', u, t, ratingValue(rating), defenceOf(s1, t), dice, events);
    return hit(setUnit(s1, u.id, { attacked: true }), t, r, 'missile', dice, events);
  });
}

function melee(s: In<'combat'>, step: Extract<CombatStep, { segment: 'melee' }>, seat: Player, a: Extract<GameAction, { type: 'melee' }>) {
  const c = checkUnitAttack(s, seat, 'melee', a.unit, a.target);
  if (!c.ok) return c;
  const covered = checkOwedStillCovered(s, step, seat, a);
  if (!covered.ok) return covered;
  return attack(s, seat, (s1, dice, events) => {
    const u = unitById(s1, a.unit);
    const t = unitById(s1, a.target);
    if (!u || !t || !onMap(t)) throw new Error(`melee ${a.unit} on ${a.target}: checked, then gone`);
    // SAU-M22: a formation strikes with its formation rating and defends at its best armour.
    const r = strike('melee', u, t, formationRating(s1, u), defenceOf(s1, t), dice, events);
    // SAU-M15: an undisrupted defender with melee strikes back at once (against the attacker's own armour); both results apply together.
    const back =
      typeOf(t).melee !== null && !t.disrupted ? strike('riposte', t, u, formationRating(s1, t), ownArmour(s1, u), dice, events) : null;
    const attackers = reached(s1, u);
    let s2: GameState = {
      ...s1,
      step: { ...step, meleed: [...step.meleed, ...reached(s1, t)] },
      units: s1.units.map((x) => (attackers.includes(x.id) ? { ...x, attacked: true } : x)),
    };
    s2 = hit(s2, t, r, 'melee', dice, events);
    const after = unitById(s2, u.id);
    if (back && after && !s2.outcome && !s2.record.over) s2 = hit(s2, after, back, 'melee', dice, events);
    return s2;
  });
}

/** 7.221, SAU-M17: Leader Combat between leaders in one hex or adjacent; 22.0: a challenge reaches 4 hexes. */
function leaderAction(s: In<'combat'>, seat: Player, a: Extract<GameAction, { type: 'leader-attack' | 'challenge' }>): Resolution {
  const mine = a.type === 'challenge' ? a.challenger : a.leader;
  const foe = a.type === 'challenge' ? a.defender : a.target;
  if (!leaderFighters(s, seat).includes(mine)) return err(Errors.notYourLeaderOnMap(mine));
  if (!foeFighters(s, seat).includes(foe)) return err(Errors.noTargetLeader(foe));
  const h1 = leaderHex(s, mine);
  const h2 = leaderHex(s, foe);
  if (h1 === null) return err(Errors.notYourLeaderOnMap(mine));
  if (h2 === null) return err(Errors.noTargetLeader(foe));
  const distance = grid.distance(h1, h2);
  if (a.type === 'leader-attack') {
    if (distance > 1) return err(Errors.leaderCombatRange(foe, distance));
    if (distance === 1 && throughGate(h1, h2)) {
      const g = mayActThroughGates(s.gates, 'melee', map.mordor.has(h1));
      if (!g.ok) return g;
    }
    const action = { type: 'leader-combat', attacker: a.leader, defender: a.target } as const;
    const c = recordCheck(s, action);
    if (!c.ok) return c;
    return attack(s, seat, (s1, dice, events) => recordDo(s1, action, dice, events));
  }
  if (distance > CHALLENGE_HEXES) return err(Errors.challengeTooFar(foe, distance, CHALLENGE_HEXES));
  const action = { type: 'challenge', challenger: mine, defender: foe, distance } as const;
  const c = recordCheck(s, action);
  if (!c.ok) return c;
  return attack(s, seat, (s1, dice, events) => recordDo(s1, action, dice, events));
}

/** Ends a segment: the Missile Segment once 7.175 is met (what is owed goes with it), the Leader Segment once no Mortal Combat is being fought, the Melee Segment (and the phase) once nothing owed can still be attacked. */
function end(s: In<'combat'>, seat: Player): Resolution {
  const step = s.step;
  switch (step.segment) {
    case 'missile': {
      const owed = checkEndMissile(s, seat);
      if (!owed.ok) return owed;
      return ok((_dice, events) => {
        if (owed.value.length) events.push({ type: 'melee-owed', clause: '7.175', units: owed.value });
        events.push({ type: 'segment', clause: 'SAU-A6', segment: 'leader' });
        return { ...s, step: { kind: 'combat', seat: step.seat, segment: 'leader', owed: owed.value } };
      });
    }
    case 'leader':
      if (s.record.mortal?.phase === 'fighting') return err(Errors.mayNotStop('phase'));
      return ok((_dice, events) => {
        events.push({ type: 'segment', clause: 'SAU-A6', segment: 'melee' });
        return { ...s, step: { kind: 'combat', seat: step.seat, segment: 'melee', owed: step.owed, meleed: [] } };
      });
    case 'melee': {
      const c = checkEndMelee(s, step, seat);
      if (!c.ok) return c;
      return ok((dice, events) => advance(s, dice, events));
    }
  }
}

export const combatPhase: PhaseRules<'combat'> = {
  resolve(s, seat, a) {
    const step = s.step;
    if (a.type === 'end') return end(s, seat);
    if (a.type === 'missile' && step.segment === 'missile') return missile(s, seat, a);
    if (a.type === 'melee' && step.segment === 'melee') return melee(s, step, seat, a);
    if ((a.type === 'leader-attack' || a.type === 'challenge') && step.segment === 'leader') return leaderAction(s, seat, a);
    return null;
  },

  candidates(s, seat) {
    const cands: GameAction[] = [];
    const mine = s.units.filter((u): u is Placed => u.side === seat && onMap(u));
    if (s.step.segment === 'missile') {
      for (const u of mine.filter(canFire))
        for (const t of s.units)
          if (t.side !== seat && onMap(t) && grid.distance(u.hex, t.hex) <= 2) cands.push({ type: 'missile', unit: u.id, target: t.id });
    }
    if (s.step.segment === 'leader') {
      for (const a of leaderFighters(s, seat))
        for (const d of foeFighters(s, seat)) cands.push({ type: 'leader-attack', leader: a, target: d });
      for (const a of leadersOf(s, seat))
        for (const d of foeLeaders(s, seat)) cands.push({ type: 'challenge', challenger: a, defender: d });
    }
    if (s.step.segment === 'melee')
      for (const u of mine.filter(canMelee)) for (const t of meleeNeighbours(s, u)) cands.push({ type: 'melee', unit: u.id, target: t.id });
    return cands;
  },
};
