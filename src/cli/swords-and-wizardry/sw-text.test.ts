import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import { swordsAndWizardry as rules, type SwAction, type SwEvent, type SwView } from '../../rulesets/swords-and-wizardry/index.js';
import {
  actionText,
  formatEvents,
  mergeViews,
  movesText,
  outcomeText,
  parseCommand,
  parsePlacement,
  renderBoard,
  rulesSummary,
  statusLines,
} from './sw-text.js';

function deployed(seed = 5) {
  const created = Match.create(rules, {}, seed);
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  m.act('red', { type: 'deploy-random' });
  m.act('black', { type: 'deploy-random' });
  return m;
}

const rows = (board: string) => board.split('\n');

describe('notation', () => {
  test('moves: b4-b5, b4xb5, "b4 b5", b4b5 and upper case all mean the same', () => {
    for (const text of ['b4-b5', 'b4xb5', 'b4 b5', 'B4-B5', ' b4 - b5 ', 'b4b5', 'b4:b5']) {
      expect(parseCommand(text)).toEqual({ type: 'move', from: 'b4', to: 'b5' });
    }
    expect(parseCommand('a10-a9')).toEqual({ type: 'move', from: 'a10', to: 'a9' });
    expect(parseCommand('c3xc5')).toEqual({ type: 'move', from: 'c3', to: 'c5' });
  });

  test('commands', () => {
    expect(parseCommand('replace e2')).toEqual({ type: 'replace', with: 'e2' });
    expect(parseCommand('random')).toEqual({ type: 'random' });
    expect(parseCommand('deploy My Army.json')).toEqual({ type: 'deploy', file: 'My Army.json' });
    expect(parseCommand('moves')).toEqual({ type: 'moves' });
    expect(parseCommand('moves b4')).toEqual({ type: 'moves', square: 'b4' });
    expect(parseCommand('help')).toEqual({ type: 'help' });
    expect(parseCommand('board')).toEqual({ type: 'board' });
    expect(parseCommand('log')).toEqual({ type: 'log' });
    expect(parseCommand('rules')).toEqual({ type: 'rules', full: false });
    expect(parseCommand('rules full')).toEqual({ type: 'rules', full: true });
    expect(parseCommand('save Game.json')).toEqual({ type: 'save', file: 'Game.json' });
    expect(parseCommand('quit')).toEqual({ type: 'quit' });
    expect(parseCommand('   ')).toEqual({ type: 'empty' });
    expect(parseCommand('dance').type).toBe('unknown');
    expect(parseCommand('replace').type).toBe('unknown');
    expect(parseCommand('save').type).toBe('unknown');
  });

  test('actions print back in the notation, x for a challenge as the viewer sees the board', () => {
    const m = deployed();
    const view = m.view('red');
    expect(actionText({ type: 'move', from: 'b4', to: 'b5' }, view)).toBe('b4-b5');
    const red = view.pieces.find((p) => p.owner === 'red')!;
    const black = view.pieces.find((p) => p.owner === 'black')!;
    expect(actionText({ type: 'move', from: red.square, to: black.square }, view)).toBe(`${red.square}x${black.square}`);
    expect(actionText({ type: 'replace', with: 'e2' })).toBe('replace e2');
    expect(actionText({ type: 'deploy-random' })).toBe('random');
  });

  test('deployment files: kinds, names or letters; anything else is explained', () => {
    expect(parsePlacement({ a1: 'king', B1: 'Men-At-Arms', c1: 'S', d1: 'men at arms', e1: 'siege catapult' })).toEqual({
      a1: 'king',
      b1: 'men-at-arms',
      c1: 'peasants',
      d1: 'men-at-arms',
      e1: 'siege-catapult',
    });
    expect(parsePlacement({ a1: 'troll' })).toMatch(/not a piece/);
    expect(parsePlacement([1, 2])).toMatch(/one JSON object/);
    expect(parsePlacement({ a1: 3 })).toMatch(/must be a name/);
  });
});

