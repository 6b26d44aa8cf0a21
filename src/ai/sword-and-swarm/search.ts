/**
 * Sword & Swarm's search (the generic one, src/ai/search): nothing is hidden, so the state is the one the
 * view holds; the heuristic plays out every seat's activations and the Swarm acts by itself; a position is
 * judged by the warbands' strength left standing.
 */
import {
  stateFromView,
  SWARM,
  swordAndSwarm,
  type CharacterState,
  type SwsState,
  type SwsView,
  type TurnAction,
} from '../../rulesets/sword-and-swarm/index.js';
import { WIN, type SearchSpec } from '../search/index.js';
import { rankedActions, swsHeuristicAgent } from './heuristic.js';

const standing = (c: CharacterState) => c.status === 'active' || c.status === 'stunned';

/**
 * What a character is worth to its warband while it stands: its Max Star and a base for being on the
 * table at all, scaled by the Star it has left (a Bloodied character still fights), less for a stun,
 * lying prone and shaken morale (SWS-A2: a Fleeing character runs from the fight), more for the leader
 * (his loss tests the warband's morale, SWS-A2, and ends his orders, SWS-A18).
 */
export function worth(c: CharacterState): number {
  if (!standing(c)) return 0;
  let w = (2 + c.sheet.star) * (0.4 + (0.6 * c.star) / c.sheet.star);
  if (c.status === 'stunned') w *= 0.75;
  if (c.prone) w *= 0.9;
  if (c.morale === 'wavering') w *= 0.8;
  else if (c.morale === 'fleeing') w *= 0.5;
  if (c.sheet.leader) w *= 1.25;
  return w;
}

/** The seat's warband's worth less the other's (SWS-A17: the side left standing wins); a won game WIN. */
export function evaluate(state: SwsState, seat: string): number {
  const o = swordAndSwarm.outcome(state);
  if (o) return o.winner === null ? 0 : o.winner === seat ? WIN : -WIN;
  let v = 0;
  for (const c of state.encounter.skirmish.characters) {
    if (c.owner === SWARM) continue;
    v += c.owner === seat ? worth(c) : -worth(c);
  }
  return v;
}

export const swsSearchSpec: SearchSpec<SwsState, TurnAction, SwsView> = {
  determinize: (view) => stateFromView(view),
  hidden: false,
  evaluate,
  policy: swsHeuristicAgent,
  candidates: (state, seat, legal) => rankedActions(swordAndSwarm.view(state, seat), seat, legal),
};
