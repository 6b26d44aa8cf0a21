/**
 * Every rule system the browser can show: its few lines for the home page (meta.ts, loaded at once) and
 * a loader for its interface, which Vite splits into a chunk of its own, fetched when a game, replay or
 * rulebook of that system is opened. A new system: its folder here, and one line below.
 */
import { registerRulesetUi } from './registry.js';
import { swordsAndWizardryMeta } from './swords-and-wizardry/meta.js';
import { swordsAndSorceryMeta } from './swords-and-sorcery/meta.js';
import { swordsAndSorceryBattleMeta } from './swords-and-sorcery-battle/meta.js';
import { sauronRefereeMeta } from './sauron-referee/meta.js';
import { sauronMeta } from './sauron/meta.js';
import { swordAndSpearMeta } from './sword-and-spear/meta.js';
import { swordAndSpearRefereeMeta } from './sword-and-spear-referee/meta.js';
import { swordAndSwarmMeta } from './sword-and-swarm/meta.js';
import { swordAndSwarmAttackMeta } from './sword-and-swarm-attack/meta.js';

registerRulesetUi({ meta: swordsAndWizardryMeta, load: () => import('./swords-and-wizardry/index.js').then((m) => m.swordsAndWizardryUi) });
registerRulesetUi({ meta: swordsAndSorceryMeta, load: () => import('./swords-and-sorcery/index.js').then((m) => m.swordsAndSorceryUi) });
registerRulesetUi({ meta: swordsAndSorceryBattleMeta, load: () => import('./swords-and-sorcery-battle/index.js').then((m) => m.swordsAndSorceryBattleUi) });
registerRulesetUi({ meta: sauronRefereeMeta, load: () => import('./sauron-referee/index.js').then((m) => m.sauronRefereeUi) });
registerRulesetUi({ meta: sauronMeta, load: () => import('./sauron/index.js').then((m) => m.sauronUi) });
registerRulesetUi({ meta: swordAndSpearMeta, load: () => import('./sword-and-spear/index.js').then((m) => m.swordAndSpearUi) });
registerRulesetUi({ meta: swordAndSpearRefereeMeta, load: () => import('./sword-and-spear-referee/index.js').then((m) => m.swordAndSpearRefereeUi) });
registerRulesetUi({ meta: swordAndSwarmMeta, load: () => import('./sword-and-swarm/index.js').then((m) => m.swordAndSwarmUi) });
registerRulesetUi({ meta: swordAndSwarmAttackMeta, load: () => import('./sword-and-swarm-attack/index.js').then((m) => m.swordAndSwarmAttackUi) });

export { getRulesetMeta, listRulesetMetas, loadRulesetUi, useRulesetUi } from './registry.js';
