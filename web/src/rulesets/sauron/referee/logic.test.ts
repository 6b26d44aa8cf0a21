import { describe, expect, test } from 'vitest';
import { Match } from '../../../../../src/core/match.js';
import { TABLES, crtLookup, sauronReferee } from '../../../../../src/rulesets/sauron/index.js';
import { parseMarkdown, placeAnchors } from '../../../markdown.js';
import {
  changeAction,
  combatPairs,
  describeLogEvent,
  leaderRows,
  logBlocks,
  mortalText,
  outcomeOf,
  quickChoices,
  rematchOptionsOf,
  rematchPreview,
  rematchRequest,
  summaryOf,
  type ChangeForm,
} from './logic.js';
import { ANCHORS, CLAUSES, RULES_TEXT } from './rules.js';

function match(options: unknown = {}) {
  const m = Match.create(sauronReferee, options, 1);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

describe('sauron-referee screen logic', () => {
  test('every clause of the seed has its anchor in the rules text, and every clause the record cites resolves', () => {
    const { missing } = placeAnchors(parseMarkdown(RULES_TEXT), ANCHORS);
    expect(missing).toEqual([]);
    expect(ANCHORS.map((a) => a.clause)).toEqual([...CLAUSES, 'Expanded Game']);
  });

  test('7.221, 7.222, 8.331: the leaders table and the log after a Leader Combat typed in at the table', () => {
    const m = match({ phase: 'sauron-combat' });
    expect(combatPairs(m.legalActions('referee')).get('ringwraith')).toContain('baldrim');
    expect(m.act('referee', { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' }, [6]).ok).toBe(true);
    const v = m.view('referee');
    const lost = crtLookup(1, 6).defender;
    const baldrim = leaderRows(v).find((r) => r.id === 'baldrim')!;
    expect(baldrim).toMatchObject({ name: 'Baldrim', side: 'Westernesse', endurance: `${7 - lost} / 7`, wounds: lost });
    expect(leaderRows(v).find((r) => r.id === 'elendil')!.carries).toBe('Narsil');
    expect(leaderRows(v).find((r) => r.id === 'sauron')!.carries).toBe('the Ring (worn)');
    const [entry] = logBlocks(v);
    expect(entry!.head).toBe('Turn 1, Sauron Combat Phase: Leader Combat: the Ringwraith attacks Baldrim');
    expect(entry!.lines.map((l) => l.clause)).toEqual(['7.221', '7.222']);
    expect(summaryOf(v)).toBe('Game-turn 1 · Sauron Combat Phase · Demoralization: Westernesse 0, Sauron 0');
    expect(describeLogEvent(m.events()[0]!)).toMatchObject({ clause: '7.221', tone: 'challenge' });
  });

  test('22.0, 22.1: a challenge pending offers accept and refuse as buttons and says who must answer', () => {
    const m = match({ phase: 'westernesse-combat' });
    expect(m.act('referee', { type: 'challenge', challenger: 'isildur', defender: 'gorgol', distance: 2 }).ok).toBe(true);
    const v = m.view('referee');
    expect(mortalText(v)).toBe('Mortal Combat: Isildur against Gorgol: Gorgol must accept or refuse.');
    expect(
      quickChoices(m.legalActions('referee'))
        .map((c) => c.label)
        .slice(0, 2),
    ).toEqual(['The challenge is accepted', 'The challenge is refused']);
  });

  test("the change form: bad numbers are caught before sending; good ones become the record's actions", () => {
    const f: ChangeForm = { kind: 'wound', leader: 'elendil', points: '0', text: '', side: 'westernesse', morale: 'X', cause: 'melee' };
    expect(changeAction(f)).toHaveProperty('error');
    expect(changeAction({ ...f, points: '2', text: 'arrows' })).toEqual({ type: 'wound', leader: 'elendil', points: 2, cause: 'arrows' });
    expect(changeAction({ ...f, kind: 'unit-eliminated', points: '3' })).toEqual({
      type: 'unit-eliminated',
      side: 'westernesse',
      morale: 'X',
      count: 3,
    });
    expect(changeAction({ ...f, kind: 'move', text: '' })).toEqual({ type: 'move', leader: 'elendil', to: null });
    for (const kind of ['wound', 'move', 'unit-eliminated', 'narsil-broken', 'shards-destroyed', 'spend-magic'] as const) {
      const a = changeAction({ ...f, kind, points: '1', text: 'x' });
      expect(sauronReferee.parseAction(a).ok, kind).toBe(true);
    }
  });

  test('SAU-A6: the outcome once the last game-turn is over', () => {
    const m = match({ turn: TABLES.game.turns, phase: 'joint-rally' });
    expect(outcomeOf(m.view('referee'))).toBeNull();
    expect(m.act('referee', { type: 'next-phase' }).ok).toBe(true);
    expect(outcomeOf(m.view('referee'))).toMatchObject({ winner: null, clause: 'SAU-A6' });
  });

  test("Expanded Game: a first battle ended without a decisive victory offers the rematch: a new hot-seat record with its end as firstBattle and the first's rules; the server's rules take it", () => {
    const m = match({ turn: 18, phase: 'joint-rally', wounds: { elendil: 3 }, mortalCombatRounds: 'one-die' });
    expect(m.act('referee', { type: 'wound', leader: 'anarion', points: 6 }).ok).toBe(true);
    expect(rematchOptionsOf(m.view('referee'))).toBeNull();
    expect(rematchRequest(m.view('referee'), 'hotseat')).toBeNull();
    expect(rematchPreview(m.view('referee'))).toEqual([]);
    expect(m.act('referee', { type: 'next-phase' }).ok).toBe(true);
    const v = m.view('referee');
    const options = rematchOptionsOf(v)!;
    expect(options).toEqual({ mortalCombatRounds: 'one-die', firstBattle: v.expandedGame });
    expect(rematchRequest(v, 'hotseat')).toEqual({ ruleset: 'sauron-referee', mode: 'hotseat', options });
    expect(rematchRequest(v, 'computer')).toMatchObject({ mode: 'hotseat' });
    expect(rematchRequest(v, 'online')).toEqual({ ruleset: 'sauron-referee', mode: 'online', options, seat: 'referee' });
    const preview = rematchPreview(v);
    expect(preview).toContainEqual({ text: 'Anarion is replaced by Meneldil (Combat 4, Morale 3, Endurance 6)', clause: 'SAU-A27' });
    expect(preview.some((l) => /Elendil is restored for the rematch \(3 wounds healed\)/.test(l.text))).toBe(true);
    // Through JSON, as POST /api/games sends it: the rematch starts at game-turn 1 with Meneldil for Anarion.
    const rematch = match(JSON.parse(JSON.stringify(options)));
    const r = rematch.view('referee');
    expect([r.summary.turn, r.summary.phase, r.options.mortalCombatRounds]).toEqual([1, 'first-magic', 'one-die']);
    expect(r.summary.leaders.find((l) => l.id === 'meneldil')).toMatchObject({ alive: true });
    expect(rematchOptionsOf(r)).toBeNull();
  });
});
