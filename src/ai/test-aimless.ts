/**
 * For each system's "no aimless play" test (issue 29.4): a computer-v-computer game replayed action by
 * action, each piece's trail of places, and the back-and-forth found in the trails.
 *
 * Definitions. A piece's trail is the list of places it stood in, a new entry each time it stands
 * somewhere else (`same` says when two places are one: a hex, a square, or two points within a
 * tolerance), whoever's action moved it. A shuttle is a run of the trail that goes between the same two
 * places and nowhere else: A > B > A > B ... ; its length is the moves in the run (A > B > A is 2). A game
 * plays aimlessly when some piece shuttles more than `MAX_SHUTTLE` moves in a row: two round trips are a
 * threat answered and answered again; a third is a stack walking in place.
 */
import { Match } from '../core/match.js';
import type { AnyRuleset, Outcome, Seat } from '../core/ruleset.js';
import type { Agent } from './agent.js';
import { playMatch } from './play-match.js';

/** The longest back-and-forth allowed: A > B > A > B > A. */
export const MAX_SHUTTLE = 4;

export interface Stop<P> {
  readonly place: P;
  /** The number of actions after which the piece stood here. */
  readonly after: number;
}

export interface Shuttle<P> {
  readonly piece: string;
  readonly places: readonly [P, P];
  readonly moves: number;
  /** Actions from the run's first place to its last. */
  readonly from: number;
  readonly to: number;
}

export interface Watched<P> {
  readonly outcome: Outcome;
  readonly actions: number;
  readonly trails: ReadonlyMap<string, readonly Stop<P>[]>;
}

/**
 * Plays a game between `agents` (by seat) and replays it, reading every piece's place after each action
 * with `places` (from the whole state: a piece absent is off the board).
 */
export function watchGame<P>(
  ruleset: AnyRuleset,
  options: unknown,
  seed: number,
  agents: Readonly<Record<Seat, Agent>>,
  places: (state: unknown) => Iterable<readonly [string, P]>,
  same: (a: P, b: P) => boolean,
  maxActions = 100_000,
): Watched<P> {
  const played = playMatch(ruleset, options, seed, agents, maxActions);
  const created = Match.create(ruleset, options, seed);
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  const trails = new Map<string, Stop<P>[]>();
  const look = (after: number) => {
    for (const [piece, place] of places(match.state)) {
      const trail = trails.get(piece) ?? [];
      if (trail.length === 0 || !same(trail.at(-1)!.place, place)) trail.push({ place, after });
      trails.set(piece, trail);
    }
  };
  look(0);
  for (const [i, { seat, action }] of played.match.actions.entries()) {
    const result = match.act(seat, action);
    if (!result.ok) throw new Error(`the replay refused action ${i}: ${result.error.message}`);
    look(i + 1);
  }
  return { outcome: played.outcome, actions: played.match.actions.length, trails };
}

/** Every run of back-and-forth longer than `max` moves, in the trails. */
export function shuttles<P>(
  trails: ReadonlyMap<string, readonly Stop<P>[]>,
  same: (a: P, b: P) => boolean,
  max = MAX_SHUTTLE,
): Shuttle<P>[] {
  const found: Shuttle<P>[] = [];
  for (const [piece, trail] of trails) {
    // A run starts at trail[start]; trail[j] continues it while it is the place two stops back.
    let start = 0;
    for (let j = 2; j <= trail.length; j++) {
      if (j < trail.length && same(trail[j]!.place, trail[j - 2]!.place)) continue;
      const moves = j - 1 - start;
      if (moves > max)
        found.push({
          piece,
          places: [trail[start]!.place, trail[start + 1]!.place],
          moves,
          from: trail[start]!.after,
          to: trail[j - 1]!.after,
        });
      start = j - 1;
    }
  }
  return found;
}

/** A shuttle in words, for a failing test's message. */
export const shuttleText = <P>(s: Shuttle<P>, show: (p: P) => string = String): string =>
  `${s.piece}: ${show(s.places[0])} > ${show(s.places[1])} ... ${s.moves} moves, actions ${s.from}-${s.to}`;
