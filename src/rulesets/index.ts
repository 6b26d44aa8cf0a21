/** Every rule system Warband knows, registered in the open registry. Import this once at a program's top. */
import { registerRuleset, getRuleset } from '../core/registry.js';
import { swordsAndWizardry } from './swords-and-wizardry/index.js';
import { swordsAndSorcery } from './swords-and-sorcery/index.js';
import { swordsAndSorceryBattle } from './swords-and-sorcery/referee/ruleset.js';
import { sauronReferee } from './sauron/referee/ruleset.js';

for (const r of [swordsAndWizardry, swordsAndSorcery, swordsAndSorceryBattle, sauronReferee]) if (!getRuleset(r.id)) registerRuleset(r);

export { swordsAndWizardry, swordsAndSorcery };
