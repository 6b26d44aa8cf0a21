import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { replay } from '../../core/record.js';
import '../../rulesets/index.js';
import { resolveBattle, runBattle, runOdds, type BattleRunOptions } from './ss-battle.js';

const PROMPT = /(?:declares|after round \d+)> $|\]: $/;

/** Runs the walkthrough; each time a prompt appears `respond` gets it and returns the next line (null ends the input). */
async function drive(
  options: Omit<Partial<BattleRunOptions>, 'battle'> & { battle: string },
  respond: (prompt: string, transcript: string) => string | null,
) {
  const battle = resolveBattle(options.battle);
  if (typeof battle === 'string') throw new Error(battle);
  const input = new PassThrough();
  let transcript = '';
  let prompts = 0;
  const output = new Writable({
    write(chunk, _enc, done) {
      transcript += chunk.toString();
      const tail = transcript.slice(-300);
      const m = PROMPT.exec(tail);
      if (m) {
        if (++prompts > 5000) throw new Error('the battle does not end');
        const line = respond(tail.slice(tail.lastIndexOf('\n') + 1), transcript);
        setImmediate(() => (line === null ? input.end() : input.write(line + '\n')));
      }
      done();
    },
  });
  const code = await runBattle({ seed: 1, typedDice: false, ...options, battle }, input, output);
  return { code, transcript };
}

describe("warband battle: the referee's walkthrough", () => {
  test('III.D.4.c: a round with typed-in dice shows strengths, each die with its modifiers and clause, the table, losses and morale', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-ss-'));
    const save = join(dir, 'battle.json');
    const dice = ['5', '3', '4', '6', '1', '2', '5', '2', '2', '2', '1', '1', '6', '2', '1'];
    const script = ['', 'leader nobody', 'charge none', ...dice.slice(0, 5), '7', ...dice.slice(5), '', '', 'quit'];
    const { code, transcript } = await drive({ battle: 'dwarrows-in-the-mountains', typedDice: true, save }, () => script.shift() ?? null);
    expect(code).toBe(0);
    expect(transcript).toContain("roll 1d6 for side a's combat die (Dwarrows of the Iron Hills) [III.D.2]: 5");
    expect(transcript).toContain("roll 1d6 for side b's combat die (Men of Endore) [III.D.2]: 3");
    expect(transcript).toContain(
      "roll 1d6 for side a's special morale check of heavy-axe-1 (Dwarrows of the Iron Hills) [III.D.5.b(1)]: 4",
    );
    expect(transcript).toContain("roll 1d6 for side b's post-combat morale check of hill-levy-2 (Men of Endore) [III.D.6]: 1");
    expect(transcript).toContain('Type the number the die shows, 1 to 6.');
    expect(transcript).toContain("No character 'nobody' on this side (dil).");
    expect(transcript).toMatch(/heavy-axe-1 +Heavy Axe +dwarrows +attack {2}4 {2}loss strength 4 x4 = 16 {2}morale 3/);
    expect(transcript).toContain(
      'Die of Dwarrows of the Iron Hills (a): rolled 5 + 2 (Gislan the Rock leads (Leadership 2)) [III.D.2.a] = 7 [III.D.2]',
    );
    expect(transcript).toContain('Difference 7 - 5 = 2, Dwarrows of the Iron Hills higher: row III.D.4.c');
    expect(transcript).toContain('Dwarrows of the Iron Hills (a) inflicts 35% of 15 = 5 1/4; post-combat morale -2');
    expect(transcript).toContain('Men of Endore (b) inflicts 15% of 18 = 2 7/10; post-combat morale +2');
    expect(transcript).toContain(
      'the remaining 5 1/4 against men-at-arms-1 (loss strength 9): a third or more, under two thirds: Demoralized [III.D.5.b(2)]',
    );
    expect(transcript).toContain(
      'Special morale check of heavy-axe-1: rolled 4 - 1 Leadership (gislan) = 3 against morale 3: passes [III.D.5.b(1)]',
    );
    expect(transcript).toContain('Post-combat morale check of bowmen-2: rolled 6 + 2 (table) = 8 against morale 3: fails [III.D.6]');
    expect(transcript).toContain('hill-levy-1 (Men of Endore) is eliminated (III.D.6; Demoralized again) [V.C.1]');
    expect(transcript).toContain('After round 1 [III.D.7]: Dwarrows of the Iron Hills stay; Men of Endore stay');
    expect(transcript).toContain('--- Round 2 ---');
    expect(transcript).toContain('The battle is left unfinished.');
    // The record holds the typed dice, and replays them.
    const record = JSON.parse(readFileSync(save, 'utf8'));
    expect(record.ruleset).toBe('swords-and-sorcery-battle');
    expect(record.actions[1].dice).toEqual(dice.map(Number));
    const again = replay(record);
    expect(again.ok && again.value.applied).toBe(4);
  });

  test('III.D.8: from a pipe, Enter accepting every proposal, a battle runs to its end; the record replays to the same outcome', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-ss-'));
    const save = join(dir, 'battle.json');
    const { code, transcript } = await drive({ battle: 'cavalry-in-the-open', seed: 4, save }, () => '');
    expect(code).toBe(0);
    expect(transcript).toMatch(/=== The battle is over: .+ \[(III\.D\.8|SSV-A30)\] ===/);
    expect(transcript).toContain('Strength of Knights of the Empire (a) [III.D.1]:');
    expect(transcript).toMatch(
      /light-horse-1 +3 {2}\(3: entered across a stream, ford or bridge: halved on its first round to 3\/2 \[III\.D\.1\.a\]; Charging: doubled to 3 \[III\.D\.2\.b\(2\)\]\)/,
    );
    expect(transcript).toContain('+ 1 (cavalry 33 against 0, counting Charging strength (III.D.2.b(2))) [III.D.2.b]');
    expect(transcript).toMatch(/Free Companies call stack hill-camp: rolled \d \+ \d .* \[III\.D\.7\.b\]/);
    expect(transcript).not.toContain('Refused');
    const record = JSON.parse(readFileSync(save, 'utf8'));
    const again = replay(record);
    expect(again.ok && again.value.match.outcome()).toEqual(record.result);
  });

  test('III.D.7.b: with typed dice a reinforcement roll asks for its two dice, and the battle runs to its end', async () => {
    const { transcript } = await drive({ battle: 'cavalry-in-the-open', typedDice: true }, (prompt) => (prompt.endsWith(']: ') ? '3' : ''));
    expect(transcript).toContain("roll 1d6 for side b's reinforcement roll of stack hill-camp, die 1 of 2 (Free Companies) [III.D.7.b]: 3");
    expect(transcript).toContain("roll 1d6 for side b's reinforcement roll of stack hill-camp, die 2 of 2 (Free Companies) [III.D.7.b]: 3");
    expect(transcript).toMatch(/Free Companies call stack hill-camp: rolled 3 \+ 3 .* = \d+: it comes \(8 or more\) \[III\.D\.7\.b\]/);
    expect(transcript).toMatch(/=== The battle is over: /);
    expect(transcript).not.toContain('Refused');
  });

  test('III.D.2.b(2), III.D.7.a: typed choices: no charge, an array, and a withdrawal with a rear guard', async () => {
    const answers = ['charge none; array heavy-horse light-horse', '', 'withdraw rear heavy-horse-1', 'stay reinforce nowhere', 'stay'];
    const { transcript } = await drive({ battle: 'cavalry-in-the-open', seed: 2 }, (prompt) =>
      prompt.startsWith('a declares') || prompt.startsWith('b declares') || prompt.includes('after round 1')
        ? (answers.shift() ?? '')
        : prompt.includes('after round')
          ? ''
          : 'quit',
    );
    expect(transcript).toContain('Knights of the Empire (a): charge none; leader glade');
    expect(transcript).toContain(
      'Array of Knights of the Empire (a), left to right [III.D.3]: heavy-horse-1, heavy-horse-2, light-horse-1, light-horse-2',
    );
    expect(transcript).toContain("No stack 'nowhere' may reinforce this side (hill-camp).");
    expect(transcript).toContain('Knights of the Empire withdraw, rear guard heavy-horse-1; they leave after round 2 [III.D.7.a]');
  });
});

