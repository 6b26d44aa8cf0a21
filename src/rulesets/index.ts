/** Every rule system Warband knows, registered in the open registry. Import this once at a program's top. */
import { getSystem, registerSystem } from '../core/registry.js';
import type { Describer, RuleSystem } from '../core/system.js';
import swordsAndWizardrySystem, { swordsAndWizardry } from './swords-and-wizardry/index.js';
import swordsAndSorcerySystem, { swordsAndSorcery } from './swords-and-sorcery/index.js';
import { sauronReferee } from './sauron/referee/ruleset.js';
import { sauron } from './sauron/game/ruleset.js';
import { swordAndSwarm } from './sword-and-swarm/ruleset.js';
import { swordAndSwarmAttack } from './sword-and-swarm/referee.js';
import { swordAndSpear } from './sword-and-spear/ruleset.js';
import { swordAndSpearReferee } from './sword-and-spear/referee.js';

// BRIDGE until the other three systems' index.ts export their RuleSystem (branch surface-b).
const unworded: Describer = { event: () => null, decision: () => '' };
const bridge = (id: string, name: string, rulesets: RuleSystem['rulesets']): RuleSystem => ({ id, name, blurb: '', seed: '', rulesets, describe: unworded });
for (const system of [
  swordsAndWizardrySystem,
  swordsAndSorcerySystem,
  bridge('sauron', 'Sauron', [sauron, sauronReferee]),
  bridge('sword-and-swarm', 'Sword & Swarm', [swordAndSwarm, swordAndSwarmAttack]),
  bridge('sword-and-spear', 'Sword & Spear', [swordAndSpear, swordAndSpearReferee]),
])
  if (!getSystem(system.id)) registerSystem(system);

export { swordsAndWizardry, swordsAndSorcery, sauron };
