/**
 * The Swords & Wizardry log reads the ruleset's own words (src/rulesets/swords-and-wizardry/describe.ts),
 * and the rules panel finds each cited clause in the rulebook (rules anchors).
 */
import type { GameEvent, Seat } from '../../../../src/core/ruleset.js';
import { CLAUSE, system } from '../../../../src/rulesets/swords-and-wizardry/index.js';
import type { AnchorSpec } from '../../markdown.js';
import type { LogLine } from '../registry.js';

export { RESULT_TEXT } from '../../../../src/rulesets/swords-and-wizardry/index.js';

/** Nothing of the view is needed: every event names its pieces itself. */
export const describeEvent = (event: GameEvent, viewer: Seat | null): LogLine | null => system.describe.event(event, { viewer });

/** Where each clause of `CLAUSE` (vocabulary.ts) is written in data/rules.md. */
export const ANCHORS: readonly AnchorSpec[] = [
  { clause: CLAUSE.attackTable, match: 'ATTACK TABLE', kind: 'h' },
  { clause: CLAUSE.wizardDie, match: 'Wizard', exact: true, kind: 'p' },
  { clause: CLAUSE.wizardVWizard, match: 'Wizard v Wizard', exact: true, kind: 'p' },
  { clause: CLAUSE.castles, match: '(a) Castles.', kind: 'li' },
  { clause: CLAUSE.forests, match: '(b) Forests.', kind: 'li' },
  { clause: CLAUSE.lake, match: '(c) Lake.', kind: 'li' },
  { clause: CLAUSE.preparation, match: 'PREPARATION', kind: 'h' },
  { clause: CLAUSE.commencement, match: 'COMMENCEMENT OF GAME', kind: 'h' },
  { clause: CLAUSE.pieces, match: 'NOTES ON PLAYING PIECES', kind: 'h' },
  { clause: CLAUSE.wizard, match: 'Wizard. A most important piece', kind: 'p' },
  { clause: CLAUSE.princess, match: 'Princess. Must be placed', kind: 'p' },
  { clause: CLAUSE.siegeCatapult, match: 'Siege Catapult. These have', kind: 'p' },
  { clause: CLAUSE.dragon, match: 'Dragon. A powerful piece', kind: 'p' },
  { clause: CLAUSE.ogre, match: 'Ogre. The least powerful', kind: 'p' },
  { clause: CLAUSE.lakeLimpid, match: 'Lake Limpid. Provides', kind: 'p' },
  { clause: CLAUSE.castles1, match: '(1) By Siege Catapult', kind: 'p' },
  { clause: CLAUSE.castles2, match: '(2) By being surrounded', kind: 'p' },
  { clause: CLAUSE.endGame, match: 'END GAME', kind: 'h' },
];
