/**
 * Every rule system the browser can show, one line each: the system's folder exports a `SystemUi` (its
 * engines' few lines for the home page, loaded at once, and a loader for each engine's interface, which
 * Vite splits into a chunk of its own, fetched when a game, replay or rulebook of that engine is opened).
 * A new system: its folder here, and one line below.
 */
import { registerSystemUi } from './registry.js';
import { ui as swordsAndWizardry } from './swords-and-wizardry/index.js';
import { ui as swordsAndSorcery } from './swords-and-sorcery/index.js';
import { ui as sauron } from './sauron/index.js';
import { ui as swordAndSpear } from './sword-and-spear/index.js';
import { ui as swordAndSwarm } from './sword-and-swarm/index.js';

for (const system of [swordsAndWizardry, swordsAndSorcery, sauron, swordAndSpear, swordAndSwarm]) registerSystemUi(system);

export { getRulesetMeta, listRulesetMetas, listSystemUis, loadRulesetUi, useRulesetUi } from './registry.js';
