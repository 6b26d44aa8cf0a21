import { describe, expect, test } from 'vitest';
import { Match } from './match.js';
import { parseRecord, replay, toRecord } from './record.js';
import { swordsAndWizardry } from '../rulesets/index.js';
import { swordAndSpear } from '../rulesets/sword-and-spear/index.js';
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

describe('the players’ end of a game, and takebacks (docs/protocol.md, "Resign, draw, takeback")', () => {
  test('Resignation: the other side wins at once, and the record replays to the same end', () => {
    const m = playRandom(11, 12);
    const seat = m.toAct()[0]!;
    const other = seat === 'red' ? 'black' : 'red';
    const r = m.resign(seat);
    expect(r.ok).toBe(true);
    expect(m.outcome()).toEqual({ winner: other, reason: `${seat[0]!.toUpperCase()}${seat.slice(1)} resigned.`, clause: 'Resignation' });
    expect(m.toAct()).toEqual([]);
    expect(m.legalActions(seat)).toEqual([]);
    expect(m.actions.at(-1)).toEqual({ seat, action: null, end: 'resign' });
    const again = m.act(seat, { type: 'deploy-random' });
    expect(again.ok ? '' : again.error.code).toBe('ERR_GAME_OVER');
    const twice = m.resign(other);
    expect(twice.ok ? '' : twice.error.code).toBe('ERR_GAME_OVER');
    const record = toRecord(m);
    expect(record.actions.at(-1)).toEqual({ seat, action: null, end: 'resign' });
    expect(record.result).toEqual(m.outcome());
    const replayed = replay(JSON.parse(JSON.stringify(record)));
    expect(replayed.ok).toBe(true);
    if (replayed.ok) {
      expect(replayed.value.failure).toBeUndefined();
      expect(replayed.value.match.outcome()).toEqual(m.outcome());
    }
  });

  test('Resignation with two players a side (Sword & Spear, SSF-A51): the resigning side loses', () => {
    const m = Match.create(swordAndSpear, {}, 3);
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.resign('a2').ok).toBe(true);
    expect(m.value.outcome()).toMatchObject({ winner: 'b', reason: 'A resigned.', clause: 'Resignation' });
  });

  test('Agreement: a draw, recorded; refused where the rules allow no end by agreement', () => {
    const m = playRandom(12, 6);
    const seat = m.toAct()[0]!;
    expect(m.agreeDraw(seat).ok).toBe(true);
    expect(m.outcome()).toEqual({ winner: null, reason: 'The players agreed to a draw.', clause: 'Agreement' });
    const replayed = replay(JSON.parse(JSON.stringify(toRecord(m))));
    expect(replayed.ok && replayed.value.match.outcome()).toEqual(m.outcome());

    const strict = Match.create({ ...swordsAndWizardry, endByAgreement: false }, {}, 12);
    if (!strict.ok) throw new Error(strict.error.message);
    const refused = strict.value.agreeDraw('red');
    expect(refused.ok ? '' : refused.error.code).toBe('ERR_NO_DRAW_BY_AGREEMENT');
    expect(strict.value.outcome()).toBeNull();
    expect(strict.value.actions).toEqual([]);
  });

  test('Takeback: back to before the seat’s last action, the same as replaying the record to there', () => {
    // Plain moves after the deployment: no dice, nothing hidden shown.
    let m = playRandom(21, 40);
    for (let seed = 22; seed < 80 && (m.outcome() || m.takebackRefusal(m.actions.length - 2) !== null); seed++) m = playRandom(seed, 40);
    expect(m.outcome()).toBeNull();
    const seat = m.toAct()[0]!;
    const to = m.takebackPoint([seat])!;
    expect(to).toBe(m.actions.length - 2);
    const before = m.actions.slice(0, to);
    const took = m.takeBack(to);
    expect(took.ok).toBe(true);
    expect(m.actions).toEqual(before);
    const replayed = replay(JSON.parse(JSON.stringify(toRecord(m))));
    expect(replayed.ok).toBe(true);
    if (replayed.ok) {
      expect(JSON.stringify(replayed.value.match.state)).toBe(JSON.stringify(m.state));
      expect(replayed.value.match.events()).toEqual(m.events());
    }
    expect(m.toAct()).toEqual([seat]);
    // The game goes on from there.
    const again = m.act(seat, m.legalActions(seat)[0]);
    expect(again.ok).toBe(true);
  });

  test('Takeback: never across dice rolled or hidden information revealed, and nothing changes when refused', () => {
    const m = playRandom(5, 60);
    // The deployment (a random shuffle, rolled; placements seen by their seat only) can never be taken back.
    const refused = m.takebackRefusal(0);
    expect(refused?.code).toMatch(/^ERR_TAKEBACK_(DICE|HIDDEN)$/);
    const before = JSON.stringify(m.state);
    const r = m.takeBack(0);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(m.state)).toBe(before);
    expect(m.actions.length).toBe(60);
    // Every action whose events show a challenge (both pieces shown) bars a takeback to before it.
    const record = toRecord(m);
    const rebuilt = Match.create(swordsAndWizardry, { moveLimit: 400 }, 5);
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    let challenges = 0;
    for (const [i, entry] of record.actions.entries()) {
      const events = rebuilt.value.replayEntry(entry);
      if (!events.ok) throw new Error(events.error.message);
      if (events.value.some((e) => e.type === 'challenge')) {
        challenges++;
        expect(m.takebackRefusal(i)?.code).toMatch(/^ERR_TAKEBACK_(DICE|HIDDEN)$/);
      }
    }
    expect(challenges).toBeGreaterThan(0);
    expect(m.takebackRefusal(m.actions.length)?.code).toBe('ERR_NOTHING_TO_TAKE_BACK');
    expect(m.takebackPoint(['green'])).toBeNull();
  });
});
