/**
 * What the home page shows of this system before its interface is fetched (registry.ts RulesetMeta):
 * plain data, importing nothing, so the start page stays small.
 */
import type { RulesetMeta } from '../../registry.js';

export const sauronRefereeMeta: RulesetMeta = {
  id: 'sauron-referee',
  name: 'Sauron: record keeper and leader combat (referee)',
  blurb:
    'For a game of the Sauron variant on the real SPI board: keep the leaders, wounds, the Ring, Narsil, demoralization and rally ratings, every change logged with its rule; resolve Leader and Mortal Combats (dice typed in if you like) and see their exact odds.',
  seats: ['referee'],
  seatName: (seat) => (seat === 'referee' ? 'Referee' : seat),
  seatColor: () => '#6b4f2a',
};
