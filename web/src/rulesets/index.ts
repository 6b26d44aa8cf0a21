/** Every rule system the browser can show. A new one: its folder here, and one line below. */
import { registerRulesetUi } from './registry.js';
import { swordsAndWizardryUi } from './swords-and-wizardry/index.js';
import { swordsAndSorceryUi } from './swords-and-sorcery/index.js';
import { swordsAndSorceryBattleUi } from './swords-and-sorcery-battle/index.js';
import { sauronRefereeUi } from './sauron-referee/index.js';

registerRulesetUi(swordsAndWizardryUi);
registerRulesetUi(swordsAndSorceryUi);
registerRulesetUi(swordsAndSorceryBattleUi);
registerRulesetUi(sauronRefereeUi);

export { getRulesetUi, listRulesetUis } from './registry.js';
