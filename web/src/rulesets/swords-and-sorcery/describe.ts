/**
 * The Swords & Sorcery log (the map game's and the refereed battle's) reads the ruleset's own words
 * (src/rulesets/swords-and-sorcery/describe.ts), which name pieces from the reader's view.
 *
 * The shell hands over the view the reader has on screen. The ruleset names from a seat's own view for
 * that seat alone; any other reader (the hot-seat cover's recap) gets the names every view gives alike.
 */
import type { GameEvent, Seat } from '../../../../src/core/ruleset.js';
import { system, type RefereeView, type SsView } from '../../../../src/rulesets/swords-and-sorcery/index.js';
import type { LogLine } from '../registry.js';

export function describeEvent(event: GameEvent, viewer: Seat | null, view: SsView | RefereeView | null): LogLine | null {
  return system.describe.event(event, { viewer, ...(view ? { view } : {}) });
}
