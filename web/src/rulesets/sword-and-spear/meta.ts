/**
 * What the home page shows of this system before its interface is fetched (registry.ts RulesetMeta):
 * plain data, importing nothing, so the start page stays small.
 */
import type { RulesetMeta } from '../registry.js';

export const swordAndSpearMeta: RulesetMeta = {
  id: 'sword-and-spear',
  name: 'Sword & Spear Fantasy',
  blurb:
    'Blocks of troops on an open table: action dice drawn from the bag and given to units, shooting arcs and lines of sight, charges, melees and magic.',
  seats: ['a', 'b'],
  // Two players a side open the second commands (SSF-A51).
  seatsFor: (options) => (Number(options.playersPerSide) === 2 ? ['a', 'b', 'a2', 'b2'] : ['a', 'b']),
  seatName: (seat) =>
    ({ a: 'First army', b: 'Second army', a2: 'First army, second command', b2: 'Second army, second command' })[seat] ?? seat,
  seatColor: (seat) => ({ a: '#2f6db5', b: '#b5452f', a2: '#5f9bd9', b2: '#d9785f' })[seat] ?? '#555',
  // A crop of docs/screenshots, served as a hashed asset and fetched lazily by the home page.
  picture: new URL('./picture.jpg', import.meta.url).href,
};
