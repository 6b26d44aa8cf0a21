import { describe, expect, it } from 'vitest';
import { Match } from '../../../../src/core/match.js';
import type { GameEvent, Seat } from '../../../../src/core/ruleset.js';
import { optionsSchema, swordsAndSorcery, type SsState } from '../../../../src/rulesets/swords-and-sorcery/index.js';
import { placeAnchors, parseMarkdown } from '../../markdown.js';
import { describeEvent } from './describe.js';
import { swordsAndSorceryUi } from './ui.js';
import {
  actionLabel,
  battleDecisions,
  chargeable,
  clauseAnchors,
  counterOf,
  declareAction,
  defaultSelection,
  destinations,
  reachDestinations,
  draftFrom,
  keyOf,
  MapGeometry,
  mapClick,
  mapData,
  mergeViews,
  movableKeys,
  moveItem,
  moveTargets,
  nameIndex,
  otherActions,
  PAD,
  R,
  reactAction,
  reactOffers,
  refOfKey,
  roundReport,
  setAdds,
  setLeader,
  siegesOf,
  siegeText,
  stacksOf,
  toActOf,
  withdrawChoices,
  type ClickContext,
  type SsAction,
  type SsView,
} from './logic.js';
import { ANCHORS, RULES_TEXT } from './rules.js';

const data = mapData(null);
const tables = data.tables;
const rs = swordsAndSorcery;

/** A view as the server sends it: through JSON. */
const viewOf = (m: SsMatch, seat: Seat): SsView => JSON.parse(JSON.stringify(rs.view(m.state, seat))) as SsView;

