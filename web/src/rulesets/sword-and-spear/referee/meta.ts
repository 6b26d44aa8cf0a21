/**
 * What the home page shows of this system before its interface is fetched (registry.ts RulesetMeta):
 * plain data, importing nothing, so the start page stays small.
 */
import type { RulesetMeta } from '../../registry.js';

export const swordAndSpearRefereeMeta: RulesetMeta = {
  id: 'sword-and-spear-referee',
  name: 'Sword & Spear Fantasy: one combat (referee)',
  blurb:
    "For a game on a real table: set up two units and the circumstances of a shooting, a melee or an attack spell, see the exact odds, and resolve it with your own dice typed in or the program's, every step with its rule.",
  seats: ['attacker', 'defender'],
  seatName: (seat) => ({ attacker: 'Attacker', defender: 'Defender' })[seat] ?? seat,
  seatColor: (seat) => ({ attacker: '#2f6db5', defender: '#b5452f' })[seat] ?? '#555',
};
