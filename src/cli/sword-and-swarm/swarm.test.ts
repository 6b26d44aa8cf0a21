import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { run } from '../test-io.js';
import { Match } from '../../core/match.js';
import { swordAndSwarm, swordAndSwarmAttack } from '../../rulesets/sword-and-swarm/index.js';
import { attackArg, runSwarmAttack, runSwarmOdds, runSwarmPlay } from './swarm.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'warband-swarm-'));

describe('warband swarm attack and odds', () => {
  test('Ranged Attacks, SWS-A10: an example rolled by the program prints every modifier and test with its clause, the odds and the result', async () => {
    const r = await run([], (i, o) => runSwarmAttack({ attack: 'shortbow-at-the-hedge', typedDice: false, seed: 3 }, i, o));
    expect(r.code).toBe(0);
    expect(r.transcript).toContain('Ysolde shoots at Skarn behind a hedge');
    expect(r.transcript).toContain('aimed 1 AP: +1  [Ranged Attacks]');
    expect(r.transcript).toMatch(/target in soft cover: −1 {2}\[Ranged Attacks; Take Cover; SWS-A10\]/);
    expect(r.transcript).toMatch(
      /Each die tests Skarn's Key 3: a hit on roll ±0 > 3, 50\.0% a die {2}\[Ranged Attacks; Attack; G1; SWS-A4\]/,
    );
    expect(r.transcript).toMatch(/Exact odds .*expected Star lost \d\.\d{3}:/);
    expect(r.transcript).toMatch(/Ysolde attacks Skarn: \d attack dice test Key 3/);
    expect(r.transcript).toMatch(/Result: .* {2}\[(Attack|Deflect Impacts|Losing Star points)\]/);
  });

  test('typed dice: each die is asked for by what it is, a wrong face is asked again, and the result follows the dice', async () => {
    const m = Match.create(swordAndSwarmAttack, { attack: 'spear-charge' }, 1);
    const n = m.ok ? m.value.view('attacker').attackDice : 0;
    // Every attack die hits (6 + 1 > Brannoc's Mallet), then every Shield test fails on a 6 (Evasion 6, no 1).
    const lines = ['9', ...Array.from({ length: n }, () => '6'), ...Array.from({ length: n }, () => '6'), '6', '6', '6', '6', '6', '6'];
    const r = await run(lines, (i, o) => runSwarmAttack({ attack: 'spear-charge', typedDice: true, seed: 1 }, i, o));
    expect(r.code).toBe(0);
    expect(r.transcript).toContain('Type the number the die shows, 1 to 6.');
    expect(r.transcript).toContain(`roll 1d6: attack die 1 of ${n} [Attack]`);
    expect(r.transcript).toMatch(/roll 1d6: Shield test 1 of \d+ \(the Evasion Die\) \[Deflect Impacts\]/);
    expect(r.transcript).toContain(`${n} hits`);
    expect(r.transcript).toMatch(/Brannoc loses \d Star/);
  });

  test('odds as JSON and an SVG chart, the same numbers as the referee view; a spec in a file; unknown names refused', async () => {
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) };
    expect(await runSwarmOdds('crossbow-at-mirren', { json: true }, io)).toBe(0);
    const json = JSON.parse(out[0]!) as { odds: { p: number }[]; expectedStarLost: number };
    const m = Match.create(swordAndSwarmAttack, { attack: 'crossbow-at-mirren' }, 1);
    expect(m.ok && json.expectedStarLost).toBeCloseTo(m.ok ? m.value.view('attacker').expectedStarLost : -1, 12);
    expect(json.odds.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 9);
    const dir = tmp();
    const chart = join(dir, 'odds.svg');
    out.length = 0;
    expect(await runSwarmOdds('crossbow-at-mirren', { chart }, io)).toBe(0);
    expect(out.join('\n')).toMatch(/Star lost/);
    expect(readFileSync(chart, 'utf8')).toMatch(/^<svg[\s\S]*Injuries/);
    const file = join(dir, 'mine.json');
    writeFileSync(file, JSON.stringify({ name: 'Brute on Skarn', kind: 'melee', attacker: 'brute', defender: 'skarn' }));
    const spec = attackArg(file);
    out.length = 0;
    expect(await runSwarmOdds(spec, {}, io)).toBe(0);
    expect(out[0]).toBe('Brute on Skarn');
    expect(attackArg('no-such-attack')).toBeInstanceOf(Error);
    out.length = 0;
    expect(await runSwarmOdds({ kind: 'melee', attacker: 'nobody', defender: 'skarn' }, {}, io)).toBe(1);
    expect(out.join('\n')).toMatch(/no character 'nobody'/);
  });
});

