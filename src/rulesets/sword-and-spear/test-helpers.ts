/** Units and tables for tests: a unit from a few fields, placed by its centre, facing +y unless told. */
import { pt, type Base } from '../../core/geometry/open-table.js';
import { makeUnit, type Altitude, type Battlefield, type TerrainPiece, type Unit } from './battlefield.js';
import { unitProfileSchema, type ProtectionId } from './data.js';
import type { Dice } from '../../core/dice.js';
import { common, type ActivateState, type ActiveUnit, type PhaseState, type SsfState } from './game/state.js';
import { applyAction, legalActions, toAct } from './game/turn.js';

export interface UnitSpec {
  side?: string;
  troopType?: string;
  discipline?: number;
  protection?: ProtectionId;
  missile?: readonly { weapon: string; restricted?: boolean }[];
  melee?: readonly string[];
  characteristics?: readonly string[];
  x?: number;
  y?: number;
  facing?: number;
  width?: number;
  depth?: number;
  hits?: number;
  altitude?: Altitude;
  commanderAttached?: boolean;
  outOfCommand?: boolean;
}

/** Bases are 4 DU wide and 2 deep in these tests, so positions are easy to check by hand. */
export function unit(id: string, s: UnitSpec = {}): Unit {
  const profile = unitProfileSchema.parse({
    id,
    name: id,
    troopType: s.troopType ?? 'medium-foot',
    discipline: s.discipline ?? 4,
    protection: s.protection ?? 'average',
    missile: s.missile ?? [],
    melee: s.melee ?? [],
    characteristics: s.characteristics ?? [],
  });
  const base: Base = { centre: pt(s.x ?? 0, s.y ?? 0), width: s.width ?? 4, depth: s.depth ?? 2, facing: s.facing ?? 90 };
  return makeUnit(profile, s.side ?? 'blue', base, {
    hits: s.hits ?? 0,
    ...(s.altitude ? { altitude: s.altitude } : {}),
    ...(s.commanderAttached ? { commanderAttached: true } : {}),
    ...(s.outOfCommand ? { outOfCommand: true } : {}),
  });
}

/** An archer of the blue side at the origin facing +y (front edge y = 1, x -2..2). */
export const archer = (id = 'archers', s: UnitSpec = {}): Unit => unit(id, { missile: [{ weapon: 'bow' }], ...s });

/** A red target straight ahead, facing the shooter, with its near edge at `range` from y = 1. */
export const target = (id: string, range: number, s: UnitSpec = {}): Unit => unit(id, { side: 'red', y: 1 + range + 1, facing: 270, ...s });

export const field = (units: readonly Unit[], terrain: readonly TerrainPiece[] = []): Battlefield => ({ units, terrain });

/** The action phase of a state in one of its steps (F1); asking for it in another step is a mistake in the test. */
export function phaseOf(s: SsfState): PhaseState {
  if (s.phase === undefined) throw new Error(`there is no action phase in the ${s.step} step`);
  return s.phase;
}

/** The state in the same step with its action phase changed (the dice rolled, the initiative, ...). */
export function withPhase(s: SsfState, patch: Partial<PhaseState>): SsfState {
  switch (s.step) {
    case 'allocate':
    case 'attack-spells':
    case 'activate':
    case 'protect':
      return { ...s, phase: { ...s.phase, ...patch } };
    default:
      throw new Error(`there is no action phase in the ${s.step} step`);
  }
}

/**
 * The state with a unit about to act on its dice (no boost unless given), the action phase changed by
 * `phase` (its order, say); from a step without an action phase (the end phase), an empty one.
 */
export function activatingState(
  s: SsfState,
  current: Pick<ActiveUnit, 'unit' | 'side' | 'dice'> & Partial<ActiveUnit>,
  phase: Partial<PhaseState> = {},
): ActivateState {
  const empty: PhaseState = {
    rolled: {},
    initiative: s.turn.initiative ?? current.side,
    allocated: {},
    allocatedDone: [],
    spellsDone: [],
    order: [],
    next: 0,
  };
  return { ...common(s), step: 'activate', phase: { ...(s.phase ?? empty), ...phase }, current: { boost: 0, boosted: false, ...current } };
}

/**
 * Past the turn's magic power dice (17 Magical Power, SSF-A23): each player assigns them his first legal
 * way, until the first action phase is drawn with `dice` (a test about what follows, not about them).
 */
export function pastPowerDice(s: SsfState, dice: Dice): SsfState {
  let cur = s;
  while (cur.step === 'assign-power') {
    const seat = toAct(cur)[0];
    const a = seat === undefined ? undefined : legalActions(cur, seat)[0];
    if (seat === undefined || a === undefined) throw new Error('no one to assign the magic power dice');
    const r = applyAction(cur, seat, a, dice);
    if (!r.ok) throw new Error(r.error.message);
    cur = r.value.state;
  }
  return cur;
}
