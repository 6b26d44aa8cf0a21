/**
 * Refused actions: every error cites a clause, none changes anything, and out-of-turn actions are
 * refused by the match.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import type { RuleError } from '../../core/rule-error.js';
import { swordsAndWizardry as rules, type SwAction } from './ruleset.js';
import type { SwState } from './state.js';
import type { PieceKind as Kind } from './vocabulary.js';
import { act, move, options, position, refuse, replaceWith, SPARES } from './test-helpers.js';

function newMatch(seed: number, input: Record<string, unknown> = {}) {
  const created = Match.create(rules, input, seed);
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  for (const seat of ['red', 'black']) {
    const r = m.act(seat, { type: 'deploy-random' });
    if (!r.ok) throw new Error(r.error.message);
  }
  return m;
}

/** A state `plies` random moves into a game (or its end). */
function midgame(seed: number, plies: number): SwState {
  const m = newMatch(seed, { moveLimit: 400 });
  const pick = SeededDice.fromSeed(seed + 7919);
  for (let i = 0; i < plies && !m.outcome(); i++) {
    const seat = m.toAct()[0]!;
    const legal = m.legalActions(seat);
    m.act(seat, legal[pick.roll(legal.length) - 1]);
  }
  return m.state;
}

describe('Errors change nothing', () => {
  test('Commencement of Game: out-of-turn actions are refused by the match, which is left exactly as it was', () => {
    const m = newMatch(11);
    const before = structuredClone(m.state);
    const blackMove = { type: 'move', from: 'a7', to: 'a6' };
    const r = m.act('black', blackMove);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'ERR_NOT_YOUR_TURN', clause: 'core' });
    expect(m.state).toEqual(before);
    expect(m.actions).toHaveLength(2);
    // Unknown seats, malformed actions, a spectator: refused the same way.
    for (const [seat, action, code] of [
      ['green', blackMove, 'ERR_UNKNOWN_SEAT'],
      ['spectator', blackMove, 'ERR_UNKNOWN_SEAT'],
      ['red', { type: 'fly', to: 'j10' }, 'ERR_MALFORMED_ACTION'],
      ['red', { type: 'move', from: 'a4' }, 'ERR_MALFORMED_ACTION'],
      ['red', 'e4-e5', 'ERR_MALFORMED_ACTION'],
    ] as const) {
      const e = m.act(seat, action);
      expect(e.ok).toBe(false);
      if (!e.ok) expect(e.error.code).toBe(code);
    }
    expect(m.state).toEqual(before);
    // The dice are untouched too: the match goes on exactly as one that never saw the refusals.
    const twin = newMatch(11);
    const pick = SeededDice.fromSeed(5);
    for (let i = 0; i < 60 && !m.outcome(); i++) {
      const seat = m.toAct()[0]!;
      const legal = m.legalActions(seat);
      const a = legal[pick.roll(legal.length) - 1];
      m.act(seat, a);
      twin.act(seat, a);
    }
    expect(m.state).toEqual(twin.state);
  });

  test('Castles (2): while a replacement is pending, the other player is out of turn', () => {
    const s = position({ j9: ['black', 'king'], j10: ['red', 'knights'], j8: ['red', 'bowmen'], h9: ['red', 'men-at-arms'], ...SPARES });
    const { state } = act(s, move('h9', 'i9'));
    expect(refuse(state, move('c9', 'c8'), { seat: 'black' })).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
    expect(refuse(state, replaceWith('j8'), { seat: 'black' })).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
  });

  test('End Game: after the game is over every action is refused', () => {
    const m = newMatch(3, { moveLimit: 2 });
    for (let i = 0; i < 2; i++) {
      const seat = m.toAct()[0]!;
      m.act(seat, m.legalActions(seat)[0]);
    }
    expect(m.outcome()).not.toBeNull();
    const before = structuredClone(m.state);
    for (const seat of ['red', 'black']) {
      const r = m.act(seat, { type: 'move', from: 'a4', to: 'a5' });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'ERR_GAME_OVER', clause: 'core' });
      expect(rules.apply(m.state, seat, { type: 'move', from: 'a4', to: 'a5' }, SeededDice.fromSeed(1)).ok).toBe(false);
    }
    expect(m.state).toEqual(before);
  });

  test('apply never changes the state it is given, accepted or refused; a refusal cites a clause (property, random actions in random games)', () => {
    const states = Array.from({ length: 12 }, (_, i) => midgame(100 + i, i * 25));
    const square = fc.oneof(
      fc.constantFrom(...'abcdefghij'.split('')).chain((f) => fc.integer({ min: 1, max: 10 }).map((r) => `${f}${r}`)),
      fc.constantFrom('k1', 'a0', 'a11', '', 'E4', 'z', 'e 4'),
    );
    const action: fc.Arbitrary<SwAction> = fc.oneof(
      fc.record({ type: fc.constant('move' as const), from: square, to: square }),
      fc.record({ type: fc.constant('replace' as const), with: square }),
      fc.constant({ type: 'deploy-random' as const }),
      fc.record({
        type: fc.constant('deploy' as const),
        placement: fc.dictionary(square, fc.constantFrom('king', 'princess', 'peasants' as const)),
      }),
    );
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.constantFrom('red', 'black', 'spectator'), action, fc.integer(), (i, seat, a, seed) => {
        const state = states[i]!;
        const before = structuredClone(state);
        const r = rules.apply(state, seat, a, SeededDice.fromSeed(seed));
        expect(state).toEqual(before);
        if (!r.ok) {
          expect(r.error.code).toMatch(/^ERR_[A-Z_]+$/);
          expect(r.error.clause.length).toBeGreaterThan(0);
          expect(r.error.message.length).toBeGreaterThan(0);
        } else {
          expect(r.value.state).not.toBe(state);
          for (const e of r.value.events) expect(e.clause?.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  test('apply never changes the state it is given: every legal action of random games leaves its input untouched', () => {
    for (let seed = 0; seed < 10; seed++) {
      let state = midgame(seed, 0);
      const pick = SeededDice.fromSeed(seed);
      const dice = SeededDice.fromSeed(seed + 1);
      for (let ply = 0; ply < 150 && !state.outcome; ply++) {
        const seat = rules.toAct(state)[0]!;
        const legal = rules.legalActions(state, seat);
        const before = structuredClone(state);
        const r = rules.apply(state, seat, legal[pick.roll(legal.length) - 1]!, dice);
        if (!r.ok) throw new Error(r.error.message);
        expect(state).toEqual(before);
        state = r.value.state;
      }
    }
  });
});

describe('Every rule error carries a clause', () => {
  /** One way to provoke each error code the ruleset and the core can give. */
  const TRIGGERS: Record<string, () => RuleError> = {
    ERR_NOT_YOUR_TURN: () => refuse(position(SPARES), move('c9', 'c8'), { seat: 'black' }),
    ERR_UNKNOWN_SEAT: () => refuse(position(SPARES), move('h2', 'h3'), { seat: 'green' }),
    ERR_GAME_OVER: () =>
      refuse({ ...position(SPARES), phase: 'over', outcome: { winner: null, reason: 'x', clause: 'x' } }, move('h2', 'h3')),
    ERR_MALFORMED_ACTION: () => {
      const r = rules.parseAction({ type: 'move', from: 3 });
      if (r.ok) throw new Error('parsed');
      return r.error;
    },
    ERR_BAD_OPTION: () => {
      const r = rules.parseOptions({ moveLimit: -5 });
      if (r.ok) throw new Error('parsed');
      return r.error;
    },
    ERR_ALREADY_DEPLOYED: () => refuse(position(SPARES), { type: 'deploy-random' }, { dice: [1, 1, 1] }),
    ERR_NOT_DEPLOYED: () => refuse(rules.setup(options(), SeededDice.fromSeed(1)), move('a3', 'a4'), { seat: 'red' }),
    ERR_CHOOSE_REPLACEMENT: () => {
      const s = position({ j9: ['black', 'king'], j10: ['red', 'knights'], j8: ['red', 'bowmen'], h9: ['red', 'men-at-arms'], ...SPARES });
      return refuse(act(s, move('h9', 'i9')).state, move('h2', 'h3'));
    },
    ERR_NOT_SURROUNDING: () => {
      const s = position({ j9: ['black', 'king'], j10: ['red', 'knights'], j8: ['red', 'bowmen'], h9: ['red', 'men-at-arms'], ...SPARES });
      return refuse(act(s, move('h9', 'i9')).state, replaceWith('a1'));
    },
    ERR_NO_CASTLE_CHOICE: () => refuse(position(SPARES), replaceWith('h2')),
    ERR_OFF_BOARD: () => refuse(position(SPARES), move('h2', 'h11')),
    ERR_NO_PIECE: () => refuse(position(SPARES), move('h3', 'h4')),
    ERR_OWN_PIECE: () => refuse(position({ h3: ['red', 'king'], ...SPARES }), move('h2', 'h3')),
    ERR_PRINCESS_AWAITS: () =>
      refuse(position({ e1: ['red', 'princess', { revealed: true, awaitingRescue: true }], ...SPARES }), move('e1', 'e2')),
    ERR_LAKE: () => refuse(position({ d3: ['red', 'king'], ...SPARES }), move('d3', 'd4')),
    ERR_PRINCESS_ATTACK: () => refuse(position({ h3: ['black', 'king'], ...SPARES, h2: ['red', 'princess'] }), move('h2', 'h3')),
    ERR_CASTLE: () => refuse(position({ j8: ['red', 'king'], j9: ['black', 'peasants'], ...SPARES }), move('j8', 'j9')),
    ERR_CATAPULT_CASTLE: () => refuse(position({ j8: ['red', 'siege-catapult'], ...SPARES }), move('j8', 'j9')),
    ERR_NOT_A_MOVE: () => refuse(position(SPARES), move('h2', 'i3')),
    ERR_PATH_BLOCKED: () => refuse(position({ a3: ['red', 'wizard'], b3: ['black', 'king'], ...SPARES }), move('a3', 'c3')),
    ERR_DRAGON_RANGE: () => refuse(position({ a3: ['red', 'dragon'], ...SPARES }), move('a3', 'a6')),
    ERR_DRAGON_NOTHING_TO_FLY_OVER: () => refuse(position({ a3: ['red', 'dragon'], ...SPARES }), move('a3', 'a5')),
    ERR_CATAPULT_RANGE: () => refuse(position({ a3: ['red', 'siege-catapult'], ...SPARES }), move('a3', 'a5')),
    ERR_CATAPULT_LAKE: () =>
      refuse(
        position({ e4: ['red', 'siege-catapult'], e6: ['black', 'king'], ...SPARES }, { options: { catapultOverLake: false } }),
        move('e4', 'e6'),
      ),
    ERR_DEPLOY_ROWS: () => deployError({ a1: 'king' }),
    ERR_DEPLOY_FOURTH_ROW: () => deployError(fullRows({})),
    ERR_DEPLOY_LAKE: () => deployError({ ...fullRows({}), d4: 'king' }),
    ERR_DEPLOY_ZONE: () => deployError({ ...fullRows({}), a5: 'king' }),
    ERR_DEPLOY_FORCE: () => deployError({ ...fullRows({}), a4: 'king', b4: 'king', c4: 'king', e4: 'king', f4: 'king', g4: 'king' }),
    ERR_DEPLOY_PRINCESS: () => deployError(standard({ e1: 'peasants', b1: 'princess' })),
    ERR_DEPLOY_CATAPULT: () => deployError(standard({ e1: 'siege-catapult', a4: 'princess' })),
    ERR_MORE_DICE: () => typedDice({ type: 'deploy-random' }, [1]),
    ERR_BAD_DIE: () => typedDice({ type: 'deploy-random' }, [0]),
    ERR_EXTRA_DICE: () => typedDice({ type: 'deploy', placement: standard({}) }, [3]),
    // The players' controls (core Match: resign, draw, takeback).
    ERR_NOTHING_TO_TAKE_BACK: () => takeback([]),
    ERR_TAKEBACK_DICE: () => takeback([{ type: 'deploy-random' }]),
    ERR_TAKEBACK_HIDDEN: () => takeback([{ type: 'deploy', placement: standard({}) }]),
    ERR_NO_DRAW_BY_AGREEMENT: () => {
      const m = Match.create({ ...rules, endByAgreement: false }, {}, 1);
      if (!m.ok) throw new Error(m.error.message);
      const r = m.value.agreeDraw('red');
      if (r.ok) throw new Error('agreed');
      return r.error;
    },
  };

  /** Red's actions taken, then a takeback of all of them asked for. */
  function takeback(actions: unknown[]): RuleError {
    const m = Match.create(rules, {}, 1);
    if (!m.ok) throw new Error(m.error.message);
    for (const a of actions) if (!m.value.act('red', a).ok) throw new Error('refused');
    const refused = m.value.takebackRefusal(0);
    if (!refused) throw new Error('allowed');
    return refused;
  }

  /** Referee mode: dice typed in for an action (core Match.act). */
  function typedDice(action: unknown, dice: number[]): RuleError {
    const m = Match.create(rules, {}, 1);
    if (!m.ok) throw new Error(m.error.message);
    const r = m.value.act('red', action, dice);
    if (r.ok) throw new Error('accepted');
    return r.error;
  }

  function fullRows(extra: Record<string, Kind>): Record<string, Kind> {
    const out: Record<string, Kind> = {};
    for (const r of [1, 2, 3]) for (const f of 'abcdefghij') out[`${f}${r}`] = 'peasants';
    return { ...out, ...extra };
  }
  /** A legal Red force, then `change` applied. */
  function standard(change: Record<string, Kind>): Record<string, Kind> {
    const kinds: Kind[] = ['king', 'hero', 'marshall-royal', 'wizard', 'dragon', 'giant', 'giant', 'ogre', 'ogre', 'ogre'];
    kinds.push(
      ...Array<Kind>(4).fill('knights'),
      ...Array<Kind>(6).fill('men-at-arms'),
      ...Array<Kind>(5).fill('bowmen'),
      ...Array<Kind>(8).fill('peasants'),
    );
    const p: Record<string, Kind> = { e1: 'princess', a4: 'siege-catapult', b4: 'siege-catapult' };
    for (const s of [...Object.keys(fullRows({})), 'c4', 'e4', 'f4', 'g4']) if (!p[s]) p[s] = kinds.pop()!;
    return { ...p, ...change };
  }
  const deployError = (placement: Record<string, Kind>): RuleError =>
    refuse(rules.setup(options(), SeededDice.fromSeed(1)), { type: 'deploy', placement }, { seat: 'red', dice: SeededDice.fromSeed(1) });

  test('Every rule error carries a clause: the standard hand-made force used here is itself legal', () => {
    expect(
      rules.apply(
        rules.setup(options(), SeededDice.fromSeed(1)),
        'red',
        { type: 'deploy', placement: standard({}) },
        SeededDice.fromSeed(1),
      ).ok,
    ).toBe(true);
  });

  for (const [code, trigger] of Object.entries(TRIGGERS)) {
    test(`Every rule error carries a clause: ${code}`, () => {
      const e = trigger();
      expect(e.code).toBe(code);
      expect(e.clause.trim().length).toBeGreaterThan(0);
      expect(e.message.trim().length).toBeGreaterThan(0);
    });
  }

  test('Every rule error carries a clause: the list above covers every error code the ruleset and the core can give', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'test-helpers.ts')
      .map((f) => readFileSync(new URL(f, dir), 'utf8'));
    sources.push(readFileSync(new URL('../../core/rule-error.ts', import.meta.url), 'utf8'));
    const codes = new Set(sources.flatMap((src) => [...src.matchAll(/'(ERR_[A-Z_]+)'/g)].map((m) => m[1]!)));
    expect([...codes].sort()).toEqual(Object.keys(TRIGGERS).sort());
  });
});

describe('Squares are stored as the rules name them (issue 26, item 6)', () => {
  test('" B04 " is parsed as b4 in a move, a castle choice and a placement', () => {
    expect(rules.parseAction({ type: 'move', from: ' B04 ', to: 'b5' })).toEqual({
      ok: true,
      value: { type: 'move', from: 'b4', to: 'b5' },
    });
    expect(rules.parseAction({ type: 'replace', with: 'J10' })).toEqual({ ok: true, value: { type: 'replace', with: 'j10' } });
    const placed = rules.parseAction({ type: 'deploy', placement: { A1: 'princess', ' c02': 'dragon' } });
    expect(placed).toEqual({ ok: true, value: { type: 'deploy', placement: { a1: 'princess', c2: 'dragon' } } });
  });

  test('a placement naming one square in two spellings is refused, not half kept', () => {
    const r = rules.parseAction({ type: 'deploy', placement: { a1: 'princess', A1: 'dragon' } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('ERR_MALFORMED_ACTION');
    expect(!r.ok && r.error.message).toContain('two spellings');
  });
});
