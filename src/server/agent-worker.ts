/** The worker thread behind agents.ts's workerRunner: one decision per message, from the seat's view only. */
import { parentPort } from 'node:worker_threads';
import '../rulesets/index.js';
import { chooseNow, type AgentRequest } from './agents.js';

parentPort?.on('message', ({ id, request }: { id: number; request: AgentRequest }) => {
  try {
    parentPort!.postMessage({ id, ok: true, action: chooseNow(request) });
  } catch (e) {
    parentPort!.postMessage({ id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
