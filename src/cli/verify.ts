/**
 * `warband verify record.json`: checks a finished game's dice (docs/records.md, "Dice"). The record's
 * revealed secret must hash to the commitment the server published when the game began, and every
 * action must replay with the rolls derived from that secret, to the result recorded. A seeded record
 * (format 1) has nothing to verify: its seed was never secret.
 */
import { diceSourceOf, parseRecord, replay } from '../core/record.js';

export interface Verdict {
  readonly verified: boolean;
  readonly text: string;
  readonly json: Readonly<Record<string, unknown>>;
}

const sameResult = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function verifyRecord(fileText: string, source: string): Verdict {
  let input: unknown;
  try {
    input = JSON.parse(fileText);
  } catch (e) {
    return refuse(source, 'ERR_BAD_RECORD', `${source} is not JSON: ${(e as Error).message}`);
  }
  const parsed = parseRecord(input);
  if (!parsed.ok) return refuse(source, parsed.error.code, parsed.error.message);
  const record = parsed.value;
  if (record.formatVersion === 1) {
    return refuse(
      source,
      'ERR_SEEDED_RECORD',
      `${source} is a seeded record (format 1): its dice come from seed ${record.seed}, which was never secret, so there is nothing to verify.`,
    );
  }
  const dice = diceSourceOf(record);
  if (!dice.ok) return refuse(source, dice.error.code, dice.error.message);
  const replayed = replay(record);
  if (!replayed.ok) return refuse(source, replayed.error.code, replayed.error.message);
  const { match, applied, failure } = replayed.value;
  if (failure)
    return refuse(
      source,
      failure.error.code,
      `action ${failure.index + 1} does not replay with the derived dice: ${failure.error.message}`,
    );
  const outcome = match.outcome();
  // A game the server ended (a clock, abandonment) has a result the rules did not reach.
  if (outcome && !sameResult(outcome, record.result)) {
    return refuse(
      source,
      'ERR_RESULT_DIFFERS',
      `the replay ends "${outcome.reason}", but the record says "${record.result?.reason ?? 'unfinished'}".`,
    );
  }
  const commitment = record.dice.commitment;
  const ending = outcome
    ? `to the recorded result: ${outcome.reason} (${outcome.clause})`
    : record.result
      ? `; the server ended it: ${record.result.reason}`
      : '; the game is unfinished';
  return {
    verified: true,
    text: [
      `${source}: dice verified.`,
      `  commitment ${commitment}: SHA-256 of the revealed secret`,
      `  ${applied} actions replayed with the rolls derived from it (${record.dice.scheme})${ending}`,
    ].join('\n'),
    json: { verified: true, commitment, scheme: record.dice.scheme, actions: applied, result: outcome ?? record.result ?? null },
  };
}

function refuse(source: string, code: string, message: string): Verdict {
  return { verified: false, text: `${source}: not verified. ${message}`, json: { verified: false, code, message } };
}
