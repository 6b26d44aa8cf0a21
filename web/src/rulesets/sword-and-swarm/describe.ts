/**
 * Words for Sword & Swarm events in the browser (the log, the hot-seat cover's recap, the replay): the
 * system's one describer (src/rulesets/sword-and-swarm, the terminal's too), characters named from the
 * view the shell hands over (nothing is hidden in Sword & Swarm, so one view serves every seat).
 */
import type { GameEvent, Seat } from '../../../../src/core/ruleset.js';
import { system } from '../../../../src/rulesets/sword-and-swarm/index.js';
import type { LogLine } from '../registry.js';

export { rollsText } from '../../../../src/rulesets/sword-and-swarm/index.js';

export function describeEvent(event: GameEvent, viewer: Seat | null, view: unknown): LogLine | null {
  return system.describe.event(event, { viewer, view });
}
