/**
 * Words for Swords & Wizardry events (the move log, the challenge panel) and where each cited clause is
 * written in the rulebook (rules anchors). Text only: the events already say what the rules did.
 *
 *   describeEvent({ type: 'moved', seat: 'red', piece: 'r3', from: 'b4', to: 'b5', how: 'step', clause: '...' }, 'red')
 *   // { text: 'Red b4–b5', clause: 'Commencement of Game', move: true }
 */
import type { GameEvent, Seat } from '../../../../src/core/ruleset.js';
import type { ChallengeResult } from '../../../../src/rulesets/swords-and-wizardry/challenge.js';
import type { ShownPiece, SwEvent } from '../../../../src/rulesets/swords-and-wizardry/events.js';
import { CLAUSE, PIECES } from '../../../../src/rulesets/swords-and-wizardry/vocabulary.js';
import type { AnchorSpec } from '../../markdown.js';
import type { LogLine } from '../registry.js';
import { seatName } from './logic.js';

export const RESULT_TEXT: Record<ChallengeResult, string> = {
  X: 'Both pieces eliminated',
  A: 'Attacker eliminated',
  D: 'Defender eliminated',
  '-': 'No result: both remain in place',
  rescue: 'The Princess is rescued!',
  'awaits-rescue': 'The Princess is identified and awaits rescue',
};

const HOW: Record<string, string> = {
  step: '',
  bridge: ' over the Magic Rainbow Bridge',
  slide: ' (Wizard\'s flight)',
  hop: ' (Dragon\'s hop)',
  bombard: ' (Siege Catapult at range)',
  fly: ' (flying two squares)',
};

const shown = (p: ShownPiece) => `${seatName(p.owner)} ${PIECES[p.kind].name} (${p.square})`;

export function describeEvent(event: GameEvent, viewer: Seat | null): LogLine | null {
  const e = event as SwEvent;
  switch (e.type) {
    case 'deployed':
      return { text: `${seatName(e.seat)} deployed ${e.random ? 'at random' : 'their force'}`, clause: e.clause, tone: 'info' };
    case 'placement':
      return null;
    case 'first-player':
      return { text: `${seatName(e.seat)} moves first`, clause: e.clause, tone: 'info' };
    case 'moved':
      return { text: `${seatName(e.seat)} ${e.from}–${e.to}${HOW[e.how] ?? ''}`, clause: e.clause, move: true };
    case 'challenge':
      return { text: `${shown(e.attacker)} challenges ${shown(e.defender)}${HOW[e.how] ?? ''}`, clause: e.clause, move: true, tone: 'challenge' };
    case 'roll':
      return { text: `Die: ${e.value} (${e.for})`, clause: e.clause, tone: 'info' };
    case 'challenge-result':
      return { text: `${RESULT_TEXT[e.result]}. ${e.why}`.trim(), clause: e.clause, tone: 'result' };
    case 'castle-surrounded': {
      const what = e.result === 'rescue' ? 'rescued' : e.result === 'awaits-rescue' ? 'identified, awaiting rescue' : 'eliminated';
      return { text: `Castle ${e.castle} surrounded by ${seatName(e.by)}: ${shown(e.occupant)} ${what}`, clause: e.clause, tone: 'result' };
    }
    case 'castle-taken':
      return { text: `${seatName(e.seat)} moves ${e.from} into castle ${e.castle}`, clause: e.clause, tone: 'info' };
    case 'game-over': {
      const w = e.outcome.winner;
      const who = w === null ? 'Draw' : viewer === w ? 'You win' : viewer && viewer !== 'spectator' ? `${seatName(w)} wins` : `${seatName(w)} wins`;
      return { text: `${who}: ${e.outcome.reason}`, clause: e.clause, tone: 'end' };
    }
    default:
      return { text: (event as GameEvent).type, clause: (event as GameEvent).clause };
  }
}

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
