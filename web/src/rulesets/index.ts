/** Every rule system the browser can show. A new one: its folder here, and one line below. */
import { registerRulesetUi } from './registry.js';
import { swordsAndWizardryUi } from './swords-and-wizardry/index.js';

registerRulesetUi(swordsAndWizardryUi);

export { getRulesetUi, listRulesetUis } from './registry.js';
