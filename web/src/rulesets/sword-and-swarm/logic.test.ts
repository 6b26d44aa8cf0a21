import { describe, expect, test } from 'vitest';
import { Match } from '../../../../src/core/match.js';
import { swordAndSwarm, type SwsView, type TurnAction } from '../../../../src/rulesets/sword-and-swarm/index.js';
import { parseMarkdown, placeAnchors } from '../../markdown.js';
import { describeEvent, rollsText } from './describe.js';
import {
  actionGroups,
  badgesOf,
  describeAction,
  displayName,
  ghostsOf,
  inches,
  measurementsFrom,
  moveTo,
  optionsOf,
  piecesOf,
  sightLinesOf,
  summaryOf,
  tableName,
  toActOf,
} from './logic.js';
import { ANCHORS, RULES_TEXT } from './rules.js';

function started(seed = 7) {
  const m = Match.create(swordAndSwarm, { encounter: 'ford-at-dusk' }, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
const seatOf = (v: SwsView) => toActOf(v)[0]!;

describe('sword-and-swarm screen logic', () => {
  test('every clause the rules cite (but G1) has its heading in the rules text', () => {
    const { missing } = placeAnchors(parseMarkdown(RULES_TEXT), ANCHORS);
    expect(missing).toEqual([]);
    expect(ANCHORS.map((a) => a.clause)).toContain('Deflect Impacts');
  });

  test('Encounters: the pieces are every model in its owner colour, Star badges for warband characters only', () => {
    const v = started().view('red');
    const pieces = piecesOf(v, { selected: 'brannoc' });
    expect(pieces).toHaveLength(v.characters.length);
    const brannoc = pieces.find((p) => p.id === 'brannoc')!;
    expect(brannoc).toMatchObject({ selected: true, colour: '#b3261e', shape: { kind: 'base', base: { width: 1, depth: 1 } } });
    expect(brannoc.badges?.[0]).toMatchObject({ text: '6/6★', tone: 'good' });
    const swarm = pieces.find((p) => p.id === 'swarmling-1')!;
    expect(swarm.label).toBe('Sw1');
    expect(swarm.badges?.some((b) => b.text.includes('★'))).toBe(false);
    expect(displayName(v.characters.find((c) => c.id === 'swarmling-2')!)).toBe('Swarmling 2');
    expect(tableName('spitter-1')).toBe('Spitter 1');
    expect(tableName('gorvath')).toBe('Gorvath');
  });

  test('SWS-A8, Ranged Attacks: measurements from a character not activated match the server view once it is', () => {
    const m = started();
    const v = m.view('red');
    const seat = seatOf(v);
    const who = (m.legalActions(seat)[0] as Extract<TurnAction, { type: 'activate' }>).character;
    const local = measurementsFrom(v, who, optionsOf({ encounter: 'ford-at-dusk' }));
    expect(m.act(seat, { type: 'activate', character: who }).ok).toBe(true);
    const after = m.view('red');
    expect(after.activation?.character).toBe(who);
    expect(local).toEqual(after.measurements);
    const lines = sightLinesOf(after, who, after.measurements);
    expect(lines.length).toBe(after.measurements.filter((x) => x.target !== 'friend').length);
    expect(lines.every((l) => typeof l.clear === 'boolean')).toBe(true);
  });

  test('Movement: legal moves become ghosts; a click near an enemy is sent as a charge', () => {
    const m = started();
    const v0 = m.view('red');
    const seat = seatOf(v0);
    const who = (m.legalActions(seat)[0] as Extract<TurnAction, { type: 'activate' }>).character;
    m.act(seat, { type: 'activate', character: who });
    const v = m.view(seat);
    const legal = m.legalActions(seat);
    const ghosts = ghostsOf(v, legal);
    expect(ghosts.length).toBeGreaterThan(0);
    expect(legal[Number(ghosts[0]!.id)]!.type).toBe('act');
    // Each ghost is worded with the length the rules measured for its move (its `show`).
    for (const g of ghosts) {
      const a = legal[Number(g.id)]!;
      expect(a.type === 'act' && a.action.type === 'move' && (g.label ?? '').includes(inches(a.action.show!.length))).toBe(true);
    }
    const enemy = v.characters.find((c) => c.owner !== seat)!;
    const near = moveTo(v, { x: enemy.at.x + 1.5, y: enemy.at.y });
    expect(near).toMatchObject({ type: 'act', action: { type: 'move', charge: true } });
    expect(moveTo(v, { x: 0.5, y: 0.5 })).toMatchObject({ type: 'act', action: { type: 'move', to: { x: 0.5, y: 0.5 } } });
    // Every non-move action has words and a clause.
    for (const g of actionGroups(v, legal)) for (const c of g.choices) expect(c.label.length > 3 && c.clause.length > 0).toBe(true);
    expect(describeAction({ type: 'end' }, v)).toMatchObject({ label: 'End the activation', clause: 'The Activation Phase' });
    expect(summaryOf(v)).toMatch(/^Turn 1 of 8 · (Red|Blue) .* acts \(2 AP\)$/);
  });

  test('badges: Bloodied, stunned, prone and activated', () => {
    const v = started().view('red');
    const c = v.characters.find((x) => x.id === 'skarn')!;
    const hurt = { ...c, star: 2, bloodied: true, status: 'stunned' as const, prone: true, activated: true };
    expect(badgesOf(hurt, v).map((b) => b.text)).toEqual(['2/6★', 'bloodied', 'stunned', 'prone', '✓']);
    expect(badgesOf({ ...c, status: 'dead', loot: 1 }, v)).toEqual([expect.objectContaining({ text: 'loot 1' })]);
  });

  test('the log: every event of a played encounter has words and its clause, Swarm actions included', () => {
    const m = started(3);
    for (let i = 0; i < 400 && m.outcome() === null; i++) {
      const seat = m.toAct()[0]!;
      const legal = m.legalActions(seat);
      const pick =
        legal.find((a) => a.type === 'act' && (a.action.type === 'melee' || a.action.type === 'ranged')) ??
        legal.find((a) => a.type === 'act' && a.action.type === 'move') ??
        legal[0]!;
      expect(m.act(seat, pick).ok).toBe(true);
    }
    const events = m.events('red');
    const lines = events.map((e) => describeEvent(e, null, m.view('red'))).filter((l) => l !== null);
    expect(lines.length).toBeGreaterThan(20);
    for (const l of lines) {
      expect(l.clause).toBeTruthy();
      expect(l.text).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(lines.some((l) => /^The Swarm: /.test(l.text))).toBe(true);
    expect(lines.some((l) => / attacks .*attack di/.test(l.text))).toBe(true);
    expect(rollsText([[5], [6, 2]])).toBe('5, 6→2');
  });
});
