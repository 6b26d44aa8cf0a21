/**
 * The actions of an activated character (Actions): move, ranged and melee attack, aim, take cover,
 * breather, rally, cast a spell. Each is a pure function `(skirmish, action, dice, options)` to a new
 * skirmish and its events, or the clause that forbids it. Distances are base edge to base edge on
 * square bases of `baseSize` inches (SWS-A8), using the open-table geometry.
 *
 *   const r = act(s, { type: 'ranged', target: 'skarn' }, dice, o);
 *   if (r.ok) s = r.value.state;
 */
import type { Dice } from '../../core/dice.js';
import {
  baseInArea,
  lineOfSight,
  outline,
  pointSegmentDistance,
  segmentPolygonDistance,
  type Base,
  type Obstacle,
  type Point,
} from '../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../core/result.js';
import type { Applied } from '../../core/ruleset.js';
import type { RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';
import { isBloodied, rangedModifiers, resolveAttack, loseStar, type AttackInput, type SwsEvent } from './attack.js';
import { CLAUSE } from './clauses.js';
import { TABLES, weapon, type Spell, type Weapon } from './data.js';
import { pTest, testOwn } from './dice-tests.js';
import type { Options } from './options.js';
import { standing, SWARM, type CharacterState, type Morale, type Skirmish } from './state.js';

/**
 * What a client shows for a move, placed by the rules so that no client re-measures it: the path of
 * the model's centre, its length in inches and, in a legal list, the action points it spends.
 * Shown only: `parseAction` strips it and `act` never reads it.
 */
export interface MoveShown {
  readonly path: readonly Point[];
  readonly length: number;
  readonly ap?: number;
}

export type Action =
  | { readonly type: 'move'; readonly to: Point; readonly charge?: boolean; readonly show?: MoveShown }
  | { readonly type: 'ranged'; readonly target: string; readonly weapon?: string }
  | { readonly type: 'melee'; readonly target: string; readonly weapon?: string }
  | { readonly type: 'aim'; readonly target: string; readonly ap: 1 | 2 }
  | { readonly type: 'take-cover' }
  | { readonly type: 'breather' }
  | { readonly type: 'rally'; readonly target?: string }
  | { readonly type: 'cast'; readonly spell: string; readonly target?: string }
  | { readonly type: 'order'; readonly target: string };

export type Acted = Result<Applied<Skirmish, SwsEvent>, RuleError>;
const EPS = 1e-6;

// ---------------------------------------------------------------- geometry helpers

export const baseOf = (c: Pick<CharacterState, 'at'>, o: Pick<Options, 'baseSize'>, at: Point = c.at): Base => ({
  centre: at,
  width: o.baseSize,
  depth: o.baseSize,
  facing: 90,
});
/**
 * Base edge to base edge (SWS-A8). The bases are squares that all face the same way, so this is the
 * open-table baseDistance in closed form: the gaps along x and along y, combined.
 */
export const gap = (a: Pick<CharacterState, 'at'>, b: Pick<CharacterState, 'at'>, o: Pick<Options, 'baseSize'>): number =>
  Math.hypot(Math.max(0, Math.abs(a.at.x - b.at.x) - o.baseSize), Math.max(0, Math.abs(a.at.y - b.at.y) - o.baseSize));
const obstacles = (s: Skirmish): Obstacle[] =>
  s.terrain.filter((t) => TABLES.terrain.get(t.type)?.blocksSight).map((t) => ({ polygon: t.polygon }));
/** Line of sight answers by terrain layout, then by the two positions: a pure cache (the same question always has the same answer). */
const sightCache = new WeakMap<readonly unknown[], Map<string, boolean>>();
export function sees(s: Skirmish, a: CharacterState, b: CharacterState, o: Options): boolean {
  let cache = sightCache.get(s.terrain);
  if (!cache) sightCache.set(s.terrain, (cache = new Map()));
  const key = `${a.at.x},${a.at.y},${b.at.x},${b.at.y},${o.baseSize}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size > 20_000) cache.clear();
  const seen = lineOfSight([a.at], outline(baseOf(b, o)), obstacles(s)) !== undefined;
  cache.set(key, seen);
  return seen;
}

/** The terrain a model stands in (SWS-A9): its best cover and whether any piece is elevated. */
export function standingIn(s: Skirmish, c: CharacterState, o: Options): { cover: 'none' | 'soft' | 'heavy'; elevated: boolean } {
  let cover: 'none' | 'soft' | 'heavy' = 'none';
  let elevated = false;
  for (const t of s.terrain) {
    const type = TABLES.terrain.get(t.type);
    if (!type || !baseInArea(baseOf(c, o), t.polygon, o.inArea)) continue;
    if (type.cover === 'heavy' || (type.cover === 'soft' && cover === 'none')) cover = type.cover;
    elevated ||= type.elevated;
  }
  return { cover, elevated };
}

export const enemiesOf = (s: Skirmish, c: CharacterState): CharacterState[] =>
  s.characters.filter((x) => x.owner !== c.owner && standing(x));
export const inMelee = (s: Skirmish, c: CharacterState, o: Options): boolean => enemiesOf(s, c).some((e) => gap(c, e, o) <= 1 + EPS);

export const replace = (s: Skirmish, ...cs: CharacterState[]): Skirmish => ({
  ...s,
  characters: s.characters.map((x) => cs.find((c) => c.id === x.id) ?? x),
});
export const get = (s: Skirmish, id: string): CharacterState | undefined => s.characters.find((c) => c.id === id);

// ---------------------------------------------------------------- morale (SWS-A2)

const worse: Record<Morale, Morale> = { steady: 'wavering', wavering: 'fleeing', fleeing: 'fleeing' };
const better: Record<Morale, Morale> = { steady: 'steady', wavering: 'steady', fleeing: 'wavering' };
const coronetOf = (c: CharacterState): number => c.sheet.coronet + (c.sheet.traits.includes('leadership') ? 1 : 0);

/** A morale test (SWS-A2): an own Coronet test; a failure is one step worse. */
export function moraleTest(s: Skirmish, id: string, why: string, dice: Dice, o: Options): Applied<Skirmish, SwsEvent> {
  const c = get(s, id);
  if (o.morale === 'off' || !c || c.status !== 'active' || c.swarm) return { state: s, events: [] };
  const t = testOwn(coronetOf(c), 0, dice, o);
  const morale = t.success ? c.morale : worse[c.morale];
  return {
    state: replace(s, { ...c, morale }),
    events: [{ type: 'morale-test', clause: 'SWS-A2', character: id, why, rolls: t.rolls, success: t.success, morale }],
  };
}

// ---------------------------------------------------------------- target choice (Ranged Attacks)

export type TargetChoice = { readonly kind: 'allowed' } | { readonly kind: 'runes' } | { readonly kind: 'none' };

/** Whether `target` may be picked without a Runes test: the closest visible enemy, or if that is in cover the closest not in cover. */
export function targetChoice(s: Skirmish, a: CharacterState, target: CharacterState, o: Options): TargetChoice {
  return { kind: choicesOf(s, a, o).get(target.id) ?? 'none' };
}

/**
 * targetChoices kept for the skirmish and the attacker (both immutable): listing the legal actions asks it
 * once for every enemy and weapon, the Swarm once for every target. A pure cache: the same question always
 * has the same answer.
 */
const choicesCache = new WeakMap<Skirmish, Map<CharacterState, { o: Options; choices: ReadonlyMap<string, 'allowed' | 'runes'> }>>();
function choicesOf(s: Skirmish, a: CharacterState, o: Options): ReadonlyMap<string, 'allowed' | 'runes'> {
  let byAttacker = choicesCache.get(s);
  if (!byAttacker) choicesCache.set(s, (byAttacker = new Map()));
  const known = byAttacker.get(a);
  if (known && known.o === o) return known.choices;
  const choices = targetChoices(s, a, o);
  byAttacker.set(a, { o, choices });
  return choices;
}

/** `targetChoice` for every enemy of `a` at once: enemies out of sight are left out ('none'). */
export function targetChoices(s: Skirmish, a: CharacterState, o: Options): Map<string, 'allowed' | 'runes'> {
  const visible = enemiesOf(s, a).filter((e) => sees(s, a, e, o));
  const nearestAmong = (list: CharacterState[]) => {
    if (list.length === 0) return [];
    const d = Math.min(...list.map((e) => gap(a, e, o)));
    return list.filter((e) => gap(a, e, o) <= d + EPS);
  };
  const inCover = (e: CharacterState) => standingIn(s, e, o).cover !== 'none' || e.prone;
  const closest = nearestAmong(visible);
  const allowed = new Set(closest.map((e) => e.id));
  if (closest.every(inCover)) for (const e of nearestAmong(visible.filter((x) => !inCover(x)))) allowed.add(e.id);
  return new Map(visible.map((e) => [e.id, allowed.has(e.id) ? 'allowed' : 'runes']));
}

/** Whether a straight move from `from` to `to` passes through `e`'s base (Movement), with a cheap test first. */
export function passesThrough(from: Point, to: Point, e: CharacterState, o: Options): boolean {
  const half = o.baseSize / 2;
  if (pointSegmentDistance(e.at, from, to) >= half * Math.SQRT2 + half) return false;
  return segmentPolygonDistance(from, to, outline(baseOf(e, o))) < half - EPS;
}

// ---------------------------------------------------------------- the actions

function needAp(s: Skirmish, n: number, clause: string): Result<{ c: CharacterState }, RuleError> {
  const act = s.activation;
  if (!act) return err(Errors.notActivated());
  const c = get(s, act.character)!;
  if (c.status !== 'active') return err(Errors.cannotAct(c.sheet.name, c.status));
  if (act.ap < n) return err(Errors.noAp(clause, n, act.ap));
  return ok({ c });
}
const spend = (s: Skirmish, n: number, extra: Partial<NonNullable<Skirmish['activation']>> = {}): Skirmish => ({
  ...s,
  activation: { ...s.activation!, ap: s.activation!.ap - n, ...extra },
});

/**
 * A move of `mover` to `to` as the rules take it: a charge exactly when it ends within 1"
 * of a standing enemy (Movement: "unless using Charge"; SWS-A13), with its path and length. `act`
 * still decides whether it may be made.
 */
export function moveTo(
  s: { readonly characters: readonly Pick<CharacterState, 'id' | 'owner' | 'status' | 'at'>[] },
  mover: string,
  to: Point,
  o: Pick<Options, 'baseSize'>,
): Extract<Action, { type: 'move' }> | null {
  const c = s.characters.find((x) => x.id === mover);
  if (!c) return null;
  const near = s.characters.filter((x) => x.owner !== c.owner && standing(x)).some((e) => gap({ at: to }, e, o) <= 1 + EPS);
  return {
    type: 'move',
    to,
    ...(near ? { charge: true } : {}),
    show: { path: [c.at, to], length: Math.hypot(to.x - c.at.x, to.y - c.at.y) },
  };
}

function move(s: Skirmish, a: Extract<Action, { type: 'move' }>, o: Options): Acted {
  const act = s.activation;
  if (!act) return err(Errors.notActivated());
  const c = get(s, act.character)!;
  if (c.status !== 'active') return err(Errors.cannotAct(c.sheet.name, c.status));
  if (inMelee(s, c, o)) return err(Errors.inMelee());
  const { x, y } = a.to;
  const half = o.baseSize / 2;
  if (x < half || y < half || x > s.table.width - half || y > s.table.height - half) return err(Errors.offTable());
  const length = Math.hypot(x - c.at.x, y - c.at.y);
  let moveLeft = act.moveLeft;
  let ap = act.ap;
  const events: SwsEvent[] = [];
  let mover = c;
  if (length > moveLeft + EPS) {
    if (ap < 1) return err(Errors.moveTooFar(length, moveLeft, true));
    ap -= 1;
    const weaponPenalty = Math.max(0, ...c.sheet.weapons.map((w) => weapon(w).bootsPenalty));
    const boots = Math.max(0, c.sheet.boots - weaponPenalty);
    const allowance = c.prone ? boots / 2 : boots;
    if (c.prone) events.push({ type: 'gets-up', clause: CLAUSE.takeCover, character: c.id, allowance });
    mover = { ...mover, prone: false };
    moveLeft += allowance;
    if (length > moveLeft + EPS) return err(Errors.moveTooFar(length, moveLeft, false));
  }
  const enemies = enemiesOf(s, c);
  for (const e of enemies) {
    if (passesThrough(c.at, a.to, e, o)) return err(Errors.throughEnemy());
  }
  const moved = { ...mover, at: a.to, tookCover: false };
  const near = enemies.filter((e) => gap(moved, e, o) <= 1 + EPS);
  if (near.length > 0 && !a.charge) return err(Errors.endsNearEnemy());
  if (a.charge && near.length === 0) return err(Errors.chargeShort());
  if (c.morale !== 'steady' && o.morale !== 'off' && enemies.length > 0) {
    const nearest = (p: CharacterState) => Math.min(...enemies.map((e) => gap(p, e, o)));
    if (nearest(moved) < nearest(c) - EPS) return err(Errors.wavering(c.morale));
  }
  events.push({ type: 'moved', clause: CLAUSE.movement, character: c.id, from: c.at, to: a.to, length, charge: a.charge ?? false });
  const state = replace(
    { ...s, activation: { ...act, ap, moveLeft: moveLeft - length, moved: true, charged: act.charged || !!a.charge } },
    moved,
  );
  return ok({ state, events });
}

function pickWeapon(c: CharacterState, kind: 'ranged' | 'melee', id: string | undefined, clause: string): Result<Weapon, RuleError> {
  if (id !== undefined) {
    if (id !== 'unarmed' && !c.sheet.weapons.includes(id)) return err(Errors.notCarried(clause, c.sheet.name, id));
    const w = TABLES.weapons.get(id);
    if (!w) return err(Errors.noSuchWeapon(clause, id));
    if (kind === 'ranged' ? w.range === null : w.kind !== 'melee') return err(Errors.wrongWeapon(clause, id, kind));
    return ok(w);
  }
  const own = c.sheet.weapons.map(weapon).find((w) => (kind === 'ranged' ? w.kind === 'ranged' || w.range !== null : w.kind === 'melee'));
  if (own) return ok(own);
  return kind === 'melee' ? ok(weapon('unarmed')) : err(Errors.noRangedWeapon(clause, c.sheet.name));
}

/**
 * SWS-A2: the leader tests once when its warband is down to half its models (standing ones, against all
 * the warband began with); a warband without a standing leader takes no test.
 */
export function halfStrength(s: Skirmish, dice: Dice, o: Options): Applied<Skirmish, SwsEvent> {
  let state = s;
  const events: SwsEvent[] = [];
  if (o.morale === 'off') return { state, events };
  const owners = [...new Set(s.characters.filter((c) => c.owner !== SWARM).map((c) => c.owner))];
  for (const owner of owners) {
    if (state.halfTested?.includes(owner)) continue;
    const all = state.characters.filter((c) => c.owner === owner);
    const up = all.filter(standing);
    if (up.length * 2 > all.length) continue;
    state = { ...state, halfTested: [...(state.halfTested ?? []), owner] };
    const leader = up.find((c) => c.sheet.leader && c.status === 'active');
    if (!leader) continue;
    const r = moraleTest(state, leader.id, 'warband at half strength', dice, o);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export function afterAttack(
  s0: Skirmish,
  s: Skirmish,
  targetId: string,
  becameBloodied: boolean,
  dice: Dice,
  o: Options,
): Applied<Skirmish, SwsEvent> {
  let state = s;
  const events: SwsEvent[] = [];
  const t = get(s, targetId)!;
  if (becameBloodied && t.status === 'active') {
    const r = moraleTest(state, t.id, 'bloodied', dice, o);
    state = r.state;
    events.push(...r.events);
  }
  const before = get(s0, targetId)!;
  if (standing(before) && (t.status === 'out-of-action' || t.status === 'dead')) {
    for (const f of s.characters.filter((x) => x.owner === t.owner && x.id !== t.id && x.status === 'active' && gap(x, t, o) <= 6 + EPS)) {
      const r = moraleTest(state, f.id, `${t.id} fell within 6"`, dice, o);
      state = r.state;
      events.push(...r.events);
    }
    const h = halfStrength(state, dice, o);
    state = h.state;
    events.push(...h.events);
  }
  return { state, events };
}

