/**
 * Exact odds of a challenge: every throw of the Wizard's die (or both Wizards' dice) enumerated
 * through `resolveChallenge` itself, so the odds can never disagree with the rules.
 *
 *   challengeOdds({ attacker: 'wizard', defender: 'dragon', ... }, options)
 *   // [{ result: 'D', p: 1/3 }, { result: '-', p: 1/2 }, { result: 'A', p: 1/6 }]
 */
import { ScriptedDice } from '../../core/dice.js';
import { resolveChallenge, situationOf, type ChallengeResult, type ChallengeSituation } from './challenge.js';
import { classifyMove } from './moves.js';
import { context, type SwOptions } from './options.js';
import type { SwView } from './ruleset.js';
import { stateFromView } from './state.js';
import { opponent, PIECE_KINDS, type PieceKind, type SwSeat } from './vocabulary.js';

export interface ResultChance {
  readonly result: ChallengeResult;
  readonly p: number;
}

export function challengeOdds(s: ChallengeSituation, options: Pick<SwOptions, 'attackTable'>): ResultChance[] {
  const chances = new Map<ChallengeResult, number>();
  const add = (result: ChallengeResult, p: number) => chances.set(result, (chances.get(result) ?? 0) + p);
  // How many dice this challenge throws: resolve once with plenty scripted and count.
  const probe = new ScriptedDice([1, 1]);
  resolveChallenge(s, options, probe);
  const dice = probe.used;
  if (dice === 0) add(resolveChallenge(s, options, probe).result, 1);
  for (let a = 1; dice === 1 && a <= 6; a++) add(resolveChallenge(s, options, new ScriptedDice([a])).result, 1 / 6);
  for (let a = 1; dice === 2 && a <= 6; a++)
    for (let b = 1; b <= 6; b++) add(resolveChallenge(s, options, new ScriptedDice([a, b])).result, 1 / 36);
  return [...chances].map(([result, p]) => ({ result, p }));
}

export interface PlannedChallengeOdds {
  /** Each result's chance, as `challengeOdds` gives it (weighed over the kinds a hidden defender may be). */
  readonly results: ResultChance[];
  /** The defender's kind where the seat knows it; null: hidden, weighed over `kinds`. */
  readonly defender: PieceKind | null;
  /** The kinds a hidden defender may be, each with how many of them are unaccounted for. */
  readonly kinds: readonly { readonly kind: PieceKind; readonly count: number }[];
}

/**
 * The odds of a challenge the seat may make now, from its own view: the move classified as the rules
 * classify it (a bombard at range), the defender's castle and forest, through `challengeOdds`. A
 * defender the seat has not seen is weighed over the kinds its side may still have unseen on the board:
 * the force (SW-A2) less the pieces taken and those identified, each kind as likely as its count.
 * Null where the move is no challenge (or not the seat's).
 */
export function plannedChallengeOdds(view: SwView, seat: SwSeat, from: string, to: string): PlannedChallengeOdds | null {
  const { board, force } = context(view.options);
  const { grid } = board;
  const target = view.pieces.find((p) => p.square === to);
  const a = grid.index(from);
  const t = grid.index(to);
  if (!target || target.owner === seat || a === undefined || t === undefined) return null;
  const enemy = opponent(seat);
  const left = new Map<PieceKind, number>(PIECE_KINDS.map((k) => [k, force[k]]));
  for (const k of view.captured[seat]) left.set(k, (left.get(k) ?? 0) - 1);
  for (const p of view.pieces) if (p.owner === enemy && p.kind && p.id !== target.id) left.set(p.kind, (left.get(p.kind) ?? 0) - 1);
  const kinds = target.kind
    ? [{ kind: target.kind, count: 1 }]
    : [...left].filter(([, n]) => n > 0).map(([kind, count]) => ({ kind, count }));
  // The hidden pieces' kinds do not change how the move is classified: any stands in for them.
  const state = stateFromView(view, () => kinds[0]?.kind ?? 'peasants');
  const move = classifyMove(state, seat, a, t);
  if (!move.ok || !move.value.defender) return null;
  const total = kinds.reduce((n, k) => n + k.count, 0);
  const chances = new Map<ChallengeResult, number>();
  for (const { kind, count } of kinds) {
    const s = situationOf(board, t, move.value.kind === 'bombard', move.value.piece.kind, kind);
    for (const r of challengeOdds(s, view.options)) chances.set(r.result, (chances.get(r.result) ?? 0) + (r.p * count) / total);
  }
  return { results: [...chances].map(([result, p]) => ({ result, p })), defender: target.kind, kinds: target.kind ? [] : kinds };
}
