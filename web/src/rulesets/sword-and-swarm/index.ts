/**
 * The Sword & Swarm web interface, the one value this folder exports: each engine's few lines for the home
 * page (meta.ts, loaded at once) and a loader for its interface (ui.tsx, a chunk of its own, fetched
 * when a game, replay or rulebook of that engine is opened).
 */
import type { SystemUi } from '../registry.js';
import { swordAndSwarmMeta } from './meta.js';
import { swordAndSwarmAttackMeta } from './attack/meta.js';

export const ui: SystemUi = {
  system: 'sword-and-swarm',
  engines: [
    { meta: swordAndSwarmMeta, load: () => import('./ui.js').then((m) => m.swordAndSwarmUi) },
    { meta: swordAndSwarmAttackMeta, load: () => import('./attack/ui.js').then((m) => m.swordAndSwarmAttackUi) },
  ],
};
