/**
 * The rulebook's text (src/rulesets/swords-and-wizardry/data/rules.md, a copy of the seed), read from
 * the source tree at run time: the same path from src/cli and from dist/cli.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RULES = new URL('../../../src/rulesets/swords-and-wizardry/data/rules.md', import.meta.url);

export function rulebookText(): string {
  try {
    return readFileSync(fileURLToPath(RULES), 'utf8').trim();
  } catch {
    return 'The rulebook text is not installed here (src/rulesets/swords-and-wizardry/data/rules.md); "rules" prints a summary.';
  }
}
