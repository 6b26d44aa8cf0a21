import { describe, expect, test } from 'vitest';
import { Match } from '../core/match.js';
import { toRecord } from '../core/record.js';
import '../rulesets/index.js';
import { swordsAndWizardry } from '../rulesets/swords-and-wizardry/index.js';
import { verifyRecord } from './verify.js';

const secret = '0c'.repeat(32);

function finished() {
  const m = Match.create(swordsAndWizardry, { moveLimit: 40 }, { secret });
  if (!m.ok) throw new Error(m.error.message);
  const match = m.value;
  // Both sides play their first legal action until the move limit ends the game (SW-A4).
  for (let i = 0; i < 500 && !match.outcome(); i++) {
    const seat = match.toAct()[0]!;
    const r = match.act(seat, match.legalActions(seat)[0]);
    if (!r.ok) throw new Error(r.error.message);
  }
  return match;
}

describe('warband verify (docs/records.md, "Dice")', () => {
  test('a finished keyed game is verified: commitment, every action, the result', () => {
    const match = finished();
    expect(match.outcome()).not.toBeNull();
    const verdict = verifyRecord(JSON.stringify(toRecord(match)), 'game.json');
    expect(verdict.verified).toBe(true);
    expect(verdict.text).toContain('dice verified');
    expect(verdict.json).toMatchObject({ verified: true, actions: match.actions.length, result: match.outcome() });
  });

  test('a resigned game is verified to its resignation; without the entry the result is only the server word', () => {
    const m = Match.create(swordsAndWizardry, {}, { secret });
    if (!m.ok) throw new Error(m.error.message);
    for (const seat of ['red', 'black']) expect(m.value.act(seat, { type: 'deploy-random' }).ok).toBe(true);
    expect(m.value.resign('black').ok).toBe(true);
    const record = toRecord(m.value);
    const verdict = verifyRecord(JSON.stringify(record), 'resigned.json');
    expect(verdict.verified).toBe(true);
    expect(verdict.text).toContain('to the recorded result: Black resigned. (Resignation)');
    expect(verdict.json).toMatchObject({ actions: 3, result: { winner: 'red', reason: 'Black resigned.', clause: 'Resignation' } });
    // The resignation taken out but the result kept: the replay reaches no end, and the result is the server's word alone.
    const dropped = { ...record, actions: record.actions.slice(0, 2) };
    expect(verifyRecord(JSON.stringify(dropped), 'dropped.json').text).toContain('the server ended it: Black resigned.');
  });

  test('a swapped secret, a forged result, a seeded record and bad JSON are not verified, each saying why', () => {
    const record = toRecord(finished());
    if (record.formatVersion !== 2) throw new Error('expected a keyed record');
    const swapped = { ...record, dice: { ...record.dice, secret: '0d'.repeat(32) } };
    expect(verifyRecord(JSON.stringify(swapped), 'a.json').json).toMatchObject({ verified: false, code: 'ERR_DICE_COMMITMENT' });
    const forged = { ...record, result: { winner: 'black', reason: 'forged', clause: 'none' } };
    expect(verifyRecord(JSON.stringify(forged), 'b.json').json).toMatchObject({ verified: false, code: 'ERR_RESULT_DIFFERS' });
    const seeded = Match.create(swordsAndWizardry, {}, 5);
    if (!seeded.ok) throw new Error('seeded');
    expect(verifyRecord(JSON.stringify(toRecord(seeded.value)), 'c.json').json).toMatchObject({
      verified: false,
      code: 'ERR_SEEDED_RECORD',
    });
    expect(verifyRecord('{', 'd.json').json).toMatchObject({ verified: false, code: 'ERR_BAD_RECORD' });
  });
});
