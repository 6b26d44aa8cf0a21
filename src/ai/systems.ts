/** Every system's computer players, registered in the AI registry: one line a system. */
import '../rulesets/index.js';
import { registerAiSystem } from './registry.js';
import swordsAndWizardry from './swords-and-wizardry/index.js';
import swordsAndSorcery from './swords-and-sorcery/index.js';
import sauron from './sauron/index.js';
import swordAndSwarm from './sword-and-swarm/index.js';
import swordAndSpear from './sword-and-spear/index.js';

registerAiSystem(swordsAndWizardry);
registerAiSystem(swordsAndSorcery);
registerAiSystem(sauron);
registerAiSystem(swordAndSwarm);
registerAiSystem(swordAndSpear);
