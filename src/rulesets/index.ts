/** Every rule system Warband knows, registered in the open registry. Import this once at a program's top. */
import { registerRuleset, registerSystem, getRuleset } from '../core/registry.js';
import { swordsAndWizardry } from './swords-and-wizardry/index.js';
import { swordsAndSorcery } from './swords-and-sorcery/index.js';
import { swordsAndSorceryBattle } from './swords-and-sorcery/referee/ruleset.js';
import sauron from './sauron/index.js';
import swordAndSwarm from './sword-and-swarm/index.js';
import swordAndSpear from './sword-and-spear/index.js';

for (const r of [swordsAndWizardry, swordsAndSorcery, swordsAndSorceryBattle]) if (!getRuleset(r.id)) registerRuleset(r);
registerSystem(sauron);
registerSystem(swordAndSwarm);
registerSystem(swordAndSpear);

export { swordsAndWizardry, swordsAndSorcery };
