/**
 * Root-parallel search on helper threads (src/ai/swords-and-wizardry/shard-pool.ts) needs the compiled
 * worker script, so this runs against dist/: the same decisions with helpers on and off must agree,
 * and with helpers on the shards must really have run on them.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, ROOT } from './harness.js';

interface Decision {
  choice: unknown;
  ms: number;
}
interface Report {
  on: Decision[];
  off: Decision[];
  afterOn: { helper: number; here: number };
  afterOff: { helper: number; here: number };
}

describe('search on helper threads', () => {
  beforeAll(() => build(), 600_000);

  it('two shards: the choices are the same with helper threads and without, and the helpers ran one shard of each decision', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'e2e/search-threads.mjs'), 'search:iterations=4000,threads=2'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.on).toHaveLength(3);
    expect(report.on.map((d) => d.choice)).toEqual(report.off.map((d) => d.choice));
    // With helpers: shards ran on them (a helper slow to start on a busy machine hands its shard back
    // here, so only the total is exact). Without: every shard here.
    expect(report.afterOn.helper).toBeGreaterThan(0);
    expect(report.afterOn.helper + report.afterOn.here).toBe(6);
    expect(report.afterOff.helper).toBe(report.afterOn.helper);
    expect(report.afterOff.here).toBe(report.afterOn.here + 6);
  });
});
