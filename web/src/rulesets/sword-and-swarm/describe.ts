/**
 * Words for Sword & Swarm events in the browser (the log, the hot-seat cover's recap, the replay): the
 * system's one describer (src/rulesets/sword-and-swarm, the terminal's too), characters named from the
 * view. The shell asks for a line without a view, so each screen leaves the view it draws here
 * (`showView`; nothing is hidden in Sword & Swarm, so one view serves every seat).
 */
import type { GameEvent, Seat } from '../../../../src/core/ruleset.js';
import { system } from '../../../../src/rulesets/sword-and-swarm/index.js';
import type { LogLine } from '../registry.js';

export { rollsText } from '../../../../src/rulesets/sword-and-swarm/index.js';

let shown: unknown = null;

/** The view on screen, for the log's names (set as the screen draws, before its log). */
export function showView(view: unknown): void {
  shown = view;
}

export function describeEvent(event: GameEvent, viewer: Seat | null = null, view: unknown = shown): LogLine | null {
  return system.describe.event(event, { viewer, view });
}
