/**
 * Runs a tournament's games on worker threads, one per core by default, reporting each finished game.
 * Every game is seeded by its schedule, so the result is the same whatever the number of workers.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { getRuleset } from '../core/registry.js';
import { sidesOf } from './sides.js';
import { schedule, STAND_IN, summarize, type GameResult, type GameSpec, type TournamentResult } from './tournament.js';
import { play } from './tournament-worker.js';

export interface TournamentRequest {
  readonly ruleset: string;
  readonly options: unknown;
  readonly entrants: readonly string[];
  readonly gamesPerPairing: number;
  readonly seed: number;
  /** The agents of the seats of no side (the Sauron third player), by seat; the stand-in plays any not named. */
  readonly extraSeats?: Readonly<Record<string, string>>;
  /** Worker threads; 0 plays in this thread. Default: one per core. */
  readonly workers?: number;
  /** Games already played, by their index in the schedule (a journal): kept, not played again. */
  readonly played?: ReadonlyMap<number, GameResult>;
  /** Only these games of the schedule (by index): the others are neither played nor counted. Default: all. */
  readonly indices?: readonly number[];
  /** Starts no new game once this many milliseconds have passed; the games under way finish. */
  readonly stopAfterMs?: number;
  readonly onGame?: (game: GameResult, done: number, total: number, index: number) => void;
}

/**
 * Plays the schedule's games (all but those `played` already) and summarizes every game it has. When
 * `stopAfterMs` cut the run short, the result covers fewer games than the schedule: compare
 * `result.games.length` with the schedule's length.
 */
export async function runTournament(request: TournamentRequest): Promise<TournamentResult> {
  const rules = getRuleset(request.ruleset);
  if (!rules) throw new Error(`unknown ruleset ${request.ruleset}`);
  const specs = schedule(rules, request.entrants, request.gamesPerPairing, request.seed);
  const extra = Object.fromEntries(sidesOf(rules).extra.map((seat) => [seat, request.extraSeats?.[seat] ?? STAND_IN]));
  const wanted = request.indices ?? specs.map((_, i) => i);
  const bad = wanted.find((i) => !Number.isInteger(i) || i < 0 || i >= specs.length);
  if (bad !== undefined) throw new Error(`game ${bad} is not in the schedule (0-${specs.length - 1})`);
  const results: (GameResult | undefined)[] = specs.map((_, i) => request.played?.get(i));
  const unplayed = wanted.filter((i) => results[i] === undefined);
  let done = wanted.length - unplayed.length;
  const finish = (i: number, r: GameResult) => {
    results[i] = r;
    request.onGame?.(r, ++done, wanted.length, i);
  };
  const started = performance.now();
  const timeLeft = () => request.stopAfterMs === undefined || performance.now() - started < request.stopAfterMs;
  const script = fileURLToPath(new URL('./tournament-worker.js', import.meta.url));
  const workers = existsSync(script) ? Math.min(request.workers ?? availableParallelism(), unplayed.length) : 0;
  if (workers === 0) {
    for (const i of unplayed) {
      if (!timeLeft()) break;
      finish(i, play({ ruleset: request.ruleset, options: request.options, spec: specs[i]!, extra }));
    }
  } else {
    let next = 0;
    await Promise.all(
      Array.from(
        { length: workers },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(script);
            const send = () => {
              if (next >= unplayed.length || !timeLeft()) {
                void worker.terminate().then(() => resolve());
                return;
              }
              const i = unplayed[next++]!;
              worker.once('message', (m: { ok: boolean; result?: GameResult; error?: string }) => {
                if (!m.ok) {
                  void worker.terminate();
                  reject(new Error(m.error));
                  return;
                }
                finish(i, m.result!);
                send();
              });
              worker.postMessage({ ruleset: request.ruleset, options: request.options, spec: specs[i] as GameSpec, extra });
            };
            worker.once('error', reject);
            send();
          }),
      ),
    );
  }
  const counted = wanted.map((i) => results[i]).filter((r) => r !== undefined);
  return summarize(rules, request.options, request.seed, request.gamesPerPairing, request.entrants, counted, extra);
}