function ranged(s: Skirmish, a: Extract<Action, { type: 'ranged' }>, dice: Dice, o: Options): Acted {
  const need = needAp(s, 1, CLAUSE.ranged);
  if (!need.ok) return need;
  const { c } = need.value;
  if (c.morale === 'fleeing') return err(Errors.fleeing());
  const w = pickWeapon(c, 'ranged', a.weapon, CLAUSE.ranged);
  if (!w.ok) return w;
  if (w.value.oncePerActivation && s.activation!.attacksWith.includes(w.value.id)) return err(Errors.once(w.value.id));
  const t = get(s, a.target);
  if (!t || t.owner === c.owner || !standing(t)) return err(Errors.rangedTarget());
  if (!sees(s, c, t, o)) return err(Errors.noSight());
  const d = gap(c, t, o);
  if (d > w.value.range! + EPS) return err(Errors.outOfRange(d, w.value.id, w.value.range!));
  const events: SwsEvent[] = [];
  let state = spend(s, 1, { attacksWith: [...s.activation!.attacksWith, w.value.id] });
  let target = t;
  const choice = targetChoice(s, c, t, o);
  if (choice.kind === 'runes') {
    const r = testOwn(c.sheet.runes, 0, dice, o);
    events.push({ type: 'runes-test', clause: CLAUSE.ranged, character: c.id, target: t.id, rolls: r.rolls, success: r.success });
    if (!r.success) {
      if (o.runesFailure === 'lost') return ok({ state: replace(state, { ...c, aim: undefined }), events });
      const closest = enemiesOf(s, c).filter(
        (e) => sees(s, c, e, o) && targetChoice(s, c, e, o).kind === 'allowed' && gap(c, e, o) <= w.value.range! + EPS,
      );
      if (closest.length === 0) return ok({ state: replace(state, { ...c, aim: undefined }), events });
      target = closest[0]!;
    }
  }
  const { input, mods } = rangedInput(s, c, target, w.value, o);
  events.push({ type: 'ranged-modifiers', clause: CLAUSE.ranged, modifiers: mods, total: input.modifier });
  const r = resolveAttack(input, dice, o, s.turn, s.nextLoot);
  state = { ...replace(state, { ...c, aim: undefined }, r.target), nextLoot: r.loss.nextLoot };
  const after = afterAttack(s, state, target.id, r.loss.becameBloodied, dice, o);
  return ok({ state: after.state, events: [...events, ...r.events, ...after.events] });
}

