/**
 * What the home page shows of this system before its interface is fetched (registry.ts RulesetMeta):
 * plain data, importing nothing, so the start page stays small.
 */
import type { RulesetMeta } from '../registry.js';

export const swordAndSwarmMeta: RulesetMeta = {
  id: 'sword-and-swarm',
  name: 'Sword & Swarm',
  blurb:
    'A skirmish on an open table in inches: two warbands draw activation tokens from one container while the Swarm stirs between them. Measure, move, shoot and strike.',
  seats: ['red', 'blue'],
  seatName: (seat) => ({ red: 'Red', blue: 'Blue', swarm: 'the Swarm' })[seat] ?? seat,
  seatColor: (seat) => ({ red: '#b3261e', blue: '#1f5fae', swarm: '#5d7a2e' })[seat] ?? '#666',
  // A crop of docs/screenshots, served as a hashed asset and fetched lazily by the home page.
  picture: new URL('./picture.jpg', import.meta.url).href,
};
