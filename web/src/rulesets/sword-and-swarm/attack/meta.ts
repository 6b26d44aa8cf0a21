/**
 * What the home page shows of this system before its interface is fetched (registry.ts RulesetMeta):
 * plain data, importing nothing, so the start page stays small.
 */
import type { RulesetMeta } from '../../registry.js';

export const swordAndSwarmAttackMeta: RulesetMeta = {
  id: 'sword-and-swarm-attack',
  name: 'Sword & Swarm: an attack (referee)',
  blurb:
    'Resolve one Sword & Swarm attack at the table, step by step, with program dice or dice typed in: every modifier and test with its rule, and the exact odds of Star lost and injuries.',
  seats: ['attacker', 'defender'],
  seatName: (seat) => ({ attacker: 'Attacker', defender: 'Defender' })[seat] ?? seat,
  seatColor: (seat) => ({ attacker: '#b3261e', defender: '#1f5fae' })[seat] ?? '#555',
};