/** Morale & Leadership (SWS-A2): a Wavering attacker rolls with disadvantage. */
const edgeOf = (c: CharacterState, o: Options) =>
  c.morale === 'wavering' && o.morale !== 'off' ? ('disadvantage' as const) : ('none' as const);

/** A shot's attack: the Ranged Attacks table's modifiers for the distance, aim, height, a move, cover and prone. */
function rangedInput(s: Skirmish, c: CharacterState, target: CharacterState, w: Weapon, o: Options) {
  const mods = rangedModifiers(
    {
      distance: gap(c, target, o),
      aim: c.aim?.target === target.id ? c.aim.bonus : 0,
      elevated: standingIn(s, c, o).elevated,
      moved: s.activation!.moved,
      cover: standingIn(s, target, o).cover,
      tookCover: target.tookCover,
      prone: target.prone,
    },
    o,
  );
  const modifier = mods.reduce((n, m) => n + m.value, 0);
  return { input: { attacker: c, target, weapon: w, kind: 'ranged' as const, modifier, edge: edgeOf(c, o) }, mods };
}

/** A strike's attack: a charging weapon's bonus (SWS-A13). */
const meleeInput = (s: Skirmish, c: CharacterState, t: CharacterState, w: Weapon, o: Options): AttackInput => ({
  attacker: c,
  target: t,
  weapon: w,
  kind: 'melee',
  modifier: s.activation!.charged ? w.chargeBonus : 0,
  edge: edgeOf(c, o),
});

