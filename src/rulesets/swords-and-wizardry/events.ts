/** What happens in a game of Swords & Wizardry. Squares are named ('e4'); kinds only where both may see them. */
import type { GameEvent, Outcome } from '../../core/ruleset.js';
import type { ChallengeResult } from './challenge.js';
import type { MoveKind, ReportedMoveKind } from './moves.js';
import type { PieceKind, SwSeat } from './vocabulary.js';

export interface ShownPiece {
  readonly id: string;
  readonly owner: SwSeat;
  readonly kind: PieceKind;
  readonly square: string;
}

export type SwEvent =
  | (GameEvent & { type: 'deployed'; seat: SwSeat; squares: string[]; random: boolean })
  /** Only the deploying seat sees what stands where. */
  | (GameEvent & { type: 'placement'; seat: SwSeat; placement: Record<string, PieceKind>; audience: [SwSeat] })
  | (GameEvent & { type: 'first-player'; seat: SwSeat; roll?: number })
  /** A plain move, as both players see it: `how` never tells a hidden kind (see moves.ts: moveReport). */
  | (GameEvent & { type: 'moved'; seat: SwSeat; piece: string; from: string; to: string; how: ReportedMoveKind })
  | (GameEvent & { type: 'challenge'; seat: SwSeat; how: MoveKind; attacker: ShownPiece; defender: ShownPiece })
  | (GameEvent & { type: 'roll'; die: 'd6'; value: number; for: string })
  /** The dice of a shuffle (a random deployment), each a die of `sides` faces; private to its seat. */
  | (GameEvent & { type: 'rolls'; for: string; rolls: { sides: number; value: number }[]; audience: [SwSeat] })
  | (GameEvent & {
      type: 'challenge-result';
      result: ChallengeResult;
      why: string;
      eliminated: string[];
      /** Where the attacker stands afterwards, if it survived. */
      attackerOn: string | null;
    })
  | (GameEvent & {
      type: 'castle-surrounded';
      castle: string;
      by: SwSeat;
      occupant: ShownPiece;
      result: 'eliminated' | 'rescue' | 'awaits-rescue';
    })
  | (GameEvent & { type: 'castle-taken'; castle: string; seat: SwSeat; piece: string; from: string })
  | (GameEvent & { type: 'game-over'; outcome: Outcome });
