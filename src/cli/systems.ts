/** Every system's text front end, registered in the CLI registry: one line a system. */
import '../rulesets/index.js';
import { registerCliSystem } from './registry.js';
import swordsAndWizardry from './swords-and-wizardry/index.js';
import swordsAndSorcery from './swords-and-sorcery/index.js';
import sauron from './sauron/index.js';
import swordAndSwarm from './sword-and-swarm/index.js';
import swordAndSpear from './sword-and-spear/index.js';

registerCliSystem(swordsAndWizardry);
registerCliSystem(swordsAndSorcery);
registerCliSystem(sauron);
registerCliSystem(swordAndSwarm);
registerCliSystem(swordAndSpear);