/**
 * The attack a legal ranged or melee action of the activated character would make now, built as
 * `ranged` and `melee` build it (for a Runes test, the shot once the test is passed): what the odds of
 * a planned attack start from. Null where there is no such attack.
 */
export function plannedAttack(s: Skirmish, a: Action, o: Options): AttackInput | null {
  if (a.type !== 'ranged' && a.type !== 'melee') return null;
  const c = s.activation && get(s, s.activation.character);
  const t = get(s, a.target);
  if (!c || !t) return null;
  const w = pickWeapon(c, a.type, a.weapon, a.type === 'ranged' ? CLAUSE.ranged : CLAUSE.melee);
  if (!w.ok) return null;
  return a.type === 'ranged' ? rangedInput(s, c, t, w.value, o).input : meleeInput(s, c, t, w.value, o);
}

function melee(s: Skirmish, a: Extract<Action, { type: 'melee' }>, dice: Dice, o: Options): Acted {
  const need = needAp(s, 1, CLAUSE.melee);
  if (!need.ok) return need;
  const { c } = need.value;
  if (c.morale === 'fleeing') return err(Errors.fleeing());
  const w = pickWeapon(c, 'melee', a.weapon, CLAUSE.melee);
  if (!w.ok) return w;
  const t = get(s, a.target);
  if (!t || t.owner === c.owner || !standing(t)) return err(Errors.meleeTarget());
  if (gap(c, t, o) > 1 + EPS) return err(Errors.notInReach());
  const r = resolveAttack(meleeInput(s, c, t, w.value, o), dice, o, s.turn, s.nextLoot);
  const state = { ...replace(spend(s, 1), r.target), nextLoot: r.loss.nextLoot };
  const after = afterAttack(s, state, t.id, r.loss.becameBloodied, dice, o);
  return ok({ state: after.state, events: [...r.events, ...after.events] });
}

