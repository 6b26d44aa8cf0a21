/** Character vs Army combat (VII) on the map: offered after the battles, fought with the battle engine. */
import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/ruleset.js';
import { system } from '../index.js';
import { swordsAndSorcery } from './ruleset.js';
import { act, ids, ofType, refused, scenario, start, to } from './test-helpers.js';
import type { SsState } from './state.js';

/** West's characters at 0302 walk into east's orcs at 0303 and west ends its movement. */
function walkIn(characters: string[]): SsState {
  let s = start(
    scenario(
      [
        { hex: '0302', characters },
        { hex: '0101', units: { 'men-at-arms': 1 } },
      ],
      [{ hex: '0303', units: { 'orc-warband': 2 } }],
    ),
  );
  s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
  return act(s, 'west', { type: 'end-movement' }).state;
}

function playOut(s: SsState, seed = 5): { state: SsState; types: string[] } {
  const dice = SeededDice.fromSeed(seed);
  const types: string[] = [];
  for (let i = 0; i < 300 && (s.pending?.kind === 'character-combat' || s.pending?.kind === 'withdrawal'); i++) {
    const seat = swordsAndSorcery.toAct(s)[0]!;
    const r = act(s, seat, swordsAndSorcery.legalActions(s, seat)[0]!, dice);
    types.push(...r.events.map((e) => e.type));
    s = r.state;
  }
  return { state: s, types };
}

