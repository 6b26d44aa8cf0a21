/**
 * The small skirmish state the actions and the turn sequence work on: characters with positions on an
 * open table (inches), terrain pieces, and the current activation.
 */
import type { Point, Polygon } from '../../core/geometry/open-table.js';
import type { CharacterSheet } from './data.js';

export type Status = 'active' | 'stunned' | 'out-of-action' | 'dead';
export type Morale = 'steady' | 'wavering' | 'fleeing';

export interface CharacterState {
  readonly id: string;
  readonly owner: string;
  readonly sheet: CharacterSheet;
  /** Mallet now (SWS-A14: a Bloodied Breather's unmodified 6 may lower it). */
  readonly mallet: number;
  readonly star: number;
  readonly status: Status;
  /** The turn at whose end a stun ends (Losing Star points, SWS-A16). */
  readonly stunnedUntil?: number;
  readonly at: Point;
  readonly prone: boolean;
  readonly tookCover: boolean;
  readonly morale: Morale;
  readonly aim?: { readonly target: string; readonly bonus: number };
  /** A numbered loot token where the model died. */
  readonly loot?: number;
  /** A Swarm model (SWS-A3): no Star, no morale, acts by itself; its owner is SWARM. */
  readonly swarm?: boolean;
}

/** The owner of the Swarm's models and tokens (SWS-A3); never a seat. */
export const SWARM = 'swarm';

export interface TerrainPiece {
  readonly type: string;
  readonly polygon: Polygon;
}

export interface Activation {
  readonly character: string;
  readonly ap: number;
  /** Inches of move still open from move actions taken (Movement: before and after another action). */
  readonly moveLeft: number;
  readonly moved: boolean;
  readonly charged: boolean;
  readonly attacksWith: readonly string[];
}

export interface Skirmish {
  readonly table: { readonly width: number; readonly height: number };
  readonly terrain: readonly TerrainPiece[];
  readonly characters: readonly CharacterState[];
  readonly turn: number;
  readonly activation?: Activation;
  readonly nextLoot: number;
  /** Orders issued this turn, in order: they activate in the next Initiative Phase (SWS-A18). */
  readonly orders?: readonly { readonly leader: string; readonly character: string }[];
  /** Owners whose leader has taken the half-strength morale test (SWS-A2). */
  readonly halfTested?: readonly string[];
}

export const standing = (c: Pick<CharacterState, 'status'>): boolean => c.status === 'active' || c.status === 'stunned';

export function characterFrom(sheet: CharacterSheet, owner: string, at: Point): CharacterState {
  return {
    id: sheet.id,
    owner,
    sheet,
    mallet: sheet.mallet,
    star: sheet.star,
    status: 'active',
    at,
    prone: false,
    tookCover: false,
    morale: 'steady',
  };
}

/** A Swarm model (SWS-A3) from its sheet in data/swarm.json, under its own id. */
export function swarmModel(sheet: CharacterSheet, id: string, at: Point): CharacterState {
  return { ...characterFrom({ ...sheet, id }, SWARM, at), swarm: true };
}