function aim(s: Skirmish, a: Extract<Action, { type: 'aim' }>, dice: Dice, o: Options): Acted {
  const need = needAp(s, a.ap, CLAUSE.aiming);
  if (!need.ok) return need;
  const { c } = need.value;
  const t = get(s, a.target);
  if (!t || t.owner === c.owner || !standing(t) || !sees(s, c, t, o)) return err(Errors.aimTarget());
  const events: SwsEvent[] = [];
  if (targetChoice(s, c, t, o).kind === 'runes') {
    const r = testOwn(c.sheet.runes, 0, dice, o);
    events.push({ type: 'runes-test', clause: CLAUSE.aiming, character: c.id, target: t.id, rolls: r.rolls, success: r.success });
    if (!r.success) return ok({ state: spend(s, a.ap), events });
  }
  events.push({ type: 'aimed', clause: CLAUSE.aiming, character: c.id, target: t.id, bonus: a.ap });
  return ok({ state: replace(spend(s, a.ap), { ...c, aim: { target: t.id, bonus: a.ap } }), events });
}

function takeCover(s: Skirmish, o: Options): Acted {
  const need = needAp(s, 1, CLAUSE.takeCover);
  if (!need.ok) return need;
  const { c } = need.value;
  const { cover } = standingIn(s, c, o);
  if (cover === 'none') {
    if (c.prone) return err(Errors.alreadyProne(c.sheet.name));
    return ok({
      state: replace(spend(s, 1), { ...c, prone: true }),
      events: [{ type: 'prone', clause: CLAUSE.takeCover, character: c.id }],
    });
  }
  if (c.tookCover) return err(Errors.alreadyInCover(c.sheet.name));
  return ok({
    state: replace(spend(s, 1), { ...c, tookCover: true }),
    events: [{ type: 'took-cover', clause: CLAUSE.takeCover, character: c.id, cover }],
  });
}