function newMatch(seed = 7, options: Record<string, unknown> = {}) {
  const m = Match.create(rs, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
type SsMatch = ReturnType<typeof newMatch>;

/**
 * Plays with a fixed policy (stacks march at the enemy; reactions and battles take the first legal
 * choice) until `stop` says so. Returns the events of every action.
 */
function playUntil(m: SsMatch, stop: (s: SsState, events: readonly GameEvent[]) => boolean, limit = 4000): GameEvent[] {
  const all: GameEvent[] = [...m.events()];
  let rnd = 12345;
  const r = () => (rnd = (rnd * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < limit; i++) {
    const s = m.state;
    if (s.outcome || stop(s, all)) return all;
    const seat = rs.toAct(s)[0]!;
    const legal = rs.legalActions(s, seat);
    let a: SsAction | undefined;
    const moves = legal.filter((x): x is Extract<SsAction, { type: 'move' }> => x.type === 'move' && x.pieces.length > 2);
    if (!s.pending && moves.length && r() < 0.92) {
      const grid = data.scenario.map.grid;
      const enemy = new Set(s.units.filter((u) => u.owner !== seat).map((u) => grid.name(u.place.hex)));
      a = moves.find((x) => !x.to.complex && enemy.has(x.to.hex));
      const dir = seat === 'west' ? 1 : -1;
      const sorted = [...moves].sort((x, y) => dir * (Number(y.to.hex.slice(0, 2)) - Number(x.to.hex.slice(0, 2))));
      a ??= sorted[Math.floor(r() * Math.min(3, sorted.length))];
    }
    a ??= legal[0]!;
    const res = m.act(seat, a);
    if (!res.ok) throw new Error(res.error.message);
    all.push(...res.value);
  }
  throw new Error('playUntil: limit reached');
}

describe('map geometry', () => {
  const geo = new MapGeometry(data.scenario.map.grid);
  it('puts hex 0101 in the top left corner of the drawing and fits the whole map in the viewBox', () => {
    const c = geo.centre('0101');
    expect(c.x).toBeCloseTo(PAD + R);
    expect(c.y).toBeCloseTo(PAD + (Math.sqrt(3) * R) / 2);
    const grid = data.scenario.map.grid;
    for (let h = 0; h < grid.size; h++)
      for (const p of geo.corners(h)) {
        expect(p.x).toBeGreaterThanOrEqual(PAD - 1e-6);
        expect(p.y).toBeGreaterThanOrEqual(PAD - 1e-6);
        expect(p.x).toBeLessThanOrEqual(geo.width - PAD + 1e-6);
        expect(p.y).toBeLessThanOrEqual(geo.height - PAD + 1e-6);
      }
  });

  it('draws each hexside feature on the edge the two hexes share', () => {
    const map = data.scenario.map;
    expect(map.hexsides.size).toBeGreaterThan(10);
    for (const id of map.hexsides.keys()) {
      const [a, b] = map.grid.hexsideHexes(id)!;
      const [p, q] = geo.hexside(a, b)!;
      const ca = geo.centre(a);
      const cb = geo.centre(b);
      // The edge's midpoint is halfway between the centres, and both ends are corners of both hexes.
      expect((p.x + q.x) / 2).toBeCloseTo((ca.x + cb.x) / 2, 6);
      expect((p.y + q.y) / 2).toBeCloseTo((ca.y + cb.y) / 2, 6);
      for (const pt of [p, q]) {
        expect(geo.corners(b).some((c) => Math.hypot(c.x - pt.x, c.y - pt.y) < 1e-6)).toBe(true);
      }
      expect(geo.hexside(b, a)).toBeDefined();
    }
  });

  it('knows the Dragon complex as a place of its own, one step from its mountain', () => {
    // The steps themselves come from the ruleset (its test checks 1703 <-> 1703c); here, the keys.
    expect(refOfKey('1703c')).toEqual({ hex: '1703', complex: true });
    expect(keyOf({ hex: '1703', complex: true })).toBe('1703c');
  });
});

describe('stacks and counters from a seat view (VI.A)', () => {
  const m = newMatch();
  const west = viewOf(m, 'west');
  const stacks = stacksOf(west, tables);

  it('draws own stacks as counters with the top unit code and the count, enemy stacks as markers only', () => {
    const own = stacks.filter((s) => s.own);
    const markers = stacks.filter((s) => s.marker);
    expect(own.map((s) => s.key).sort()).toEqual(['0303', '0307', '0406', '0507', '0511', '0609']);
    expect(markers).toHaveLength(7);
    for (const mk of markers) {
      expect(mk.owner).toBe('east');
      expect(mk.pieces).toEqual([]);
      expect(counterOf(mk, tables)).toBeNull();
    }
    const aldmark = own.find((s) => s.key === '0406')!;
    expect(aldmark.count).toBe(10);
    const c = counterOf(aldmark, tables)!;
    expect(c.code).toBe('(4)m7');
    expect(c.name).toBe('Heavy Horse');
    expect(c.characters).toBe(2);
    expect(c.demoralized).toBe('none');
    expect(markers.find((s) => s.key === '1606')!.count).toBe(8);
  });

  it("gives markers no count when reconnaissance is 'marker', and no markers when it is 'open'", () => {
    const mk = newMatch(7, { reconnaissance: 'marker' });
    expect(
      stacksOf(viewOf(mk, 'west'), tables)
        .filter((s) => s.marker)
        .every((s) => s.count === null),
    ).toBe(true);
    const op = newMatch(7, { reconnaissance: 'open' });
    const seen = stacksOf(viewOf(op, 'west'), tables);
    expect(seen.some((s) => s.marker)).toBe(false);
    expect(seen.filter((s) => s.owner === 'east' && !s.own).length).toBe(7);
  });

  it('marks a stack whose top unit is Demoralized, or only some', () => {
    const base = stacks.find((s) => s.key === '0609')!;
    const top = { ...base, pieces: base.pieces.map((p, i) => (i === 0 ? { ...p, demoralized: true } : p)) };
    expect(counterOf(top, tables)!.demoralized).toBe('top');
    const some = { ...base, pieces: base.pieces.map((p, i) => (i === 1 ? { ...p, demoralized: true } : p)) };
    expect(counterOf(some, tables)!.demoralized).toBe('some');
  });

  it('names only what the view shows', () => {
    const names = nameIndex(west, tables);
    expect(names.get('west-1')).toBe('Heavy Horse');
    expect([...names.keys()].some((id) => id.startsWith('east-'))).toBe(false);
  });
});

describe('movement from the legal list', () => {
  const m = newMatch();
  const view = viewOf(m, 'west');
  const legal = rs.legalActions(m.state, 'west');
  const stacks = stacksOf(view, tables);
  const elves = stacks.find((s) => s.key === '0303')!;
  const all = defaultSelection(elves);

  it('selects every piece of an opened stack that can still move', () => {
    expect(all.sort()).toEqual(elves.pieces.map((p) => p.id).sort());
    expect(movableKeys(legal, view).has('0303')).toBe(true);
  });

  const steps = moveTargets(view);

  it('highlights the places the ruleset gives for exactly the selection, each with its cost', () => {
    const t = destinations(steps, '0303', all);
    const listed = legal.filter(
      (a): a is Extract<SsAction, { type: 'move' }> => a.type === 'move' && a.pieces.length === all.length && a.pieces.includes('linfalas'),
    );
    expect(t.map((d) => d.key).sort()).toEqual(listed.map((a) => keyOf(a.to)).sort());
    expect(t.length).toBeGreaterThan(0);
    for (const d of t) {
      expect(d.action).toEqual({ type: 'move', pieces: all, to: refOfKey(d.key) });
      expect(d.steps).toEqual([d.action]);
      expect(d.path).toEqual(['0303', d.key]);
      expect(d.cost).toMatch(/MP|allowance/);
    }
    // One unit alone is listed too.
    expect(destinations(steps, '0303', ['west-17']).length).toBeGreaterThan(0);
  });

  it('issue 28.2: offers every place the stack may reach by steps, each path sent a step at a time and accepted', () => {
    const near = destinations(steps, '0303', all);
    const far = reachDestinations(view, '0303', all);
    for (const d of near) expect(far.map((x) => x.key)).toContain(d.key);
    const longest = far.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
    expect(longest.steps.length).toBeGreaterThan(1);
    expect(longest.path[0]).toBe('0303');
    expect(longest.path.at(-1)).toBe(longest.key);
    expect(longest.cost).toMatch(/MP|allowance/);
    const m2 = newMatch();
    for (const step of longest.steps) {
      expect(m2.act('west', step).ok).toBe(true);
      if (viewOf(m2, 'west').pending) break;
    }
  });

  it('gives a group the list does not spell out its own places, and sends it as chosen', () => {
    const two = ['west-17', 'west-18'];
    const listedTwo = legal.filter((a) => a.type === 'move' && a.pieces.length === 2 && two.every((id) => a.pieces.includes(id)));
    expect(listedTwo).toHaveLength(0);
    const t = destinations(steps, '0303', two);
    expect(t.length).toBeGreaterThan(0);
    const to = t[0]!;
    expect(to.action).toEqual({ type: 'move', pieces: two, to: refOfKey(to.key) });
    // The server agrees: here it is a fine step, and the pieces end where the ruleset said.
    const m2 = newMatch();
    expect(m2.act('west', to.action).ok).toBe(true);
    const after = viewOf(m2, 'west').pieces.filter((p) => two.includes(p.id));
    expect(after.map((p) => keyOf(p.place))).toEqual([to.key, to.key]);
  });

  it('turns map clicks into intents', () => {
    const ctx: ClickContext = {
      legal,
      view,
      open: '0303',
      destinations: destinations(steps, '0303', all),
      offer: null,
      reactPieces: [],
      stacked: new Set(stacks.map((s) => s.key)),
    };
    const target = ctx.destinations[0]!;
    // A destination is planned by a first click and moved to by a second.
    expect(mapClick(ctx, target.key)).toEqual({ kind: 'plan', key: target.key });
    expect(mapClick({ ...ctx, plan: target.key }, target.key)).toEqual({ kind: 'move', action: target.action });
    // Selecting never acts: a place with a stack of one's own opens it, the step there only a second choice.
    expect(mapClick({ ...ctx, own: new Set([target.key]) }, target.key)).toEqual({ kind: 'open', key: target.key, alsoPlan: target.key });
    expect(mapClick(ctx, '0406')).toEqual({ kind: 'open', key: '0406' });
    expect(mapClick(ctx, '1606')).toEqual({ kind: 'open', key: '1606' });
    expect(mapClick(ctx, '0303')).toEqual({ kind: 'close' });
    expect(mapClick(ctx, '1010')).toEqual({ kind: 'info', key: '1010' });
    expect(mapClick({ ...ctx, open: null, destinations: [] }, target.key)).toEqual({ kind: 'info', key: target.key });
    // Nothing selected: a click elsewhere moves nothing.
    expect(destinations(steps, '0303', [])).toEqual([]);
    expect(mapClick({ ...ctx, destinations: destinations(steps, '0303', []) }, target.key).kind).toBe('info');
  });

  it('offers a step the list does not name alone (a character out of its stack), as the ruleset computes it', () => {
    const ctx: ClickContext = {
      legal,
      view,
      open: '0303',
      destinations: destinations(steps, '0303', ['linfalas']),
      offer: null,
      reactPieces: [],
      stacked: new Set(stacks.map((s) => s.key)),
    };
    expect(legal.some((a) => a.type === 'move' && a.pieces.length === 1 && a.pieces[0] === 'linfalas')).toBe(false);
    const adj = ctx.destinations.find((d) => !ctx.stacked.has(d.key))!;
    expect(mapClick(ctx, adj.key)).toEqual({ kind: 'plan', key: adj.key });
    const click = mapClick({ ...ctx, plan: adj.key }, adj.key);
    expect(click.kind).toBe('move');
    const m2 = newMatch();
    const r = m2.act('west', (click as { action: SsAction }).action);
    expect(r.ok).toBe(true); // a character may step alone into an empty place
  });

  it('computes no rule itself: adjacency, costs and legality come from the ruleset (issue 25)', () => {
    const sources = import.meta.glob('./*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    const screens = Object.entries(sources).filter(([f]) => !f.endsWith('.test.ts'));
    expect(screens.length).toBeGreaterThan(5);
    for (const [file, text] of screens) {
      for (const rule of ['adjacentPlaces', 'hexsideFeature', 'stepCost', 'stepRefusal', 'placeOf', 'refOf(', 'areAdjacent', 'plausible']) {
        expect(text.includes(rule), `${file} uses ${rule}`).toBe(false);
      }
    }
  });
});

describe('reaction, battle and withdrawal from the legal list', () => {
  it('offers each reacting stack with its places, the leader always going (III.A.3)', () => {
    const m = newMatch();
    playUntil(m, (s) => s.pending?.kind === 'reaction');
    const seat = rs.toAct(m.state)[0]!;
    const legal = rs.legalActions(m.state, seat);
    const offers = reactOffers(legal);
    expect(offers.length).toBeGreaterThan(0);
    const o = offers[0]!;
    expect(o.into.length).toBe(legal.filter((a) => a.type === 'react' && keyOf(a.from) === o.from).length);
    const unitOnly = o.pieces.filter((p) => p !== o.leader);
    const a = reactAction(o, o.into[0]!.key, unitOnly);
    expect(a.pieces[0]).toBe(o.leader);
    expect(new Set(a.pieces)).toEqual(new Set(o.pieces));
    expect(m.act(seat, a).ok).toBe(true);
  });

  it('builds the declaration form from the first legal declaration, and sending it unchanged is accepted', () => {
    const m = newMatch();
    playUntil(m, (s) => s.pending?.kind === 'battle');
    const p = m.state.pending as Extract<SsState['pending'], { kind: 'battle' }>;
    for (const side of ['a', 'b'] as const) {
      const seat = p.seats[side];
      const view = viewOf(m, seat);
      const legal = rs.legalActions(m.state, seat);
      const d = battleDecisions(legal);
      expect(d.declares.length).toBeGreaterThan(0);
      expect(d.preset).toEqual(d.declares[0]);
      const vb = view.pending?.kind === 'battle' ? view.pending.battle : null;
      const units = vb!.sides[side].units.map((u) => u.id);
      const draft = draftFrom(d.declares[0], units);
      expect([...draft.array].sort()).toEqual([...units].sort());
      expect(chargeable(d).every((id) => vb!.sides[side].units.find((u) => u.id === id)?.cavalry)).toBe(true);
      expect(declareAction(draft)).toEqual(legal[0]);
    }
    const a = p.seats.a;
    const view = viewOf(m, a);
    const d = battleDecisions(rs.legalActions(m.state, a));
    const vb = view.pending?.kind === 'battle' ? view.pending.battle : null;
    let draft = draftFrom(
      d.declares[0],
      vb!.sides.a.units.map((u) => u.id),
    );
    draft = { ...draft, array: moveItem(draft.array, draft.array.length - 1, -1) };
    expect(m.act(a, declareAction(draft)).ok).toBe(true);
  });

  it('keeps the die leader out of the Leadership added to strength (III.D.2.a)', () => {
    const d = draftFrom(undefined, ['u1']);
    const led = setLeader(setAdds(d, 'c1', true), 'c1');
    expect(led.leader).toBe('c1');
    expect(led.addToStrength).toEqual([]);
    const added = setAdds(led, 'c1', true);
    expect(added.leader).toBeNull();
    expect(added.addToStrength).toEqual(['c1']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it("reads a round's results from the events: strengths, dice with their modifiers, the loss table, each unit's fate", () => {
    const m = newMatch();
    const events = playUntil(m, (_, evs) => evs.some((e) => e.type === 'loss-table'));
    const seat = (events.find((e) => e.type === 'battle') as GameEvent & { seats: Record<string, Seat> }).seats.a;
    const view = viewOf(m, seat);
    const names = nameIndex(view, tables);
    const report = roundReport(events, (id) => names.get(id) ?? id)!;
    expect(report.round).toBe(1);
    expect(report.place).toMatch(/^\d{4}/);
    for (const s of [report.a, report.b]) {
      expect(s.strength).not.toBeNull();
      expect(s.die).not.toBeNull();
      expect(s.die!.modified).toBe(s.die!.roll + s.die!.modifiers.reduce((n, x) => n + x.value, 0));
      expect(s.table).not.toBeNull();
      expect(s.units.length).toBe(s.strength!.units.length);
    }
    const lt = report.table!;
    expect(lt.difference).toBe(Math.abs(report.a.die!.modified - report.b.die!.modified));
    const eliminated = events.filter((e) => e.type === 'eliminated').map((e) => (e as GameEvent & { unitId: string }).unitId);
    for (const s of [report.a, report.b]) for (const u of s.units) expect(u.fate === 'eliminated').toBe(eliminated.includes(u.unitId));
    // Names come from what the seat knows; every unit in the round is named.
    expect([...report.a.units, ...report.b.units].every((u) => !/^(west|east)-\d+$/.test(u.name))).toBe(true);
    expect(roundReport([], (x) => x)).toBeNull();
  });

  it('offers decisions it has no form for (sieges) as buttons, in words', () => {
    const legal = [
      { type: 'end-movement' },
      { type: 'decline-battle' },
      { type: 'assault', hex: '1606', pieces: ['east-1', 'east-2'] },
    ] as unknown as SsAction[];
    const other = otherActions(legal);
    expect(other.map((a) => a.type)).toEqual(['decline-battle', 'assault']);
    expect(actionLabel(other[0]!)).toBe('Decline battle and stand a siege');
    expect(actionLabel(other[1]!, (id) => (id === 'east-1' ? 'Orc Warband' : id))).toBe('Assault · hex 1606 · pieces Orc Warband, east-2');
    const base = viewOf(newMatch(), 'west');
    expect(siegesOf(base)).toEqual((base as unknown as { sieges?: unknown[] }).sieges ?? []);
    expect(siegeText({ kind: 'walls', hexes: ['0406', '0307'], besieged: 'west', besieger: 'east', turns: 2, breached: true })).toBe(
      '0406-0307: West besieged by East, 2 game-turns, breached',
    );
  });

  it('highlights withdrawal choices from the legal list', () => {
    const legal: SsAction[] = [
      { type: 'withdraw-to', to: { hex: '1005' } },
      { type: 'withdraw-to', to: { hex: '1703', complex: true } },
    ];
    expect(withdrawChoices(legal).map((c) => c.key)).toEqual(['1005', '1703c']);
  });
});

describe('views, whose turn, the log', () => {
  it('shows whose decision is pending as the ruleset says, over a whole game', () => {
    const m = newMatch(11);
    let checked = 0;
    playUntil(m, (s) => {
      for (const seat of ['west', 'east']) expect(toActOf(viewOf(m, seat)).sort()).toEqual([...rs.toAct(s)].sort());
      checked++;
      return false;
    });
    expect(checked).toBeGreaterThan(50);
    expect(toActOf(viewOf(m, 'west'))).toEqual([]);
  });

  it('merges both seats’ views for a replay: every piece, no markers', () => {
    const m = newMatch();
    const merged = mergeViews({ west: viewOf(m, 'west'), east: viewOf(m, 'east') });
    expect(merged.enemyStacks).toEqual([]);
    expect(merged.pieces.length).toBe(m.state.units.length + m.state.characters.length);
    expect(merged.viewer).toBe('spectator');
  });

  it('words every event of a game, naming pieces only from the seat’s own view', () => {
    const m = newMatch(3);
    const events = playUntil(m, () => false);
    const westView = viewOf(m, 'west');
    for (const e of events) {
      const line = describeEvent(e, 'west', westView);
      if (line) expect(line.text.length).toBeGreaterThan(0);
      describeEvent(e, null, westView);
    }
    const roll = describeEvent(
      {
        type: 'reaction-roll',
        seat: 'east',
        from: '1206',
        into: '1106',
        dice: [4, 6],
        modifier: -1,
        total: 9,
        success: true,
        clause: 'III.A',
      } as GameEvent,
      'east',
      westView,
    )!;
    expect(roll.text).toContain('4 + 6');
    expect(roll.text).toContain('success');
    // West's own view names its piece; the same view read for East, or for nobody (the hot-seat cover), does not.
    const west = viewOf(newMatch(), 'west');
    const piece = west.pieces.find((p) => p.owner === 'west' && p.kind === 'unit')!;
    const name = nameIndex(west, tables).get(piece.id)!;
    expect(name).not.toBe(piece.id);
    const moved = {
      type: 'moved',
      seat: 'west',
      pieces: [{ id: piece.id, mp: 1, rolls: [] }],
      from: '0406',
      to: '0506',
      clause: 'II',
    } as unknown as GameEvent;
    expect(describeEvent(moved, 'west', west)!.text).toContain(name);
    expect(describeEvent(moved, 'east', west)!.text).not.toContain(name);
    expect(describeEvent(moved, null, west)!.text).not.toContain(name);
  });
});

describe('the rulebook and the options', () => {
  const blocks = parseMarkdown(RULES_TEXT);

  it('places an anchor on every numbered clause of the text, each found once', () => {
    const { ids, missing } = placeAnchors(blocks, ANCHORS);
    expect(missing).toEqual([]);
    expect(ids.size).toBe(ANCHORS.length);
    const clauses = ANCHORS.map((a) => a.clause);
    for (const c of [
      'I',
      'I.A',
      'I note (1)',
      'II.B',
      'III.A',
      'III.A.9',
      'III.D.2.b(2)',
      'III.D.4.f',
      'III.D.5.b(3)',
      'III.D.7.a',
      'IV.D',
      'IV.D.2.b',
      'V.C.1',
      'VI.A',
      'VII.A.2.a(1)',
    ]) {
      expect(clauses).toContain(c);
    }
    expect(clauseAnchors(parseMarkdown('## I. X\n\nA. one\n\n1. two\n\na. three\n\n(1) four\n\nNotes:\n\n(2) five'))).toEqual([
      { clause: 'I', match: 'I. X', exact: true, kind: 'h' },
      { clause: 'I.A', match: 'A. one', exact: true, kind: 'p' },
      { clause: 'I.A.1', match: '1. two', exact: true, kind: 'p' },
      { clause: 'I.A.1.a', match: 'a. three', exact: true, kind: 'p' },
      { clause: 'I.A.1.a(1)', match: '(1) four', exact: true, kind: 'p' },
      { clause: 'I note (2)', match: '(2) five', exact: true, kind: 'p' },
    ]);
  });

  it('links every clause a game cites to the text or to an assumption', () => {
    const m = newMatch(5);
    const events = playUntil(m, () => false);
    const known = new Set(ANCHORS.map((a) => a.clause));
    const cited = new Set(events.flatMap((e) => (e.clause ?? '').split(';').map((s) => s.trim())).filter(Boolean));
    const unknown = [...cited].filter((c) => /^[IVX]+\b/.test(c) && !known.has(c));
    expect(unknown).toEqual([]);
    const assumptions = new Set(swordsAndSorceryUi.rules.assumptions.map((a) => a.id));
    const unlisted = [...cited]
      .map((c) => swordsAndSorceryUi.rules.assumptionId.exec(c)?.[1])
      .filter((id): id is string => !!id && !assumptions.has(id));
    expect(unlisted).toEqual([]);
  });

  it('edits options the ruleset knows, each tied to its assumption', () => {
    const shape = optionsSchema.shape as Record<string, unknown>;
    const ids = new Set(swordsAndSorceryUi.rules.assumptions.map((a) => a.id));
    expect(swordsAndSorceryUi.optionFields.map((f) => [f.key, f.assumption])).toEqual([
      ['turns', 'SSV-A40'],
      ['reconnaissance', 'SSV-A43'],
      ['victory', 'SSV-A41'],
    ]);
    for (const f of swordsAndSorceryUi.optionFields) {
      expect(shape[f.key]).toBeDefined();
      expect(ids.has(f.assumption!)).toBe(true);
      if (f.kind === 'enum') for (const v of f.values) expect(optionsSchema.safeParse({ [f.key]: v.value }).success).toBe(true);
    }
  });
});
