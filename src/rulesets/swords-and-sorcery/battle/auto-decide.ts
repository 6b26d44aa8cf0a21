/**
 * A sensible default for every battle decision, so battles can run unattended (odds, tests, an absent
 * player). It uses only what the side may know: its own state and the enemy stack in the hex (VI.A),
 * never the enemy's pending declaration.
 *
 *   const action = autoDecide(state, 'a'); // null when side a has nothing to decide
 *
 * Declarations: charge with every cavalry unit that may (III.D.2.b(2)); the character with the best
 * die modifier leads (III.D.2.a); every other character with units of his race adds his Leadership to
 * strength (III.D.1.b); the array puts first the units that absorb the most loss for the strength they
 * inflict (III.D.5); siege machines take the role best for the owner (SSV-A25); morale Leadership
 * follows the option's default (SSV-A24). After a round: withdraw, with the toughest unit as rear
 * guard, when the side's strength is under a third of the enemy's; otherwise stay and call every
 * reinforcement that may come.
 */
import { type BattleAction, type BattleState, battleActions, sideInRound } from './battle.js';
import { bestSiegeRoles, leaderModifiers, totalModifier } from './strength.js';
import { attackOf, lossStrengthOf, other, type Side } from './types.js';

export function autoDecide(state: BattleState, side: Side): BattleAction | null {
  const choices = battleActions(state, side);
  if (!choices) return null;
  const s = state.sides[side];
  const opts = state.options;
  if (choices.kind === 'declare') {
    const empty: BattleAction & { type: 'declare' } = {
      type: 'declare',
      charge: [],
      addToStrength: [],
      leader: null,
      array: [],
      siegeRoles: {},
    };
    const base = sideInRound(state, side, empty);
    // The leader: the best die modifier; ties go to the lower Leadership, which adds less to strength.
    let leader: string | null = null;
    let best = -Infinity;
    for (const c of [...s.characters].sort((x, y) => x.leadership - y.leadership)) {
      const v = totalModifier(leaderModifiers({ ...base, leader: c.id }));
      if (v > best) [best, leader] = [v, c.id];
    }
    const adders = (exclude: string | null) =>
      s.characters.filter((c) => c.id !== exclude && c.leadership > 0 && s.units.some((u) => u.race === c.race)).map((c) => c.id);
    let addToStrength = adders(leader);
    if (opts.leaderRequired === 'unless-all-add' && best < 0 && s.characters.every((c) => s.units.some((u) => u.race === c.race))) {
      // Nobody need lead if everyone adds: better than a negative modifier.
      leader = null;
      addToStrength = s.characters.map((c) => c.id);
    }
    const ratio = (id: string) => {
      const u = s.units.find((x) => x.id === id)!;
      return lossStrengthOf(u, opts.demoralizedStrength) / Math.max(1, attackOf(u, opts.demoralizedStrength));
    };
    const array = s.units
      .map((u, i) => ({ id: u.id, i, r: ratio(u.id), l: lossStrengthOf(u, opts.demoralizedStrength) }))
      .sort((x, y) => y.r - x.r || y.l - x.l || x.i - y.i)
      .map((x) => x.id);
    const declaration: BattleAction & { type: 'declare' } = { ...empty, charge: [...choices.mayCharge], addToStrength, leader, array };
    if (choices.siegeRolesDeclared && choices.siegeMachines.length > 0) {
      const opp = other(side);
      const oppEmpty = { ...empty, siegeRoles: state.sides[opp].lastSiegeRoles };
      const mine = sideInRound(state, side, declaration);
      declaration.siegeRoles = bestSiegeRoles(
        mine,
        sideInRound(state, opp, oppEmpty),
        { round: state.round, siege: state.circumstances.siege },
        opts,
      );
    }
    return declaration;
  }
  const own = s.units.reduce((n, u) => n + attackOf(u, opts.demoralizedStrength), 0);
  const enemy = state.sides[other(side)].units.reduce((n, u) => n + attackOf(u, opts.demoralizedStrength), 0);
  if (choices.mayWithdraw && own * 3 < enemy) {
    const toughest = [...s.units].sort(
      (x, y) => lossStrengthOf(y, opts.demoralizedStrength) - lossStrengthOf(x, opts.demoralizedStrength),
    )[0];
    return { type: 'withdraw', rearGuard: toughest ? [toughest.id] : [] };
  }
  return { type: 'stay', reinforce: [...choices.reinforcementCandidates] };
}
