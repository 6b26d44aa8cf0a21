/**
 * Sword & Swarm's computer players: the heuristic, the same with blunders, and the generic search over
 * its rules (search.ts); and the refereed attack's default.
 */
import type { Agent } from '../agent.js';
import { randomFamily } from '../families.js';
import { benchSearch, fallibleFamily, searchFamily, searchSettings, settingsIn } from '../search/index.js';
import { timeDecisions } from '../measure.js';
import { swordAndSwarm } from '../../rulesets/sword-and-swarm/index.js';
import type { AiSystem } from '../system.js';
import { swsHeuristicAgent } from './heuristic.js';
import { swsSearchSpec } from './search.js';

/** A refereed attack offers the next roll first (rulesets/sword-and-swarm/referee.ts). */
const refereeDefault: Agent = { name: 'referee default', choose: (ctx) => ctx.legal[0]! };

/** The levels' agent specs, beginner to strongest. */
export const LEVELS = {
  beginner: 'fallible:blunder=30',
  intermediate: 'heuristic',
  advanced: 'search:candidates=3,samples=4,depth=12,margin=1',
  strongest: 'search:candidates=4,samples=8,depth=16,margin=1',
} as const;

export const swordAndSwarmAi: AiSystem = {
  id: 'sword-and-swarm',
  levels: [
    {
      id: 'beginner',
      name: 'Beginner',
      description:
        'the heuristic player, except that three actions in ten are picked at random: it wastes activations, wanders and leaves openings',
      agent: LEVELS.beginner,
      budget: { msPerMove: 12, basis: 'no search: the heuristic or a random pick (TODO measure)' },
    },
    {
      id: 'intermediate',
      name: 'Intermediate',
      description:
        'the heuristic player: the character nearest an enemy acts first, rallies before anything, strikes the weakest enemy in reach, shoots, charges or closes in',
      agent: LEVELS.intermediate,
      budget: { msPerMove: 12, basis: 'no search (TODO measure)' },
    },
    {
      id: 'advanced',
      name: 'Advanced',
      description:
        'looks ahead: its three favourite actions, each played out four times (the heuristic moving both warbands and the Swarm acting by itself) over the next activations, and the one that leaves its warband stronger on average',
      agent: LEVELS.advanced,
      budget: { msPerMove: 1000, basis: 'TODO measure' },
    },
    {
      id: 'strongest',
      name: 'Strongest',
      description:
        'looks further ahead: its four favourite actions, each played out eight times over the next three or four activations, keeping the better half each round',
      agent: LEVELS.strongest,
      budget: { msPerMove: 1000, basis: 'TODO measure' },
    },
  ],
  families: [
    randomFamily,
    { name: 'heuristic', description: 'scores each action by a few rules of thumb', settings: [], make: () => swsHeuristicAgent },
    fallibleFamily(swsHeuristicAgent),
    searchFamily(swsSearchSpec),
  ],
  // The search of the strongest level: its play-outs (iterations) and the actions in them a second.
  bench: (seconds) => ({
    search: benchSearch(swsSearchSpec, searchSettings(settingsIn(LEVELS.strongest)), (agent) =>
      timeDecisions(swordAndSwarm, agent, seconds),
    ),
  }),
  referees: { 'sword-and-swarm-attack': refereeDefault },
};

export default swordAndSwarmAi;

export { swsHeuristicAgent } from './heuristic.js';
export { playRandomEncounter } from './random-encounters.js';