function breather(s: Skirmish, dice: Dice, o: Options): Acted {
  const need = needAp(s, 1, CLAUSE.breather);
  if (!need.ok) return need;
  const { c } = need.value;
  const bloodied = isBloodied(c, o);
  const limit = bloodied ? Math.floor(c.sheet.runes / 2) : c.sheet.runes;
  const n = Math.min(limit, c.sheet.star - c.star);
  const tests = Array.from({ length: n }, () => testOwn(c.mallet, 0, dice, o));
  const regained = tests.filter((t) => t.success).length;
  const sixes = bloodied ? tests.filter((t) => t.first === 6).length : 0;
  let next: CharacterState = { ...c, star: c.star + regained };
  const events: SwsEvent[] = [
    { type: 'breather', clause: CLAUSE.breather, character: c.id, bloodied, tests: n, rolls: tests.map((t) => t.rolls), regained, sixes },
  ];
  let nextLoot = s.nextLoot;
  if (sixes > 0 && o.breatherSix === 'mallet') {
    next = { ...next, mallet: Math.max(0, next.mallet - sixes) };
    events.push({ type: 'mallet-damage', clause: CLAUSE.breather, character: c.id, mallet: next.mallet });
  } else if (sixes > 0) {
    const l = loseStar(next, sixes, dice, o, s.turn, nextLoot);
    next = l.character;
    nextLoot = l.nextLoot;
    events.push(...l.events);
  }
  return ok({ state: { ...replace(spend(s, 1), next), nextLoot }, events });
}