describe('warband odds', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), stderrTTY: false, stderr: new PassThrough() },
    };
  };

  test('III.D.4: the exact first-round table and the Monte Carlo outcomes with intervals; --json and --chart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-odds-'));
    const chart = join(dir, 'odds.svg');
    const text = io();
    expect(await runOdds('dwarrows-in-the-mountains', { trials: 300, seed: 1, chart }, text.io)).toBe(0);
    const printed = text.out.join('\n');
    expect(printed).toContain(
      'a Dwarrows of the Iron Hills: strength 15 [III.D.1]; die modifier +2: +2 Gislan the Rock leads (Leadership 2) [III.D.2.a]',
    );
    expect(printed).toMatch(/ {9}\+2 {7}4 {3}11\.1% {2}III\.D\.4\.c {3}35% = 5 1\/4 {9}15% = 2 7\/10/);
    expect(printed).toContain('Expected loss inflicted in round 1: by a 3.75, by b 4.50');
    expect(printed).toMatch(/Dwarrows of the Iron Hills hold \(Men of Endore eliminated\) +\d+ +\d+\.\d% +\[\d+\.\d%, \d+\.\d%\]/);
    expect(printed).toContain('Monte Carlo: 300 battles, seed 1');
    expect(printed).toContain(`Chart: ${chart}`);
    expect(readFileSync(chart, 'utf8').startsWith('<svg')).toBe(true);
    const json = io();
    await runOdds('dwarrows-in-the-mountains', { trials: 300, seed: 1, json: true }, json.io);
    const parsed = JSON.parse(json.out[0]!);
    expect(parsed.exact.rows).toHaveLength(11);
    expect(parsed.monteCarlo.trials).toBe(300);
  });

  test('a bad battle file is refused with the entry named', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-odds-'));
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ name: 'x', terrain: 'clear', a: { name: 'A', units: { 'heavy-ax': 1 } }, b: { name: 'B', units: { bowmen: 1 } } }),
    );
    const r = io();
    expect(await runOdds(file, { trials: 10, seed: 1 }, r.io)).toBe(1);
    expect(r.err.join('\n')).toMatch(/bad\.json:\n {2}side a \(A\) units: no unit type 'heavy-ax'/);
    expect(resolveBattle(join(dir, 'missing.json'))).toMatch(
      /^No battle file or example '.*missing\.json'\. Examples: dwarrows-in-the-mountains, cavalry-in-the-open\./,
    );
    writeFileSync(file, '{ not json');
    expect(resolveBattle(file)).toMatch(/is not JSON/);
  });
});