describe('warband play sword-and-swarm', () => {
  test('The Activation Phase: against the computer, a numbered choice activates, moves anywhere, and the log shows the Swarm', async () => {
    // Enough '1's to play on; 'move' with a point, then quit.
    const lines = ['show', '1', 'move 12 8', ...Array.from({ length: 60 }, () => '1'), 'quit'];
    const r = await run(lines, (i, o) => runSwarmPlay({ vs: 'computer', as: 'red', seed: 7, options: { maxTurns: 2 } }, i, o));
    expect(r.transcript).toContain('You play Red; the computer plays Blue.');
    expect(r.transcript).toMatch(/In the container: Red \d, Blue \d, the Swarm \d/);
    expect(r.transcript).toMatch(/ {2}1\. activate \w+ {2}\[The Activation Phase\]/);
    expect(r.transcript).toMatch(/is activated: 2 action points left/);
    expect(r.transcript).toMatch(/sight (clear|blocked)/);
    expect(r.transcript).toMatch(/Computer \(Blue\): /);
    expect(r.transcript).toMatch(/The Swarm: \w+ \d acts by itself {2}\[SWS-A3\]/);
    expect(r.transcript).toMatch(/The encounter is over|Left unfinished/);
  });

  test('Movement / SWS-A13: `move X Y` ending within 1" of an enemy is made a charge by the rules, as the web page\'s click is', async () => {
    // Where the first-choice hot-seat play first offers a charge: its point, typed as a plain move.
    const m = Match.create(swordAndSwarm, { maxTurns: 2 }, 2);
    if (!m.ok) throw new Error(m.error.message);
    let ones = 0;
    let charge: { x: number; y: number } | undefined;
    for (; ones < 300 && m.value.outcome() === null; ones++) {
      const seat = m.value.toAct()[0]!;
      const legal = m.value.legalActions(seat);
      const c = legal.find((a) => a.type === 'act' && a.action.type === 'move' && a.action.charge);
      if (c && c.type === 'act' && c.action.type === 'move') {
        charge = c.action.to;
        break;
      }
      expect(m.value.act(seat, legal[0]!).ok).toBe(true);
    }
    if (!charge) throw new Error('no charge offered');
    const r = await run([...Array.from({ length: ones }, () => '1'), `move ${charge.x} ${charge.y}`, 'quit'], (i, o) =>
      runSwarmPlay({ vs: 'hotseat', as: 'red', seed: 2, options: { maxTurns: 2 } }, i, o),
    );
    expect(r.transcript).not.toMatch(/Refused: Unless using Charge/);
    expect(r.transcript).toMatch(/ charges \d/);
    expect(r.transcript).toMatch(/strike \w+/);
  });

  test('SWS-A17: hot-seat to the end of a one-turn encounter, always the first choice', async () => {
    const r = await run(
      Array.from({ length: 200 }, () => '1'),
      (i, o) => runSwarmPlay({ vs: 'hotseat', as: 'red', seed: 2, options: { maxTurns: 1 } }, i, o),
    );
    expect(r.code).toBe(0);
    expect(r.transcript).toMatch(/The encounter is over: .* {2}\[SWS-A17\]/);
  });
});
