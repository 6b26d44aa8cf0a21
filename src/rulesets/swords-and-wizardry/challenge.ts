/**
 * Challenges: the attack table, the Wizard's die, the Ogre in the forests, the Siege Catapult and the
 * castles. `resolveChallenge` decides the result; the ruleset carries it out.
 */
import type { Dice } from '../../core/dice.js';
import tableData from './data/attack-table.json' with { type: 'json' };
import notesData from './data/notes-reading.json' with { type: 'json' };
import type { Board } from './board.js';
import type { SwOptions } from './options.js';
import { CLAUSE, isMilitary, isMonster, PIECES, type PieceKind } from './vocabulary.js';

/** X both eliminated, A attacker eliminated, D defender eliminated, - No Result. */
export type TableResult = 'X' | 'A' | 'D' | '-';
export type ChallengeResult =
  | TableResult
  /** The Princess is challenged by a piece entitled to rescue her: the game is won. */
  | 'rescue'
  /** Castles (1): a Siege Catapult finds the Princess in a castle; she stays and awaits rescue. */
  | 'awaits-rescue';

export interface Roll {
  readonly die: 'd6';
  readonly value: number;
  readonly for: string;
}

export interface Resolution {
  readonly result: ChallengeResult;
  readonly clause: string;
  readonly rolls: readonly Roll[];
  readonly why: string;
}

/** The printed table, attacker -> defender -> result. The Wizard and the Princess have no row. */
export type AttackTable = Readonly<Partial<Record<PieceKind, Readonly<Partial<Record<PieceKind, TableResult>>>>>>;

function readTable(): AttackTable {
  const defenders = tableData.defenders as PieceKind[];
  const table: Partial<Record<PieceKind, Partial<Record<PieceKind, TableResult>>>> = {};
  for (const [attacker, row] of Object.entries(tableData.attackers)) {
    if (row.length !== defenders.length) throw new Error(`attack-table.json: row ${attacker} has ${row.length} cells`);
    table[attacker as PieceKind] = Object.fromEntries(row.map((r, i) => [defenders[i], r as TableResult]));
  }
  return table;
}

export const PRINTED_TABLE: AttackTable = readTable();

/** The table with the notes' reading of the seven disputed cells (assumption SW-A5). */
export const NOTES_TABLE: AttackTable = (() => {
  const t = Object.fromEntries(Object.entries(PRINTED_TABLE).map(([k, row]) => [k, { ...row }])) as Record<
    string,
    Record<string, TableResult>
  >;
  for (const o of notesData.overrides) t[o.attacker]![o.defender] = o.result as TableResult;
  return t;
})();

export interface ChallengeSituation {
  readonly attacker: PieceKind;
  readonly defender: PieceKind;
  /** The defender stands in a castle. */
  readonly defenderInCastle: boolean;
  /** The defender's square is wooded (the Ogre's powers when attacking). */
  readonly defenderInForest: boolean;
  /** The attacker is a Siege Catapult attacking two squares away. */
  readonly atRange: boolean;
}

/** The situation of a challenge by `attacker` from a move to `to` (a bombard is the Siege Catapult's attack at range). */
export function situationOf(board: Board, to: number, bombard: boolean, attacker: PieceKind, defender: PieceKind): ChallengeSituation {
  return { attacker, defender, defenderInCastle: board.castle[to] !== null, defenderInForest: board.forest[to]!, atRange: bombard };
}

const wizardBeats = (value: number, other: PieceKind): boolean =>
  value >= 5 || (value >= 3 && !isMonster(other)) || (value === 2 && other === 'peasants');

