#!/usr/bin/env node
// Copies into dist/ the text files the built CLI reads at run time (tsc emits the imported JSON data
// but no other file), so dist/ runs with no src/ or docs/ beside it. Each lands where the compiled
// reader looks for it: the same path relative to the module as in the source tree where it can be.
import { cpSync } from 'node:fs';

const TEXT = [
  // src/cli/rulebook.ts: `rules full` in `warband play swords-and-wizardry`
  ['src/rulesets/swords-and-wizardry/data/rules.md', 'dist/rulesets/swords-and-wizardry/data/rules.md'],
  // src/cli/ss-play.ts: `rules <clause>` in `warband play swords-and-sorcery`
  ['docs/swords-and-sorcery/coverage.md', 'dist/docs/swords-and-sorcery/coverage.md'],
];

for (const [from, to] of TEXT) cpSync(from, to);
