/**
 * The Sword & Spear Fantasy web interface, the one value this folder exports: each engine's few lines for the home
 * page (meta.ts, loaded at once) and a loader for its interface (ui.tsx, a chunk of its own, fetched
 * when a game, replay or rulebook of that engine is opened).
 */
import type { SystemUi } from '../registry.js';
import { swordAndSpearMeta } from './meta.js';
import { swordAndSpearRefereeMeta } from './referee/meta.js';

export const ui: SystemUi = {
  system: 'sword-and-spear',
  engines: [
    { meta: swordAndSpearMeta, load: () => import('./ui.js').then((m) => m.swordAndSpearUi) },
    { meta: swordAndSpearRefereeMeta, load: () => import('./referee/ui.js').then((m) => m.swordAndSpearRefereeUi) },
  ],
};
