/** A worker thread that plays scheduled tournament games (see tournament-pool.ts). */
import { parentPort } from 'node:worker_threads';
import { getRuleset } from '../core/registry.js';
import '../rulesets/index.js';
import { makeAgent } from './catalog.js';
import { listAiSystems } from './registry.js';
import { playScheduled, type GameSpec } from './tournament.js';

// A tournament plays a game on each core already: players that would think on helper threads think in
// this one (the same choices, one after another).
for (const ai of listAiSystems()) ai.thinkInThisThread?.();

export interface WorkRequest {
  readonly ruleset: string;
  readonly options: unknown;
  readonly spec: GameSpec;
  /** The agents of the seats of no side, by seat. */
  readonly extra?: Readonly<Record<string, string>>;
}

parentPort?.on('message', (request: WorkRequest) => {
  try {
    parentPort!.postMessage({ ok: true, result: play(request) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, error: String(e instanceof Error ? e.message : e) });
  }
});

export function play({ ruleset, options, spec, extra }: WorkRequest) {
  const rules = getRuleset(ruleset);
  if (!rules) throw new Error(`unknown ruleset ${ruleset}`);
  return playScheduled(
    rules,
    options,
    spec,
    (name) => {
      const agent = makeAgent(name);
      if (typeof agent === 'string') throw new Error(agent);
      return agent;
    },
    extra,
  );
}
