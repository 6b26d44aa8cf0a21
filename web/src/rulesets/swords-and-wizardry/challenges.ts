/**
 * The challenges of a Swords & Wizardry game, read from the seat's events: each with its dice and
 * result, and which of them the side panel keeps open (cardsAfter). Pure: Panels.tsx draws them.
 */
import type { GameEvent } from '../../../../src/core/ruleset.js';
import { PIECES, type SwEvent } from '../../../../src/rulesets/swords-and-wizardry/index.js';
import { RESULT_TEXT } from './describe.js';
import { seatName } from './logic.js';

type Ev<T extends SwEvent['type']> = Extract<SwEvent, { type: T }>;

export interface ChallengeInfo {
  readonly challenge: Ev<'challenge'>;
  readonly rolls: readonly Ev<'roll'>[];
  readonly result: Ev<'challenge-result'> | null;
  /** It happened in the latest move. */
  readonly latest: boolean;
}

/** The last challenge among `events`, with its dice and result. */
export function lastChallenge(events: readonly GameEvent[]): ChallengeInfo | null {
  const evs = events as readonly SwEvent[];
  let i = evs.length - 1;
  while (i >= 0 && evs[i]!.type !== 'challenge') i--;
  if (i < 0) return null;
  const rolls: Ev<'roll'>[] = [];
  let result: Ev<'challenge-result'> | null = null;
  let j = i + 1;
  for (; j < evs.length; j++) {
    const e = evs[j]!;
    if (e.type === 'roll') rolls.push(e);
    else if (e.type === 'challenge-result') {
      result = e;
      break;
    } else if (e.type === 'moved' || e.type === 'challenge') break;
  }
  const later = evs.slice(j + 1).some((e) => e.type === 'moved' || e.type === 'challenge');
  return { challenge: evs[i] as Ev<'challenge'>, rolls, result, latest: !later };
}

/** Every challenge among `events`, oldest first, each with its dice and result (`latest`: the last one). */
export function challengesOf(events: readonly GameEvent[]): ChallengeInfo[] {
  const out: ChallengeInfo[] = [];
  const evs = events as readonly SwEvent[];
  for (let i = 0; i < evs.length; i++) {
    if (evs[i]!.type !== 'challenge') continue;
    const info = lastChallenge(evs.slice(0, nextChallengeOrMove(evs, i)));
    if (info) out.push({ ...info, latest: false });
  }
  if (out.length) out[out.length - 1] = { ...out[out.length - 1]!, latest: true };
  return out;
}

/** Where the events of the challenge at `i` end: the next move or challenge. */
function nextChallengeOrMove(evs: readonly SwEvent[], i: number): number {
  let j = i + 1;
  while (j < evs.length && evs[j]!.type !== 'moved' && evs[j]!.type !== 'challenge') j++;
  return j;
}

/**
 * Which challenges' cards are open: those that came since the player's own last move, until dismissed
 * (the computer's reply never pushes the player's own result away); a move clears them, and the list of
 * the game's challenges opens any again.
 */
export type CardsAction =
  | { readonly kind: 'arrived'; readonly count: number }
  | { readonly kind: 'moved'; readonly count: number }
  | { readonly kind: 'dismiss'; readonly index: number }
  | { readonly kind: 'open'; readonly index: number };

export interface Cards {
  readonly open: readonly number[];
  /** Challenges counted so far: those beyond it are new. */
  readonly seen: number;
}

/** On opening the game: the last challenge, as before, open. */
export const initialCards = (count: number): Cards => ({ open: count > 0 ? [count - 1] : [], seen: count });

export function cardsAfter(cards: Cards, a: CardsAction): Cards {
  switch (a.kind) {
    case 'arrived': {
      if (a.count <= cards.seen) return a.count === cards.seen ? cards : initialCards(a.count);
      const fresh = Array.from({ length: a.count - cards.seen }, (_, k) => cards.seen + k);
      return { open: [...cards.open.filter((i) => i < a.count), ...fresh], seen: a.count };
    }
    case 'moved':
      return { open: [], seen: a.count };
    case 'dismiss':
      return { ...cards, open: cards.open.filter((i) => i !== a.index) };
    case 'open':
      return { ...cards, open: [...cards.open.filter((i) => i !== a.index), a.index] };
  }
}

/** One line for a challenge in the game's list: who challenged whom, where, and the result. */
export function challengeLine(info: ChallengeInfo): string {
  const { challenge: c, result } = info;
  const who = (p: Ev<'challenge'>['attacker']) => `${seatName(p.owner)} ${PIECES[p.kind].name}`;
  return `${who(c.attacker)} (${c.attacker.square}) challenges ${who(c.defender)} (${c.defender.square}): ${result ? RESULT_TEXT[result.result] : 'no result yet'}`;
}
