import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { run } from '../test-io.js';
import { refereeOdds } from '../../rulesets/sword-and-spear/index.js';
import { refereeOptionsSchema } from '../../rulesets/sword-and-spear/index.js';
import { dieFor, loadSituation, runSpearOdds, runSpearResolve } from './spear.js';

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
};

describe('warband spear', () => {
  test('a preset or a JSON file; a situation the rules forbid is refused with the clause', () => {
    expect(loadSituation('longbows')).toMatchObject({ name: 'Longbows at a warband' });
    const dir = mkdtempSync(join(tmpdir(), 'warband-spear-'));
    const far = join(dir, 'far.json');
    writeFileSync(
      far,
      JSON.stringify({
        kind: 'shooting',
        attacker: { profile: 'wood-scouts' },
        defender: { profile: 'orc-warband-1' },
        shooting: { range: 6 },
      }),
    );
    expect(loadSituation(far)).toEqual({ error: expect.stringContaining('[9 Range]') });
    expect(loadSituation('nothing-here')).toEqual({ error: expect.stringContaining('neither a preset') });
  });

  test('odds: the exact table, as JSON, and the chart as SVG', async () => {
    const a = io();
    expect(await runSpearOdds('longbows', {}, a.io)).toBe(0);
    expect(a.out.join('\n')).toMatch(/Elf Archers against Black Orcs, shooting: 3 dice against 4.*\[9 Shooting procedure\] \(exact\)/);
    expect(a.out.join('\n')).toMatch(/Expected hits \d\.\d{3}/);
    const b = io();
    const chart = join(mkdtempSync(join(tmpdir(), 'warband-spear-')), 'odds.svg');
    expect(await runSpearOdds('knights-charge', { json: true, chart }, b.io)).toBe(0);
    const json = JSON.parse(b.out.join('\n'));
    expect(json.kind).toBe('melee');
    expect(json.odds.attackerWins + json.odds.defenderWins + json.odds.draw).toBeCloseTo(1, 9);
    expect(readFileSync(chart, 'utf8')).toMatch(/^<svg/);
    expect(b.err).toEqual([`Chart: ${chart}`]);
  });

  test('resolve with typed dice: asks for each die by name, refuses a bad face, shows each step with its clause', async () => {
    const r = await run(['6', '6', 'seven', '6', '1', '1', '1', '1'], (i, o) =>
      runSpearResolve({ word: 'longbows', typedDice: true, seed: 1 }, i, o),
    );
    expect(r.code).toBe(0);
    expect(r.transcript).toContain('Elf Archers, die 1 of 3: ');
    expect(r.transcript).toContain('Type the number the die shows, 1 to 6.');
    expect(r.transcript).toContain('Black Orcs, die 1 of 4: ');
    expect(r.transcript).toMatch(/Dice: 6 6 6 against 1 1 1 1 {2}\[9 Combat dice\]/);
    expect(r.transcript).toMatch(/3 hits {2}\[SSF-A5\]/);
    expect(r.transcript).toMatch(/Result: Black Orcs took 3 hits/);
  });

  test("resolve with the program's dice: the same seed, the same melee", async () => {
    const a = await run([], (i, o) => runSpearResolve({ word: 'knights-charge', typedDice: false, seed: 5 }, i, o));
    const b = await run([], (i, o) => runSpearResolve({ word: 'knights-charge', typedDice: false, seed: 5 }, i, o));
    expect(a.code).toBe(0);
    expect(a.transcript).toBe(b.transcript);
    expect(a.transcript).toMatch(/Melee: Elf Knights rolled \d+ .*Black Orcs rolled \d+ .*\[SSF-A36\]/);
  });

  test('resolve lets go of its input when done, so it ends at once with a terminal still open', async () => {
    const input = new PassThrough(); // never ended, like a terminal
    const sink = new PassThrough();
    sink.resume();
    expect(await runSpearResolve({ word: 'longbows', typedDice: false, seed: 5 }, input, sink)).toBe(0);
    expect(input.listenerCount('data') + input.listenerCount('readable')).toBe(0);
  });

  test("dieFor: the attacker's dice, then the defender's, then the tests", () => {
    const r = refereeOdds(refereeOptionsSchema.parse({ kind: 'shooting' }));
    if (!r.ok || r.value.kind === 'melee') throw new Error('a shooting');
    const v = r.value.volley;
    expect(dieFor(r.value, 0)).toBe(`Elf Archers, die 1 of ${v.shooterDice}`);
    expect(dieFor(r.value, v.shooterDice)).toBe(`Black Orcs, die 1 of ${v.targetDice}`);
    expect(dieFor(r.value, v.shooterDice + v.targetDice)).toBe('a discipline test');
  });
});
