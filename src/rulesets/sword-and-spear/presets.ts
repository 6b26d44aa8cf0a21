/**
 * Ready-made situations for the referee (`sword-and-spear-referee`): the web page's presets and
 * `warband spear odds|resolve <preset>`. Each is referee options as JSON (referee.ts), checked by
 * presets.test.ts.
 */
import type { z } from 'zod';
import type { refereeOptionsSchema } from './referee.js';

export type RefereeInput = z.input<typeof refereeOptionsSchema>;

export interface RefereePreset {
  readonly id: string;
  readonly name: string;
  readonly about: string;
  readonly options: RefereeInput;
}

export const REFEREE_PRESETS: readonly RefereePreset[] = [
  {
    id: 'longbows',
    name: 'Longbows at a warband',
    about: 'Elf archers shoot an armoured orc warband 3 DU away (9 Shooting procedure).',
    options: { kind: 'shooting', attacker: { profile: 'elf-archers-1' }, defender: { profile: 'orc-warband-2' }, shooting: { range: 3 } },
  },
  {
    id: 'archers-in-cover',
    name: 'Archers at a unit in cover',
    about: 'The same volley at a warband in cover, the archers with one bonus (9 Effect of cover, 9 Bonus Combat dice).',
    options: {
      kind: 'shooting',
      attacker: { profile: 'elf-archers-1' },
      defender: { profile: 'orc-warband-1' },
      shooting: { range: 4, targetInCover: true, bonuses: 1 },
    },
  },
  {
    id: 'knights-charge',
    name: 'Knights charge a warband',
    about: 'Fresh elf knights charge an orc warband front to front (SSF-A36, F10).',
    options: { kind: 'melee', attacker: { profile: 'elf-knights' }, defender: { profile: 'orc-warband-2' } },
  },
  {
    id: 'flank-attack',
    name: "A warband on the archers' flank",
    about: 'An orc warband charges elf archers in the flank with a friend in support (F7, F9).',
    options: {
      kind: 'melee',
      attacker: { profile: 'orc-warband-1' },
      defender: { profile: 'elf-archers-1' },
      melee: { flank: true, attackerSupports: 1 },
    },
  },
  {
    id: 'attack-spell',
    name: 'A level 2 attack spell',
    about: 'A physical attack spell at level 2 on an orc warband 3 DU away (17 Attack Spell).',
    options: {
      kind: 'spell',
      attacker: { profile: 'elf-archers-1' },
      defender: { profile: 'orc-warband-1' },
      spell: { level: 2, form: 'physical', range: 3 },
    },
  },
];

export const refereePreset = (id: string): RefereePreset | undefined => REFEREE_PRESETS.find((p) => p.id === id);
