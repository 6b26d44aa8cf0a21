/** Every rule system Warband knows, registered in the open registry. Import this once at a program's top. */
import { registerRuleset, registerSystem, getRuleset } from '../core/registry.js';
import swordsAndWizardrySystem, { swordsAndWizardry } from './swords-and-wizardry/index.js';
import swordsAndSorcerySystem, { swordsAndSorcery } from './swords-and-sorcery/index.js';
import { sauronReferee } from './sauron/referee/ruleset.js';
import { sauron } from './sauron/game/ruleset.js';
import { swordAndSwarm } from './sword-and-swarm/ruleset.js';
import { swordAndSwarmAttack } from './sword-and-swarm/referee.js';
import { swordAndSpear } from './sword-and-spear/ruleset.js';
import { swordAndSpearReferee } from './sword-and-spear/referee.js';

registerSystem(swordsAndWizardrySystem);
registerSystem(swordsAndSorcerySystem);
for (const r of [sauronReferee, swordAndSwarm, swordAndSwarmAttack, swordAndSpear, swordAndSpearReferee, sauron]) if (!getRuleset(r.id)) registerRuleset(r);

export { swordsAndWizardry, swordsAndSorcery, sauron };
