/** Every rule system Warband knows, registered in the open registry. Import this once at a program's top. */
import { getSystem, registerSystem } from '../core/registry.js';
import type { Describer, RuleSystem } from '../core/system.js';
import { swordsAndWizardry } from './swords-and-wizardry/index.js';
import { swordsAndSorcery } from './swords-and-sorcery/index.js';
import { swordsAndSorceryBattle } from './swords-and-sorcery/referee/ruleset.js';
import { sauronReferee } from './sauron/referee/ruleset.js';
import { sauron } from './sauron/game/ruleset.js';
import { swordAndSwarm } from './sword-and-swarm/ruleset.js';
import { swordAndSwarmAttack } from './sword-and-swarm/referee.js';
import { swordAndSpear } from './sword-and-spear/ruleset.js';
import { swordAndSpearReferee } from './sword-and-spear/referee.js';

// BRIDGE (branch `layers` only): the systems and their engines, so that systemOf(rulesetId) answers until
// each system's index.ts exports its RuleSystem with its describer (branches surface-a, surface-b). On
// merge, take their version of this file.
const unworded: Describer = { event: () => null, decision: () => '' };
const bridge = (id: string, name: string, rulesets: RuleSystem['rulesets']): RuleSystem => ({ id, name, blurb: '', seed: '', rulesets, describe: unworded });
for (const system of [
  bridge('swords-and-wizardry', 'Swords & Wizardry', [swordsAndWizardry]),
  bridge('swords-and-sorcery', 'Swords & Sorcery', [swordsAndSorcery, swordsAndSorceryBattle]),
  bridge('sauron', 'Sauron', [sauron, sauronReferee]),
  bridge('sword-and-swarm', 'Sword & Swarm', [swordAndSwarm, swordAndSwarmAttack]),
  bridge('sword-and-spear', 'Sword & Spear', [swordAndSpear, swordAndSpearReferee]),
])
  if (!getSystem(system.id)) registerSystem(system);

export { swordsAndWizardry, swordsAndSorcery, sauron };
