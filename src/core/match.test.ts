import { describe, expect, test } from 'vitest';
import { Match } from './match.js';
import { parseRecord, replay, toRecord } from './record.js';
import { swordsAndWizardry } from '../rulesets/index.js';
import { SeededDice } from './dice.js';
import { SPECTATOR } from './ruleset.js';

function playRandom(seed: number, plies: number) {
  const match = Match.create(swordsAndWizardry, { moveLimit: 400 }, seed);
  if (!match.ok) throw new Error(match.error.message);
  const m = match.value;
  const dice = SeededDice.fromSeed(seed + 1);
  for (let i = 0; i < plies && !m.outcome(); i++) {
    const seat = m.toAct()[0]!;
    const legal = m.legalActions(seat);
    const r = m.act(seat, legal[dice.roll(legal.length) - 1]);
    if (!r.ok) throw new Error(r.error.message);
  }
  return m;
}

describe('Match', () => {
  test('refuses bad options with the option named', () => {
    const r = Match.create(swordsAndWizardry, { moveLimit: -1 }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('moveLimit');
    const unknown = Match.create(swordsAndWizardry, { colour: 'blue' }, 1);
    expect(unknown.ok).toBe(false);
  });

  test('a refused action changes nothing, the dice included', () => {
    const m = playRandom(5, 30);
    const before = JSON.stringify(m.state);
    const seat = m.toAct()[0]!;
    const other = seat === 'red' ? 'black' : 'red';
    const errors = [
      m.act(other, m.legalActions(seat)[0]),
      m.act(seat, { type: 'move', from: 'z9', to: 'a1' }),
      m.act(seat, { type: 'fly' }),
      m.act(seat, 'not even an object'),
      m.act('green', { type: 'deploy-random' }),
    ];
    for (const e of errors) expect(e.ok).toBe(false);
    expect(errors.map((e) => (e.ok ? '' : e.error.code))).toEqual([
      'ERR_NOT_YOUR_TURN',
      'ERR_OFF_BOARD',
      'ERR_MALFORMED_ACTION',
      'ERR_MALFORMED_ACTION',
      'ERR_UNKNOWN_SEAT',
    ]);
    expect(JSON.stringify(m.state)).toBe(before);
    expect(m.actions.length).toBe(30);
  });

  test('events with an audience reach only that seat', () => {
    const m = playRandom(8, 2);
    const red = m.events('red').filter((e) => e.type === 'placement');
    const black = m.events('black').filter((e) => e.type === 'placement');
    const spectator = m.events(SPECTATOR).filter((e) => e.type === 'placement');
    expect(red.map((e) => (e as { seat: string }).seat)).toEqual(['red']);
    expect(black.map((e) => (e as { seat: string }).seat)).toEqual(['black']);
    expect(spectator).toEqual([]);
    // Every roll is an event: a random deployment's shuffle too, shown to the deploying seat only.
    const rolls = (viewer: string) => m.events(viewer).filter((e) => e.type === 'rolls');
    expect(rolls('red').map((e) => e.audience)).toEqual([['red']]);
    expect(rolls('red')[0]).toMatchObject({
      rolls: expect.arrayContaining([expect.objectContaining({ sides: expect.any(Number), value: expect.any(Number) })]),
    });
    expect(rolls(SPECTATOR)).toEqual([]);
  });
});

describe('game records', () => {
  test('a record replays to the same final state, bit for bit', () => {
    const m = playRandom(11, 10_000);
    expect(m.outcome()).not.toBeNull();
    const record = JSON.parse(JSON.stringify(toRecord(m)));
    const r = replay(record);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.failure).toBeUndefined();
    expect(r.value.applied).toBe(m.actions.length);
    expect(r.value.match.state).toEqual(m.state);
    expect(r.value.match.events()).toEqual(m.events());
  });

  test('replay returns the valid prefix and the first failure', () => {
    const m = playRandom(12, 20);
    const record = toRecord(m);
    const broken = {
      ...record,
      actions: [
        ...record.actions.slice(0, 10),
        { seat: 'red', action: { type: 'move', from: 'a1', to: 'j10' } },
        ...record.actions.slice(10),
      ],
    };
    const r = replay(broken);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.applied).toBe(10);
    expect(r.value.failure?.index).toBe(10);
  });

  test('a broken file is refused with a clear error', () => {
    expect(parseRecord({ format: 'chess' }).ok).toBe(false);
    const wrongVersion = { ...toRecord(playRandom(1, 2)), rulesetVersion: '0.0.1' };
    const r = replay(wrongVersion);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_RULESET_VERSION');
    const unknown = replay({ ...toRecord(playRandom(1, 2)), ruleset: 'chess' });
    expect(!unknown.ok && unknown.error.code).toBe('ERR_UNKNOWN_RULESET');
  });
});
