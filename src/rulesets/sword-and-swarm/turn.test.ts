import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../core/dice.js';
import { TABLES } from './data.js';
import { DEFAULT_OPTIONS as o } from './options.js';
import { characterFrom } from './state.js';
import { ch } from './test-helpers.js';
import { legalTurnActions as sampleActions } from './legal.js';
import { apply, startEncounter, toAct, type Encounter } from './turn.js';

const setup = (extra: Parameters<typeof ch>[3] = {}) => ({
  table: { width: 48, height: 48 },
  terrain: [],
  characters: [ch('brannoc', 'A', { x: 10, y: 10 }), ch('ysolde', 'A', { x: 14, y: 10 }, extra), ch('skarn', 'B', { x: 10, y: 40 })],
});

describe('Turn Sequence', () => {
  test('Encounters: a token for each character goes into the container; the Activation Phase draws one', () => {
    const r = startEncounter(setup(), o, new ScriptedDice([3]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.events[0]).toMatchObject({ type: 'encounter-begins', tokens: 3, clause: 'Encounters' });
    expect(toAct(r.value.state)).toEqual(['B']); // the third token is B's
    expect(r.value.state.bag).toEqual(['A', 'A']);
  });
  test('The Activation Phase: the owner activates a character for two actions, then the next token is drawn', () => {
    const r = startEncounter(setup(), o, new ScriptedDice([1]));
    if (!r.ok) throw new Error();
    let e = r.value.state;
    expect(toAct(e)).toEqual(['A']);
    expect(apply(e, 'B', { type: 'activate', character: 'skarn' }, new ScriptedDice([]), o).ok).toBe(false);
    const a = apply(e, 'A', { type: 'activate', character: 'brannoc' }, new ScriptedDice([]), o);
    if (!a.ok) throw new Error(a.error.message);
    e = a.value.state;
    expect(e.skirmish.activation).toMatchObject({ character: 'brannoc', ap: 2 });
    const b1 = apply(e, 'A', { type: 'act', action: { type: 'take-cover' } }, new ScriptedDice([]), o);
    if (!b1.ok) throw new Error(b1.error.message);
    // the second action ends the activation, and the next token (B's, die 2 of 2) is drawn
    const b2 = apply(b1.value.state, 'A', { type: 'act', action: { type: 'rally' } }, new ScriptedDice([]), o);
    expect(b2.ok).toBe(false); // nothing to rally
    const end = apply(b1.value.state, 'A', { type: 'end' }, new ScriptedDice([2]), o);
    if (!end.ok) throw new Error(end.error.message);
    expect(end.value.state.activated).toEqual(['brannoc']);
    expect(toAct(end.value.state)).toEqual(['B']);
    const again = apply(
      { ...end.value.state, pending: { kind: 'activate', seat: 'A' } },
      'A',
      { type: 'activate', character: 'brannoc' },
      new ScriptedDice([]),
      o,
    );
    expect(!again.ok && again.error.code).toBe('ERR_ALREADY_ACTIVATED');
  });
  test('The Initiative Phase: tokens for every character not out of action; The Resolution Phase resets the container', () => {
    const r = startEncounter(
      { ...setup(), characters: [...setup().characters, ch('vell', 'B', { x: 20, y: 40 }, { status: 'out-of-action' })] },
      o,
      new ScriptedDice([1]),
    );
    if (!r.ok) throw new Error();
    let e: Encounter = r.value.state;
    const dice = new ScriptedDice([1, 1, 1, 1]);
    const events: string[] = [];
    for (let i = 0; i < 6 && toAct(e).length > 0; i++) {
      const seat = toAct(e)[0]!;
      const pick = e.pending.kind === 'activate' ? sampleActions(e, o)[0]! : { type: 'end' as const };
      const x = apply(e, seat, pick, dice, o);
      if (!x.ok) throw new Error(x.error.message);
      events.push(...x.value.events.map((ev) => ev.type));
      e = x.value.state;
    }
    expect(events).toContain('resolution-phase');
    expect(events).toContain('initiative-phase');
    expect(e.skirmish.turn).toBe(2);
    expect(e.bag.length + 1).toBe(3); // three tokens, Vell (out of action) has none; one drawn
  });
  test("Losing Star points (SWS-A16): a stunned character's activation ends at once and the stun ends after its next turn", () => {
    const r = startEncounter(setup({ status: 'stunned', stunnedUntil: 1 }), o, new ScriptedDice([1]));
    if (!r.ok) throw new Error();
    const a = apply(r.value.state, 'A', { type: 'activate', character: 'ysolde' }, new ScriptedDice([1]), o);
    if (!a.ok) throw new Error(a.error.message);
    expect(a.value.events.map((e) => e.type)).toEqual(['activated', 'activation-ends', 'token-drawn']);
  });
});

describe('Losing Star points and Rally through the Turn Sequence', () => {
  /** Brannoc (A) stands 0.5" from Mirren (B, Star 1 of 4); Ysolde (A) and Skarn (B) keep both warbands standing. */
  const start = (mirren: Parameters<typeof ch>[3], opts = o) => {
    const r = startEncounter(
      {
        table: { width: 48, height: 48 },
        terrain: [],
        characters: [
          ch('brannoc', 'A', { x: 10, y: 10 }),
          ch('ysolde', 'A', { x: 40, y: 10 }),
          ch('mirren', 'B', { x: 10, y: 11.5 }, mirren),
          ch('skarn', 'B', { x: 40, y: 40 }),
        ],
      },
      opts,
      new ScriptedDice([1]), // the first token is A's
    );
    if (!r.ok) throw new Error(r.error.message);
    return r.value.state;
  };
  const step = (
    e: Encounter,
    a: Parameters<typeof apply>[2],
    dice: ConstructorParameters<typeof ScriptedDice>[0] | SeededDice,
    opts = o,
  ) => {
    const r = apply(e, toAct(e)[0]!, a, Array.isArray(dice) ? new ScriptedDice(dice) : (dice as SeededDice), opts);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  test('Losing Star points (SWS-A16): a character stunned in turn 1 takes no actions in turn 2 and stands again in turn 3', () => {
    const quiet = { ...o, morale: 'off' as const };
    let e = start({ star: 1 }, quiet);
    e = step(e, { type: 'activate', character: 'brannoc' }, [], quiet).state;
    // Brannoc's hand weapon: 4 AD against Mallet 2, 3s all hit; Shield 0: Evasion Die 2, then 6, 6, 6: 4 Impact on 1 Star,
    // 3 in excess: four injury dice, the lowest 4: Stunned.
    const hit = step(e, { type: 'act', action: { type: 'melee', target: 'mirren' } }, [3, 3, 3, 3, 2, 6, 6, 6, 4, 5, 6, 4], quiet);
    expect(hit.events.find((x) => x.type === 'injury-roll')).toMatchObject({ lowest: 4, injury: 'stunned' });
    e = hit.state;
    expect(e.skirmish.characters.find((c) => c.id === 'mirren')).toMatchObject({ status: 'stunned', star: 0, stunnedUntil: 2 });
    // Play on with drawn tokens, every activation ended at once, and watch Mirren.
    const dice = SeededDice.fromSeed(3);
    e = step(e, { type: 'end' }, dice, quiet).state;
    const seen: { turn: number; type: string; ap?: unknown }[] = [];
    while (e.skirmish.turn <= 3 && toAct(e).length > 0) {
      const turn = e.skirmish.turn;
      const seat = toAct(e)[0]!;
      const pick =
        e.pending.kind === 'activate'
          ? { type: 'activate' as const, character: e.skirmish.characters.find((c) => c.owner === seat && !e.activated.includes(c.id))!.id }
          : { type: 'end' as const };
      const r = step(e, pick, dice, quiet);
      for (const ev of r.events)
        if (ev['character'] === 'mirren' && (ev.type === 'activated' || ev.type === 'stun-ends'))
          seen.push({ turn, type: ev.type, ap: ev['ap'] });
      e = r.state;
    }
    // Her token in turn 1 (if it comes after the blow) and in turn 2 gives no actions; the stun ends at the end of turn 2.
    const stunEnds = seen.filter((x) => x.type === 'stun-ends');
    expect(stunEnds).toEqual([{ turn: 2, type: 'stun-ends', ap: undefined }]);
    const activations = seen.filter((x) => x.type === 'activated');
    expect(activations.filter((x) => x.turn === 2)).toEqual([{ turn: 2, type: 'activated', ap: 0 }]);
    expect(activations.filter((x) => x.turn <= 2).every((x) => x.ap === 0)).toBe(true);
    expect(activations.filter((x) => x.turn === 3)).toEqual([{ turn: 3, type: 'activated', ap: 2 }]);
    expect(e.skirmish.characters.find((c) => c.id === 'mirren')).toMatchObject({ status: 'active', stunnedUntil: undefined });
  });

  test("Rally (SWS-A15, rallyTester 'target'): rallying another character tests the rallied one's Coronet, not the rallier's", () => {
    const rally = (opts: typeof o) => {
      const r = startEncounter(
        {
          table: { width: 48, height: 48 },
          terrain: [],
          characters: [
            ch('brannoc', 'A', { x: 10, y: 10 }),
            ch('ysolde', 'A', { x: 10, y: 13 }, { morale: 'wavering' }),
            ch('skarn', 'B', { x: 40, y: 40 }),
          ],
        },
        opts,
        new ScriptedDice([1]),
      );
      if (!r.ok) throw new Error(r.error.message);
      const e = step(r.value.state, { type: 'activate', character: 'brannoc' }, [], opts).state;
      // One die, 3: Brannoc's Coronet 3 + Leadership passes on it; Ysolde's Coronet 2 does not.
      return step(e, { type: 'act', action: { type: 'rally', target: 'ysolde' } }, [3], opts);
    };
    const byRallier = rally(o);
    expect(byRallier.events.find((x) => x.type === 'rally')).toMatchObject({
      clause: 'Rally',
      tester: 'brannoc',
      success: true,
      morale: 'steady',
    });
    expect(byRallier.state.skirmish.characters.find((c) => c.id === 'ysolde')!.morale).toBe('steady');
    const byTarget = rally({ ...o, rallyTester: 'target' });
    expect(byTarget.events.find((x) => x.type === 'rally')).toMatchObject({
      clause: 'Rally',
      tester: 'ysolde',
      success: false,
      morale: 'wavering',
    });
    expect(byTarget.state.skirmish.characters.find((c) => c.id === 'ysolde')!.morale).toBe('wavering');
  });
});

describe('properties', () => {
  const warbands = [...TABLES.warbands.values()];
  test("an encounter's turn sequence always ends (SWS-A17)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(), { minLength: 400, maxLength: 400 }), (seed, picks) => {
        const characters = warbands.flatMap((w, side) =>
          w.characters.map((c, i) => characterFrom(c, side === 0 ? 'A' : 'B', { x: 8 + i * 6, y: side === 0 ? 8 : 22 })),
        );
        const dice = SeededDice.fromSeed(seed);
        const start = startEncounter({ table: { width: 36, height: 30 }, terrain: [], characters }, { ...o, maxTurns: 4 }, dice);
        if (!start.ok) return false;
        let e = start.value.state;
        let steps = 0;
        while (toAct(e).length > 0) {
          const options = sampleActions(e, o);
          let done = false;
          for (let k = 0; k < options.length && !done; k++) {
            const a = options[(picks[steps % picks.length]! + k) % options.length]!;
            const r = apply(e, toAct(e)[0]!, a, dice, { ...o, maxTurns: 4 });
            if (r.ok) {
              e = r.value.state;
              done = true;
              for (const c of e.skirmish.characters) if (c.star < 0) return false;
            }
          }
          if (!done || ++steps > 2000) return false;
        }
        return e.outcome !== undefined && e.skirmish.turn <= 4;
      }),
      { numRuns: 15 },
    );
  });
});
