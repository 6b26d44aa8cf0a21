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
      budget: {
        msPerMove: 8,
        basis:
          'no search; a mean of 0.9 ms and at most 8 ms of CPU a move over 157 moves of three encounters against the heuristic (a busy 2-core machine, 2026-11-28)',
      },
    },
    {
      id: 'intermediate',
      name: 'Intermediate',
      description:
        'the heuristic player: the character nearest an enemy acts first, rallies before anything, strikes the weakest enemy in reach, shoots, charges or closes in',
      agent: LEVELS.intermediate,
      budget: {
        msPerMove: 8,
        basis:
          'no search; a mean of 0.8 ms and at most 8 ms of CPU a move over 143 moves of three encounters against the heuristic (a busy 2-core machine, 2026-11-28)',
      },
    },
    {
      id: 'advanced',
      name: 'Advanced',
      description:
        "looks ahead: its three favourite actions, each played out four times (the heuristic moving both warbands and the Swarm acting by itself) over the next few activations; it plays another than the heuristic's choice only when that leaves its warband clearly stronger on average",
      agent: LEVELS.advanced,
      budget: {
        msPerMove: 390,
        basis:
          '3 candidates × 4 play-outs of 12 actions; a mean of 169 ms and at most 390 ms of CPU a decision over 16 decisions from positions of random encounters (a busy 2-core machine, 2026-11-28)',
      },
    },
    {
      id: 'strongest',
      name: 'Strongest',
      description:
        'looks further ahead: its four favourite actions, each played out eight times over the next four or five activations, keeping the better half each round, and overruling the heuristic only when clearly better',
      agent: LEVELS.strongest,
      budget: {
        msPerMove: 509,
        basis:
          '4 candidates × 8 play-outs of 16 actions; a mean of 291 ms and at most 509 ms of CPU a decision over 16 decisions from positions of random encounters (a busy 2-core machine, 2026-11-28)',
      },
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
