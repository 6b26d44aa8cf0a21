/**
 * Every rule system Warband knows, one registry line each. Import this once at a program's top. A new
 * system is a folder beside these whose index.ts exports its RuleSystem, and one line here
 * (docs/plugins.md).
 */
import { getSystem, registerSystem } from '../core/registry.js';
import swordsAndWizardrySystem, { swordsAndWizardry } from './swords-and-wizardry/index.js';
import swordsAndSorcerySystem, { swordsAndSorcery } from './swords-and-sorcery/index.js';
import sauronSystem, { sauron } from './sauron/index.js';
import swordAndSwarmSystem from './sword-and-swarm/index.js';
import swordAndSpearSystem from './sword-and-spear/index.js';

for (const system of [swordsAndWizardrySystem, swordsAndSorcerySystem, sauronSystem, swordAndSwarmSystem, swordAndSpearSystem])
  if (!getSystem(system.id)) registerSystem(system);

export { swordsAndWizardry, swordsAndSorcery, sauron };
