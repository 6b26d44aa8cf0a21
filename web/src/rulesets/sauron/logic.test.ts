import { describe, expect, test } from 'vitest';
import { Match } from '../../../../src/core/match.js';
import { sauron, testing, type GameState } from '../../../../src/rulesets/sauron/index.js';
import {
  activePieces,
  attacksOf,
  beastPowersTextOf,
  buttonActions,
  clickHex,
  hexOfPiece,
  planSteps,
  reachOfPiece,
  type PathPlan,
  combatPairs,
  describeLogEvent,
  fightersOf,
  formationsOf,
  isThirdPiece,
  marksOf,
  movesOf,
  piecesByHex,
  pieceLabel,
  pieceSheet,
  powerMarksOf,
  SEAT_COLOR,
  summaryOf,
  type SauronAction,
} from './logic.js';

const { act: actOn, arrange, grid, H, start } = testing;

function match(options: unknown = {}) {
  const m = Match.create(sauron, options, 7);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
const act = (m: ReturnType<typeof match>, seat: 'sauron' | 'westernesse', a: SauronAction) => {
  const r = m.act(seat, a);
  if (!r.ok) throw new Error(r.error.message);
};

describe('sauron map game screen logic', () => {
  test('the map holds every unit and leader once; the Beast is drawn as its unit', () => {
    const m = match();
    const v = m.view('westernesse');
    const all = [...piecesByHex(v).values()].flat();
    expect(all.filter((p) => p.kind === 'unit')).toHaveLength(v.units.length);
    expect(all.some((p) => p.id === 'beast')).toBe(false);
    expect(
      piecesByHex(v)
        .get('0228')!
        .map((p) => p.id),
    ).toEqual(['w2-men-swords', 'elendil']);
  });

  test('F7, 4.3, 8.331: a selected unit shows its counter ratings, a leader his ratings as the record gives them', () => {
    const m = match();
    const v = m.view('westernesse');
    const unit = pieceSheet(v, 'w2-men-swords', m.legalActions('westernesse'))!;
    expect(unit.facts.map((f) => f.label)).toEqual(['Counter', 'Melee', 'Missile', 'Armour', 'Morale', 'Movement', 'Status']);
    expect(unit.facts[0]).toMatchObject({ value: v.units.find((u) => u.id === 'w2-men-swords')!.code, clause: 'F7' });
    const elendil = pieceSheet(v, 'elendil', [])!;
    const summary = v.leaders.find((l) => l.id === 'elendil')!;
    expect(elendil.title).toBe(summary.name);
    expect(elendil.facts.find((f) => f.label === 'Combat')).toMatchObject({ value: String(summary.combat), clause: '7.221' });
    expect(elendil.facts.find((f) => f.label === 'Rally rating')).toMatchObject({ value: String(summary.rally), clause: '8.331' });
    expect(elendil.now).toEqual([]);
    expect(pieceSheet(v, 'nobody', [])).toBeNull();
  });

  test("18.1, SAU-A6, SAU-M20: the Beast's powers, the gates and the end of a phase are buttons with their clauses", () => {
    const m = match();
    const v = m.view('sauron');
    expect(buttonActions(v, m.legalActions('sauron')).map((b) => [b.text, b.clause])).toEqual([
      ['Give the Beast Flight (16 Magic Capability Points)', 'SAU-M20'],
      ['Give the Beast Horn Attack (12 Magic Capability Points)', 'SAU-M20'],
      ['Give the Beast Death Breath (20 Magic Capability Points)', 'SAU-M20'],
      ['Close the Gates of Morannon for this game-turn', '18.1'],
      ['Leave the Gates of Morannon open this game-turn', '18.1'],
    ]);
    act(m, 'sauron', { type: 'set-gates', closed: false });
    const end = buttonActions(m.view('sauron'), m.legalActions('sauron')).find((b) => b.action.type === 'end')!;
    expect(end).toMatchObject({ text: 'End the Sauron Movement Phase', clause: 'SAU-A6' });
  });

  test("SAU-M20, SAU-M21: the record panel names the Beast's powers and what the rest cost; a formation is a button (SAU-M22)", () => {
    const m = match();
    expect(beastPowersTextOf(m.view('sauron'))).toBe(
      "The Beast's powers: none (melee C, 17.11); to buy: Flight 16, Horn Attack 12, Death Breath 20 MP.",
    );
    act(m, 'sauron', { type: 'beast-power', power: 'death-breath' });
    expect(m.view('sauron').magicPoints).toBe(25);
    expect(beastPowersTextOf(m.view('sauron'))).toBe("The Beast's powers: Death Breath; to buy: Flight 16, Horn Attack 12 MP.");
    const form = { type: 'form', leader: 'isildur', units: ['w3-men-swords', 'w4-men-swords'] } as SauronAction;
    expect(buttonActions(m.view('westernesse'), [form])).toEqual([
      { action: form, text: 'Isildur forms a special formation of Men (swordsmen) (w3), Men (swordsmen) (w4)', clause: 'SAU-M22' },
    ]);
  });

  test('a selected leader shows where he may go; a click on a highlighted hex plans the path, a second confirms it; clicking a piece selects it', () => {
    const m = match();
    act(m, 'sauron', { type: 'set-gates', closed: false });
    const v = m.view('sauron');
    const legal = m.legalActions('sauron');
    expect(activePieces(legal).has('ringwraith')).toBe(true);
    // The orcs in 0420 have no move (hemmed in); the Ringwraith with them has, so a click selects him.
    expect(activePieces(legal).has('s3-orcs')).toBe(false);
    expect(clickHex(v, legal, null, '0420')).toEqual({ kind: 'select', piece: 'ringwraith' });
    const moves = movesOf(legal, 'ringwraith');
    expect(moves.size).toBeGreaterThan(0);
    // Hemmed in: every hex beside him holds pieces of his own, so a click there selects them; the step is a second choice.
    const to = [...moves.keys()][0]!;
    expect(piecesByHex(v).has(to)).toBe(true);
    expect(marksOf(v, legal, 'ringwraith').get(to)?.has('open')).toBe(true);
    expect(marksOf(v, legal, 'ringwraith').get('0420')?.has('selected')).toBe(true);
    const step = clickHex(v, legal, 'ringwraith', to);
    expect(step).toMatchObject({ kind: 'select', alsoPlan: { piece: 'ringwraith', to, path: ['0420', to], cost: 1 } });
    expect(planSteps((step as { alsoPlan: PathPlan }).alsoPlan)).toEqual([{ type: 'move', piece: 'ringwraith', to }]);
    expect(clickHex(v, legal, null, '1515')).toEqual({ kind: 'select', piece: null });
    // 8.11: four hexes in one gesture, 0424 by the path the ruleset gives; a second click on it confirms.
    const far = reachOfPiece(v, legal, 'ringwraith').get('0424')!;
    expect(far).toMatchObject({ piece: 'ringwraith', to: '0424', cost: 4 });
    expect(far.path).toHaveLength(5);
    expect(clickHex(v, legal, 'ringwraith', '0424')).toEqual({ kind: 'plan', plan: far });
    expect(clickHex(v, legal, 'ringwraith', '0424', far)).toEqual({ kind: 'confirm', plan: far });
    expect(marksOf(v, legal, 'ringwraith', far).get('0424')?.has('plan')).toBe(true);
    for (const a of planSteps(far)) act(m, 'sauron', a);
    expect(hexOfPiece(m.view('sauron'), 'ringwraith')).toBe('0424');
  });

  test('selecting never acts: a click on another piece of ones own selects it, offering the move there only as a second choice', () => {
    const m = match();
    act(m, 'sauron', { type: 'set-gates', closed: false });
    const v = m.view('sauron');
    const legal = m.legalActions('sauron');
    const active = activePieces(legal);
    // Some piece of Sauron's that may act in a hex the Ringwraith may reach: a click selects it and acts on nothing.
    const reach = reachOfPiece(v, legal, 'ringwraith');
    const other = [...active].find((id) => id !== 'ringwraith' && id !== 'beast' && hexOfPiece(v, id) !== hexOfPiece(v, 'ringwraith'))!;
    const hex = hexOfPiece(v, other)!;
    const c = clickHex(v, legal, 'ringwraith', hex);
    expect(c.kind).toBe('select');
    expect((c as { piece: string }).piece).not.toBe('ringwraith');
    expect(active.has((c as { piece: string }).piece)).toBe(true);
    if (reach.has(hex)) expect((c as { alsoPlan?: PathPlan }).alsoPlan).toEqual(reach.get(hex));
  });

  test('7.221, 22.0: in the Leader Combat Segment the pairs, targets and exact odds of two leaders close together', () => {
    const m = match();
    act(m, 'sauron', { type: 'set-gates', closed: false });
    // The Ringwraith walks south towards Anarion (0428) until he is within 4 hexes.
    for (const to of ['0421', '0422', '0423', '0424']) act(m, 'sauron', { type: 'move', piece: 'ringwraith', to });
    act(m, 'sauron', { type: 'end' }); // to the Sauron Combat Phase, Missile Combat Segment
    let guard = 0;
    while (m.view('sauron').segment !== 'leader' && guard++ < 5) act(m, 'sauron', { type: 'end' });
    const v = m.view('sauron');
    const legal = m.legalActions('sauron');
    const pairs = combatPairs(legal);
    const anarion = pairs.find((p) => p.attacker === 'ringwraith' && p.defender === 'anarion');
    expect(anarion?.challenge).toEqual({ type: 'challenge', challenger: 'ringwraith', defender: 'anarion' });
    expect(attacksOf(v, legal, 'ringwraith').some((a) => a.hex === '0428')).toBe(true);
    expect(fightersOf(v).ringwraith).toMatchObject({ combat: 4, morale: 3, endurance: 6, wounds: 0 });
    expect(describeLogEvent({ type: 'segment', clause: 'SAU-A6', segment: 'leader' } as never)).toMatchObject({
      text: 'The Leader Combat Segment begins',
      clause: 'SAU-A6',
    });
    expect(summaryOf(v)).toContain('Leader Combat Segment');
  });

  test("SAU-M22: a special formation is drawn in its leader's hex: its units stacked there, a ring and a badge with their number; each unit says whose formation it is in", () => {
    const AT = '0510';
    const [N1, N2] = grid.neighbours(H(AT)).map((h) => grid.name(h));
    const s = arrange({ 'w1-men-swords': AT, 'w2-men-swords': N1!, 'w5-men-pikes': N2! }, { isildur: AT }, 'westernesse-movement');
    expect(formationsOf(sauron.view(s, 'westernesse')).size).toBe(0);
    const v = sauron.view(
      actOn(s, 'westernesse', { type: 'form', leader: 'isildur', units: ['w1-men-swords', 'w2-men-swords', 'w5-men-pikes'] }).state,
      'westernesse',
    );
    expect([...formationsOf(v).values()]).toEqual([
      {
        leader: 'isildur',
        hex: AT,
        side: 'westernesse',
        members: ['w1-men-swords', 'w2-men-swords', 'w5-men-pikes'],
        text: "Isildur's special formation: 3 units moving as one (SAU-M22)",
      },
    ]);
    const here = piecesByHex(v).get(AT)!;
    expect(here.map((p) => p.id)).toEqual(['w1-men-swords', 'w2-men-swords', 'w5-men-pikes', 'isildur']);
    expect(pieceLabel(v, here[1]!)).toContain("in Isildur's special formation");
    expect(pieceLabel(v, here[3]!)).not.toContain('special formation');
  });

  test("SAU-M21: the Beast's counter carries a lettered mark for each power bought (F Flight, H Horn Attack, D Death Breath), and its label names them", () => {
    let s = start();
    const beastOf = (x: GameState) => sauron.view(x, 'sauron').units.find((u) => u.type === 'beast')!;
    expect(powerMarksOf(sauron.view(s, 'sauron'), beastOf(s))).toEqual([]);
    s = actOn(s, 'sauron', { type: 'beast-power', power: 'death-breath' }).state;
    s = actOn(s, 'sauron', { type: 'beast-power', power: 'flight' }).state;
    const v = sauron.view(s, 'sauron');
    expect(powerMarksOf(v, beastOf(s))).toEqual([
      { id: 'flight', letter: 'F', name: 'Flight' },
      { id: 'death-breath', letter: 'D', name: 'Death Breath' },
    ]);
    expect(powerMarksOf(v, { powers: ['horn-attack'] })).toEqual([{ id: 'horn-attack', letter: 'H', name: 'Horn Attack' }]);
    const beast = [...piecesByHex(v).values()].flat().find((p) => p.kind === 'unit' && p.unit.type === 'beast')!;
    expect(pieceLabel(v, beast)).toContain('powers: Flight, Death Breath');
  });

  test("16.69, SAU-M24: the third player's leader and the units he took are drawn as his, in a colour of their own", () => {
    const s0 = start();
    const s: GameState = {
      ...s0,
      record: {
        ...s0.record,
        leaders: s0.record.leaders.map((l) => (l.id === 'elendil' ? { ...l, controller: 'third', evil: 'third' } : l)),
        thirdPlayer: { leaderId: 'elendil', fromTurn: 1, types: ['wargs'] },
      },
      units: s0.units.map((u) => (u.type === 'wargs' ? { ...u, side: 'third' } : u)),
    };
    const v = sauron.view(s, 'westernesse');
    const all = [...piecesByHex(v).values()].flat();
    const third = all.filter(isThirdPiece);
    expect(third.map((p) => p.id)).toContain('elendil');
    expect(third.filter((p) => p.kind === 'unit').map((p) => p.kind === 'unit' && p.unit.type)).toEqual(expect.arrayContaining(['wargs']));
    expect(third.every((p) => (p.kind === 'leader' ? p.id === 'elendil' : p.unit.type === 'wargs'))).toBe(true);
    expect(all.filter((p) => p.id === 'anarion').map(isThirdPiece)).toEqual([false]);
    expect(new Set([SEAT_COLOR.westernesse, SEAT_COLOR.sauron, SEAT_COLOR.third]).size).toBe(3);
    expect(pieceLabel(v, third.find((p) => p.id === 'elendil')!)).toMatch(/^the third player leader Elendil/);
  });
});
