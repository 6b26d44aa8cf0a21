/**
 * The Swords & Sorcery log (the map game's and the refereed battle's) reads the ruleset's own words
 * (src/rulesets/swords-and-sorcery/describe.ts), which name pieces from the reader's view.
 *
 * The shell's log asks for a line with the event and the reader's seat only, so the screen that draws a
 * game hands its view over first (`rememberView`, called as it draws, before its log). The ruleset
 * names from a seat's own view for that seat alone; any other reader (the hot-seat cover's recap) gets
 * the names every view gives alike.
 */
import type { GameEvent, Seat } from '../../../../src/core/ruleset.js';
import { system, type RefereeView, type SsView } from '../../../../src/rulesets/swords-and-sorcery/index.js';
import type { LogLine } from '../registry.js';

let shown: SsView | RefereeView | null = null;

/** The view the screen now draws: the log's lines name pieces from it. */
export function rememberView(view: SsView | RefereeView): void {
  shown = view;
}

export function describeEvent(event: GameEvent, viewer: Seat | null): LogLine | null {
  return system.describe.event(event, { viewer, ...(shown ? { view: shown } : {}) });
}
