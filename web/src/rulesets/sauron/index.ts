/**
 * The Sauron web interface, the one value this folder exports: each engine's few lines for the home
 * page (meta.ts, loaded at once) and a loader for its interface (ui.tsx, a chunk of its own, fetched
 * when a game, replay or rulebook of that engine is opened).
 */
import type { SystemUi } from '../registry.js';
import { sauronMeta } from './meta.js';
import { sauronRefereeMeta } from './referee/meta.js';

export const ui: SystemUi = {
  system: 'sauron',
  engines: [
    { meta: sauronMeta, load: () => import('./ui.js').then((m) => m.sauronUi) },
    { meta: sauronRefereeMeta, load: () => import('./referee/ui.js').then((m) => m.sauronRefereeUi) },
  ],
};
