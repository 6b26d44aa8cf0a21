/**
 * PREPARATION as a checklist a player fills in: each placement condition with its progress, for a
 * deployment still being made (the web app shows it as you place). checkPlacement (deployment.ts)
 * decides; placement-checklist.test.ts keeps the two in agreement.
 */
import type { RulesContext } from './options.js';
import { CLAUSE, PIECE_KINDS, type PieceKind, type SwSeat } from './vocabulary.js';

export type Draft = Readonly<Record<string, PieceKind>>;

export interface Zone {
  readonly full: readonly string[];
  readonly partial: readonly string[];
  readonly partialSquares: number;
}

export function zoneOf(ctx: RulesContext, seat: SwSeat): Zone {
  const z = ctx.board.deployment[seat];
  const name = (s: number) => ctx.board.grid.name(s);
  return { full: z.full.map(name), partial: z.partial.map(name), partialSquares: z.partialSquares };
}

export const isCastle = (ctx: RulesContext, square: string): boolean => {
  const i = ctx.board.grid.index(square);
  return i !== undefined && ctx.board.castle[i] !== null;
};

export const forceSize = (ctx: RulesContext): number => PIECE_KINDS.reduce((n, k) => n + ctx.force[k], 0);

export interface Hint {
  readonly id: 'rows' | 'fourth' | 'princess' | 'catapult' | 'force';
  /** true: satisfied; false: not yet (or broken). */
  readonly ok: boolean;
  /** A rule is broken now (not merely unfinished). */
  readonly broken: boolean;
  readonly text: string;
  readonly clause: string;
}

export function deploymentHints(ctx: RulesContext, seat: SwSeat, draft: Draft): Hint[] {
  const zone = zoneOf(ctx, seat);
  const placed = Object.keys(draft);
  const fullDone = zone.full.filter((s) => draft[s]).length;
  const fourth = placed.filter((s) => zone.partial.includes(s)).length;
  const total = forceSize(ctx);
  const princess = placed.filter((s) => draft[s] === 'princess');
  const catapultsOnCastles = placed.filter((s) => draft[s] === 'siege-catapult' && isCastle(ctx, s));
  const outside = placed.filter((s) => !zone.full.includes(s) && !zone.partial.includes(s));
  const fullRanks = ctx.board.deployment[seat].full.map((s) => ctx.board.grid.rank(s) + 1);
  const rankList = [...new Set(fullRanks)].sort((a, b) => a - b);
  const partialRank = ctx.board.deployment[seat].partial[0];
  const partialName = partialRank === undefined ? 'the fourth row' : `row ${ctx.board.grid.rank(partialRank) + 1}`;
  return [
    {
      id: 'rows',
      ok: fullDone === zone.full.length,
      broken: false,
      text: `Fill every square of your three nearest rows (rows ${rankList.join(', ')}): ${fullDone}/${zone.full.length}`,
      clause: CLAUSE.preparation,
    },
    {
      id: 'fourth',
      ok: fourth === zone.partialSquares && outside.length === 0,
      broken: fourth > zone.partialSquares || outside.length > 0,
      text:
        outside.length > 0
          ? `${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside your deployment area`
          : `Any ${zone.partialSquares} squares of ${partialName}, not the lake: ${fourth}/${zone.partialSquares}`,
      clause: CLAUSE.preparation,
    },
    {
      id: 'princess',
      ok: princess.length === 1 && isCastle(ctx, princess[0]!),
      broken: princess.some((s) => !isCastle(ctx, s)),
      text:
        princess.length && !isCastle(ctx, princess[0]!)
          ? `The Princess must stand on a castle, not ${princess[0]}`
          : 'The Princess on one of your castles',
      clause: CLAUSE.preparation,
    },
    {
      id: 'catapult',
      ok: catapultsOnCastles.length === 0,
      broken: catapultsOnCastles.length > 0,
      text: catapultsOnCastles.length
        ? `No Siege Catapult on a castle (${catapultsOnCastles.join(', ')})`
        : 'No Siege Catapult on a castle',
      clause: CLAUSE.preparation,
    },
    {
      id: 'force',
      ok: placed.length === total,
      broken: false,
      text: `All ${total} pieces placed: ${placed.length}/${total}`,
      clause: CLAUSE.pieces,
    },
  ];
}
