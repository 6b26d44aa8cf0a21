/** Computer seats' plumbing: the same choice from the same seed, and the worker runner's failures. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Match } from '../core/match.js';
import { swordsAndWizardry } from '../rulesets/index.js';
import { checkAgent, chooseNow, workerRunner, type AgentRequest, type AgentRunner } from './agents.js';
import { removeDir, tempDir } from './test-helpers.js';

const dirs: string[] = [];
const runners: AgentRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.close();
  for (const d of dirs.splice(0)) removeDir(d);
});

function request(agent: string, diceSeed = 1): AgentRequest {
  const m = Match.create(swordsAndWizardry, {}, 9);
  if (!m.ok) throw new Error(m.error.message);
  const match = m.value;
  match.act('red', { type: 'deploy-random' });
  match.act('black', { type: 'deploy-random' });
  return {
    ruleset: swordsAndWizardry.id,
    agent,
    seat: 'red',
    view: match.view('red'),
    legal: match.legalActions('red'),
    events: match.events('red'),
    diceSeed,
  };
}

describe('agents', () => {
  it('knows the catalog names and refuses others', () => {
    expect(checkAgent('random')).toBeNull();
    expect(checkAgent('heuristic')).toBeNull();
    expect(checkAgent('beginner')).toBeNull();
    expect(checkAgent('nobody')).toMatch(/unknown agent/);
    expect(checkAgent('strongest')).toBeNull();
    // A budget chosen by a player would stall every other game's computer: settings are refused.
    expect(checkAgent('rollout:samples=100000')).toMatch(/without settings.*command line/);
    expect(checkAgent('strongest:samples=12')).toMatch(/without settings/);
  });

  it('an agent chooses a legal action from its seat view, the same one for the same dice seed', () => {
    for (const agent of ['random', 'heuristic']) {
      const r = request(agent, 42);
      const a = chooseNow(r);
      expect(r.legal).toContainEqual(a);
      expect(chooseNow(request(agent, 42))).toEqual(a);
    }
  });

  it('the worker runner answers, times out a stuck decision and starts a fresh worker', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const script = join(dir, 'worker.mjs');
    writeFileSync(
      script,
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', ({ id, request }) => {
         if (request.agent === 'hang') for (;;) {}
         if (request.agent === 'fail') return parentPort.postMessage({ id, ok: false, error: 'no idea' });
         parentPort.postMessage({ id, ok: true, action: request.legal[0] });
       });`,
    );
    // Long enough for a worker to start and answer on a busy machine: only the stuck decision waits it out.
    const runner = workerRunner(script, 5000);
    runners.push(runner);
    const r = request('first');
    expect(await runner.choose(r)).toEqual(r.legal[0]);
    await expect(runner.choose(request('fail'))).rejects.toThrow('no idea');
    await expect(runner.choose(request('hang'))).rejects.toThrow(/longer than 5000 ms/);
    expect(await runner.choose(r)).toEqual(r.legal[0]);
  });
});
