/**
 * The Swords & Wizardry web interface, the one value this folder exports: each engine's few lines for the home
 * page (meta.ts, loaded at once) and a loader for its interface (ui.tsx, a chunk of its own, fetched
 * when a game, replay or rulebook of that engine is opened).
 */
import type { SystemUi } from '../registry.js';
import { swordsAndWizardryMeta } from './meta.js';

export const ui: SystemUi = {
  system: 'swords-and-wizardry',
  engines: [{ meta: swordsAndWizardryMeta, load: () => import('./ui.js').then((m) => m.swordsAndWizardryUi) }],
};
