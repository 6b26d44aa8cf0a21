/** Every rule system Warband knows, registered in the open registry. Import this once at a program's top. */
import { registerRuleset, getRuleset } from '../core/registry.js';
import { swordsAndWizardry } from './swords-and-wizardry/index.js';

if (!getRuleset(swordsAndWizardry.id)) registerRuleset(swordsAndWizardry);

export { swordsAndWizardry };
