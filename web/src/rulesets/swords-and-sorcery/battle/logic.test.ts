import { describe, expect, test } from 'vitest';
import { Match } from '../../../../../src/core/match.js';
import type { GameEvent } from '../../../../../src/core/ruleset.js';
import {
  BATTLE_EXAMPLES,
  outcomeReason as rulesetReason,
  parseBattleSpec,
  swordsAndSorceryBattle,
  type RefereeState,
} from '../../../../../src/rulesets/swords-and-sorcery/index.js';
import { ANCHORS } from '../rules.js';
import { swordsAndSorceryBattleUi } from './ui.js';
import { battleDecisions, chargeable, declareAction, draftFrom, roundReport, stayAction } from '../logic.js';
import {
  asMapActions,
  codeOf,
  EXAMPLES,
  fromMapAction,
  jsonErrorOffset,
  mergeViews,
  nameIndex,
  outcomeOf,
  specFromText,
  specLine,
  specOf,
  specProblems,
  summaryOf,
  toActOf,
  unitLabel,
  withStart,
} from './logic.js';

function create(battle: unknown = 'cavalry-in-the-open', seed = 7) {
  const m = Match.create(swordsAndSorceryBattle, { battle }, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

describe("the refereed battle through the map game's battle forms", () => {
  test("the legal list reads as the map game's battle decisions, and a form's action goes back unchanged", () => {
    const m = create();
    const legal = m.legalActions('a');
    const mapped = asMapActions(legal);
    expect(mapped.every((a) => a.type === 'battle')).toBe(true);
    expect(mapped.map(fromMapAction)).toEqual(legal);
    const d = battleDecisions(mapped);
    // The engine's default first (it charges with the horse), then "no charge".
    expect(d.declares.length).toBe(2);
    expect(chargeable(d)).toEqual(['heavy-horse-1', 'heavy-horse-2', 'light-horse-1', 'light-horse-2']);
    const units = m.view('a').sides.a.units.map((u) => u.id);
    const sent = fromMapAction(declareAction(draftFrom(d.declares[0], units)))!;
    expect(m.act('a', sent).ok).toBe(true);
    expect(fromMapAction({ type: 'pass' })).toBeNull();
  });

  test("a round fought: whose decision, the round's report from the events (no battle-started event of its own), stay", () => {
    const m = create();
    expect(toActOf(m.view('a'))).toEqual(['a', 'b']);
    expect(summaryOf(m.view('a'))).toBe('Cavalry in the open · round 1 · declarations');
    expect(m.act('a', m.legalActions('a')[0]).ok).toBe(true);
    expect(toActOf(m.view('b'))).toEqual(['b']);
    expect(m.act('b', m.legalActions('b')[0]).ok).toBe(true);
    const view = m.view('a');
    expect(view.phase).toBe('after-round');
    expect(summaryOf(view)).toBe('Cavalry in the open · round 1 · stay or withdraw');
    const events = m.events('a') as GameEvent[];
    expect(events.some((e) => e.type === 'battle-started')).toBe(false);
    const names = nameIndex(view);
    const report = roundReport(withStart(events, view), (id) => names.get(id) ?? id)!;
    expect(report.round).toBe(1);
    expect(report.seats).toEqual({ a: 'a', b: 'b' });
    expect(report.a.die?.roll).toBeGreaterThan(0);
    expect(report.table).not.toBeNull();
    // withStart adds nothing when the events hold a start already.
    expect(withStart(withStart(events, view), view).filter((e) => e.type === 'battle-started')).toHaveLength(1);
    // After the round: stay (with Weldron's stack from the hill camp for side b, III.D.7.b).
    const b = battleDecisions(asMapActions(m.legalActions('b')));
    expect(b.stays.length + b.withdraws.length).toBeGreaterThan(0);
    const stay = fromMapAction(stayAction([]))!;
    expect(stay).toEqual({ type: 'stay', reinforce: [] });
  });

  test('names: units by type and number, characters by name; counter codes from the unit table, none for custom units', () => {
    const m = create('dwarrows-in-the-mountains');
    const names = nameIndex(m.view('b'));
    expect(names.get('heavy-axe-2')).toBe('Heavy Axe 2');
    expect(names.get('hill-levy-1')).toBe('Hill Levy 1');
    expect(names.get('gislan')).toBe('Gislan the Rock');
    expect(unitLabel('orc', 'Orc')).toBe('Orc');
    expect(codeOf('heavy-axe-1')).toBe('4d4');
    expect(codeOf('hill-levy-1')).toBe('');
  });

  test('the outcome in the same words as the ruleset, once the battle is over', () => {
    const m = create('dwarrows-in-the-mountains', 3);
    for (let i = 0; i < 200 && m.toAct().length; i++) {
      const seat = m.toAct()[0]!;
      expect(m.act(seat, m.legalActions(seat)[0]).ok).toBe(true);
    }
    const view = m.view('a');
    expect(view.outcome).not.toBeNull();
    expect(toActOf(view)).toEqual([]);
    const o = outcomeOf(view)!;
    expect(o).toEqual(m.outcome());
    expect(o.reason).toBe(rulesetReason(m.state as RefereeState));
    expect(summaryOf(view)).toMatch(/^Dwarrows in the mountains: over after \d+ rounds?$/);
  });

  test("a replay's merged view shows each side as its own seat saw it (its secret declaration included)", () => {
    const m = create();
    m.act('a', m.legalActions('a')[0]);
    const a = m.view('a');
    const b = m.view('b');
    expect(b.sides.a.declaration).toBeNull();
    const merged = mergeViews({ a, b });
    expect(merged.sides.a.declaration).toEqual(a.sides.a.declaration);
    expect(merged.sides.b).toEqual(b.sides.b);
  });
});

describe('the module', () => {
  test('links every clause a refereed battle cites to the text or to an assumption, and words every event', () => {
    const known = new Set(ANCHORS.map((a) => a.clause));
    const assumptions = new Set(swordsAndSorceryBattleUi.rules.assumptions.map((a) => a.id));
    const cited = new Set<string>();
    for (const [battle, seed] of [
      ['cavalry-in-the-open', 1],
      ['cavalry-in-the-open', 2],
      ['dwarrows-in-the-mountains', 3],
    ] as const) {
      const m = create(battle, seed);
      for (let i = 0; i < 200 && m.toAct().length; i++) {
        const seat = m.toAct()[0]!;
        // Side b calls its reinforcements when it may (the last choice of a stay with them, else the default).
        const legal = m.legalActions(seat);
        const pick = legal.find((a) => a.type === 'stay' && a.reinforce.length > 0) ?? legal[0];
        expect(m.act(seat, pick).ok).toBe(true);
      }
      for (const viewer of ['a', 'b'] as const) {
        for (const e of m.events(viewer) as GameEvent[]) {
          for (const c of (e.clause ?? '').split(';').map((x) => x.trim())) if (c) cited.add(c);
          expect(() => swordsAndSorceryBattleUi.describeEvent(e, viewer, m.view(viewer))).not.toThrow();
        }
      }
    }
    expect([...cited].filter((c) => /^[IVX]+\b/.test(c) && !known.has(c))).toEqual([]);
    expect(
      [...cited]
        .map((c) => swordsAndSorceryBattleUi.rules.assumptionId.exec(c)?.[1])
        .filter((id): id is string => !!id && !assumptions.has(id)),
    ).toEqual([]);
    expect(cited.has('III.D.7.b')).toBe(true);
  });
});

describe('battle specs on the home page', () => {
  test("the bundled examples, the default first, each with its file's text, which parses to the same spec", () => {
    expect(EXAMPLES.map((e) => e.id)).toEqual(['dwarrows-in-the-mountains', 'cavalry-in-the-open']);
    for (const e of EXAMPLES) {
      expect(e.text).toContain(`"name": "${e.spec.name}"`);
      const parsed = specFromText(e.text);
      if (!parsed.ok) throw new Error(parsed.error);
      const spec = parseBattleSpec(parsed.value);
      expect(spec.ok && spec.value).toEqual(BATTLE_EXAMPLES[e.id]);
      expect(specProblems(parsed.value)).toEqual([]);
    }
    expect(specLine(EXAMPLES[0]!.spec)).toBe(
      'Mountain: Dwarrows of the Iron Hills (4 units, 1 character) against Men of Endore (8 units, 1 character)',
    );
  });

  test('text that is not JSON says where; a spec the tables refuse lists each problem with its entry', () => {
    const bad = specFromText('{\n  "name": "x",\n  "terrain": clear\n}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^Not valid JSON at line 3, column \d+/);
    // The offset finder agrees with JSON.parse on what is JSON.
    const samples = [
      '{}',
      '[1, 2.5e3, -0, "a\\u00e9\\n", true, false, null]',
      '{"a": {"b": [ ] }}',
      '{"a":1,}',
      '[1 2]',
      '{"a" 1}',
      '"\\x"',
      '01',
      '{"a":1}x',
      'tru',
      '',
      '[',
      '"abc',
    ];
    for (const t of samples) {
      let valid = true;
      try {
        JSON.parse(t);
      } catch {
        valid = false;
      }
      expect(jsonErrorOffset(t) === -1, t).toBe(valid);
    }
    expect(jsonErrorOffset('{"a":1,}')).toBe(7);
    expect(jsonErrorOffset('[1 2]')).toBe(3);
    expect(specFromText('  ')).toEqual({ ok: false, error: 'The battle is empty: paste or write a battle spec (JSON).' });
    const spec = JSON.parse(EXAMPLES[0]!.text) as { a: { units: Record<string, number> } };
    spec.a.units = { 'heavy-ax': 3 };
    const problems = specProblems(spec);
    expect(problems.length).toBe(1);
    expect(problems[0]).toMatch(/side a \(Dwarrows of the Iron Hills\) units: no unit type 'heavy-ax' in units.json/);
    expect(specProblems({ name: 'x' })[0]).toMatch(/terrain/);
  });

  test("the spec a game was created with, from its options: a full spec, an example's name, or none", () => {
    const m = create('cavalry-in-the-open');
    expect(specOf({ battle: m.options.battle })).toEqual(BATTLE_EXAMPLES['cavalry-in-the-open']);
    expect(specOf({ battle: 'dwarrows-in-the-mountains' })?.name).toBe('Dwarrows in the mountains');
    expect(specOf(null)).toBeNull();
    expect(specOf({ battle: { name: 1 } })).toBeNull();
  });
});