describe('VII: Character vs. Army combat on the map', () => {
  test('VII: characters without army units among enemy army units must battle or be captured: their owner is asked', () => {
    const s = walkIn(['glade']);
    expect(s.pending).toMatchObject({ kind: 'cva-offer', seat: 'west' });
    expect(swordsAndSorcery.legalActions(s, 'west')).toEqual([{ type: 'cva-fight' }, { type: 'cva-surrender' }]);
    expect(refused(s, 'east', { type: 'cva-fight' }).code).toBe('ERR_NOT_YOUR_TURN');
  });

  test('VII: a character who does not battle is captured', () => {
    const r = act(walkIn(['glade']), 'west', { type: 'cva-surrender' });
    expect(ofType(r.events, 'captured')[0]).toMatchObject({ character: 'glade', clause: 'VII' });
    expect(r.state.characters.some((c) => c.id === 'glade')).toBe(false);
    expect(r.state.casualties.at(-1)).toMatchObject({ id: 'glade', clause: 'VII' });
  });

  test('VII.A: the army designates a unit, the characters fight as in III; results go onto the map (VII.A.3)', () => {
    let s = act(walkIn(['glade', 'stephen']), 'west', { type: 'cva-fight' }).state;
    expect(s.pending?.kind).toBe('character-combat');
    expect(swordsAndSorcery.toAct(s)).toEqual(['east']);
    expect(swordsAndSorcery.legalActions(s, 'east')[0]).toMatchObject({ type: 'character-combat', decision: { type: 'designate' } });
    const dice = SeededDice.fromSeed(5);
    const events: Record<string, unknown>[] = [];
    for (let i = 0; i < 300 && s.pending?.kind === 'character-combat'; i++) {
      const seat = swordsAndSorcery.toAct(s)[0]!;
      const r = act(s, seat, swordsAndSorcery.legalActions(s, seat)[0]!, dice);
      events.push(...(r.events as unknown as Record<string, unknown>[]));
      s = r.state;
    }
    const types = events.map((e) => e['type']);
    expect(types).toEqual(expect.arrayContaining(['cva-designated', 'cva-die-roll', 'cva-loss-table', 'cva-over']));
    // The map agrees with the combat: eliminated units and dead characters are gone, wounds are kept.
    for (const e of events.filter((x) => x['type'] === 'cva-eliminated')) expect(s.units.some((u) => u.id === e['unitId'])).toBe(false);
    const wounds = events
      .filter((x) => x['type'] === 'cva-wounds')
      .flatMap((x) => x['assigned'] as { characterId: string; totalWounds: number; dead: boolean }[]);
    for (const w of wounds) {
      const c = s.characters.find((x) => x.id === w.characterId);
      if (w.dead) expect(c).toBeUndefined();
      else if (c) expect(c.wounds).toBeGreaterThanOrEqual(w.totalWounds);
    }
    expect(s.pending?.kind).not.toBe('character-combat');
  });

  test('VII.A.2.a, VII.A.2.b: a monster battles on its own, first, and is never captured', () => {
    let s = walkIn(['killer-penguin', 'glade']);
    const r = act(s, 'west', { type: 'cva-surrender' });
    // Glade surrenders; the penguin cannot and fights.
    expect(ofType(r.events, 'captured').map((e) => e['character'])).toEqual(['glade']);
    expect(ofType(r.events, 'character-combat')[0]).toMatchObject({ party: ['killer-penguin'], clause: 'VII.A' });
    s = r.state;
    const { types } = playOut(s);
    expect(types).toContain('cva-over');
  });

  test('VII.A.3.a(1), SSV-A60, SSV-A61: the led unit eliminated, its leader fights the characters alone; his death goes onto the map', () => {
    let s = start(
      scenario(
        [
          { hex: '0302', characters: ['coron', 'glade'] },
          { hex: '0101', units: { 'men-at-arms': 1 } },
        ],
        [{ hex: '0303', units: { 'orc-warband': 2 }, characters: ['krawn'] }],
      ),
      { characterStrength: 'leadership' },
    );
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
    s = act(s, 'west', { type: 'end-movement' }).state;
    s = act(s, 'west', { type: 'cva-fight' }).state;
    const orcs = ids(s, 'east', '0303').filter((id) => s.units.some((u) => u.id === id));
    s = act(s, 'east', { type: 'character-combat', decision: { type: 'designate', unitId: orcs[0]!, leaderId: 'krawn' } }).state;
    // SSV-A61 'leadership': Coron 10 x (5 + 1) = 60 and Glade 10 x (3 + 1) = 40 fight; the orcs 3 x 10. 1 + 3 (Krawn) against 6 + 1: 40% of 100 eliminates them.
    const r1 = act(s, 'west', { type: 'character-combat', decision: { type: 'fight' } }, new ScriptedDice([1, 6]));
    expect(ofType(r1.events, 'cva-strength')[0]).toMatchObject({ army: 30, party: 100 });
    expect(ofType(r1.events, 'cva-becomes-character-combat')[0]).toMatchObject({ leaderId: 'krawn', against: ['coron', 'glade'] });
    expect(r1.state.pending?.kind).toBe('character-combat');
    expect(swordsAndSorcery.toAct(r1.state)).toEqual(['west']);
    // Krawn 10 x (3 + 1) = 40 alone against Coron 50 (a wound) and Glade 40: 90, twice his (+1); 1 against 7: 50% of 90 is four wounds: dead.
    const r2 = act(r1.state, 'west', { type: 'character-combat', decision: { type: 'fight' } }, new ScriptedDice([1, 6]));
    const strength = ofType(r2.events, 'cva-strength')[0]!;
    expect(strength).toMatchObject({ clause: 'VII.A.3.a(1)', army: 40, party: 90, alone: 'krawn' });
    const words = system.describe.event(strength as unknown as GameEvent, {
      viewer: 'east',
      view: swordsAndSorcery.view(r2.state, 'east'),
    });
    expect(words).toMatchObject({ text: 'Round 2: Krawn the Crazy alone, 40, against the characters 90', clause: 'VII.A.3.a(1)' });
    expect(ofType(r2.events, 'cva-over')[0]).toMatchObject({ outcome: { winner: 'party', reason: 'leader-killed' } });
    expect(r2.state.characters.some((c) => c.id === 'krawn')).toBe(false);
    expect(r2.state.casualties.at(-1)).toMatchObject({ id: 'krawn', owner: 'east', clause: 'VII.A.3.a(1)' });
    expect(r2.state.characters.find((c) => c.id === 'coron')?.wounds).toBe(1);
  });
});
