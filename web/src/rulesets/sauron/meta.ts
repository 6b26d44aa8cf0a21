/**
 * What the home page shows of this system before its interface is fetched (registry.ts RulesetMeta):
 * plain data, importing nothing, so the start page stays small.
 */
import type { RulesetMeta } from '../registry.js';

export const sauronMeta: RulesetMeta = {
  id: 'sauron',
  name: 'Sauron: the battle of Dagorlad (map game)',
  blurb:
    'The Sauron variant on the map of Dagorlad and Mordor: Westernesse against Sauron, units and leaders on the hexes, Leader and Mortal Combat with their exact odds, the Ring, Narsil and both Demoralization Levels; every rule cited.',
  seats: ['westernesse', 'sauron', 'third'],
  seatName: (seat) => ({ westernesse: 'Westernesse', sauron: 'Sauron', third: 'the third player' })[seat] ?? seat,
  seatColor: (seat) => ({ westernesse: '#2c5d9f', sauron: '#8b1e1e', third: '#6b3fa0' })[seat] ?? '#555',
  // A crop of docs/screenshots, served as a hashed asset and fetched lazily by the home page.
  picture: new URL('./picture.jpg', import.meta.url).href,
};