function rally(s: Skirmish, a: Extract<Action, { type: 'rally' }>, dice: Dice, o: Options): Acted {
  const need = needAp(s, 1, CLAUSE.rally);
  if (!need.ok) return need;
  const { c } = need.value;
  const t = a.target === undefined ? c : get(s, a.target);
  if (!t || t.owner !== c.owner || t.status !== 'active') return err(Errors.rallyTarget());
  if (t.id !== c.id && gap(c, t, o) > 6 + EPS) return err(Errors.rallyTooFar());
  if (t.morale === 'steady') return err(Errors.nothingToRally(t.sheet.name));
  const tester = o.rallyTester === 'target' ? t : c;
  const r = testOwn(coronetOf(tester), 0, dice, o);
  const morale = r.success ? better[t.morale] : t.morale;
  return ok({
    state: replace(spend(s, 1), ...(t.id === c.id ? [{ ...c, morale }] : [c, { ...t, morale }])),
    events: [
      { type: 'rally', clause: CLAUSE.rally, character: c.id, target: t.id, tester: tester.id, rolls: r.rolls, success: r.success, morale },
    ],
  });
}

/** SWS-A19: an attack spell, once its Runes test is passed, strikes as a ranged attack with its own dice. */
const spellAttack = (c: CharacterState, t: CharacterState, spell: Spell): AttackInput => ({
  attacker: c,
  target: t,
  weapon: {
    ...weapon('unarmed'),
    id: spell.id,
    name: spell.name,
    kind: 'ranged',
    ad: { from: null, plus: spell.attackDice },
    modifier: 0,
    range: spell.range,
  },
  kind: 'ranged',
  modifier: 0,
});

/**
 * An attack spell the activated character may cast now (SWS-A19), as `cast` makes it: the attack, and
 * the chance its Runes test passes first (the spell does nothing otherwise). Null for any other action.
 */
export function plannedSpell(s: Skirmish, a: Action, o: Options): { input: AttackInput; cast: number } | null {
  if (a.type !== 'cast' || a.target === undefined) return null;
  const spell = TABLES.spells.get(a.spell);
  const c = s.activation && get(s, s.activation.character);
  const t = get(s, a.target);
  if (!spell || spell.effect !== 'attack' || !c || !t) return null;
  return { input: spellAttack(c, t, spell), cast: pTest('own', c.sheet.runes, 0, o) };
}

function cast(s: Skirmish, a: Extract<Action, { type: 'cast' }>, dice: Dice, o: Options): Acted {
  const need = needAp(s, 1, CLAUSE.cast);
  if (!need.ok) return need;
  const { c } = need.value;
  if (!c.sheet.traits.includes('spellcasting')) return err(Errors.noSpellcasting(c.sheet.name));
  if (o.spells === 'off') return err(Errors.spellsOff());
  const spell: Spell | undefined = TABLES.spells.get(a.spell);
  if (!spell) return err(Errors.noSpell(a.spell, [...TABLES.spells.keys()]));
  const t = a.target === undefined ? (spell.effect === 'mend' ? c : undefined) : get(s, a.target);
  if (spell.effect === 'attack') {
    if (c.morale === 'fleeing') return err(Errors.fleeing());
    if (!t || t.owner === c.owner || !standing(t)) return err(Errors.spellEnemy(spell.name));
    if (!sees(s, c, t, o)) return err(Errors.spellSight(spell.name));
  } else if (!t || t.owner !== c.owner || t.status !== 'active') return err(Errors.spellFriend(spell.name));
  const d = gap(c, t, o);
  if (t.id !== c.id && d > spell.range + EPS) return err(Errors.spellRange(d, spell.name, spell.range));
  const test = testOwn(c.sheet.runes, 0, dice, o);
  const events: SwsEvent[] = [
    { type: 'cast', clause: 'SWS-A19', character: c.id, spell: spell.id, target: t.id, rolls: test.rolls, success: test.success },
  ];
  let state = spend(s, 1);
  if (!test.success) return ok({ state, events });
  if (spell.effect === 'mend') {
    const regained = Math.min(spell.star, t.sheet.star - t.star);
    const healed = { ...t, star: t.star + regained };
    events.push({ type: 'mended', clause: 'SWS-A19', character: t.id, regained, star: healed.star });
    return ok({ state: replace(state, healed), events });
  }
  const r = resolveAttack(spellAttack(c, t, spell), dice, o, s.turn, s.nextLoot);
  state = { ...replace(state, r.target), nextLoot: r.loss.nextLoot };
  const after = afterAttack(s, state, t.id, r.loss.becameBloodied, dice, o);
  return ok({ state: after.state, events: [...events, ...r.events, ...after.events] });
}

