import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it, test } from 'vitest';
import { sauronHeuristicAgent } from '../../ai/sauron/index.js';
import { SeededDice } from '../../core/dice.js';
import { describeGameAction, endLabel, pieceName } from '../../rulesets/sauron/index.js';
import type { GameAction } from '../../rulesets/sauron/index.js';
import { sauron } from '../../rulesets/sauron/index.js';
import { Match } from '../../core/match.js';
import { eventLine } from '../../rulesets/sauron/index.js';
import type { GameEvent } from '../../rulesets/sauron/index.js';
import { areaAround, legalLines, renderMap, runSauronPlay, type SauronPlayOptions } from './sauron-play.js';

async function play(opts: Partial<SauronPlayOptions>, lines: readonly string[]): Promise<{ code: number; text: string }> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (d) => (text += String(d)));
  input.end(lines.join('\n') + '\n');
  const code = await runSauronPlay(
    { hotseat: false, level: 'heuristic', seat: 'westernesse', seed: 11, options: { turns: 2 }, ...opts },
    input,
    output,
  );
  return { code, text };
}

describe('warband play sauron', () => {
  it('draws the map around a hex: even columns half a hex lower, units by side, leaders starred', () => {
    const m = Match.create(sauron, {}, 1);
    if (!m.ok) throw new Error(m.error.message);
    const v = m.value.view('westernesse');
    const text = renderMap(v, areaAround('0228', 5, 3));
    const lines = text.split('\n');
    expect(lines[0]).toBe('col   01   02   03   04   05');
    // Row 28: odd columns first (0128 men with swords, 0328 with Isildur), then the even ones (0228 Elendil's).
    expect(lines.find((l) => l.startsWith('28'))).toContain('MS');
    expect(text).toContain('MS* ');
    expect(legalLines(v, [])).toEqual([]);
  });

  it("plays two game-turns against the computer from a script: map, levels, actions by number, the computer's moves", async () => {
    const script = ['help', 'map 0824', 'leaders', 'odds elendil sauron', 'odds elendil elendil', 'bogus', '999'];
    // Then, for every decision: the first legal action, then end (bounded by the script's length).
    for (let i = 0; i < 120; i++) script.push('1', 'end');
    const { code, text } = await play({}, script);
    expect(code).toBe(0);
    expect(text).toContain('You play Westernesse against the computer');
    expect(text).toContain('Commands:');
    expect(text).toMatch(/col {3}\d\d {3}\d\d/);
    expect(text).toMatch(/Demoralization \[SAU-A5\]: Westernesse \d+/);
    expect(text).toContain('Elendil         Westernesse');
    expect(text).toMatch(/Mortal Combat to the death \[22\.2\]/);
    expect(text).toContain('Two different living leaders');
    expect(text).toContain("Unknown command 'bogus'");
    expect(text).toMatch(/Pick a number from 1 to \d+/);
    // The computer (Sauron) moved, and the human's actions were taken by number.
    expect(text).toMatch(/Orcs \(s\d+\) \d{4} → \d{4} \(\d MP/);
    expect(text).toMatch(/Westernesse: Move .+ to \d{4}/);
    expect(text).toMatch(/Westernesse: End the Westernesse Movement Phase/);
    expect(text).toContain('Game-turn 2 of 2');
    expect(text).toMatch(/The game is over: .+\[SAU-M13\]|Input ended/);
  });

  it('hot-seat: both sides at the keyboard; a bad option is refused', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'warband-sauron-play-')), 'game.json');
    const { text } = await play({ hotseat: true, save }, ['5', 'end', 'end', 'quit']);
    expect(text).toContain('Hot-seat');
    expect(text).toContain('Sauron: Leave the Gates of Morannon open this game-turn');
    expect(text).toContain('Sauron> ');
    expect(text).toContain('You left the game.');
    expect(text).toContain(`Game left: the game record (3 actions) is in ${save}`);
    expect(JSON.parse(readFileSync(save, 'utf8')).actions).toHaveLength(3);
    const bad = await play({ options: { turns: 99 } }, []);
    expect(bad.code).toBe(1);
    expect(bad.text).toContain('Bad options');
  });

  it('16.69, SAU-M12: --side third: the computer plays Westernesse and Sauron, the person the third player when one appears; with thirdSeat=leave there is none to play', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'warband-sauron-third-')), 'game.json');
    const { code, text } = await play({ seat: 'third', options: { turns: 1 }, save }, []);
    expect(code).toBe(0);
    expect(text).toContain('You play the third player (16.69, SAU-M12): the computer (heuristic) plays Westernesse and Sauron');
    expect(text).not.toContain('Westernesse> ');
    expect(text).not.toContain('Sauron> ');
    const record = JSON.parse(readFileSync(save, 'utf8'));
    expect(record.meta.players).toEqual({ westernesse: 'computer (heuristic)', sauron: 'computer (heuristic)', third: 'human' });
    expect(record.actions.length).toBeGreaterThan(0);
    const leave = await play({ seat: 'third', options: { thirdSeat: 'leave' } }, []);
    expect(leave.code).toBe(1);
    expect(leave.text).toContain('--seat third: with thirdSeat=leave');
  });
});

// The map game's words (src/rulesets/sauron/game/describe.ts), shared by this game and the web page.

test('every event of a whole game is worded with its clause; every legal action is labelled with one', () => {
  const created = Match.create(sauron, { turns: 3 }, 4);
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  const dice = SeededDice.fromSeed(9);
  const labelled = new Set<string>();
  for (let i = 0; i < 3000 && !m.outcome(); i++) {
    const seat = m.toAct()[0]!;
    const view = m.view(seat);
    const legal = m.legalActions(seat);
    for (const a of legal) {
      const d = describeGameAction(a as GameAction, view);
      expect(d.text.length).toBeGreaterThan(5);
      expect(d.clause).toMatch(/^(\d+\.\d+|SAU-[AM]\d+)$/);
      labelled.add(a.type);
    }
    const r = m.act(seat, sauronHeuristicAgent.choose({ ruleset: sauron, seat, view, legal, dice, events: m.events(seat) }));
    if (!r.ok) throw new Error(r.error.message);
  }
  expect(m.outcome()).not.toBeNull();
  const types = new Set<string>();
  for (const e of m.events()) {
    const l = eventLine(e);
    expect(l.text, e.type).not.toMatch(/undefined|\[object/);
    expect(l.clause, e.type).toBeTruthy();
    types.add(e.type);
  }
  expect([...types]).toEqual(expect.arrayContaining(['unit-moved', 'gates', 'segment', 'phase', 'game-result']));
  expect([...labelled]).toEqual(expect.arrayContaining(['move', 'set-gates', 'end']));
});

test('names and labels', () => {
  expect(pieceName('s1-orcs')).toBe('Orcs (s1)');
  expect(pieceName('ringwraith')).toBe('the Ringwraith');
  expect(endLabel({ phase: 'sauron-combat', segment: 'missile' })).toBe('End the Missile Combat Segment');
  expect(endLabel({ phase: 'joint-rally', segment: null })).toBe('End your part of the Joint Rally Phase');
  expect(
    eventLine({
      type: 'unit-attack',
      clause: 'SAU-M15',
      kind: 'riposte',
      attacker: 'w1-men-swords',
      target: 's1-orcs',
      rating: 4,
      armour: 2,
      die: 5,
      total: 7,
      result: 'eliminated',
    } as GameEvent),
  ).toEqual({
    text: 'Men (swordsmen) (w1) strikes back at Orcs (s1): rating 4 against armour 2, die 5, total 7: eliminated',
    clause: 'SAU-M15',
    tone: 'result',
  });
});
