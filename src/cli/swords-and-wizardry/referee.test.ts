/** `warband wizardry referee`: a position set up from the notation, a challenge resolved with a die typed in, the clause shown. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { run } from '../test-io.js';
import { EXAMPLE_POSITION } from '../../rulesets/swords-and-wizardry/index.js';
import { positionArg, runWizardryReferee, type RefereeRun } from './referee.js';

const referee = (lines: readonly string[], more: Partial<RefereeRun> = {}) =>
  run(lines, (input, output) =>
    runWizardryReferee({ position: EXAMPLE_POSITION, typedDice: true, seed: 1, options: {}, ...more }, input, output),
  );

describe('warband wizardry referee', () => {
  test('Attack Table, Notes: Wizard: the Wizard challenges the Knights; the die typed in (5) decides, with the rule that applied; export gives the position after', async () => {
    const r = await referee(['e3 e4', '5', 'export', 'quit']);
    expect(r.code).toBe(0);
    expect(r.transcript).toContain(`Position: ${EXAMPLE_POSITION}  (red to move)`);
    expect(r.transcript).toContain("The Wizard's die (1-6): ");
    expect(r.transcript).toMatch(/\[Attack Table, Notes: Wizard\]/);
    expect(r.transcript).toContain('5p4/10/10/10/10/10/4W+5/10/10/4P5 b');
  });

  test('Referee: import sets up another position; a bad one is refused with its reason and the old one stays; a refused move names its clause', async () => {
    const r = await referee([
      'import 10/10/10/10/5W4/10/10/10/10/10 r',
      'import 5p4/5N4/10/10/10/10/10/10/10/4P5 r',
      'f9 f10',
      'export',
      'quit',
    ]);
    expect(r.transcript).toMatch(/Refused: .*f6 is Lake Limpid/);
    expect(r.transcript).toMatch(/Refused: .*\[Playing Board \(a\) Castles\]/);
    expect(r.transcript).toContain('5p4/5N4/10/10/10/10/10/10/10/4P5 r\n');
  });

  test("Attack Table: with the program's dice a challenge needs no die; the game's end ends the session (Castles (2))", async () => {
    const r = await referee(['f8 f9'], { position: '4NpN3/10/5N4/10/10/10/10/10/10/4P5 r', typedDice: false });
    expect(r.code).toBe(0);
    expect(r.transcript).toMatch(/\[Castles \(2\)\]/);
    expect(r.transcript).not.toContain("The Wizard's die");
  });

  test('Referee: a position given as a file is read from it; the notation itself is taken as it is', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sw-referee-')), 'position.txt');
    writeFileSync(file, `${EXAMPLE_POSITION}\n`);
    expect(positionArg(file)).toBe(EXAMPLE_POSITION);
    expect(positionArg(EXAMPLE_POSITION)).toBe(EXAMPLE_POSITION);
  });
});