describe('board', () => {
  test('a seat sees its own pieces by letter and the enemy as ?; terrain is marked', () => {
    const m = deployed();
    const text = renderBoard(m.view('red'), { perspective: 'red' });
    const lines = rows(text);
    expect(lines[0]).toMatch(/^\s+a\s+b\s+c\s+d\s+e\s+f\s+g\s+h\s+i\s+j\s*$/);
    expect(lines[1]).toMatch(/^ 10 /); // Red looks up the board: rank 10 at the top
    expect(lines[10]).toMatch(/^  1 /);
    // Black's ranks 8-10 are all unknown; Red's ranks 1-3 all letters.
    for (const line of lines.slice(1, 4)) expect(line.slice(4, 34).replace(/[\s[\]{}<>]/g, '')).toMatch(/^\?{10}$/);
    for (const line of lines.slice(8, 11)) expect(line.slice(4, 34).replace(/[\s[\]{}<>]/g, '')).toMatch(/^[KHMWPNABSDGOC]{10}$/);
    expect(text).toContain('~~~'); // the lake
    expect(text).toMatch(/\{.\}/); // forests
    expect(text).toMatch(/<.>/); // the bridge's ends
    expect(text).toMatch(/\[P\]/); // her castle
    expect(text).not.toContain('\x1b['); // no colour unless asked
  });

  test('Black sees the board turned round: rank 1 at the top, file j on the left', () => {
    const m = deployed();
    const lines = rows(renderBoard(m.view('black'), { perspective: 'black' }));
    expect(lines[0]).toMatch(/^\s+j\s+i\s+h/);
    expect(lines[1]).toMatch(/^  1 /);
    expect(lines[10]).toMatch(/^ 10 /);
  });

  test('revealed enemy pieces are lower-case; colour is plain ANSI when asked', () => {
    const m = deployed(11);
    // Play until some challenge reveals pieces.
    for (let i = 0; i < 400 && !m.outcome(); i++) {
      const seat = m.toAct()[0]!;
      const legal = m.legalActions(seat);
      m.act(seat, legal[(i * 7919) % legal.length]);
      if (m.view('red').pieces.some((p) => p.owner === 'black' && p.kind)) break;
    }
    const view = m.view('red');
    const shown = view.pieces.find((p) => p.owner === 'black' && p.kind)!;
    expect(shown).toBeDefined();
    const text = renderBoard(view, { perspective: 'red' });
    expect(text).toMatch(/[a-z]/);
    expect(renderBoard(view, { perspective: 'red', color: true })).toContain('\x1b[');
  });

  test('a review shows every piece: each side known from its own view', () => {
    const m = deployed();
    const full = mergeViews(m.view('red'), m.view('black'));
    expect(full.pieces.every((p) => p.kind !== null)).toBe(true);
    expect(renderBoard(full, { perspective: 'red' })).not.toContain('?');
  });

  test('status lines say whose move it is and the deployment state', () => {
    const created = Match.create(rules, {}, 1);
    if (!created.ok) throw new Error();
    expect(statusLines(created.value.view('red'), 'red').join('\n')).toMatch(/Deployment \(Preparation\)/);
    const m = deployed();
    expect(statusLines(m.view('red'), 'red').join('\n')).toMatch(/Move 1 of 1000: Red to play/);
  });
});

describe('events and moves', () => {
  test('a challenge shows both pieces, the result, why and the clause', () => {
    const events: SwEvent[] = [
      {
        type: 'challenge',
        seat: 'red',
        how: 'step',
        attacker: { id: 'r1', owner: 'red', kind: 'wizard', square: 'c3' },
        defender: { id: 'b1', owner: 'black', kind: 'dragon', square: 'c4' },
        clause: 'Commencement of Game',
      },
      { type: 'roll', die: 'd6', value: 5, for: "the Wizard's spell", clause: 'Attack Table, Notes: Wizard' },
      {
        type: 'challenge-result',
        result: 'D',
        why: 'A throw of 5: 5 or 6 eliminates any piece.',
        eliminated: ['b1'],
        attackerOn: 'c4',
        clause: 'Attack Table, Notes: Wizard',
      },
    ];
    const text = formatEvents(events).join('\n');
    expect(text).toContain("Red's Wizard on c3 challenges Black's Dragon on c4");
    expect(text).toContain("The die for the Wizard's spell: 5.");
    // The challenge line above names both pieces; the result line (one event, read alone) names their roles.
    expect(text).toContain('Result D: the defender is eliminated; the attacker moves to c4. A throw of 5: 5 or 6 eliminates any piece.');
    expect(text).toContain('[Attack Table, Notes: Wizard]');
  });

  test('the end of a game names the winner, the reason and the clause', () => {
    expect(outcomeText({ winner: 'black', reason: 'Red is unable to move any piece.', clause: 'End Game' })).toBe(
      'Game over: Black wins. Red is unable to move any piece.  [End Game]',
    );
    expect(outcomeText({ winner: null, reason: '1000 moves were played without a result.', clause: 'SW-A4 (moveLimit)' })).toMatch(
      /^Game over: a draw\./,
    );
  });

  test('the legal moves list every move once, grouped by piece, and for one square only', () => {
    const m = deployed();
    const legal = m.legalActions('red');
    const text = movesText(m.view('red') as SwView, legal);
    const tokens = text.match(/[a-j]\d{1,2}[-x][a-j]\d{1,2}/g)!;
    expect(tokens.length).toBe(legal.length);
    const first = legal[0] as { from: string };
    const one = movesText(m.view('red'), legal, first.from);
    expect(one.match(/[a-j]\d{1,2}[-x][a-j]\d{1,2}/g)!.every((t) => t.startsWith(first.from))).toBe(true);
    expect(movesText(m.view('red'), legal, 'e9')).toMatch(/No legal move from e9/);
  });

  test('a surrounded castle: the status names the choice and the moves list the replacements (Castles (2))', () => {
    const m = deployed();
    const view: SwView = { ...m.view('red'), pending: { castle: 'a9', chooser: 'red' } };
    const replacements: SwAction[] = [
      { type: 'replace', with: 'a8' },
      { type: 'replace', with: 'b9' },
    ];
    expect(statusLines(view, 'red', replacements).join('\n')).toContain(
      'Castle a9 is surrounded: Red chooses which surrounding piece takes it: replace a8, replace b9 (Castles (2)).',
    );
    expect(
      movesText(view, [
        { type: 'replace', with: 'a8' },
        { type: 'replace', with: 'b9' },
      ]),
    ).toBe('Choose the piece that takes the castle: replace a8  replace b9');
    expect(parseCommand('replace b9')).toEqual({ type: 'replace', with: 'b9' });
  });

  test('the rules summary prints the attack table with the chosen reading', () => {
    const m = deployed();
    const text = rulesSummary(m.view('red').options);
    expect(text).toMatch(/K King\s+X - D D A - D A A A A -/);
    expect(text).toContain('[Attack Table]');
  });
});
