/**
 * Root-parallel search on both cores: a decision's iterations are split into shards, each with dice of
 * its own, and their root statistics are summed (search.ts). The calling thread runs the first shard and
 * helper worker threads run the others. `Agent.choose` is synchronous, so the caller blocks
 * (Atomics.wait) until each helper has written its statistics into shared memory.
 *
 * A shard's result depends only on its task, so a choice is the same whether its shards ran on helpers
 * or one after another in this thread: where there is no compiled worker script (TypeScript sources
 * under test), where helpers are switched off (a tournament already plays a game on each core), or
 * where a helper fails or takes too long, the shard runs here instead.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameEvent } from '../../core/ruleset.js';
import type { SwAction, SwView } from '../../rulesets/swords-and-wizardry/index.js';
import type { SearchSettings } from './search.js';

/** One shard of a decision: what a helper needs to run it. */
export interface ShardTask {
  readonly view: SwView;
  readonly legal: readonly SwAction[];
  readonly events: readonly GameEvent[];
  readonly settings: SearchSettings;
  readonly seed: number;
  readonly iterations: number;
}

/** Per candidate move: how often the shard tried it and the summed results. */
export interface RootStats {
  readonly visits: Float64Array;
  readonly value: Float64Array;
}

const SCRIPT = fileURLToPath(new URL('./shard-worker.js', import.meta.url));
/** A helper that has not started within this time is given up, and helpers with it. */
const START_MS = 20_000;
/** A shard that takes longer is run here instead. */
const SHARD_MS = 120_000;
/** Status words in shared memory. */
const PENDING = 0;
const DONE = 1;
const FAILED = 2;

let enabled = true;
const helpers: Worker[] = [];
const counts = { helper: 0, here: 0 };

/** Switches helper threads on or off for this thread (a tournament worker turns them off). */
export function useSearchThreads(on: boolean): void {
  enabled = on;
}

/** How many shards ran on helper threads and how many in the calling thread, since the start. */
export function shardStats(): { helper: number; here: number } {
  return { ...counts };
}

/** Runs every shard, the first here and the others on helpers where it can; results in task order. */
export function runShards(tasks: readonly ShardTask[], runHere: (task: ShardTask) => RootStats): RootStats[] {
  const width = tasks[0]!.legal.length;
  const wanted = enabled && existsSync(SCRIPT) ? tasks.length - 1 : 0;
  const ready = startHelpers(wanted);
  // Status words first, then each shard's visits and values.
  const floatsAt = Math.ceil((tasks.length * 4) / 8) * 8;
  const shared = new SharedArrayBuffer(floatsAt + tasks.length * width * 2 * 8);
  const status = new Int32Array(shared, 0, tasks.length);
  for (let i = 1; i <= ready; i++) helpers[i - 1]!.postMessage({ task: tasks[i], shared, index: i, floatsAt, width });
  const results: RootStats[] = new Array(tasks.length);
  for (let i = 0; i < tasks.length; i++) {
    if (i >= 1 && i <= ready) continue;
    results[i] = runHere(tasks[i]!);
    counts.here++;
  }
  const failed = new Set<Worker>();
  for (let i = 1; i <= ready; i++) {
    Atomics.wait(status, i, PENDING, SHARD_MS);
    if (Atomics.load(status, i) === DONE) {
      const floats = new Float64Array(shared, floatsAt + i * width * 16, width * 2);
      results[i] = { visits: floats.slice(0, width), value: floats.slice(width) };
      counts.helper++;
    } else {
      // Failed or too slow: this helper goes (a new one starts next time), and its shard runs here.
      failed.add(helpers[i - 1]!);
      void helpers[i - 1]!.terminate();
      results[i] = runHere(tasks[i]!);
      counts.here++;
    }
  }
  if (failed.size) helpers.splice(0, helpers.length, ...helpers.filter((w) => !failed.has(w)));
  return results;
}

/** Starts helpers up to `n` (kept for later decisions); returns how many are ready. */
function startHelpers(n: number): number {
  while (helpers.length < n) {
    const worker = spawn();
    if (!worker) {
      enabled = false;
      return helpers.length;
    }
    helpers.push(worker);
  }
  return n;
}

/** A helper thread, once it has loaded the search; undefined if it does not start in time. */
function spawn(): Worker | undefined {
  const started = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(SCRIPT, { workerData: { started } });
  worker.unref();
  // A helper's errors reach this thread's event loop; the shard's status word already says it failed.
  worker.on('error', () => {});
  Atomics.wait(started, 0, 0, START_MS);
  if (Atomics.load(started, 0) === 1) return worker;
  void worker.terminate();
  return undefined;
}

export const SHARD_STATUS = { PENDING, DONE, FAILED } as const;
