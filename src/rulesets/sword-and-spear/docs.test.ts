/** The Sword & Spear documents stay in step with the code: docs/sword-and-spear/*.md. */
import { rulesetDocsTests } from '../test-docs.js';
import { ASSUMPTIONS } from './assumptions.js';
import { CLAUSE } from './clauses.js';
import { optionsSchema } from './options.js';

rulesetDocsTests({
  folder: new URL('.', import.meta.url),
  docs: 'sword-and-spear',
  prefix: 'SSF',
  assumptions: ASSUMPTIONS,
  optionKeys: Object.keys(optionsSchema.shape),
  clauses: Object.values(CLAUSE),
});
