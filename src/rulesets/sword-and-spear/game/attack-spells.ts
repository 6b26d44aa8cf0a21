/**
 * The attack-spells step (17 Spells: "after action dice have been allocated but before any units have
 * been activated", the initiative player first): each player's free magic-users cast at enemy units,
 * or at lone enemy characters (17 Magic, SSF-A46), until he has no more to cast or says so.
 */
import type { Dice } from '../../../core/dice.js';
import { distance, nearestPointOf, nearestVisiblePoint } from '../../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { Seat } from '../../../core/ruleset.js';
import { sightObstacles, unitById } from '../battlefield.js';
import { CLAUSE } from '../clauses.js';
import { TABLES } from '../data.js';
import { Errors } from '../errors.js';
import { spellCost, type MagicTurn } from '../magic.js';
import { resolveVolley, volleyEvents } from '../shooting.js';
import { inflict, contactCharacter } from './casualties.js';
import { commanderOf, living, magicUsers } from './commands.js';
import { castableLevels, tryCast } from './spells.js';
import { characterSquare, loneEnemies, loneEnemy } from './targets.js';
import { ev, sideOfSeat, type AttackSpellsState, type CharacterOnTable, type SsfAction, type SsfEvent } from './state.js';

/** Attack spells castable now by the player's magic-users that have not cast this phase. */
export function attackSpellActions(s: AttackSpellsState, player: Seat): SsfAction[] {
  const out: SsfAction[] = [];
  for (const user of magicUsers(s).filter((u) => commanderOf(s, u) === player && !u.attachedTo)) {
    for (const target of s.field.units.filter((u) => u.side !== sideOfSeat(player))) {
      for (const level of castableLevels(s, user.id, 'attack', target.id)) {
        for (const form of ['physical', 'non-physical'] as const)
          out.push({ type: 'attack-spell', user: user.id, target: target.id, level, form });
      }
    }
    // SSF-A46: a lone enemy character; the form makes no difference, so only 'physical' is offered.
    const power = s.magic.power[user.id] ?? 0;
    for (const c of loneEnemies(s, sideOfSeat(player))) {
      // The visible part is never nearer than the nearest part: a cheap bound before the sight check (17 Line of sight).
      const nearest = distance(user.position, nearestPointOf(characterSquare(c.position), user.position));
      const band = TABLES.magic.rangeBands.find((b) => nearest <= b.upTo + 1e-9);
      if (!band) continue;
      const sight = new Map<string, ReturnType<typeof nearestVisiblePoint>>();
      for (let level = 1; level <= user.level && level + band.cost <= power; level++)
        if (castAtCharacter(s, user.id, c.id, level, sight).ok)
          out.push({ type: 'attack-spell', user: user.id, target: c.id, level, form: 'physical' });
    }
  }
  return out;
}

export const attackSpellsActions = (s: AttackSpellsState, player: Seat): SsfAction[] => [
  ...attackSpellActions(s, player),
  { type: 'no-more-spells' },
];

/**
 * An attack spell at a lone enemy character (17 Magic, SSF-A46): the rules of 17 Using Magic and 17 Line
 * of sight as for a unit (one spell a phase, the user's level or lower, not while attached, a clear line
 * from the centre of his base to the character's 1 DU square, cost = level + range band), then it is
 * resolved as a shot at him.
 */
function castAtCharacter(
  s: AttackSpellsState,
  userId: string,
  charId: string,
  level: number,
  /** Sight already measured from this user to this character in this state (the levels of one target share it). */
  sight?: Map<string, ReturnType<typeof nearestVisiblePoint>>,
): Result<{ character: CharacterOnTable; cost: number; range: number; turn: MagicTurn }, RuleError> {
  const user = magicUsers(s).find((u) => u.id === userId);
  if (!user) return err(Errors.noMagicUser(userId));
  const c = loneEnemy(s, user.side, charId);
  if (!c) return err(Errors.noSpellTarget(charId));
  if (!Number.isInteger(level) || level < 1 || level > user.level) return err(Errors.spellAboveLevel(user.level));
  if (user.attachedTo !== undefined) return err(Errors.attachedAttack());
  const key = `phase-${s.turn.phase}`;
  if ((s.magic.castIn[user.id] ?? []).includes(key)) return err(Errors.onePerPhase(user.id));
  const key2 = `${user.id}>${c.id}`;
  const seen =
    sight?.has(key2) === true
      ? sight.get(key2)
      : nearestVisiblePoint(user.position, characterSquare(c.position, c.base), sightObstacles(s.field, new Set(), s.options));
  sight?.set(key2, seen);
  if (!seen) return err(Errors.noMagicSight(user.id, c.name));
  const cost = spellCost(level, seen.distance);
  if (!cost.ok) return cost;
  const power = s.magic.power[user.id] ?? 0;
  if (cost.value.cost > power) return err(Errors.notEnoughPower(cost.value.cost, level, cost.value.bandCost, user.id, power));
  return ok({
    character: c,
    cost: cost.value.cost,
    range: seen.distance,
    turn: {
      power: { ...s.magic.power, [user.id]: power - cost.value.cost },
      castIn: { ...s.magic.castIn, [user.id]: [...(s.magic.castIn[user.id] ?? []), key] },
    },
  });
}

/** A spell cast, or the player done (`done`: by his word, or with no more to cast). */
export function applyAttackSpells(
  s: AttackSpellsState,
  player: Seat,
  a: SsfAction,
  dice: Dice,
  events: SsfEvent[],
): Result<{ state: AttackSpellsState; done: boolean }, RuleError> {
  switch (a.type) {
    case 'attack-spell': {
      let state: AttackSpellsState;
      if (!unitById(s.field, a.target) && living(s).some((c) => c.id === a.target)) {
        // 17 Magic / SSF-A46: an attack spell at a lone character is resolved as a shot at him.
        const cc = castAtCharacter(s, a.user, a.target, a.level);
        if (!cc.ok) return cc;
        events.push(
          ev('spell', CLAUSE.attackSpell, {
            side: player,
            user: a.user,
            spell: 'attack',
            form: a.form,
            level: a.level,
            target: a.target,
            character: true,
            cost: cc.value.cost,
            range: cc.value.range,
          }),
        );
        state = contactCharacter({ ...s, magic: cc.value.turn }, cc.value.character, 'shot', dice, events);
      } else {
        const cast = tryCast(s, { user: a.user, spell: 'attack', level: a.level, target: a.target, form: a.form });
        if (!cast.ok) return cast;
        if (cast.value.effect.spell !== 'attack') return err(Errors.notThatSpell('attack'));
        const volley = cast.value.effect.volley;
        const res = resolveVolley(volley, dice, s.options);
        events.push(
          ev('spell', cast.value.clause, {
            side: player,
            user: a.user,
            spell: 'attack',
            form: a.form,
            level: a.level,
            target: a.target,
            cost: cast.value.cost,
            range: cast.value.range,
          }),
          ...volleyEvents(res, volley).map((e) => ({ ...e, unit: a.target }) as SsfEvent),
        );
        state = inflict({ ...s, magic: cast.value.turn }, a.target, res.hits, dice, events);
      }
      return ok({ state, done: attackSpellActions(state, player).length === 0 });
    }
    case 'no-more-spells':
      return ok({ state: s, done: true });
    default:
      return err(Errors.notNow(a.type, s.step));
  }
}