export function resolveChallenge(s: ChallengeSituation, options: Pick<SwOptions, 'attackTable'>, dice: Dice): Resolution {
  const { attacker, defender } = s;
  const none = (clause: string, why: string): Resolution => ({ result: '-', clause, rolls: [], why });

  if (defender === 'princess') {
    if (attacker === 'siege-catapult') {
      return s.defenderInCastle
        ? {
            result: 'awaits-rescue',
            clause: CLAUSE.castles1,
            rolls: [],
            why: 'The Princess in the castle is identified; she must remain in position and await rescue.',
          }
        : none(CLAUSE.princess, 'The Siege Catapult cannot rescue the Princess (only a piece of machinery).');
    }
    if (attacker === 'wizard') return none(CLAUSE.wizard, 'The Wizard cannot rescue the Princess (treat as a No Result attack).');
    if (PIECES[attacker].rescues)
      return { result: 'rescue', clause: CLAUSE.princess, rolls: [], why: `The Princess is rescued by the ${PIECES[attacker].name}.` };
    return none(CLAUSE.princess, `The ${PIECES[attacker].name} cannot rescue the Princess and must retreat.`);
  }

  if (attacker === 'siege-catapult' && (s.defenderInCastle || s.atRange)) {
    if (s.defenderInCastle)
      return {
        result: 'D',
        clause: CLAUSE.siegeCatapult,
        rolls: [],
        why: 'A Siege Catapult automatically defeats a piece occupying a castle.',
      };
    if (defender === 'dragon')
      return { result: 'D', clause: CLAUSE.siegeCatapult, rolls: [], why: 'A well aimed boulder defeats the Dragon.' };
    return none(CLAUSE.siegeCatapult, "At two squares the Siege Catapult's attack is a No Result, both pieces remaining in place.");
  }

  if (attacker === 'wizard' && defender === 'wizard') {
    const a = dice.roll(6);
    const d = dice.roll(6);
    const rolls: Roll[] = [
      { die: 'd6', value: a, for: 'attacking Wizard' },
      { die: 'd6', value: d, for: 'defending Wizard' },
    ];
    const result: TableResult = a === d ? 'X' : a < d ? 'A' : 'D';
    const why = a === d ? 'Equal throws: both Wizards are eliminated.' : 'The lower thrower is eliminated.';
    return { result, clause: CLAUSE.wizardVWizard, rolls, why };
  }
  if (attacker === 'wizard' || defender === 'wizard') {
    const other = attacker === 'wizard' ? defender : attacker;
    const value = dice.roll(6);
    const rolls: Roll[] = [{ die: 'd6', value, for: "the Wizard's spell" }];
    const wizardWins = attacker === 'wizard' ? 'D' : 'A';
    const wizardLoses = attacker === 'wizard' ? 'A' : 'D';
    if (value === 1)
      return { result: wizardLoses, clause: CLAUSE.wizardDie, rolls, why: 'A throw of 1: the spell fails and the Wizard is eliminated.' };
    if (wizardBeats(value, other)) {
      const band =
        value >= 5 ? '5 or 6 eliminates any piece' : value >= 3 ? '3 or 4 eliminates non-Monster pieces' : '2 eliminates Peasants only';
      return { result: wizardWins, clause: CLAUSE.wizardDie, rolls, why: `A throw of ${value}: ${band}.` };
    }
    return {
      result: '-',
      clause: CLAUSE.wizardDie,
      rolls,
      why: `A throw of ${value} does not defeat the ${PIECES[other].name}: neither piece is defeated.`,
    };
  }

  if (attacker === 'ogre' && isMilitary(defender) && s.defenderInForest) {
    return { result: 'D', clause: CLAUSE.ogre, rolls: [], why: 'In the forest the Ogre automatically defeats any Military force.' };
  }
  if (defender === 'ogre' && isMilitary(attacker) && s.defenderInForest) {
    return { result: 'A', clause: CLAUSE.ogre, rolls: [], why: 'In the forest the Ogre automatically defeats any Military force.' };
  }

  const table = options.attackTable === 'notes' ? NOTES_TABLE : PRINTED_TABLE;
  const result = table[attacker]?.[defender];
  if (!result) throw new Error(`attack table has no cell ${attacker} v ${defender}`);
  const reading = table === NOTES_TABLE && PRINTED_TABLE[attacker]?.[defender] !== result ? " (the notes' reading, SW-A5)" : '';
  return {
    result,
    clause: CLAUSE.attackTable,
    rolls: [],
    why: `${PIECES[attacker].name} v ${PIECES[defender].name}: ${describe(result)}${reading}.`,
  };
}

export function describe(result: ChallengeResult): string {
  switch (result) {
    case 'X':
      return 'both pieces eliminated';
    case 'A':
      return 'attacker eliminated';
    case 'D':
      return 'defender eliminated';
    case '-':
      return 'No Result';
    case 'rescue':
      return 'the Princess is rescued';
    case 'awaits-rescue':
      return 'the Princess is identified and awaits rescue';
  }
}
