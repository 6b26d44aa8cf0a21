/**
 * Leader Combat (7.22-7.26 as the variant changes them). Each leader totals Combat and Morale less his
 * wounds (7.221); the defender's total is subtracted from the attacker's to give the Combat
 * Differential; the phasing player rolls one die on the Leader Combat Results Table (7.26, SAU-A2; the
 * differential is clamped to the table's first and last column). Lost Endurance is applied at once, and
 * a leader whose lost points reach his Endurance is dead (7.222; SAU-A23: a loss beyond it still kills,
 * and wounds never exceed the Endurance).
 *
 *   const r = resolveLeaderCombat(fighter('ringwraith'), fighter('baldrim'), dice);
 *   if (r.ok) r.value.events // leader-combat (7.221, 7.26), endurance-lost (7.222), leader-killed (7.222)
 */
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { COMBAT_TABLE, type CombatTable, type CrtCell } from './data.js';
import type { EnduranceLost, Ev, LeaderKilled } from './events.js';
import type { Fighter } from './ratings.js';
import { Errors } from './errors.js';

export type LeaderCombatEvent =
  | Ev<
      'leader-combat',
      {
        attackerId: string;
        defenderId: string;
        attackerTotal: number;
        defenderTotal: number;
        differential: number;
        column: number;
        die: number;
        result: string;
      }
    >
  | EnduranceLost
  | LeaderKilled;

/** 7.221: Combat plus Morale less the wounds to his Endurance. */
export const combatTotal = (f: Fighter): number => f.combat + f.morale - f.wounds;

/** 7.222: dead once the lost points reach his Endurance. */
export const isDead = (f: Fighter): boolean => f.wounds >= f.endurance;

/** Endurance points left; never negative (SAU-A23). */
export const enduranceLeft = (f: Fighter): number => Math.max(0, f.endurance - f.wounds);

/** 7.26 (SAU-A2): the column a differential falls in, clamped to the table's ends. */
export function combatColumn(differential: number, table: CombatTable = COMBAT_TABLE): number {
  return Math.min(table.columns.at(-1)!, Math.max(table.columns[0]!, differential));
}

/** 7.26: the cell for a column and a die. */
export function crtLookup(column: number, die: number, table: CombatTable = COMBAT_TABLE): CrtCell {
  const row = table.rows[die - 1];
  const cell = row?.[column - table.columns[0]!];
  if (!cell) throw new RangeError(`no cell for die ${die}, column ${column}`);
  return cell;
}

/**
 * 7.222: a leader loses `points` of Endurance. Wounds stop at his Endurance (SAU-A23); reaching it kills
 * him. No events for a loss of 0.
 */
export function loseEndurance(
  f: Fighter,
  points: number,
  cause: string,
  clause = '7.222',
): { fighter: Fighter; events: (EnduranceLost | LeaderKilled)[] } {
  if (points <= 0 || isDead(f)) return { fighter: f, events: [] };
  const wounds = Math.min(f.endurance, f.wounds + points);
  const fighter = { ...f, wounds };
  const events: (EnduranceLost | LeaderKilled)[] = [
    { type: 'endurance-lost', clause, leaderId: f.id, points: wounds - f.wounds, wounds, endurance: f.endurance },
  ];
  if (isDead(fighter)) events.push({ type: 'leader-killed', clause: '7.222', leaderId: f.id, cause });
  return { fighter, events };
}

export interface LeaderCombatResolution {
  readonly attacker: Fighter;
  readonly defender: Fighter;
  readonly die: number;
  readonly differential: number;
  readonly column: number;
  readonly cell: CrtCell;
  readonly events: readonly LeaderCombatEvent[];
}

/**
 * One Leader Combat: totals (7.221), one die on the table (7.26), the result applied at once (7.222).
 * Refused if either leader is already dead.
 */
export function resolveLeaderCombat(
  attacker: Fighter,
  defender: Fighter,
  dice: Dice,
  table: CombatTable = COMBAT_TABLE,
): Result<LeaderCombatResolution, RuleError> {
  for (const f of [attacker, defender]) {
    if (isDead(f)) return err(Errors.leaderDead(f.name, true));
  }
  if (attacker.id === defender.id) return err(Errors.sameLeader());
  const attackerTotal = combatTotal(attacker);
  const defenderTotal = combatTotal(defender);
  const differential = attackerTotal - defenderTotal;
  const column = combatColumn(differential, table);
  const die = dice.roll(table.rows.length);
  const cell = crtLookup(column, die, table);
  const events: LeaderCombatEvent[] = [
    {
      type: 'leader-combat',
      clause: '7.221',
      attackerId: attacker.id,
      defenderId: defender.id,
      attackerTotal,
      defenderTotal,
      differential,
      column,
      die,
      result: cell.code,
    },
  ];
  const a = loseEndurance(attacker, cell.attacker, `Leader Combat against ${defender.name}`);
  const d = loseEndurance(defender, cell.defender, `Leader Combat against ${attacker.name}`);
  events.push(...a.events, ...d.events);
  return ok({ attacker: a.fighter, defender: d.fighter, die, differential, column, cell, events });
}
