/**
 * Words for Sword & Swarm events in the browser (the log, the hot-seat cover's recap, the replay): the
 * rules' own describer (src/rulesets/sword-and-swarm/describe.ts, the terminal's too), with characters
 * named from the view on screen (`rememberNames`; nothing is hidden, so one index serves every seat).
 */
import type { GameEvent } from '../../../../src/core/ruleset.js';
import { describeSwsEvent, tableName } from '../../../../src/rulesets/sword-and-swarm/describe.js';
import type { LogLine } from '../registry.js';

export { rollsText } from '../../../../src/rulesets/sword-and-swarm/describe.js';

let shown: ReadonlyMap<string, string> = new Map();

/** The names of the view on screen, for the log's words (set as the screen draws, before its log). */
export function rememberNames(index: ReadonlyMap<string, string>): void {
  shown = index;
}

export function describeEvent(event: GameEvent): LogLine | null {
  return describeSwsEvent(event, (id) => shown.get(id) ?? tableName(id));
}
