/**
 * The rulebook's text (src/rulesets/swords-and-wizardry/data/rules.md, a copy of the seed). The build
 * copies it to the same place under dist/ (scripts/copy-text.mjs), so one path serves src/cli and dist/cli.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// From dist/cli/<system>/ the build's copy (scripts/copy-text.mjs); from src/cli/<system>/ the source.
const RULES = new URL('../../rulesets/swords-and-wizardry/data/rules.md', import.meta.url);

export function rulebookText(): string {
  try {
    return readFileSync(fileURLToPath(RULES), 'utf8').trim();
  } catch {
    return `The rulebook text is not installed here (${fileURLToPath(RULES)}); "rules" prints a summary.`;
  }
}
