/**
 * What the home page shows of this system before its interface is fetched (registry.ts RulesetMeta):
 * plain data, importing nothing, so the start page stays small.
 */
import type { RulesetMeta } from '../registry.js';

export const swordsAndSorceryMeta: RulesetMeta = {
  id: 'swords-and-sorcery',
  name: 'Swords & Sorcery (strategic variant)',
  blurb:
    'Hidden stacks on a hex map: move hex by hex, react to the enemy, and fight battles round by round with charges, leaders and morale.',
  seats: ['west', 'east'],
  seatName: (seat) => ({ west: 'West', east: 'East' })[seat] ?? seat,
  seatColor: (seat) => ({ west: '#2c5d9f', east: '#a3392a' })[seat] ?? '#555',
  // A crop of docs/screenshots, served as a hashed asset and fetched lazily by the home page.
  picture: new URL('./picture.jpg', import.meta.url).href,
};
