/**
 * Computer seats. An agent is given only what its seat may know (the seat's view, legal actions and
 * the events it has seen) and dice derived from the game's seed, the seat and the seq, so the same
 * position gets the same choice after a restart. Its choice is stored as an ordinary action, so a
 * replay never needs the agent.
 *
 * The compiled server thinks on a worker thread (strong agents take hundreds of milliseconds and must
 * not stall other games); from TypeScript sources (tests) it thinks on the main thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SeededDice } from '../core/dice.js';
import { getRuleset } from '../core/registry.js';
import type { GameEvent, Seat } from '../core/ruleset.js';
import { levelsFor, resolveAgent } from '../ai/index.js';

export interface AgentRequest {
  readonly ruleset: string;
  /** An agent name or level (resolveAgent in src/ai/index.ts). */
  readonly agent: string;
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly events: readonly GameEvent[];
  readonly diceSeed: number;
}

export interface AgentRunner {
  choose(request: AgentRequest): Promise<unknown>;
  close(): Promise<void>;
}

/** A strength a computer seat may play, as the home page offers it. */
export interface LevelInfo {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** The computer's strengths for a game of this ruleset (without one, of any): random, then its system's levels (src/ai/<system>/), beginner to strongest. */
export function computerLevels(rulesetId?: string): LevelInfo[] {
  return [
    { id: 'random', name: 'Random', description: 'plays any legal move' },
    ...levelsFor(rulesetId).map(({ id, name, description }) => ({ id, name, description })),
  ];
}

/**
 * Null if `name` is a known agent or level (src/ai/index.ts, the game's system in src/ai/<system>/) that
 * a computer seat may play, else why not. Settings (`rollout:samples=100000`) are for the command line:
 * one worker thinks for every game on the server, so a budget chosen by a player could stall all the others.
 */
export function checkAgent(name: string, rulesetId?: string): string | null {
  if (name.includes(':')) {
    return `a computer seat plays a level by name (${computerLevels(rulesetId)
      .map((l) => l.id)
      .join(', ')}), without settings: '${name}' has settings, which only the command line takes`;
  }
  const agent = resolveAgent(name, rulesetId);
  return typeof agent === 'string' ? agent : null;
}

/** Runs one agent decision synchronously. Throws if the agent is unknown or fails. */
export function chooseNow(request: AgentRequest): unknown {
  const ruleset = getRuleset(request.ruleset);
  if (!ruleset) throw new Error(`unknown ruleset ${request.ruleset}`);
  const agent = resolveAgent(request.agent);
  if (typeof agent === 'string') throw new Error(agent);
  return agent.choose({
    ruleset,
    seat: request.seat,
    view: request.view,
    legal: request.legal,
    dice: SeededDice.fromSeed(request.diceSeed),
    events: request.events,
  });
}

/** Thinks on the main thread, after the current I/O (setImmediate). */
export function inThreadRunner(): AgentRunner {
  return {
    choose: (request) =>
      new Promise((resolve, reject) =>
        setImmediate(() => {
          try {
            resolve(chooseNow(request));
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        }),
      ),
    close: async () => {},
  };
}

interface Waiting {
  readonly worker: Worker;
  resolve: (action: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/** One worker thread; a decision that takes longer than `timeoutMs` restarts it and fails. */
export function workerRunner(script: string, timeoutMs = 60_000): AgentRunner {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, Waiting>();

  /** Fails the decisions waiting on worker `w` (all of them if null). */
  const failAll = (w: Worker | null, e: Error) => {
    for (const [id, entry] of waiting) {
      if (w !== null && entry.worker !== w) continue;
      waiting.delete(id);
      clearTimeout(entry.timer);
      entry.reject(e);
    }
  };

  const start = (): Worker => {
    if (worker) return worker;
    const w = new Worker(script);
    w.unref();
    w.on('message', (m: { id: number; ok: boolean; action?: unknown; error?: string }) => {
      const entry = waiting.get(m.id);
      if (!entry) return;
      waiting.delete(m.id);
      clearTimeout(entry.timer);
      if (m.ok) entry.resolve(m.action);
      else entry.reject(new Error(m.error ?? 'agent failed'));
    });
    w.on('error', (e) => {
      if (worker === w) worker = null;
      failAll(w, e);
    });
    w.on('exit', () => {
      if (worker === w) worker = null;
      failAll(w, new Error('agent worker exited'));
    });
    worker = w;
    return w;
  };

  return {
    choose(request) {
      const w = start();
      const id = next++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`agent ${request.agent} took longer than ${timeoutMs} ms`));
          if (worker === w) worker = null;
          void w.terminate();
        }, timeoutMs);
        timer.unref();
        waiting.set(id, { worker: w, resolve, reject, timer });
        w.postMessage({ id, request });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      failAll(null, new Error('server closing'));
      if (w) await w.terminate();
    },
  };
}

/** The worker runner when the compiled worker script exists beside this file, else the in-thread one. */
export function defaultRunner(): AgentRunner {
  const script = fileURLToPath(new URL('./agent-worker.js', import.meta.url));
  return existsSync(script) ? workerRunner(script) : inThreadRunner();
}