/** SWS-A18: a leader spends 1 AP to order a friend within 6"; the order activates in the next Initiative Phase. */
function order(s: Skirmish, a: Extract<Action, { type: 'order' }>, o: Options): Acted {
  const need = needAp(s, 1, CLAUSE.initiative);
  if (!need.ok) return need;
  const { c } = need.value;
  if (o.orders === 'off') return err(Errors.noOrders());
  if (!c.sheet.leader) return err(Errors.notLeader(c.sheet.name));
  const t = get(s, a.target);
  if (!t || t.owner !== c.owner || t.id === c.id || !standing(t)) return err(Errors.orderTarget());
  if (gap(c, t, o) > 6 + EPS) return err(Errors.orderTooFar());
  if (s.orders?.some((x) => x.character === t.id)) return err(Errors.alreadyOrdered(t.sheet.name));
  return ok({
    state: { ...spend(s, 1), orders: [...(s.orders ?? []), { leader: c.id, character: t.id }] },
    events: [{ type: 'order', clause: 'SWS-A18', character: c.id, target: t.id, turn: s.turn + 1 }],
  });
}

/**
 * SWS-A2: a Fleeing character's activation begins with a move of full Boots straight away from the
 * nearest enemy (1 AP), shortened so as not to pass through enemies or end within 1" of one. A model
 * whose flight takes it off the table is Out of Action. In a melee it cannot move (Melee Attacks).
 */
export function flee(s: Skirmish, o: Options): Applied<Skirmish, SwsEvent> {
  const act = s.activation!;
  const c = get(s, act.character)!;
  const foes = enemiesOf(s, c);
  if (foes.length === 0) return { state: s, events: [] };
  if (inMelee(s, c, o)) return { state: spend(s, 1), events: [{ type: 'cannot-flee', clause: CLAUSE.melee, character: c.id }] };
  const nearest = foes.reduce((m, e) => (gap(c, e, o) < gap(c, m, o) ? e : m));
  let dx = c.at.x - nearest.at.x;
  let dy = c.at.y - nearest.at.y;
  const len = Math.hypot(dx, dy);
  if (len < EPS) [dx, dy] = [0, -1];
  else [dx, dy] = [dx / len, dy / len];
  const boots = Math.max(0, c.sheet.boots - Math.max(0, ...c.sheet.weapons.map((w) => weapon(w).bootsPenalty)));
  const half = o.baseSize / 2;
  const full = { x: c.at.x + dx * boots, y: c.at.y + dy * boots };
  if (full.x < half || full.y < half || full.x > s.table.width - half || full.y > s.table.height - half) {
    const gone: CharacterState = { ...c, status: 'out-of-action', prone: false, tookCover: false, at: full };
    return {
      state: replace(spend(s, 1, { moveLeft: 0, moved: true }), gone),
      events: [{ type: 'fled-the-table', clause: 'SWS-A2', character: c.id, from: c.at }],
    };
  }
  for (let k = boots; k > EPS; k -= 0.5) {
    const to = { x: c.at.x + dx * k, y: c.at.y + dy * k };
    const moved = { ...c, at: to, prone: false, tookCover: false };
    if (foes.some((e) => passesThrough(c.at, to, e, o) || gap(moved, e, o) <= 1 + EPS)) continue;
    return {
      state: replace(spend(s, 1, { moveLeft: 0, moved: true }), moved),
      events: [{ type: 'flees', clause: 'SWS-A2', character: c.id, from: c.at, to, length: k }],
    };
  }
  return { state: spend(s, 1), events: [{ type: 'cannot-flee', clause: 'SWS-A2', character: c.id }] };
}

/** One action of the activated character. */
export function act(s: Skirmish, a: Action, dice: Dice, o: Options): Acted {
  switch (a.type) {
    case 'move':
      return move(s, a, o);
    case 'ranged':
      return ranged(s, a, dice, o);
    case 'melee':
      return melee(s, a, dice, o);
    case 'aim':
      return aim(s, a, dice, o);
    case 'take-cover':
      return takeCover(s, o);
    case 'breather':
      return breather(s, dice, o);
    case 'rally':
      return rally(s, a, dice, o);
    case 'cast':
      return cast(s, a, dice, o);
    case 'order':
      return order(s, a, o);
  }
}
