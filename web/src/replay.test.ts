import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/core/dice.js';
import { Match } from '../../src/core/match.js';
import { toRecord } from '../../src/core/record.js';
import { randomAgent } from '../../src/ai/agent.js';
import '../../src/rulesets/index.js';
import { swordsAndWizardry, type SwView } from '../../src/rulesets/swords-and-wizardry/index.js';
import { buildReplay, recordFileName } from './replay.js';

function playedRecord(seed: number, moveLimit = 40, secret?: string) {
  const m = Match.create(swordsAndWizardry, { moveLimit }, secret ? { secret } : seed);
  if (!m.ok) throw new Error('setup');
  const match = m.value;
  const dice = SeededDice.fromSeed(seed + 1000);
  while (!match.outcome()) {
    const seat = match.toAct()[0]!;
    const action = randomAgent.choose({ ruleset: swordsAndWizardry, seat, view: match.view(seat), legal: match.legalActions(seat), dice });
    const r = match.act(seat, action);
    if (!r.ok) throw new Error(r.error.message);
  }
  return { record: toRecord(match), match };
}

describe('client replay', () => {
  it('replays a resigned game to its resignation, the dice still verified', () => {
    const m = Match.create(swordsAndWizardry, {}, { secret: '3e'.repeat(32) });
    if (!m.ok) throw new Error('setup');
    for (const seat of ['red', 'black']) expect(m.value.act(seat, { type: 'deploy-random' }).ok).toBe(true);
    expect(m.value.resign('red').ok).toBe(true);
    const r = buildReplay(JSON.parse(JSON.stringify(toRecord(m.value))));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.failure).toBeUndefined();
    expect(r.value.diceVerified).toBe(true);
    expect(r.value.steps).toHaveLength(4);
    expect(r.value.steps[3]).toEqual({ seat: 'red', action: null, events: [] });
    expect(r.value.outcomeAt(2)).toBeNull();
    expect(r.value.outcomeAt(3)).toEqual({ winner: 'black', reason: 'Red resigned.', clause: 'Resignation' });
  });

  it('steps through a finished game to the same final position and outcome', () => {
    const { record, match } = playedRecord(11);
    const r = buildReplay(JSON.parse(JSON.stringify(record)));
    if (!r.ok) throw new Error(r.error.message);
    const replay = r.value;
    expect(replay.steps).toHaveLength(record.actions.length + 1);
    expect(replay.failure).toBeUndefined();
    const last = replay.steps.length - 1;
    expect(replay.viewAt(last, 'red')).toEqual(match.view('red'));
    expect(replay.outcomeAt(last)).toEqual(match.outcome());
    expect(replay.outcomeAt(0)).toBeNull();
    expect((replay.viewAt(0, 'red') as SwView).phase).toBe('deployment');
    expect((replay.viewAt(2, 'black') as SwView).phase).toBe('play');
    expect(replay.steps.flatMap((s) => s.events)).toEqual(match.events());
    expect(recordFileName(record, 'g1')).toBe('swords-and-wizardry-g1.json');
  });

  it('refuses what is not a record, or a record of another version', () => {
    expect(buildReplay({ hello: 1 }).ok).toBe(false);
    const { record } = playedRecord(12, 4);
    const other = buildReplay({ ...record, rulesetVersion: '0.0.1' });
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.error.code).toBe('ERR_RULESET_VERSION');
    expect(buildReplay({ ...record, ruleset: 'chess' }).ok).toBe(false);
  });

  it('keeps the valid prefix of a tampered record', () => {
    const { record } = playedRecord(13, 10);
    const tampered = {
      ...record,
      actions: [...record.actions.slice(0, 3), { seat: 'red', action: { type: 'move', from: 'a1', to: 'a9' } }],
    };
    const r = buildReplay(tampered);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.failure?.index).toBe(3);
    expect(r.value.steps).toHaveLength(4);
  });

  it('marks the dice of a keyed game verified, and refuses a secret that is not the one committed to (docs/records.md, "Dice")', () => {
    const { record, match } = playedRecord(14, 30, '7e'.repeat(32));
    expect(record.formatVersion).toBe(2);
    const r = buildReplay(JSON.parse(JSON.stringify(record)));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.diceVerified).toBe(true);
    expect(r.value.outcomeAt(r.value.steps.length - 1)).toEqual(match.outcome());
    const seeded = buildReplay(JSON.parse(JSON.stringify(playedRecord(15, 4).record)));
    expect(seeded.ok && seeded.value.diceVerified).toBeNull();
    if (record.formatVersion !== 2) return;
    const swapped = buildReplay({ ...record, dice: { ...record.dice, secret: '7f'.repeat(32) } });
    expect(!swapped.ok && swapped.error.code).toBe('ERR_DICE_COMMITMENT');
  });
});
