/**
 * What the home page shows of this system before its interface is fetched (registry.ts RulesetMeta):
 * plain data, importing nothing, so the start page stays small.
 */
import type { RulesetMeta } from '../../registry.js';

export const swordsAndSorceryBattleMeta: RulesetMeta = {
  id: 'swords-and-sorcery-battle',
  // Not "Swords & Sorcery: ..." as the server names it: the map game's card is found by that text (e2e).
  name: 'Refereed battle (S&S strategic variant)',
  blurb:
    'One battle of the Swords and Sorcery strategic variant, without a map: pick an example or paste a battle spec, see its odds, fight it round by round.',
  seats: ['a', 'b'],
  seatName: (seat) => (seat === 'a' || seat === 'b' ? `Side ${seat}` : seat),
  seatColor: (seat) => ({ a: '#2c5d9f', b: '#a3392a' })[seat] ?? '#555',
};
