/** Every rule system the browser can show. A new one: its folder here, and one line below. */
import { registerRulesetUi } from './registry.js';
import { swordsAndWizardryUi } from './swords-and-wizardry/index.js';
import { swordsAndSorceryUi } from './swords-and-sorcery/index.js';
import { swordsAndSorceryBattleUi } from './swords-and-sorcery-battle/index.js';
import { sauronRefereeUi } from './sauron-referee/index.js';
import { sauronUi } from './sauron/index.js';
import { swordAndSpearUi } from './sword-and-spear/index.js';
import { swordAndSpearRefereeUi } from './sword-and-spear-referee/index.js';
import { swordAndSwarmUi } from './sword-and-swarm/index.js';
import { swordAndSwarmAttackUi } from './sword-and-swarm-attack/index.js';

registerRulesetUi(swordsAndWizardryUi);
registerRulesetUi(swordsAndSorceryUi);
registerRulesetUi(swordsAndSorceryBattleUi);
registerRulesetUi(sauronRefereeUi);
registerRulesetUi(sauronUi);
registerRulesetUi(swordAndSpearUi);
registerRulesetUi(swordAndSpearRefereeUi);
registerRulesetUi(swordAndSwarmUi);
registerRulesetUi(swordAndSwarmAttackUi);

export { getRulesetUi, listRulesetUis } from './registry.js';
